import { data } from "react-router";
import type { AdminIdentity } from "~/features/auth/guard.server";
import type { Entity } from "~/features/back-office/schema";
import { UUID_PATTERN } from "~/features/back-office/records.server";
import { recordAudit } from "~/features/audit/audit.server";
import { wakeOutbox } from "~/features/notifications/outbox.server";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
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

const answer = (body: TeamActionData, status = 200) => data<TeamActionData>(body, { status });
const refused = (message: string, status = 400) => answer({ ok: false, message }, status);

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
  try {
    switch (fields.intent) {
      case "assign":
        return request && (await assign(admin, fields, request));
      case "call":
        return request && (await call(admin, fields, request));
      case "task":
        return await task(admin, fields, target);
      case "task-done":
        return await taskDone(admin, fields);
      default:
        return null;
    }
  } catch (error) {
    logger.error({ err: error, intent: fields.intent, ...target }, "team action failed");
    return refused(TEAM_MESSAGES.failure, 500);
  }
}

async function assign(
  admin: AdminIdentity,
  fields: FormFields,
  target: { entity: Entity; id: string },
) {
  const parsed = assignSchema.safeParse(fields);
  if (!parsed.success) return refused(firstIssue(parsed.error).message);
  if (!UUID_PATTERN.test(target.id)) return refused(TEAM_MESSAGES.notFound, 404);
  const result = await assignOwner(db(), {
    ...target,
    ownerUserId: parsed.data.owner || null,
    actor: admin,
  });
  if (!result.ok) return refused(result.message, result.status);
  if (!result.changed) return answer({ ok: true, message: TEAM_MESSAGES.unchanged });
  wakeOutbox();
  await recordAudit(db(), {
    action: "record.assign",
    actor: admin,
    target: { type: target.entity, id: target.id },
    details: { owner: result.ownerEmail },
  });
  return answer({
    ok: true,
    message: result.ownerEmail
      ? TEAM_MESSAGES.assigned(result.ownerEmail)
      : TEAM_MESSAGES.unassigned,
  });
}

async function call(
  admin: AdminIdentity,
  fields: FormFields,
  target: { entity: Entity; id: string },
) {
  const parsed = callSchema.safeParse(fields);
  if (!parsed.success) return refused(firstIssue(parsed.error).message);
  if (!UUID_PATTERN.test(target.id)) return refused(TEAM_MESSAGES.notFound, 404);
  const stored = await logCall(db(), {
    ...target,
    summary: parsed.data.summary,
    userId: admin.userId,
  });
  if (!stored) return refused(TEAM_MESSAGES.notFound, 404);
  await recordAudit(db(), {
    action: "record.call",
    actor: admin,
    target: { type: target.entity, id: target.id },
  });
  return answer({ ok: true, message: TEAM_MESSAGES.callLogged });
}

async function task(
  admin: AdminIdentity,
  fields: FormFields,
  target: { entity: FollowUpEntity; id: string },
) {
  const parsed = taskSchema.safeParse(fields);
  if (!parsed.success) return refused(firstIssue(parsed.error).message);
  const owner = parsed.data.owner || admin.userId;
  if (owner !== admin.userId && !(await teamMembers(db())).some((m) => m.userId === owner)) {
    return refused(TEAM_MESSAGES.notMember);
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
  return answer({ ok: true, message: TEAM_MESSAGES.taskAdded });
}

async function taskDone(admin: AdminIdentity, fields: FormFields) {
  const parsed = taskDoneSchema.safeParse(fields);
  if (!parsed.success) return refused(firstIssue(parsed.error).message);
  const done = await completeFollowUp(db(), parsed.data.id);
  if (!done) return refused(TEAM_MESSAGES.taskNotFound, 404);
  logger.info({ id: parsed.data.id, by: admin.userId }, "follow-up done");
  return answer({ ok: true, message: TEAM_MESSAGES.taskDone });
}
