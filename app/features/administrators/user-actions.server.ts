import { ROLE_LABELS } from "~/domain/constants";
import { refuse, type Refusal } from "~/domain/result";
import { recordAudit } from "~/features/audit/audit.server";
import {
  hasFreshSignIn,
  STALE_SIGN_IN_MESSAGE,
  type AdminIdentity,
} from "~/features/auth/guard.server";
import { answer, refusedAs } from "~/features/back-office/answer.server";
import {
  createRoleSchema,
  deleteRoleSchema,
  setGrantSchema,
  setRoleSchema,
} from "~/features/back-office/schema";
import type { FormFields } from "~/features/forms/form-values";
import { db } from "~/lib/db.server";
import { createAccount, RESET_MESSAGES, resetAccess } from "./administrators.server";
import { UNKNOWN_INTENT_MESSAGE, USER_MESSAGES } from "./messages";
import { deleteRole, setGrant, setRole } from "./users.server";

type Done = { ok: true; message: string };
type Command = (admin: AdminIdentity, form: FormFields) => Promise<Done | Refusal>;

/** Each intent of the users page: its command and the message of its unexpected failure. */
const COMMANDS: Record<string, { run: Command; failure: string }> = {
  "create-admin": { run: createAdmin, failure: USER_MESSAGES.createFailure },
  "delete-role": { run: removeRole, failure: USER_MESSAGES.deleteFailure },
  "set-role": { run: changeRole, failure: USER_MESSAGES.roleFailure },
  "reset-access": { run: resetAdminAccess, failure: RESET_MESSAGES.failure },
  "set-grant": { run: changeGrant, failure: USER_MESSAGES.grantFailure },
};

/** The users page's action: the posted intent's command, answered. */
export function usersAction(admin: AdminIdentity, form: FormFields) {
  const intent = String(form.intent);
  const command = Object.hasOwn(COMMANDS, intent) ? COMMANDS[intent] : undefined;
  const log = { what: `users ${intent}`, failure: command?.failure ?? "", by: admin.userId };
  return answer<Done, Refusal & { reason?: string }>(log, async () =>
    command ? command.run(admin, form) : refuse.invalid(UNKNOWN_INTENT_MESSAGE),
  );
}

/** The refusal of a sensitive change without a recent sign-in. */
const staleSignIn = (message: string) =>
  refusedAs(message, refuse.forbidden(STALE_SIGN_IN_MESSAGE));

async function createAdmin(admin: AdminIdentity, form: FormFields): Promise<Done | Refusal> {
  // createAccount checks the fields with the dialog's own schema.
  const role = createRoleSchema.safeParse(form.role ?? "admin");
  if (!role.success) return refuse.invalid(USER_MESSAGES.createFailure);
  const account = { email: form.email, password: form.password };
  const result = await createAccount(db(), account, role.data, { actor: admin });
  if (!result.ok) return refuse.invalid(result.message || USER_MESSAGES.createFailure);
  await recordAudit(db(), {
    action: "account.create",
    actor: admin,
    target: { type: "user", id: result.userId },
    details: { email: result.email, role: role.data },
  });
  const label = ROLE_LABELS[role.data];
  const message =
    role.data === "admin" ? USER_MESSAGES.created : USER_MESSAGES.accountCreated(label);
  return { ok: true, message };
}

async function changeRole(admin: AdminIdentity, form: FormFields): Promise<Done | Refusal> {
  if (!hasFreshSignIn(admin)) return staleSignIn(USER_MESSAGES.roleFailure);
  const parsed = setRoleSchema.safeParse(form);
  if (!parsed.success) return refuse.invalid(USER_MESSAGES.roleFailure);
  const { userId, role } = parsed.data;
  const result = await setRole(db(), userId, role, admin.userId);
  if (!result.ok) return refusedAs(USER_MESSAGES.roleFailure, result);
  if (!result.changed) return { ok: true, message: USER_MESSAGES.roleUnchanged };
  await recordAudit(db(), {
    action: "account.role",
    actor: admin,
    target: { type: "user", id: userId },
    details: { from: result.from ?? null, to: role },
  });
  const message =
    role === "admin"
      ? USER_MESSAGES.promoted
      : result.from === "admin" && role === "user"
        ? USER_MESSAGES.demoted
        : USER_MESSAGES.roleGiven(ROLE_LABELS[role]);
  return { ok: true, message };
}

/** «Accès à l'audience» for a salesperson (decision 0076): written to the journal like a role. */
async function changeGrant(admin: AdminIdentity, form: FormFields): Promise<Done | Refusal> {
  if (!hasFreshSignIn(admin)) return staleSignIn(USER_MESSAGES.grantFailure);
  const parsed = setGrantSchema.safeParse(form);
  if (!parsed.success) return refuse.invalid(USER_MESSAGES.grantFailure);
  const { userId, grant, granted } = parsed.data;
  const result = await setGrant(db(), userId, grant, granted, admin.userId);
  if (!result.ok) return refusedAs(USER_MESSAGES.grantFailure, result);
  const person = result.email;
  if (result.changed) {
    await recordAudit(db(), {
      action: granted ? "account.grant" : "account.grant-removed",
      actor: admin,
      target: { type: "user", id: userId },
      details: { access: grant, email: person },
    });
  }
  const message = granted ? USER_MESSAGES.granted(person) : USER_MESSAGES.revoked(person);
  return { ok: true, message };
}

async function resetAdminAccess(admin: AdminIdentity, form: FormFields): Promise<Done | Refusal> {
  const userId = typeof form.userId === "string" ? form.userId.slice(0, 64) : "";
  const result = await resetAccess(db(), { userId, password: form.password }, { actor: admin });
  if (!result.ok) return refusedAs(RESET_MESSAGES.failure, result);
  await recordAudit(db(), {
    action: "account.reset",
    actor: admin,
    target: { type: "user", id: userId },
    details: { email: result.email, twoFactorRemoved: result.twoFactorRemoved },
  });
  return { ok: true, message: RESET_MESSAGES.done(result.email) };
}

async function removeRole(admin: AdminIdentity, form: FormFields): Promise<Done | Refusal> {
  if (!hasFreshSignIn(admin)) return staleSignIn(USER_MESSAGES.deleteFailure);
  const parsed = deleteRoleSchema.safeParse(form);
  if (!parsed.success) return refuse.invalid(USER_MESSAGES.deleteFailure);
  const result = await deleteRole(db(), parsed.data.id, admin.userId);
  if (!result.ok) return refusedAs(USER_MESSAGES.deleteFailure, result);
  await recordAudit(db(), {
    action: "account.role-removed",
    actor: admin,
    target: { type: "user", id: result.userId },
    details: { role: result.role },
  });
  return { ok: true, message: USER_MESSAGES.deleted };
}
