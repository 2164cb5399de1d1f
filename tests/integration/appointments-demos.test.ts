import { addDays, tunisInstant, tunisWallClock } from "~/domain/calendar";
import ICAL from "ical.js";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { queryRows } from "../../db/client.server";
import { appointments, userRoles, users } from "../../db/schema";
import { ROOM_URL_PATTERN } from "~/domain/meeting";
import { createAppointment, type NewAppointment } from "~/features/appointments/create.server";
import { saveDemoSettings } from "~/features/appointments/demo-settings.server";
import {
  cancelByCustomer,
  findManaged,
  moveByCustomer,
} from "~/features/appointments/manage.server";
import { appointmentBSchema } from "~/features/appointments/schema";
import { fromPageB } from "~/features/appointments/create.server";
import { loadWeek } from "~/features/appointments/agenda.server";
import { whatsappReminder } from "~/features/appointments/whatsapp.server";
import { editRecord } from "~/features/back-office/edits.server";
import { exportCsv } from "~/features/records/export.server";
import { changeStatus } from "~/features/back-office/status.server";
import { appointmentWithExtras } from "../../app/features/appointments/appointment-extras.server";
import { queueDigests } from "~/features/notifications/digest.server";
import {
  FOLLOW_UP_DELAY_MS,
  FOLLOW_UP_KIND,
  withdrawNoShowFollowUp,
} from "~/features/notifications/follow-up.server";
import { REMINDER_KIND } from "~/features/notifications/reminders.server";
import type { MailMessage } from "~/features/notifications/mailer.server";
import { formsDictionary } from "~/i18n/forms";
import { memoryMailer, testOutboxWorker } from "../support/outbox";
import { withTestDatabase } from "../support/test-database";

/**
 * Demos that happen (decisions 0064 and 0065): the video room made at
 * confirmation, the qualifying answers, the self-service cut-off, the
 * no-show follow-up and the WhatsApp reminder, on the real database with
 * the outbox worker and the test's clock.
 */
const { db } = withTestDatabase();

const HOUR = 3_600_000;
const MINUTE = 60_000;
// The test's clock: ten minutes from now, so that the outbox rows written on the real
// clock while booking are due when the worker runs at it (a clock fixed at 08:00 in Tunis
// failed every run after that hour); the appointment four days later at 10:00 (moved to
// the fifth day at 14:00), a weekday either way.
const NOW = new Date(Date.now() + 10 * MINUTE);
const TODAY = tunisWallClock(NOW).date;
const weekday = (from: string) => {
  let day = from;
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
};
const DAY = weekday(addDays(TODAY, 4));
const NEXT_DAY = weekday(addDays(DAY, 1));
const START = tunisInstant(DAY, "10:00");

const visitor = (over: Partial<NewAppointment> = {}): NewAppointment => ({
  name: "Leila Trabelsi",
  email: "leila@example.com",
  phone: "50 222 333",
  company: null,
  service: "digimed",
  preferredDate: DAY,
  preferredTime: "10:00",
  message: null,
  meetingType: "video",
  language: "ar",
  ...over,
});

let keys = 0;
async function book(over: Partial<NewAppointment> = {}) {
  const { id } = await createAppointment(db(), visitor(over), `demo-key-${++keys}`);
  return id;
}

let admins = 0;
async function admin() {
  const id = `admin-demo-${++admins}`;
  await db()
    .insert(users)
    .values({ id, name: id, email: `${id}@example.tn` });
  await db().insert(userRoles).values({ userId: id, role: "admin" });
  return id;
}

async function setStatus(id: string, to: string, now: Date) {
  const result = await changeStatus(db(), {
    entity: "appointment",
    id,
    to,
    adminUserId: await admin(),
    now,
  });
  expect(result, `${to} at ${now.toISOString()}`).toMatchObject({ ok: true });
}

async function row(id: string) {
  const [found] = await db().select().from(appointments).where(eq(appointments.id, id));
  return found!;
}

/** A worker on the test's clock, and every mail it handed over. */
function clockedWorker() {
  const clock = { now: NOW };
  const { mailer, sent } = memoryMailer();
  const worker = testOutboxWorker({ db: db(), mailer, now: () => clock.now });
  return { sent, runAt: (at: Date) => ((clock.now = at), worker.runOnce()) };
}

/** The one event of a mail's invitation, read by a real iCalendar parser. */
function invitation(mail: MailMessage) {
  const content = (mail.icalEvent as { content: string } | undefined)?.content;
  expect(content, mail.subject).toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(content!));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    location: String(event.getFirstPropertyValue("location") ?? ""),
    description: String(event.getFirstPropertyValue("description") ?? ""),
    uid: String(event.getFirstPropertyValue("uid")),
  };
}

describe("the video room", () => {
  test("made at confirmation, unguessable, on the default Jitsi server; a phone call gets none", async () => {
    const video = await book();
    const other = await book({ email: "other@example.com", preferredTime: "11:00" });
    const phone = await book({ meetingType: "phone", preferredTime: "14:00" });
    const pageA = await book({ meetingType: undefined, preferredTime: "15:00" });
    expect((await row(video)).meetingUrl).toBeNull(); // pending: no room yet
    for (const id of [video, other, phone, pageA]) await setStatus(id, "confirmed", NOW);
    const url = (await row(video)).meetingUrl!;
    expect(url).toMatch(ROOM_URL_PATTERN);
    expect(url.startsWith("https://meet.jit.si/DigiSolutions-")).toBe(true);
    // Nothing of the appointment in the name: not its id, name, date or service.
    const room = url.split("/").pop()!.toLowerCase();
    for (const known of [
      video.replace(/-/g, "").slice(0, 8),
      "leila",
      DAY.replace(/-/g, ""),
      "digimed",
    ])
      expect(room).not.toContain(known);
    expect((await row(other)).meetingUrl).toMatch(ROOM_URL_PATTERN);
    expect((await row(other)).meetingUrl).not.toBe(url);
    expect((await row(phone)).meetingUrl).toBeNull();
    expect((await row(pageA)).meetingUrl).toBeNull();
  });

  test("a self-hosted server set on the availability page makes the next rooms", async () => {
    await saveDemoSettings(
      db(),
      { cancelCutoffHours: 24, videoBaseUrl: "https://visio.example.tn/salles" },
      NOW,
    );
    const id = await book();
    await setStatus(id, "confirmed", NOW);
    expect((await row(id)).meetingUrl).toMatch(
      /^https:\/\/visio\.example\.tn\/salles\/DigiSolutions-[a-z2-9]{26}$/,
    );
  });

  test("stable across the customer's move and the team's correction of the date", async () => {
    const id = await book();
    await setStatus(id, "confirmed", NOW);
    const url = (await row(id)).meetingUrl;
    await moveByCustomer(db(), id, { date: NEXT_DAY, time: "14:00" }, NOW);
    expect((await row(id)).meetingUrl).toBe(url);
    const before = await row(id);
    const edited = await editRecord(db(), {
      entity: "appointment",
      id,
      input: {
        version: before.updatedAt.toISOString(),
        name: before.name,
        phone: before.phone,
        email: before.email,
        preferred_date: NEXT_DAY,
        preferred_time: "15:00",
      },
      adminUserId: await admin(),
    });
    expect(edited).toMatchObject({ ok: true });
    expect((await row(id)).meetingUrl).toBe(url);
    // The moved mails and the rescheduled reminder carry the same room.
    const payloads = await queryRows<{ url: string | null }>(
      db(),
      sql`select payload->>'meetingUrl' as url from outbox
          where kind in ('appointment.moved.customer', ${REMINDER_KIND})`,
    );
    expect(payloads.length).toBeGreaterThanOrEqual(2);
    expect(new Set(payloads.map((p) => p.url))).toEqual(new Set([url]));
  });

  test("in the confirmation and the reminder, the invitation's LOCATION and DESCRIPTION, and the page's data", async () => {
    const id = await book({ language: "fr" });
    await setStatus(id, "confirmed", NOW);
    const url = (await row(id)).meetingUrl!;
    const w = clockedWorker();
    await w.runAt(NOW);
    const confirmation = w.sent.find((m) => m.subject?.includes("est confirmé"))!;
    expect(confirmation.text).toContain(url);
    expect(confirmation.html).toContain(`<a href="${url}" dir="ltr">${url}</a>`);
    const event = invitation(confirmation);
    expect(event.location).toBe(url);
    expect(event.description).toContain(url);
    await w.runAt(new Date(START.getTime() - 24 * HOUR));
    const reminder = w.sent.find((m) => m.subject?.startsWith("Rappel"))!;
    expect(reminder.text).toContain(url);
    expect(reminder.html).toContain(`href="${url}"`);
    // The self-service page's data and the back office's.
    expect(await findManaged(db(), id, NOW)).toMatchObject({
      meetingType: "video",
      meetingUrl: url,
    });
    const week = await loadWeek(db(), DAY, NOW);
    const inAgenda = week.flatMap((d) => d.appointments).find((a) => a.id === id);
    expect(inAgenda?.meetingUrl).toBe(url);
  });

  test("a phone appointment says who calls whom, in the mail and the invitation, in Arabic", async () => {
    const id = await book({ meetingType: "phone" });
    await setStatus(id, "confirmed", NOW);
    const w = clockedWorker();
    await w.runAt(NOW);
    const confirmation = w.sent.find((m) => m.subject?.startsWith("تم تأكيد موعدكم"))!;
    expect(confirmation.text).toContain("سنتصل بكم في الموعد المحدد");
    const event = invitation(confirmation);
    expect(event.location).toContain("مكالمة هاتفية من DigiSolutions");
    expect(event.description).toContain("سنتصل بكم");
  });
});

describe("the cancellation cut-off", () => {
  const cutoff = new Date(START.getTime() - 24 * HOUR);

  test("one minute before it the link still cancels; at it and after, refused with «call us»", async () => {
    const early = await book({ preferredTime: "10:00" });
    const atCutoff = await book({ preferredTime: "11:00", email: "b@example.com" });
    const late = await book({ preferredTime: "14:00", email: "c@example.com" });
    const times = new Map([
      [early, "10:00"],
      [atCutoff, "11:00"],
      [late, "14:00"],
    ]);
    const cutoffOf = (id: string) =>
      new Date(tunisInstant(DAY, times.get(id)!).getTime() - 24 * HOUR);

    expect((await findManaged(db(), early, new Date(cutoff.getTime() - MINUTE)))?.state).toBe(
      "open",
    );
    await cancelByCustomer(db(), early, new Date(cutoffOf(early).getTime() - MINUTE));
    expect((await row(early)).status).toBe("cancelled");

    expect((await findManaged(db(), atCutoff, cutoffOf(atCutoff)))?.state).toBe("locked");
    await expect(cancelByCustomer(db(), atCutoff, cutoffOf(atCutoff))).rejects.toMatchObject({
      refusal: { reason: "cutoff" },
    });
    await expect(
      moveByCustomer(db(), atCutoff, { date: NEXT_DAY, time: "10:00" }, cutoffOf(atCutoff)),
    ).rejects.toMatchObject({ refusal: { reason: "cutoff" } });

    const oneMinuteAfter = new Date(cutoffOf(late).getTime() + MINUTE);
    expect((await findManaged(db(), late, oneMinuteAfter))?.state).toBe("locked");
    await expect(cancelByCustomer(db(), late, oneMinuteAfter)).rejects.toMatchObject({
      refusal: { reason: "cutoff" },
    });
    // Nothing stored for the refused ones.
    expect([(await row(atCutoff)).status, (await row(late)).status]).toEqual([
      "pending",
      "pending",
    ]);
    expect((await row(atCutoff)).preferredDate).toBe(DAY);
    // The page's refusal says to call, with the phone number.
    expect(formsDictionary("fr").manage.refusedCutoff).toContain("Appelez-nous au {phone}");
  });

  test("administrators still cancel inside the cut-off; a cut-off of 0 keeps the link open until the start", async () => {
    const id = await book();
    await setStatus(id, "confirmed", NOW);
    const inside = new Date(START.getTime() - 2 * HOUR);
    await setStatus(id, "cancelled", inside);
    expect((await row(id)).status).toBe("cancelled");

    await saveDemoSettings(
      db(),
      { cancelCutoffHours: 0, videoBaseUrl: "https://meet.jit.si" },
      NOW,
    );
    const other = await book({ preferredTime: "11:00", email: "o@example.com" });
    const start = tunisInstant(DAY, "11:00");
    expect((await findManaged(db(), other, new Date(start.getTime() - MINUTE)))?.state).toBe(
      "open",
    );
    expect((await findManaged(db(), other, start))?.state).toBe("past");
  });
});

describe("the no-show follow-up", () => {
  const marked = new Date(START.getTime() + 30 * MINUTE);
  const followUps = (sent: MailMessage[]) =>
    sent.filter((m) => m.subject === "اختاروا موعدًا آخر بدل موعدكم الفائت");

  test("sent exactly once, an hour after «Absent», in the customer's language, not again after a correction", async () => {
    const id = await book();
    await setStatus(id, "confirmed", NOW);
    await setStatus(id, "no_show", marked);
    const w = clockedWorker();
    await w.runAt(new Date(marked.getTime() + FOLLOW_UP_DELAY_MS - MINUTE));
    expect(followUps(w.sent)).toHaveLength(0); // still waiting: the team can withdraw it
    await w.runAt(new Date(marked.getTime() + FOLLOW_UP_DELAY_MS));
    expect(followUps(w.sent)).toHaveLength(1);
    const [mail] = followUps(w.sent);
    expect(mail!.to).toEqual(["leila@example.com"]);
    expect(mail!.text).toContain("/rendez-vous?lang=ar");
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');

    // Corrected to «Terminé», then back to «Absent» the same day: nothing more leaves.
    await setStatus(id, "done", new Date(marked.getTime() + 2 * HOUR));
    await setStatus(id, "no_show", new Date(marked.getTime() + 3 * HOUR));
    await w.runAt(new Date(marked.getTime() + 6 * HOUR));
    expect(followUps(w.sent)).toHaveLength(1);
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from outbox where kind = ${FOLLOW_UP_KIND}`,
    );
    expect(rows[0]!.n).toBe(1);
    expect((await appointmentWithExtras(db(), id))?.followUp?.state).toBe("sent");
  });

  test("a correction to «Terminé» before it leaves stops it; so does the administrator's withdrawal", async () => {
    const corrected = await book();
    const withdrawn = await book({ preferredTime: "11:00", email: "w@example.com" });
    for (const id of [corrected, withdrawn]) await setStatus(id, "confirmed", NOW);
    const later = new Date(tunisInstant(DAY, "11:00").getTime() + 10 * MINUTE);
    await setStatus(corrected, "no_show", later);
    await setStatus(withdrawn, "no_show", later);
    expect((await appointmentWithExtras(db(), withdrawn))?.followUp?.state).toBe("waiting");
    await setStatus(corrected, "done", new Date(later.getTime() + 5 * MINUTE));
    expect(await withdrawNoShowFollowUp(db(), withdrawn, "withdrawn")).toBe(true);
    expect(await withdrawNoShowFollowUp(db(), withdrawn, "withdrawn")).toBe(false);
    // Marked «Absent» again: the withdrawn one is not queued anew.
    await setStatus(corrected, "no_show", new Date(later.getTime() + 10 * MINUTE));
    const w = clockedWorker();
    await w.runAt(new Date(later.getTime() + 5 * HOUR));
    expect(followUps(w.sent)).toHaveLength(0);
    expect((await appointmentWithExtras(db(), withdrawn))?.followUp?.state).toBe("withdrawn");
    expect((await appointmentWithExtras(db(), corrected))?.followUp?.state).toBe("withdrawn");
  });
});

describe("qualifying answers and the WhatsApp reminder", () => {
  test("page B's answers are checked by the shared schema, stored, shown and exported", async () => {
    const m = formsDictionary("ar").validation;
    const base = {
      name: "Leila",
      email: "leila@example.com",
      phone: "50 222 333",
      company: "",
      service: "digimed",
      preferred_date: DAY,
      preferred_time: "10:00",
      meeting_type: "video",
      message: "",
    };
    const refused = appointmentBSchema(m).safeParse({ ...base, company_size: "9000", seats: "0" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      m.companySizeInvalid,
      m.seatsInvalid,
    ]);
    const empty = appointmentBSchema(m).parse({ ...base });
    expect(fromPageB(empty, "ar")).toMatchObject({ companySize: null, seats: null, sector: null });
    const input = appointmentBSchema(m).parse({
      ...base,
      company_size: "2-10",
      current_software: "  Excel  ",
      seats: "4",
      sector: "طب الأسنان",
    });
    const { id } = await createAppointment(db(), fromPageB(input, "ar"), "qualified-1");
    expect(await row(id)).toMatchObject({
      companySize: "2-10",
      currentSoftware: "Excel",
      seats: 4,
      sector: "طب الأسنان",
    });
    expect((await findManaged(db(), id, NOW))?.qualifying).toEqual({
      companySize: "2-10",
      currentSoftware: "Excel",
      seats: 4,
      sector: "طب الأسنان",
    });
    const detail = await appointmentWithExtras(db(), id);
    expect(detail?.qualifyingLines).toEqual([
      ["Taille de l'entreprise", "2 à 10 personnes"],
      ["Logiciel utilisé aujourd'hui", "Excel"],
      ["Nombre d'utilisateurs ou de postes", "4"],
      ["Spécialité", "طب الأسنان"],
    ]);
    const csv = await exportCsv(
      db(),
      "appointment",
      { q: undefined, page: 1, sort: "recent" },
      ";",
    );
    const [header, line] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toContain(
      "Taille de l'entreprise;Logiciel actuel;Utilisateurs ou postes;Secteur ou spécialité",
    );
    expect(line).toContain("2 à 10 personnes;Excel;4;طب الأسنان");
  });

  test("one builder: the detail page, the agenda and the digest carry the time, the room and the self-service link", async () => {
    const id = await book();
    await setStatus(id, "confirmed", NOW);
    const url = (await row(id)).meetingUrl!;
    const link = whatsappReminder(await row(id))!;
    const text = new URL(link).searchParams.get("text")!;
    expect(new URL(link).pathname).toBe("/21650222333");
    expect(text).toContain("مرحبًا Leila Trabelsi");
    expect(text).toContain("على الساعة 10:00");
    expect(text).toContain(url);
    expect(text).toMatch(/\/mon-rendez-vous\/[^\s]+\?lang=ar/);
    const detail = await appointmentWithExtras(db(), id);
    expect(detail?.reminder).toMatchObject({ meetingUrl: url, time: "10:00" });

    await db().insert(users).values({ id: "digest-admin", name: "d", email: "d@example.tn" });
    await db().insert(userRoles).values({ userId: "digest-admin", role: "admin" });
    await db().execute(
      sql`insert into admin_settings (user_id, notify_digest) values ('digest-admin', true)`,
    );
    expect(await queueDigests(db(), tunisInstant(DAY, "07:00"))).toBe(1);
    const w = clockedWorker();
    await w.runAt(tunisInstant(DAY, "07:00"));
    const digest = w.sent.find((m) => m.subject?.startsWith("Rendez-vous du"))!;
    expect(digest.text).toContain("Rappel WhatsApp\u202F: https://wa.me/21650222333?text=");
    expect(digest.html).toContain(
      `<a href="${link.replace(/&/g, "&amp;").replace(/'/g, "&#39;")}"`,
    );
  });
});
