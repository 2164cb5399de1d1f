import type { AdminIdentity } from "~/features/auth/guard.server";
import type { Entity } from "~/features/back-office/schema";
import { UUID_PATTERN } from "~/features/back-office/records.server";
import { recordAudit } from "~/features/audit/audit.server";
import { wakeOutbox } from "~/features/notifications/outbox.server";
import { db } from "~/lib/db.server";
import { answer } from "~/features/back-office/answer.server";
import { refuse, type Refusal } from "~/domain/result";
import {
  addFollowUp,
  assignOwner,
  completeFollowUp,
  logCall,
  TEAM_MESSAGES,
  teamMembers,
  type FollowUpEntity,
} from "./team.server";
import {
  assignSchema,
  callSchema,
  taskDoneSchema,
  taskSchema,
  type TeamActionData,
} from "./schema";
import { formValues, type FormFields, firstIssue } from "~/features/forms/form-values";

type Done = TeamActionData & { ok: true };

/**
 * The team's intents on a request or a customer: assign (intent=assign),
 * log a call (call), schedule a follow-up (task), close one (task-done).
 * Answers null for another intent, so the page's own action goes on.
 */
export async function teamAction(
  admin: AdminIdentity,
  form: FormData,
  target: { entity: FollowUpEntity; id: string },
) {
  const fields = formValues(form);
  const request = target.entity === "customer" ? null : { entity: target.entity, id: target.id };
  const run = {
    assign: request && (() => assign(admin, fields, request)),
    call: request && (() => call(admin, fields, request)),
    task: () => task(admin, fields, target),
    "task-done": () => taskDone(admin, fields),
  }[String(fields.intent)];
  if (!run) return null;
  const log = {
    what: `team ${String(fields.intent)}`,
    failure: TEAM_MESSAGES.failure,
    ...target,
    by: admin.userId,
  };
  return answer<Done>(log, run);
}

async function assign(
  admin: AdminIdentity,
  fields: FormFields,
  target: { entity: Entity; id: string },
) {
  const parsed = assignSchema.safeParse(fields);
  if (!parsed.success) return refuse.invalid(firstIssue(parsed.error).message);
  if (!UUID_PATTERN.test(target.id)) return refuse.notFound(TEAM_MESSAGES.notFound);
  const result = await assignOwner(db(), {
    ...target,
    ownerUserId: parsed.data.owner || null,
    actor: admin,
  });
  if (!result.ok) return result;
  if (!result.changed) return { ok: true, message: TEAM_MESSAGES.unchanged };
  wakeOutbox();
  await recordAudit(db(), {
    action: "record.assign",
    actor: admin,
    target: { type: target.entity, id: target.id },
    details: { owner: result.ownerEmail },
  });
  return {
    ok: true,
    message: result.ownerEmail
      ? TEAM_MESSAGES.assigned(result.ownerEmail)
      : TEAM_MESSAGES.unassigned,
  };
}

async function call(
  admin: AdminIdentity,
  fields: FormFields,
  target: { entity: Entity; id: string },
) {
  const parsed = callSchema.safeParse(fields);
  if (!parsed.success) return refuse.invalid(firstIssue(parsed.error).message);
  if (!UUID_PATTERN.test(target.id)) return refuse.notFound(TEAM_MESSAGES.notFound);
  const stored = await logCall(db(), {
    ...target,
    summary: parsed.data.summary,
    userId: admin.userId,
  });
  if (!stored) return refuse.notFound(TEAM_MESSAGES.notFound);
  await recordAudit(db(), {
    action: "record.call",
    actor: admin,
    target: { type: target.entity, id: target.id },
  });
  return { ok: true, message: TEAM_MESSAGES.callLogged };
}

async function task(
  admin: AdminIdentity,
  fields: FormFields,
  target: { entity: FollowUpEntity; id: string },
) {
  const parsed = taskSchema.safeParse(fields);
  if (!parsed.success) return refuse.invalid(firstIssue(parsed.error).message);
  const owner = parsed.data.owner || admin.userId;
  if (owner !== admin.userId && !(await teamMembers(db())).some((m) => m.userId === owner)) {
    return refuse.invalid(TEAM_MESSAGES.notMember);
  }
  await addFollowUp(db(), {
    entity: target.entity,
    entityId: target.id.slice(0, 300),
    dueDate: parsed.data.due,
    note: parsed.data.note,
    ownerUserId: owner,
    createdBy: admin.userId,
  });
  await recordAudit(db(), {
    action: "record.task",
    actor: admin,
    target: { type: target.entity, id: target.entity === "customer" ? "fiche" : target.id },
    details: { due: parsed.data.due },
  });
  return { ok: true, message: TEAM_MESSAGES.taskAdded };
}

async function taskDone(admin: AdminIdentity, fields: FormFields): Promise<Done | Refusal> {
  const parsed = taskDoneSchema.safeParse(fields);
  if (!parsed.success) return refuse.invalid(firstIssue(parsed.error).message);
  const done = await completeFollowUp(db(), parsed.data.id);
  if (!done) return refuse.notFound(TEAM_MESSAGES.taskNotFound);
  return { ok: true, message: TEAM_MESSAGES.taskDone };
}
