import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments } from "../../../db/schema";
import { checkBooking } from "~/domain/availability";
import type { AppointmentStatus } from "~/domain/constants";
import {
  APPOINTMENT_OUTCOMES,
  APPOINTMENT_TRANSITIONS,
  timingRefusal,
} from "~/domain/status-machine";
import {
  checkEdit,
  invalid,
  notFound,
  record,
  type Editor,
} from "~/features/back-office/edit-rules.server";
import { appointmentEditSchema, correctionMailsCustomer } from "~/features/back-office/edits";
import { formatCalendarDate } from "~/features/back-office/format";
import {
  checkStatus,
  recordStatusChange,
  STATUS_MESSAGES,
  type StatusChange,
  type StatusChangeResult,
} from "~/features/back-office/status-rules.server";
import { serviceNames } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import {
  queueNoShowFollowUp,
  withdrawNoShowFollowUp,
} from "~/features/notifications/follow-up.server";
import { mailedAppointment } from "~/features/notifications/mailed-appointment.server";
import { enqueue } from "~/features/notifications/outbox.server";
import { dropReminders, scheduleReminder } from "~/features/notifications/reminders.server";
import { formsFr } from "~/i18n/forms/fr";
import { lockSlot, placesTaken, loadRules, slotCapacity } from "./availability.server";
import { loadDemoSettings, newMeetingUrl } from "./demo-settings.server";
import { announceMove, nextMoveSequence, statusMailSequence } from "./manage.server";
import { refusalMessage } from "./refusal";

/*
 * The appointments' back-office commands: the status change (the shared state
 * machine, the slot's capacity, the video room, reminders and follow-ups, the
 * customer's mail) and the correction of contact details, date and time, each
 * in one transaction.
 */

/** Changes an appointment's status (see `changeStatus`). */
export async function changeAppointmentStatus(
  db: Database,
  change: StatusChange,
): Promise<StatusChangeResult> {
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const content = await siteContent(db);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, change.id))
      .for("update");
    const checked = checkStatus(found, change);
    if ("answer" in checked) return checked.answer;
    const { row } = checked;
    const to = change.to as AppointmentStatus;
    const transition = APPOINTMENT_TRANSITIONS.find((t) => t.from === row.status && t.to === to);
    const closed = timingRefusal(transition?.timing, {
      date: row.preferredDate,
      time: row.preferredTime,
      now: change.now ?? new Date(),
    });
    if (closed) {
      return {
        ok: false,
        status: 409,
        message: STATUS_MESSAGES.timing(closed, row.preferredDate, row.preferredTime),
      };
    }
    if (to === "confirmed") {
      // Serialises confirmations and bookings of one slot, so two at once cannot both miss each other.
      await lockSlot(tx, row.preferredDate, row.preferredTime);
    }
    if (to === "confirmed" && !change.force) {
      const capacity = await slotCapacity(tx);
      const [confirmed] = await tx
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            eq(appointments.preferredDate, row.preferredDate),
            eq(appointments.preferredTime, row.preferredTime),
            eq(appointments.status, "confirmed"),
            ne(appointments.id, row.id),
          ),
        );
      // Warn only when the slot is full: capacity from the availability settings.
      if (Number(confirmed?.n ?? 0) >= capacity) {
        return {
          ok: false,
          status: 409,
          doubleBooking: true,
          message: STATUS_MESSAGES.doubleBooking(
            formatCalendarDate(row.preferredDate),
            row.preferredTime,
            capacity,
          ),
        };
      }
    }
    // A video appointment gets its room when confirmed, once: moves keep it (decision 0064).
    const meetingUrl =
      row.meetingUrl ??
      (to === "confirmed" && row.meetingType === "video"
        ? newMeetingUrl((await loadDemoSettings(tx)).videoBaseUrl)
        : null);
    await tx
      .update(appointments)
      .set({ status: to, meetingUrl, updatedAt: sql`now()` })
      .where(eq(appointments.id, row.id));
    await recordStatusChange(tx, change, row.status);
    if (row.status === "confirmed") await dropReminders(tx, row.id);
    const mailed = { ...row, meetingUrl, serviceName: serviceNames(content, row.service) };
    if (to === "confirmed") await scheduleReminder(tx, mailed, change.now ?? new Date());
    // «Absent»: the customer is invited to choose another slot, once (decision 0065).
    if (to === "no_show") await queueNoShowFollowUp(tx, mailed, change.now ?? new Date());
    if (row.status === "no_show") await withdrawNoShowFollowUp(tx, row.id, "corrected");
    if (!APPOINTMENT_OUTCOMES.includes(to)) {
      await enqueue(tx, "appointment.status.customer", {
        ...mailedAppointment(mailed, { manageLink: to !== "cancelled" }),
        fromStatus: row.status,
        status: to,
        meetingType: row.meetingType,
        sequence: await statusMailSequence(tx, row.id),
      });
    }
    return { ok: true, from: row.status, to };
  });
}

/** Corrects an appointment's contact details, date and time (see `editRecord`). */
export const editAppointment: Editor = async (db, edit, now) => {
  const parsed = appointmentEditSchema.safeParse(edit.input);
  if (!parsed.success) return invalid(parsed.error);
  const rules = await loadRules(db, now);
  const content = await siteContent(db);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, edit.id))
      .for("update");
    const checked = checkEdit("appointment", found, parsed.data);
    if ("answer" in checked) return checked.answer;
    const { row, diff, values } = checked;
    const { preferred_date: date, preferred_time: time } = parsed.data;
    if (date !== row.preferredDate || time !== row.preferredTime) {
      const check = checkBooking(rules, date, time, now);
      let reason: Parameters<typeof refusalMessage>[0] | null = check.ok ? null : check.reason;
      if (!reason) {
        await lockSlot(tx, date, time);
        if ((await placesTaken(tx, date, time)) >= rules.capacity) reason = "full";
      }
      if (reason) {
        return {
          ok: false,
          status: 409,
          field: "preferred_date",
          message: refusalMessage(reason, formsFr, "fr", rules, date),
        };
      }
    }
    // Read before this correction is recorded, which it then counts as a move.
    const sequence = await nextMoveSequence(tx, row.id);
    const [updated] = await tx
      .update(appointments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(appointments.id, row.id))
      .returning();
    if (!updated) return notFound;
    await record(tx, "appointment", row.id, diff, edit.adminUserId);
    const serviceName = serviceNames(content, updated.service);
    const before = { preferred_date: row.preferredDate, preferred_time: row.preferredTime };
    const customerMailed = correctionMailsCustomer(updated, before, parsed.data);
    if (customerMailed) {
      await announceMove(tx, { ...row, serviceName }, updated, sequence, "team");
    }
    // The queued reminder carries the slot, the name and the address: write it anew.
    if (updated.status === "confirmed") {
      await dropReminders(tx, row.id);
      await scheduleReminder(tx, { ...updated, serviceName }, now);
    }
    return { ok: true, changes: diff.length, customerMailed };
  });
};
