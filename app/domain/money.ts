/**
 * Amounts of an order (decision 0056). Every amount is an integer number of
 * millimes (1 DT = 1000 millimes): no floating point ever reaches a total.
 *
 * Rounding rules:
 * - a price typed in dinars becomes millimes rounded half up (`toMillimes`);
 * - VAT is computed once, on the total excluding tax, rounded half up to the millime;
 * - the fiscal stamp bears no VAT and is added after it;
 * - the deposit is a share of the total including tax (stamp included),
 *   rounded half up to the millime;
 * - rates are integers in basis points (19 % = 1900), so a rate is exact.
 */
import type { DeploymentType } from "./constants";

export type Millimes = number;

export const MILLIMES_PER_DINAR = 1000;
/** Sensible ceiling of one amount (ten million dinars): anything above is a typing error. */
export const MAX_AMOUNT_MILLIMES = 10_000_000 * MILLIMES_PER_DINAR;

/** The billing rules in force (a row of billing_settings). */
export interface BillingRates {
  /** VAT in basis points: 1900 is 19 %. */
  vatRateBp: number;
  /** The fiscal stamp per invoice, in millimes (1 DT = 1000). */
  stampMillimes: Millimes;
  /** The deposit due at order, in basis points of the total including tax: 3000 is 30 %. */
  depositRateBp: number;
}

export const DEFAULT_RATES: BillingRates = {
  vatRateBp: 1900,
  stampMillimes: 1000,
  depositRateBp: 3000,
};

/** Dinars (as the content stores prices) to millimes, rounded half up. */
export function toMillimes(dinars: number): Millimes {
  if (!Number.isFinite(dinars) || dinars < 0) throw new Error(`Invalid amount: ${dinars}`);
  return Math.round(dinars * MILLIMES_PER_DINAR + 1e-7);
}

/** `amount × bp / 10 000`, rounded half up to the millime, in integers only. */
export function shareOf(amount: Millimes, bp: number): Millimes {
  assertMillimes(amount);
  if (!Number.isSafeInteger(bp) || bp < 0) throw new Error(`Invalid rate: ${bp}`);
  return Math.floor((amount * bp + 5000) / 10000);
}

function assertMillimes(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Invalid millimes: ${amount}`);
}

export interface PricedOption {
  key: string;
  label: { fr: string; ar: string };
  /** Unit price excluding tax, in dinars, as the product page shows it. */
  price: number;
}

export interface OrderLine {
  kind: "product" | "option";
  /** The product's slug or the option's key. */
  key: string;
  label: { fr: string; ar: string };
  quantity: number;
  unitPriceMillimes: Millimes;
  totalMillimes: Millimes;
}

export interface OrderAmounts {
  lines: OrderLine[];
  totalHtMillimes: Millimes;
  vatRateBp: number;
  vatMillimes: Millimes;
  stampMillimes: Millimes;
  totalTtcMillimes: Millimes;
  depositRateBp: number;
  depositMillimes: Millimes;
}

/**
 * The lines and totals of an order: the product at the deployment's price and,
 * for a local installation only, the chosen options (unknown keys ignored,
 * each option once, in the page's order).
 */
export function priceOrder(
  product: { slug: string; name: string; priceLocal: number; priceCloud: number },
  deployment: DeploymentType,
  available: readonly PricedOption[],
  chosen: readonly string[],
  rates: BillingRates,
): OrderAmounts {
  const lines: OrderLine[] = [];
  const unit = toMillimes(deployment === "local" ? product.priceLocal : product.priceCloud);
  lines.push({
    kind: "product",
    key: product.slug,
    label: { fr: product.name, ar: product.name },
    quantity: 1,
    unitPriceMillimes: unit,
    totalMillimes: unit,
  });
  if (deployment === "local") {
    const wanted = new Set(chosen);
    for (const option of available) {
      if (!wanted.has(option.key)) continue;
      const price = toMillimes(option.price);
      lines.push({
        kind: "option",
        key: option.key,
        label: option.label,
        quantity: 1,
        unitPriceMillimes: price,
        totalMillimes: price,
      });
    }
  }
  return totalsOf(lines, rates);
}

/** Totals of given lines under given rates (also used to re-read a stored order). */
export function totalsOf(lines: OrderLine[], rates: BillingRates): OrderAmounts {
  const totalHt = lines.reduce((sum, l) => sum + l.totalMillimes, 0);
  assertMillimes(totalHt);
  const vat = shareOf(totalHt, rates.vatRateBp);
  const totalTtc = totalHt + vat + rates.stampMillimes;
  return {
    lines,
    totalHtMillimes: totalHt,
    vatRateBp: rates.vatRateBp,
    vatMillimes: vat,
    stampMillimes: rates.stampMillimes,
    totalTtcMillimes: totalTtc,
    depositRateBp: rates.depositRateBp,
    depositMillimes: shareOf(totalTtc, rates.depositRateBp),
  };
}

// ── Payments ────────────────────────────────────────────────────────────────

export const PAYMENT_METHODS = ["transfer", "cheque", "cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATES = ["unpaid", "deposit", "paid"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Unpaid until the deposit is in; «deposit received» from the deposit on;
 * paid in full once the total including tax is. Counter-entries (negative
 * amounts) lower the amount paid like any other row.
 */
export function paymentState(
  paidMillimes: Millimes,
  order: { depositMillimes: Millimes; totalTtcMillimes: Millimes },
): PaymentState {
  if (order.totalTtcMillimes > 0 && paidMillimes >= order.totalTtcMillimes) return "paid";
  if (paidMillimes > 0 && paidMillimes >= order.depositMillimes) return "deposit";
  return "unpaid";
}

// ── Display ─────────────────────────────────────────────────────────────────

const NNBSP = "\u202f";
const NBSP = "\u00a0";
/** Left-to-right isolate … pop directional isolate: the amount keeps its order in Arabic text. */
const LRI = "\u2066";
const PDI = "\u2069";

/** 1290 → "1\u202f290": digits grouped by three with a narrow no-break space, as fr-FR does. */
function groupByThree(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, NNBSP);
}

/**
 * "159 DT", "1\u202f290 DT": a catalogue price in whole dinars, as fr-FR
 * writes them. Written out rather than through Intl.NumberFormat, whose first
 * use in the browser loads ICU data (40–130 ms on the main thread of the first
 * page load). The products themselves live in the database (decision 0023).
 */
export function formatPrice(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Invalid price: ${amount}`);
  return `${groupByThree(amount)} DT`;
}

/**
 * «1 234,500 DT»: dinars grouped by three with a narrow no-break space, a
 * decimal comma and the three millime digits, a no-break space before DT.
 * In Arabic the same figures, isolated left to right so the sign, the digits
 * and DT stay in their order inside right-to-left text. Written out rather
 * than through Intl (no ICU data on the client's first page).
 */
export function formatMillimes(amount: Millimes, lang: "fr" | "ar"): string {
  if (!Number.isSafeInteger(amount)) throw new Error(`Invalid millimes: ${amount}`);
  const sign = amount < 0 ? "−" : "";
  const abs = Math.abs(amount);
  const dinars = groupByThree(Math.floor(abs / MILLIMES_PER_DINAR));
  const millimes = String(abs % MILLIMES_PER_DINAR).padStart(3, "0");
  const text = `${sign}${dinars},${millimes}${NBSP}DT`;
  return lang === "ar" ? `${LRI}${text}${PDI}` : text;
}

/** An option's price: «Gratuit» / «مجاني» when free. */
export function formatOptionPrice(amount: Millimes, lang: "fr" | "ar"): string {
  if (amount === 0) return lang === "ar" ? "مجاني" : "Gratuit";
  return formatMillimes(amount, lang);
}

/** «19 %» (narrow no-break space) in French, «19%» isolated in Arabic. */
export function formatRate(bp: number, lang: "fr" | "ar"): string {
  const whole = Math.floor(bp / 100);
  const cents = bp % 100;
  const figure =
    cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, "0").replace(/0$/, "")}`;
  return lang === "ar" ? `${LRI}${figure}%${PDI}` : `${figure}${NNBSP}%`;
}

/**
 * An amount typed by an administrator («1 234,5», «300.000», «-50») in
 * millimes, or null when it is not one: at most three decimals, a sign only
 * when `allowNegative`.
 */
export function parseAmount(input: string, allowNegative = false): Millimes | null {
  const text = input
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/DT$/i, "")
    .replace("−", "-");
  const match = /^(-?)(\d{1,8})(?:[.,](\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, decimals = ""] = match as unknown as [string, string, string, string?];
  if (sign && !allowNegative) return null;
  const value = Number(whole) * MILLIMES_PER_DINAR + Number(decimals.padEnd(3, "0"));
  if (value > MAX_AMOUNT_MILLIMES) return null;
  return sign ? -value : value;
}
