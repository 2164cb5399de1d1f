import crypto from "node:crypto";

/**
 * A form ticket: when the form was served, plus a random id, signed with the
 * server secret. It proves the visitor loaded the form (and how long ago,
 * for the minimum-time check), and its id is the submission's idempotency key:
 * a double click or a retry after a lost answer carries the same ticket and
 * finds the record the first one created.
 */
export interface Ticket {
  issuedAt: number;
  id: string;
}

/** A ticket older than this is refused: the page was left open for too long. */
export const TICKET_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function sign(secret: string, form: string, payload: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`form-ticket:${form}:${payload}`)
    .digest("base64url");
}

/** `form` names the form: a ticket of one form is refused by another. */
export function issueTicket(secret: string, form: string, now = Date.now()): string {
  const payload = `${now}.${crypto.randomBytes(16).toString("base64url")}`;
  return `${payload}.${sign(secret, form, payload)}`;
}

export type TicketCheck =
  { ok: true; ticket: Ticket } | { ok: false; reason: "invalid" | "expired" | "too-fast" };

export function verifyTicket(
  secret: string,
  form: string,
  value: unknown,
  minSeconds: number,
  now = Date.now(),
): TicketCheck {
  if (typeof value !== "string" || value.length > 200) return { ok: false, reason: "invalid" };
  const match = /^(\d{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return { ok: false, reason: "invalid" };
  const [, issued, id, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, form, `${issued}.${id}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { ok: false, reason: "invalid" };
  }
  const issuedAt = Number(issued);
  const age = now - issuedAt;
  if (age < -60_000 || age > TICKET_MAX_AGE_MS) return { ok: false, reason: "expired" };
  if (age < minSeconds * 1000) return { ok: false, reason: "too-fast" };
  return { ok: true, ticket: { issuedAt, id } };
}
