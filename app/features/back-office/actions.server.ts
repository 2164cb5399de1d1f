import { data } from "react-router";
import { requireAdmin, type AdminIdentity } from "~/features/auth/guard.server";
import type { Database } from "../../../db/client.server";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import { listQueryOf } from "./list-query.server";
import { UNKNOWN_INTENT_MESSAGE } from "~/features/administrators/messages";
import { dateRangeError, statusChangeSchema, type Entity, type ListQuery } from "./schema";
import { changeStatus } from "./status.server";
import { STATUS_MESSAGES } from "./status-rules.server";
import { NOTE_MESSAGES, noteSchema, type NoteActionData } from "~/features/records/notes";
import { addNote, notesOf } from "~/features/records/notes.server";
import { erasureOf, statusHistory, UUID_PATTERN } from "./records.server";
import { EDIT_MESSAGES, type EditActionData } from "./edits";
import { changesOf, editRecord } from "./edits.server";
import { wakeOutbox } from "~/features/notifications/outbox.server";
import { refuse, type Refusal } from "~/domain/result";
import { answer } from "./answer.server";
import { withdrawNoShowFollowUp } from "~/features/notifications/follow-up.server";
import { recordAudit } from "~/features/audit/audit.server";
import { teamAction } from "~/features/team/actions.server";
import { listMarks, markFirstResponse, teamPanelOf } from "~/features/team/team.server";
import { allows } from "~/features/auth/access-rules";
import { RECORDS } from "~/domain/records";
import { formValues, firstIssue } from "~/features/forms/form-values";

/** What a status action answers; the status buttons turn it into a toast or a warning. */
export type StatusActionData =
  { ok: true; message: string } | (Refusal & { reason?: string; doubleBooking?: boolean });

/**
 * The action of the list and detail pages: one status change through the
 * shared state machine. Refusals answer 409 (404 for a vanished row) with
 * the reason; unexpected errors are logged and answered without details.
 */
export async function statusAction(request: Request, entity: Entity) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  // «Me l'attribuer» from a list row names the record in the form.
  const team = await teamAction(admin, form, { entity, id: String(form.get("id") ?? "") });
  if (team) return team;
  switch (form.get("intent")) {
    case "status":
      return statusChange(admin, entity, form);
    default:
      return unknownIntent();
  }
}

/**
 * The action of a detail page: a status change, an internal note
 * (intent=note) or a correction of the contact details (intent=edit) of the
 * record of the address `entityId`.
 */
export async function detailAction(request: Request, entity: Entity, entityId: string) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const team = await teamAction(admin, form, { entity, id: entityId });
  if (team) return team;
  switch (form.get("intent")) {
    case "note":
      return noteAction(admin, entity, entityId, form);
    case "edit":
      return editAction(admin, entity, entityId, form);
    case "status":
      return statusChange(admin, entity, form);
    case "withdraw-follow-up":
      return entity === "appointment" ? withdrawFollowUpAction(admin, entityId) : unknownIntent();
    default:
      return unknownIntent();
  }
}

/** What an action on a record logs: the action, its failure message, the record and who acted. */
function recordLog(
  what: string,
  failure: string,
  admin: AdminIdentity,
  entity: Entity,
  id: string | undefined,
) {
  return { what, failure, entity, id, by: admin.userId };
}

function unknownIntent() {
  return data<StatusActionData>({ ok: false, message: UNKNOWN_INTENT_MESSAGE }, { status: 400 });
}

function noteAction(admin: AdminIdentity, entity: Entity, entityId: string, form: FormData) {
  const log = recordLog("note", NOTE_MESSAGES.failure, admin, entity, entityId);
  return answer<NoteActionData & { ok: true }>(log, async () => {
    const parsed = noteSchema.safeParse(formValues(form));
    if (!parsed.success) {
      return refuse.invalid(firstIssue(parsed.error, NOTE_MESSAGES.failure).message);
    }
    if (!UUID_PATTERN.test(entityId)) return refuse.notFound(STATUS_MESSAGES.notFound);
    const note = { entity, entityId, body: parsed.data.body, authorUserId: admin.userId };
    if (!(await addNote(db(), note))) return refuse.notFound(STATUS_MESSAGES.notFound);
    await markFirstResponse(db(), entity, entityId, admin.userId);
    await recordAudit(db(), {
      action: "record.note",
      actor: admin,
      target: { type: entity, id: entityId },
    });
    return { ok: true, message: NOTE_MESSAGES.added };
  });
}

function editAction(admin: AdminIdentity, entity: Entity, entityId: string, form: FormData) {
  const log = recordLog("record edit", EDIT_MESSAGES.failure, admin, entity, entityId);
  return answer<EditActionData & { ok: true }>(log, async () => {
    if (!UUID_PATTERN.test(entityId)) return refuse.notFound(STATUS_MESSAGES.notFound);
    const input = formValues(form);
    const result = await editRecord(db(), {
      entity,
      id: entityId,
      input,
      adminUserId: admin.userId,
    });
    if (!result.ok) return result;
    if (result.changes > 0) {
      await recordAudit(db(), {
        action: "record.edit",
        actor: admin,
        target: { type: entity, id: entityId },
        details: { fields: result.changes },
      });
    }
    if (result.customerMailed) {
      // An e-mail to the customer is a first response.
      await markFirstResponse(db(), entity, entityId, admin.userId);
      wakeOutbox();
    }
    return {
      ok: true,
      message:
        result.changes === 0
          ? EDIT_MESSAGES.unchanged
          : result.customerMailed
            ? EDIT_MESSAGES.savedAndMailed
            : EDIT_MESSAGES.saved,
    };
  });
}

function statusChange(admin: AdminIdentity, entity: Entity, form: FormData) {
  const parsed = statusChangeSchema.safeParse(formValues(form));
  const id = parsed.success ? parsed.data.id : undefined;
  const log = recordLog("status change", STATUS_MESSAGES.failure, admin, entity, id);
  return answer<{ ok: true; message: string }, StatusActionData & { ok: false }>(log, async () => {
    if (!parsed.success) {
      const reason = firstIssue(parsed.error).message;
      return { ...refuse.invalid(STATUS_MESSAGES.failure), reason };
    }
    const { status: to, force, reason } = parsed.data;
    const result = await changeStatus(db(), {
      entity,
      id: parsed.data.id,
      to,
      force,
      reason,
      adminUserId: admin.userId,
    });
    if (!result.ok) {
      const { doubleBooking, message, status } = result;
      return {
        ok: false,
        status,
        message: doubleBooking ? message : STATUS_MESSAGES.failure,
        reason: message,
        doubleBooking,
      };
    }
    await markFirstResponse(db(), entity, parsed.data.id, admin.userId);
    await recordAudit(db(), {
      action: "record.status",
      actor: admin,
      target: { type: entity, id: parsed.data.id },
      details: { from: result.from, to: result.to },
    });
    return { ok: true, message: STATUS_MESSAGES.success };
  });
}

/**
 * Runs a page's query; a database failure is logged and becomes the page's
 * French load-failure message instead of an error page.
 */
export async function loadOrFail<T>(
  what: string,
  load: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    logger.error({ err: error, what }, "back-office load failed");
    return { ok: false };
  }
}

/**
 * The loader of the orders and appointments lists: the filter from the
 * address, refused with its French message (400) when its dates are
 * reversed, then one page of rows (or the load-failure message).
 */
export async function listLoader<T extends { rows: { id: string }[] }>(
  request: Request,
  entity: Entity,
  load: (query: ListQuery) => Promise<T>,
) {
  const identity = await requireAdmin(request);
  const parsed = listQueryOf(entity, request);
  const query = { ...parsed, owner: parsed.mine ? identity.userId : undefined };
  const refusal = dateRangeError(query);
  // The moment the page is drawn: the actions an appointment offers depend on it.
  const now = new Date().toISOString();
  const canExport = allows(identity.role, `/admin/export/${entity}s`, undefined, "page");
  const team = { owners: {}, pastPromise: [] as string[] };
  if (refusal) return data({ query, page: null, refusal, now, canExport, team }, { status: 400 });
  const result = await loadOrFail(RECORDS[entity].plural, () => load(query));
  if (result.ok) {
    const ids = result.value.rows.map((r) => r.id);
    const loaded = await loadOrFail("list team marks", () => listMarks(db(), entity, ids));
    if (loaded.ok) Object.assign(team, loaded.value);
  }
  return data({
    query,
    page: result.ok ? result.value : null,
    refusal: null,
    now,
    canExport,
    team,
  });
}

/**
 * The loader of the order and appointment pages: the record of the address
 * `entityId` (404 with `notFound` when there is none), its status history,
 * notes and corrections, and its erasure when its personal data are gone.
 */
export async function detailLoader<T extends { id: string } & Parameters<typeof erasureOf>[1]>(
  request: Request,
  entity: Entity,
  entityId: string,
  get: (db: Database, id: string) => Promise<T | undefined>,
  notFound: string,
) {
  const identity = await requireAdmin(request);
  const record = await get(db(), entityId);
  if (!record) throw data(notFound, { status: 404 });
  const [history, notes, changes, erasure, team] = await Promise.all([
    statusHistory(db(), entity, record.id),
    notesOf(db(), entity, [record.id]),
    changesOf(db(), entity, [record.id]),
    erasureOf(db(), record),
    teamPanelOf(db(), entity, record.id, identity.userId),
  ]);
  return { record, history, notes, changes, erasure, team, now: new Date().toISOString() };
}

/** The answers of «Ne pas envoyer la relance» (decision 0065). */
export const FOLLOW_UP_MESSAGES = {
  withdrawn: "Relance annulée\u202F: le client ne recevra pas cet e-mail.",
  gone: "Cette relance est déjà partie ou a déjà été annulée.",
  failure: "Erreur lors de l'annulation de la relance",
} as const;

/** Stops the no-show follow-up of an appointment before it leaves. */
function withdrawFollowUpAction(admin: AdminIdentity, entityId: string) {
  const log = {
    what: "no-show follow-up withdrawal",
    failure: FOLLOW_UP_MESSAGES.failure,
    id: entityId,
    by: admin.userId,
  };
  return answer(log, async () => {
    if (!UUID_PATTERN.test(entityId)) return refuse.notFound(STATUS_MESSAGES.notFound);
    if (!(await withdrawNoShowFollowUp(db(), entityId, "withdrawn"))) {
      return refuse.conflict(FOLLOW_UP_MESSAGES.gone);
    }
    return { ok: true, message: FOLLOW_UP_MESSAGES.withdrawn };
  });
}
