import { tunisInstant } from "~/domain/calendar";
import { and, eq, isNull, sql } from "drizzle-orm";
import { tellOwner } from "~/features/team/team.server";
import { queryRows, type Database } from "../../../db/client.server";
import { appointments, recordChanges, statusEvents } from "../../../db/schema";
import {
  checkBooking,
  HOLDING_STATUSES,
  type AvailabilityRules,
  type RefusalReason,
} from "~/domain/availability";
import type { AppointmentService, AppointmentStatus } from "~/domain/constants";
import { CUSTOMER_APPOINTMENT_TRANSITIONS, isAllowedTransition } from "~/domain/status-machine";
import { enqueue } from "~/features/notifications/outbox.server";
import { mailedAppointment } from "~/features/notifications/mailed-appointment.server";
import { serviceNames } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import { dropReminders, scheduleReminder } from "~/features/notifications/reminders.server";
import type { Language } from "~/i18n/language";
import { formsDictionary } from "~/i18n/forms";
import { fill } from "~/i18n";
import { siteConfig } from "~/config/site.server";
import { Refused, refuse } from "~/domain/result";
import { loadRules, lockSlot, placesTaken } from "./availability.server";
import { refusalMessage } from "./refusal";
import { loadDemoSettings } from "./demo-settings.server";
import { beforeCutoff } from "~/domain/meeting";
import type { MeetingType } from "~/domain/constants";
import { qualifyingAnswers, type QualifyingAnswers } from "./qualifying-lines";

/**
 * What the visitor may do with their appointment through the link of their
 * mails (decision 0026). `open`: pending or confirmed and before the
 * cancellation cut-off; `locked`: still to come but inside the cut-off, where
 * only a phone call changes it (decision 0065); otherwise the page shows it read-only.
 */
export type ManageState = "open" | "locked" | "cancelled" | "past";

export interface ManagedAppointment {
  id: string;
  service: AppointmentService;
  serviceName: Record<Language, string>;
  preferredDate: string;
  preferredTime: string;
  status: AppointmentStatus;
  language: Language;
  state: ManageState;
  meetingType: MeetingType | null;
  /** A confirmed video appointment's room (decision 0064). */
  meetingUrl: string | null;
  /** The optional answers given when booking. */
  qualifying: QualifyingAnswers;
  /** Hours before the start the link stops cancelling and moving. */
  cutoffHours: number;
}

type Row = typeof appointments.$inferSelect;

export function stateOf(
  row: Pick<Row, "status" | "preferredDate" | "preferredTime">,
  now: Date,
  cutoffHours: number,
): ManageState {
  if (row.status === "cancelled") return "cancelled";
  const holding = (HOLDING_STATUSES as readonly string[]).includes(row.status);
  const started = tunisInstant(row.preferredDate, row.preferredTime).getTime() <= now.getTime();
  if (!holding || started) return "past";
  return beforeCutoff(row.preferredDate, row.preferredTime, cutoffHours, now) ? "open" : "locked";
}

/** The appointment a verified link names, or null when it is gone (erased, anonymised). */
export async function findManaged(
  db: Database,
  id: string,
  now = new Date(),
): Promise<ManagedAppointment | null> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), isNull(appointments.anonymisedAt)));
  if (!row) return null;
  const { cancelCutoffHours } = await loadDemoSettings(db);
  return {
    id: row.id,
    service: row.service,
    serviceName: serviceNames(await siteContent(db), row.service),
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    status: row.status,
    language: row.language,
    state: stateOf(row, now, cancelCutoffHours),
    meetingType: row.meetingType,
    meetingUrl: row.meetingUrl,
    qualifying: qualifyingAnswers(row),
    cutoffHours: cancelCutoffHours,
  };
}

type ManageRefusal = "closed" | "cutoff" | "same-slot" | "full" | RefusalReason;

/**
 * The visitor's change was refused (nothing is stored): why, in the page's
 * language. A slot the rules refuse is told as a booking's; `date` is the one asked for.
 */
function manageRefused(
  reason: ManageRefusal,
  lang: Language,
  slot?: { rules: Omit<AvailabilityRules, "closures">; date: string },
) {
  const texts = formsDictionary(lang);
  const message = (() => {
    if (reason === "cutoff") {
      // A toast is plain text: in Arabic the number is isolated left to right (FSI…PDI).
      const { phone } = siteConfig();
      return fill(texts.manage.refusedCutoff, {
        phone: lang === "ar" ? `\u2068${phone}\u2069` : phone,
      });
    }
    if (reason === "same-slot") return texts.manage.sameSlot;
    if (reason === "closed" || !slot) return texts.manage.refused;
    return refusalMessage(reason, texts, lang, slot.rules, slot.date);
  })();
  return new Refused({ ...refuse.conflict(message), reason });
}

/**
 * Locks the appointment's row and runs `apply` if the visitor may still
 * change it, in one transaction with the audit trail and the mails.
 */
async function customerChange<T>(
  db: Database,
  id: string,
  now: Date,
  lang: Language,
  apply: (tx: Database, row: Row & { serviceName: Record<Language, string> }) => Promise<T>,
): Promise<T> {
  const content = await siteContent(db);
  const { cancelCutoffHours } = await loadDemoSettings(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, id), isNull(appointments.anonymisedAt)))
      .for("update");
    const state = row ? stateOf(row, now, cancelCutoffHours) : "past";
    // Inside the cut-off a replayed request is refused as the page is: call us.
    if (state === "locked") throw manageRefused("cutoff", lang);
    if (!row || state !== "open") throw manageRefused("closed", lang);
    return apply(tx, { ...row, serviceName: serviceNames(content, row.service) });
  });
}

const adminChange = (row: Row & { serviceName: Record<Language, string> }) => ({
  ...mailedAppointment(row, { manageLink: false }),
  phone: row.phone,
});

/** The visitor cancels: the slot is freed, the audit trail says «par le client». */
export async function cancelByCustomer(
  db: Database,
  id: string,
  now = new Date(),
  lang: Language = "fr",
) {
  await customerChange(db, id, now, lang, async (tx, row) => {
    if (!isAllowedTransition(CUSTOMER_APPOINTMENT_TRANSITIONS, row.status, "cancelled")) {
      throw manageRefused("closed", lang);
    }
    await tx
      .update(appointments)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(eq(appointments.id, row.id));
    await tx.insert(statusEvents).values({
      entity: "appointment",
      entityId: row.id,
      fromStatus: row.status,
      toStatus: "cancelled",
      byCustomer: true,
    });
    await dropReminders(tx, row.id);
    if (row.email) {
      await enqueue(tx, "appointment.status.customer", {
        ...mailedAppointment(row, { manageLink: false }),
        fromStatus: row.status,
        status: "cancelled",
        sequence: await statusMailSequence(tx, row.id),
      });
    }
    await enqueue(tx, "appointment.customer.admin", {
      ...adminChange(row),
      change: "cancelled",
    });
    await tellOwner(tx, row.id, "cancelled");
  });
}

/**
 * The visitor moves their appointment to another slot, which must be allowed
 * by the rules and have a place left: checked under the slot's lock, as a
 * booking is. The status stays; a confirmed appointment's reminder moves.
 */
export async function moveByCustomer(
  db: Database,
  id: string,
  slot: { date: string; time: string },
  now = new Date(),
  lang: Language = "fr",
) {
  const rules = await loadRules(db, now);
  await customerChange(db, id, now, lang, async (tx, row) => {
    if (row.preferredDate === slot.date && row.preferredTime === slot.time) {
      throw manageRefused("same-slot", lang);
    }
    const asked = { rules, date: slot.date };
    const check = checkBooking(rules, slot.date, slot.time, now);
    if (!check.ok) throw manageRefused(check.reason, lang, asked);
    await lockSlot(tx, slot.date, slot.time);
    if ((await placesTaken(tx, slot.date, slot.time)) >= rules.capacity) {
      throw manageRefused("full", lang, asked);
    }
    const [moved] = await tx
      .update(appointments)
      .set({ preferredDate: slot.date, preferredTime: slot.time, updatedAt: sql`now()` })
      .where(eq(appointments.id, row.id))
      .returning();
    if (!moved) throw new Error("appointment vanished under its lock");
    const sequence = await nextMoveSequence(tx, row.id);
    await tx.insert(statusEvents).values({
      entity: "appointment",
      entityId: row.id,
      fromStatus: row.status,
      toStatus: row.status,
      byCustomer: true,
      fromSlot: `${row.preferredDate} ${row.preferredTime}`,
      toSlot: `${slot.date} ${slot.time}`,
    });
    if (row.status === "confirmed") {
      await dropReminders(tx, row.id);
      await scheduleReminder(tx, { ...moved, serviceName: row.serviceName }, now);
    }
    await announceMove(tx, row, moved, sequence, "customer");
    await enqueue(tx, "appointment.customer.admin", {
      ...adminChange({ ...moved, serviceName: row.serviceName }),
      change: "moved",
      fromDate: row.preferredDate,
      fromTime: row.preferredTime,
    });
    await tellOwner(tx, row.id, "moved");
  });
}

/**
 * The invitation SEQUENCE of an appointment's next move: above the creation's
 * 0 and the status mails' 1, and above every earlier move, whether the
 * customer made it or an administrator corrected the date or time (one
 * correction is one moment, whichever fields it changed). Read before the
 * move is recorded.
 */
export async function nextMoveSequence(tx: Database, id: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select (
      (select count(*) from ${statusEvents}
        where ${statusEvents.entity} = 'appointment' and ${statusEvents.entityId} = ${id})
      + (select count(distinct ${recordChanges.createdAt}) from ${recordChanges}
        where ${recordChanges.entity} = 'appointment' and ${recordChanges.entityId} = ${id}
          and ${recordChanges.field} in ('preferred_date', 'preferred_time'))
    )::int as n`,
  );
  return (row?.n ?? 0) + 2;
}

/**
 * The invitation SEQUENCE of a status mail, read once its status change is
 * recorded: every status change and every move takes the next number, so a
 * cancellation after a move (or a move after a confirmation) always comes
 * with a higher SEQUENCE, which calendar apps require to apply it.
 */
export async function statusMailSequence(tx: Database, id: string): Promise<number> {
  return (await nextMoveSequence(tx, id)) - 1;
}

/**
 * Tells the customer, in their language, that their appointment now has
 * another date or time, with their link and the updated invitation: after
 * their own move, or an administrator's correction (`by: "team"`). Nothing
 * is queued without an address.
 */
export async function announceMove(
  tx: Database,
  before: Pick<Row, "preferredDate" | "preferredTime"> & { serviceName: Record<Language, string> },
  moved: Row,
  sequence: number,
  by: "customer" | "team",
): Promise<void> {
  if (!moved.email) return;
  await enqueue(tx, "appointment.moved.customer", {
    ...mailedAppointment({ ...moved, serviceName: before.serviceName }, { manageLink: true }),
    fromDate: before.preferredDate,
    fromTime: before.preferredTime,
    status: moved.status,
    sequence,
    ...(by === "team" ? { movedBy: "team" as const } : {}),
  });
}
