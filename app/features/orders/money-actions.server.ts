import { todayInTunis } from "~/domain/calendar";
import { sql } from "drizzle-orm";
import { orders } from "../../../db/schema";
import { siteConfig } from "~/config/site.server";
import { requireAdmin, type AdminIdentity } from "~/features/auth/guard.server";
import { answer } from "~/features/back-office/answer.server";
import { refuse, type Refusal } from "~/domain/result";
import { recordAudit } from "~/features/audit/audit.server";
import { enqueue, wakeOutbox } from "~/features/notifications/outbox.server";
import { UUID_PATTERN } from "~/features/back-office/records.server";
import { db } from "~/lib/db.server";
import { orderUrl } from "./order-link.server";
import { PAYMENT_MESSAGES, paymentSchema } from "./payments";
import { correctPayment, recordPayment } from "./payments.server";
import { formValues, firstIssue } from "~/features/forms/form-values";

export type MoneyActionData = { ok: true; message: string } | { ok: false; message: string };

export const MONEY_INTENTS = ["payment", "payment-correct", "link-revoke"] as const;

export const LINK_MESSAGES = {
  revoked: "Lien révoqué ; un nouveau lien a été envoyé au client.",
  revokedNoMail: "Lien révoqué. Sans e-mail, le nouveau lien n'a pas pu être envoyé.",
  failure: "Erreur lors de la révocation du lien",
} as const;

/**
 * The order page's money actions (decision 0058): record a payment, cancel
 * one by a counter-entry, revoke the customer's link and mail a new one.
 * Every refusal is a French message with a 4xx status, never a 5xx.
 */
export async function moneyAction(request: Request, orderId: string, form: FormData) {
  const admin = await requireAdmin(request);
  const intent = String(form.get("intent"));
  const log = {
    what: `money ${intent}`,
    failure: PAYMENT_MESSAGES.failure,
    order: orderId,
    by: admin.userId,
  };
  return answer<Done>(log, async () => {
    if (!UUID_PATTERN.test(orderId)) return refuse.notFound("Commande introuvable");
    if (intent === "payment") return pay(admin, orderId, form);
    if (intent === "payment-correct") return correct(admin, orderId, form);
    return revokeLink(admin, orderId);
  });
}

type Done = MoneyActionData & { ok: true };

async function pay(admin: AdminIdentity, orderId: string, form: FormData): Promise<Done | Refusal> {
  const parsed = paymentSchema(todayInTunis()).safeParse(formValues(form));
  if (!parsed.success) {
    return refuse.invalid(firstIssue(parsed.error, PAYMENT_MESSAGES.failure).message);
  }
  const result = await recordPayment(db(), orderId, parsed.data, admin.userId);
  if (!result.ok) return { ok: false, status: result.status, message: result.message };
  await recordAudit(db(), {
    action: "payment.record",
    actor: admin,
    target: { type: "order", id: orderId },
    details: { ...parsed.data },
  });
  return { ok: true, message: PAYMENT_MESSAGES.recorded };
}

async function correct(
  admin: AdminIdentity,
  orderId: string,
  form: FormData,
): Promise<Done | Refusal> {
  const paymentId = String(form.get("payment") ?? "");
  if (!UUID_PATTERN.test(paymentId)) return refuse.notFound(PAYMENT_MESSAGES.notFound);
  const note =
    String(form.get("note") ?? "")
      .trim()
      .slice(0, 500) || null;
  const result = await correctPayment(db(), orderId, paymentId, note, admin.userId, todayInTunis());
  if (!result.ok) return { ok: false, status: result.status, message: result.message };
  await recordAudit(db(), {
    action: "payment.correct",
    actor: admin,
    target: { type: "order", id: orderId },
    details: { payment: paymentId, note },
  });
  return { ok: true, message: PAYMENT_MESSAGES.corrected };
}

async function revokeLink(admin: AdminIdentity, orderId: string): Promise<Done | Refusal> {
  const mailed = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ linkVersion: sql`${orders.linkVersion} + 1` })
      .where(sql`${orders.id} = ${orderId} AND ${orders.anonymisedAt} IS NULL`)
      .returning();
    if (!row) return null;
    if (!row.email) return false;
    await enqueue(tx as never, "order.link.customer", {
      orderId: row.id,
      reference: row.reference,
      customerName: row.customerName,
      email: row.email,
      language: row.language,
      orderUrl: orderUrl(siteConfig().url, row),
    });
    return true;
  });
  if (mailed === null) return refuse.notFound("Commande introuvable");
  if (mailed) wakeOutbox();
  await recordAudit(db(), {
    action: "order.link-revoke",
    actor: admin,
    target: { type: "order", id: orderId },
  });
  return { ok: true, message: mailed ? LINK_MESSAGES.revoked : LINK_MESSAGES.revokedNoMail };
}

/** Whether the posted form is one of the money actions (read from a clone of the request). */
export async function moneyIntent(request: Request): Promise<FormData | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("form")) return null;
  try {
    const form = await request.clone().formData();
    return (MONEY_INTENTS as readonly string[]).includes(String(form.get("intent"))) ? form : null;
  } catch {
    return null;
  }
}
