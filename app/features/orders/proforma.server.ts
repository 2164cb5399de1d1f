import { tunisWallClock } from "~/domain/calendar";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { orders } from "../../../db/schema";
import { legalFacts, siteConfig } from "~/config/site.server";
import { formatContentDate } from "~/content/dates";
import type { DeploymentType } from "~/domain/constants";
import { formatMillimes, formatOptionPrice, formatRate } from "~/domain/money";
import { fill } from "~/i18n";
import type { Language } from "~/i18n/language";
import { orderMoney, type OrderMoney } from "./payments.server";
import { PROFORMA_TEXTS } from "./proforma-texts";

/** Everything a pro-forma shows, already worded in the customer's language. */
export interface Proforma {
  lang: Language;
  number: string;
  fileName: string;
  title: string;
  meta: string[];
  seller: { title: string; lines: string[] };
  customer: { title: string; lines: string[] };
  columns: [string, string, string, string];
  lines: [string, string, string, string][];
  totals: { label: string; amount: string; strong?: boolean }[];
  howToPay: { title: string; lines: string[] };
  notice: string;
}

export type OrderRecord = typeof orders.$inferSelect;

export async function orderWithMoney(
  db: Database,
  id: string,
): Promise<{ order: OrderRecord; money: OrderMoney } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const money = await orderMoney(db, order);
  return money ? { order, money } : null;
}

/** The pro-forma of an order with amounts, in its customer's language (or `lang`). */
export function proformaOf(
  order: OrderRecord,
  money: OrderMoney,
  lang: Language = order.language,
): Proforma {
  const t = PROFORMA_TEXTS[lang];
  const site = siteConfig();
  const legal = legalFacts();
  const or = (v: string | null | undefined) => v || t.unset;
  const m = (amount: number) => formatMillimes(amount, lang);
  const day = tunisWallClock(order.createdAt).date;
  const number = order.proformaNumber!;
  const deployment = t.deployment[order.deploymentType as DeploymentType];
  return {
    lang,
    number,
    fileName: `${number}.pdf`,
    title: t.title,
    meta: [
      fill(t.number, { number }),
      fill(t.date, { date: formatContentDate(day, lang) }),
      fill(t.order, { reference: order.reference }),
    ],
    seller: {
      title: t.seller,
      lines: [
        site.name,
        or(legal.registeredAddress),
        fill(t.rne, { value: or(legal.rne) }),
        fill(t.taxId, { value: or(legal.taxId) }),
        fill(t.phone, { value: site.phone }),
        fill(t.email, { value: site.email }),
      ],
    },
    customer: {
      title: t.customer,
      lines: [
        ...(order.companyName ? [order.companyName] : []),
        ...(order.taxId ? [fill(t.taxId, { value: order.taxId })] : []),
        order.customerName,
        order.address,
        order.city,
        fill(t.phone, { value: order.phone }),
        ...(order.email ? [fill(t.email, { value: order.email })] : []),
      ].filter((line) => line !== ""),
    },
    columns: [t.description, t.quantity, t.unitPrice, t.lineTotal],
    lines: money.lines.map((line) => [
      line.kind === "product"
        ? `${order.productName} (${deployment})`
        : fill(t.option, { label: lang === "ar" ? line.labelAr : line.labelFr }),
      String(line.quantity),
      line.kind === "option"
        ? formatOptionPrice(line.unitPriceMillimes, lang)
        : m(line.unitPriceMillimes),
      line.kind === "option" ? formatOptionPrice(line.totalMillimes, lang) : m(line.totalMillimes),
    ]),
    totals: [
      { label: t.totalHt, amount: m(order.totalHtMillimes!) },
      {
        label: fill(t.vat, { rate: formatRate(order.vatRateBp!, lang) }),
        amount: m(order.vatMillimes!),
      },
      { label: t.stamp, amount: m(order.stampMillimes!) },
      { label: t.totalTtc, amount: m(order.totalTtcMillimes!), strong: true },
      {
        label: fill(t.deposit, { rate: formatRate(order.depositRateBp!, lang) }),
        amount: m(order.depositMillimes!),
        strong: true,
      },
      { label: t.balance, amount: m(order.totalTtcMillimes! - order.depositMillimes!) },
    ],
    howToPay: {
      title: t.howToPay,
      lines: [
        fill(t.transfer, { bank: or(legal.bank), rib: or(legal.rib) }),
        fill(t.cheque, { company: site.name }),
        t.cash,
        fill(t.payReference, { number }),
      ],
    },
    notice: t.notInvoice,
  };
}
