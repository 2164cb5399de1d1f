import { tunisInstant } from "~/domain/calendar";
import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { queryRows } from "../../db/client.server";
import { appointments, userRoles, users } from "../../db/schema";
import { moveByCustomer } from "~/features/appointments/manage.server";
import { verifyManageToken } from "~/features/appointments/manage-link.server";
import { editRecord } from "~/features/back-office/edits.server";
import type { MailMessage } from "~/features/notifications/mailer.server";
import { appointment } from "../e2e/back-office-support";
import { withTestDatabase } from "../support/test-database";
import { memoryMailer, testOutboxWorker } from "../support/outbox";

/**
 * An administrator's corrected date or time reaches the customer as their own
 * move does: in their language, with the new slot, their link and the
 * invitation updated; on PGlite or PostgreSQL (DATABASE_URL).
 */
const { db } = withTestDatabase();

/** Monday 23 November 2026, 10:00 in Tunis: the 26th and 27th are bookable. */
const NOW = tunisInstant("2026-11-23", "10:00");

async function admin() {
  await db().insert(users).values({ id: "admin-1", name: "Amel", email: "amel@digi.example.tn" });
  await db().insert(userRoles).values({ userId: "admin-1", role: "admin" });
}

async function insert(over: Partial<typeof appointments.$inferInsert> = {}) {
  const [row] = await db()
    .insert(appointments)
    .values({ ...appointment({ preferredDate: "2026-11-26", preferredTime: "10:00" }), ...over })
    .returning();
  return row!;
}

async function correct(id: string, over: Record<string, unknown>) {
  const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
  return editRecord(db(), {
    entity: "appointment",
    id,
    input: {
      name: row!.name,
      phone: row!.phone,
      email: row!.email ?? "",
      preferred_date: row!.preferredDate,
      preferred_time: row!.preferredTime,
      version: row!.updatedAt.toISOString(),
      ...over,
    },
    adminUserId: "admin-1",
    now: NOW,
  });
}

const movedMails = () =>
  queryRows<{ payload: Record<string, unknown> }>(
    db(),
    sql`select payload from outbox where kind = 'appointment.moved.customer' order by created_at`,
  );

/** Sends what the outbox holds and returns the mails, as the customer receives them. */
async function deliver(): Promise<MailMessage[]> {
  const { mailer, sent } = memoryMailer();
  const worker = testOutboxWorker({
    db: db(),
    mailer,
  });
  await worker.runOnce();
  // Only the customer's mails about the move: the worker also sends the
  // administrators' ones and, once its hour has come on the real clock, the
  // reminder of a confirmed appointment (scheduled at NOW, tested elsewhere).
  return sent.filter(
    (m) =>
      String(m.to).includes("@example.tn") &&
      !String(m.to).includes("digi") &&
      !/Rappel|تذكير/.test(m.subject ?? ""),
  );
}

const invitation = (mail: MailMessage) => {
  const icalEvent = mail.icalEvent as { content?: string } | undefined;
  const attached = (mail.attachments ?? []).find((a) => a.filename === "invitation.ics");
  return String(icalEvent?.content ?? attached?.content ?? "");
};

test("a corrected date and time of a confirmed appointment are mailed in French, with the link and the invitation", async () => {
  await admin();
  const row = await insert({ status: "confirmed", language: "fr" });
  const result = await correct(row.id, { preferred_date: "2026-11-27", preferred_time: "15:00" });
  expect(result).toEqual({ ok: true, changes: 2, customerMailed: true });

  const [queued] = await movedMails();
  expect(queued!.payload).toMatchObject({
    email: "leila@example.tn",
    preferredDate: "2026-11-27",
    preferredTime: "15:00",
    fromDate: "2026-11-26",
    fromTime: "10:00",
    status: "confirmed",
    movedBy: "team",
    sequence: 2,
  });
  const token = String(queued!.payload.manageUrl).split("/mon-rendez-vous/")[1]!.split("?")[0];
  expect(verifyManageToken(token, NOW)).toEqual({ ok: true, id: row.id });

  const [mail, ...others] = await deliver();
  expect(others).toEqual([]);
  expect(mail!.to).toEqual(["leila@example.tn"]);
  expect(mail!.subject).toMatch(
    /^Votre rendez-vous est déplacé au .*27 novembre 2026 à 15\u00a0h\u00a000/,
  );
  expect(mail!.text).toContain("Notre équipe a déplacé votre rendez-vous");
  expect(mail!.text).not.toContain("Comme vous l'avez demandé");
  expect(mail!.text).toContain("/mon-rendez-vous/");
  const ics = invitation(mail!);
  expect(ics).toContain("SEQUENCE:2");
  expect(ics).toContain("STATUS:CONFIRMED");
  expect(ics).toMatch(/DTSTART[^\n]*20261127T1[45]0000/);
});

test("a pending appointment is told in Arabic; a later move by the customer gets a higher sequence", async () => {
  await admin();
  const row = await insert({ language: "ar", email: "rim@example.tn" });
  expect(await correct(row.id, { preferred_time: "11:00" })).toMatchObject({
    customerMailed: true,
  });
  const [mail] = await deliver();
  expect(mail!.to).toEqual(["rim@example.tn"]);
  expect(mail!.subject).toContain("تم نقل موعدكم");
  expect(mail!.text).toContain("نقل فريقنا موعدكم");
  expect(mail!.text).toContain("lang=ar");

  await moveByCustomer(db(), row.id, { date: "2026-11-27", time: "09:00" }, NOW);
  const sequences = (await movedMails()).map((m) => [
    m.payload.movedBy ?? "customer",
    m.payload.sequence,
  ]);
  expect(sequences).toEqual([
    ["team", 2],
    ["customer", 3],
  ]);
});

test("no mail for a closed appointment, or when only the contact details change", async () => {
  await admin();
  const cancelled = await insert({ status: "cancelled", preferredTime: "11:00" });
  const done = await insert({ status: "done", preferredTime: "15:00" });
  const contactOnly = await insert({ preferredTime: "14:00" });

  for (const closed of [cancelled, done]) {
    expect(await correct(closed.id, { preferred_date: "2026-11-30" })).toMatchObject({
      ok: true,
      customerMailed: false,
    });
  }
  expect(await correct(contactOnly.id, { phone: "+216 20 000 111" })).toMatchObject({
    ok: true,
    customerMailed: false,
  });
  expect(await movedMails()).toEqual([]);
  expect(await deliver()).toEqual([]);
});

test("a corrected e-mail together with the time: the mail goes to the corrected address", async () => {
  await admin();
  const row = await insert();
  await correct(row.id, { preferred_time: "16:00", email: "nouvelle@example.tn" });
  const [mail] = await deliver();
  expect(mail!.to).toEqual(["nouvelle@example.tn"]);
  expect(mail!.text).toContain("16\u00a0h\u00a000");
});
