import { data } from "react-router";
import { formatContentDate } from "~/content/dates";
import { ORDER_STATUSES, type OrderStatus } from "~/domain/constants";
import { formatMillimes } from "~/domain/money";
import { languageFromRequest, type Language } from "~/i18n/language";
import { mailsDictionary } from "~/i18n/mails";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import { verifyOrderToken } from "./order-link.server";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATE_LABELS } from "./payments";
import { orderWithMoney, proformaOf, type OrderRecord, type Proforma } from "./proforma.server";
import type { OrderMoney } from "./payments.server";
import { PROFORMA_TEXTS, type ProformaTexts } from "./proforma-texts";

export interface OrderPage {
  reference: string;
  status: OrderStatus;
  statusText: string;
  /** The steps pending → delivered, each done or not (none once cancelled). */
  steps: { label: string; done: boolean; current: boolean }[];
  proforma: Proforma;
  payments: { date: string; method: string; amount: string; correction: boolean }[];
  paid: string;
  balance: string;
  state: string;
}

export type OrderPageData =
  | { lang: Language; texts: ProformaTexts; link: "ok"; order: OrderPage }
  | { lang: Language; texts: ProformaTexts; link: "invalid"; order: null };

/**
 * The order behind a link: it must be signed by this server, name an order
 * with amounts that still exists and is not erased, and carry its current
 * link version (an administrator's revocation moves it on).
 */
export async function linkedOrder(
  token: unknown,
): Promise<{ order: OrderRecord; money: OrderMoney } | null> {
  const check = verifyOrderToken(token);
  if (!check.ok) return null;
  const found = await orderWithMoney(db(), check.id);
  if (!found || found.order.anonymisedAt || found.order.linkVersion !== check.version) return null;
  return found;
}

/** The loader of the customer's order page: a bad link is a 404 page in the visitor's language. */
export async function orderPageData(request: Request, token: unknown) {
  const lang = languageFromRequest(request);
  const texts = PROFORMA_TEXTS[lang];
  let found: Awaited<ReturnType<typeof linkedOrder>>;
  try {
    found = await linkedOrder(token);
  } catch (error) {
    logger.error({ err: error }, "order page: load failed");
    throw data("Service indisponible", { status: 503 });
  }
  if (!found) {
    const page: OrderPageData = { lang, texts, link: "invalid", order: null };
    return data(page, { status: 404 });
  }
  const page: OrderPageData = { lang, texts, link: "ok", order: orderPage(found, lang) };
  return data(page);
}

function orderPage(
  { order, money }: { order: OrderRecord; money: OrderMoney },
  lang: Language,
): OrderPage {
  const statuses = mailsDictionary(lang).orderStatuses;
  const flow = ORDER_STATUSES.filter((s) => s !== "cancelled");
  const at = flow.indexOf(order.status as (typeof flow)[number]);
  const m = (amount: number) => formatMillimes(amount, lang);
  return {
    reference: order.reference,
    status: order.status,
    statusText: statuses[order.status],
    steps:
      order.status === "cancelled"
        ? []
        : flow.map((s, i) => ({ label: statuses[s], done: i <= at, current: i === at })),
    proforma: proformaOf(order, money, lang),
    payments: money.payments.map((p) => ({
      date: formatContentDate(p.paidOn, lang),
      method:
        PAYMENT_METHOD_LABELS[lang][p.method as keyof (typeof PAYMENT_METHOD_LABELS)["fr"]] ??
        p.method,
      amount: m(p.amountMillimes),
      correction: p.amountMillimes < 0,
    })),
    paid: m(money.paidMillimes),
    balance: m(money.balanceMillimes),
    state: PAYMENT_STATE_LABELS[lang][money.state],
  };
}
