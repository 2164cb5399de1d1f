import { useState } from "react";
import { data, useFetcher } from "react-router";
import { UserPlus } from "~/components/ui/icons";
import { Button, cx } from "~/components/ui";
import { FieldIssue, TextField } from "~/components/ui/field";
import {
  createAccount,
  RESET_MESSAGES,
  resetAccess,
} from "~/features/administrators/administrators.server";
import {
  hasFreshSignIn,
  requireAdmin,
  STALE_SIGN_IN_MESSAGE,
  type AdminIdentity,
} from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { loadOrFail } from "~/features/back-office/actions.server";
import { Dialog } from "~/features/back-office/components/dialog";
import {
  Card,
  ErrorNotice,
  PageHeader,
  mutedClass,
  selectClass,
  Cell,
  Table,
  Row,
} from "~/features/back-office/components/ui";
import { formatDate } from "~/features/back-office/format";
import {
  createRoleSchema,
  deleteRoleSchema,
  setGrantSchema,
  setRoleSchema,
} from "~/features/back-office/schema";
import { ROLE_LABELS, ROLES } from "~/domain/constants";
import { RoleActions, type Answer } from "~/features/administrators/components/role-actions";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { PASSWORD_POLICY_HINT } from "~/features/auth/password-policy";
import { createAdministratorSchema } from "~/features/auth/schema";
import { UNKNOWN_INTENT_MESSAGE, USER_MESSAGES } from "~/features/administrators/messages";
import { deleteRole, listRoles, setGrant, setRole } from "~/features/administrators/users.server";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import type { Route } from "./+types/users";
import { recordAudit } from "~/features/audit/audit.server";
import { formValues, type FormFields } from "~/features/forms/form-values";
import { useCheckedForm } from "~/features/forms/use-checked-form";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const result = await loadOrFail("users", () => listRoles(db()));
  return { me: admin.userId, listing: result.ok ? result.value : null };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = formValues(await request.formData());
  switch (form.intent) {
    case "create-admin":
      return createAdmin(admin, form);
    case "delete-role":
      return removeRole(admin, form);
    case "set-role":
      return changeRole(admin, form);
    case "reset-access":
      return resetAdminAccess(admin, form);
    case "set-grant":
      return changeGrant(admin, form);
    default:
      return data<Answer>({ ok: false, message: UNKNOWN_INTENT_MESSAGE }, { status: 400 });
  }
}

async function createAdmin(admin: AdminIdentity, form: FormFields) {
  // createAccount checks the fields with the dialog's own schema.
  const role = createRoleSchema.safeParse(form.role ?? "admin");
  if (!role.success) {
    return data<Answer>({ ok: false, message: USER_MESSAGES.createFailure }, { status: 400 });
  }
  const result = await createAccount(
    db(),
    { email: form.email, password: form.password },
    role.data,
    { actor: admin },
  );
  if (result.ok) {
    await recordAudit(db(), {
      action: "account.create",
      actor: admin,
      target: { type: "user", id: result.userId },
      details: { email: result.email, role: role.data },
    });
  }
  return result.ok
    ? data<Answer>({
        ok: true,
        message:
          role.data === "admin"
            ? USER_MESSAGES.created
            : USER_MESSAGES.accountCreated(ROLE_LABELS[role.data]),
      })
    : data<Answer>(
        { ok: false, message: result.message || USER_MESSAGES.createFailure },
        { status: 400 },
      );
}

const staleSignIn = (message: string) =>
  data<Answer>({ ok: false, message, reason: STALE_SIGN_IN_MESSAGE }, { status: 403 });

async function changeRole(admin: AdminIdentity, form: FormFields) {
  if (!hasFreshSignIn(admin)) return staleSignIn(USER_MESSAGES.roleFailure);
  const parsed = setRoleSchema.safeParse(form);
  if (!parsed.success) {
    return data<Answer>({ ok: false, message: USER_MESSAGES.roleFailure }, { status: 400 });
  }
  const { userId, role } = parsed.data;
  try {
    const result = await setRole(db(), userId, role, admin.userId);
    if (!result.ok) {
      return data<Answer>(
        { ok: false, message: USER_MESSAGES.roleFailure, reason: result.message },
        { status: result.status },
      );
    }
    if (!result.changed) return data<Answer>({ ok: true, message: USER_MESSAGES.roleUnchanged });
    logger.info({ userId, role, by: admin.userId }, "role changed");
    await recordAudit(db(), {
      action: "account.role",
      actor: admin,
      target: { type: "user", id: userId },
      details: { from: result.from ?? null, to: role },
    });
    return data<Answer>({
      ok: true,
      message:
        role === "admin"
          ? USER_MESSAGES.promoted
          : result.from === "admin" && role === "user"
            ? USER_MESSAGES.demoted
            : USER_MESSAGES.roleGiven(ROLE_LABELS[role]),
    });
  } catch (error) {
    logger.error({ err: error, userId }, "role change failed");
    return data<Answer>({ ok: false, message: USER_MESSAGES.roleFailure }, { status: 500 });
  }
}

/** «Accès à l'audience» for a salesperson (decision 0076): written to the journal like a role. */
async function changeGrant(admin: AdminIdentity, form: FormFields) {
  if (!hasFreshSignIn(admin)) return staleSignIn(USER_MESSAGES.grantFailure);
  const parsed = setGrantSchema.safeParse(form);
  if (!parsed.success) {
    return data<Answer>({ ok: false, message: USER_MESSAGES.grantFailure }, { status: 400 });
  }
  const { userId, grant, granted } = parsed.data;
  try {
    const result = await setGrant(db(), userId, grant, granted, admin.userId);
    if (!result.ok) {
      return data<Answer>(
        { ok: false, message: USER_MESSAGES.grantFailure, reason: result.message },
        { status: result.status },
      );
    }
    const person = result.email;
    if (result.changed) {
      logger.info({ userId, grant, granted, by: admin.userId }, "grant changed");
      await recordAudit(db(), {
        action: granted ? "account.grant" : "account.grant-removed",
        actor: admin,
        target: { type: "user", id: userId },
        details: { access: grant, email: person },
      });
    }
    return data<Answer>({
      ok: true,
      message: granted ? USER_MESSAGES.granted(person) : USER_MESSAGES.revoked(person),
    });
  } catch (error) {
    logger.error({ err: error, userId }, "grant change failed");
    return data<Answer>({ ok: false, message: USER_MESSAGES.grantFailure }, { status: 500 });
  }
}

async function resetAdminAccess(admin: AdminIdentity, form: FormFields) {
  const userId = typeof form.userId === "string" ? form.userId.slice(0, 64) : "";
  try {
    const result = await resetAccess(db(), { userId, password: form.password }, { actor: admin });
    if (result.ok) {
      await recordAudit(db(), {
        action: "account.reset",
        actor: admin,
        target: { type: "user", id: userId },
        details: { email: result.email, twoFactorRemoved: result.twoFactorRemoved },
      });
    }
    return result.ok
      ? data<Answer>({ ok: true, message: RESET_MESSAGES.done(result.email) })
      : data<Answer>(
          { ok: false, message: RESET_MESSAGES.failure, reason: result.message },
          { status: result.status },
        );
  } catch (error) {
    logger.error({ err: error, userId }, "access reset failed");
    return data<Answer>({ ok: false, message: RESET_MESSAGES.failure }, { status: 500 });
  }
}

async function removeRole(admin: AdminIdentity, form: FormFields) {
  if (!hasFreshSignIn(admin)) return staleSignIn(USER_MESSAGES.deleteFailure);
  const parsed = deleteRoleSchema.safeParse(form);
  if (!parsed.success) {
    return data<Answer>({ ok: false, message: USER_MESSAGES.deleteFailure }, { status: 400 });
  }
  try {
    const result = await deleteRole(db(), parsed.data.id, admin.userId);
    if (!result.ok) {
      return data<Answer>(
        { ok: false, message: USER_MESSAGES.deleteFailure, reason: result.message },
        { status: result.status },
      );
    }
    logger.info({ roleId: parsed.data.id, by: admin.userId }, "role deleted");
    await recordAudit(db(), {
      action: "account.role-removed",
      actor: admin,
      target: { type: "user", id: result.userId },
      details: { role: result.role },
    });
    return data<Answer>({ ok: true, message: USER_MESSAGES.deleted });
  } catch (error) {
    logger.error({ err: error, roleId: parsed.data.id }, "role deletion failed");
    return data<Answer>({ ok: false, message: USER_MESSAGES.deleteFailure }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Utilisateurs");

function CreateAdminDialog() {
  const [open, setOpen] = useState(false);
  const check = useCheckedForm(createAdministratorSchema);
  const fetcher = useFetcher<Answer>();
  const busy = fetcher.state !== "idle";
  const close = () => {
    setOpen(false);
    check.clear();
  };
  useActionFeedback(fetcher.data, { onSuccess: close });
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        Créer un compte
      </Button>
      <Dialog open={open} title="Créer un compte" onClose={close}>
        <fetcher.Form
          method="post"
          noValidate
          className="space-y-4"
          // The schema the server applies: the password policy shows before the round trip.
          onSubmit={check.onSubmit}
        >
          <input type="hidden" name="intent" value="create-admin" />
          <FieldIssue issue={check.issue}>
            <TextField
              id="new-admin-email"
              label="Email"
              name="email"
              type="email"
              autoComplete="off"
              disabled={busy}
            />
            <TextField
              id="new-admin-password"
              label="Mot de passe"
              hint={PASSWORD_POLICY_HINT}
              name="password"
              type="password"
              autoComplete="new-password"
              disabled={busy}
            />
          </FieldIssue>
          <div className="space-y-1">
            <label htmlFor="new-account-role" className="block text-sm font-medium">
              Rôle
            </label>
            <select
              id="new-account-role"
              name="role"
              defaultValue="admin"
              disabled={busy}
              className={cx(selectClass, "w-full")}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
            <p className={`text-xs ${mutedClass}`}>{ROLE_HINT}</p>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={busy}>
              Annuler
            </Button>
            <Button type="submit" busy={busy} busyLabel="Création...">
              Créer
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}

const ROLE_HINT =
  "Administrateur : tout. Commercial : commandes, rendez-vous, clients et agenda, et l'audience si vous la lui ouvrez. Rédacteur : contenus, produits et articles. Utilisateur : aucun accès à l'administration.";

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <Card className="flex items-baseline justify-between gap-4 max-sm:py-3 sm:block">
      <p className={`text-sm ${mutedClass}`}>{label}</p>
      <p className="text-2xl font-bold sm:mt-1 sm:text-3xl">{value}</p>
    </Card>
  );
}

export default function Users({ loaderData: { me, listing } }: Route.ComponentProps) {
  const admins = new Set(listing?.roles.filter((r) => r.role === "admin").map((r) => r.userId));
  return (
    <>
      <PageHeader
        title="Utilisateurs"
        subtitle="Les rôles des comptes ayant accès à l'administration."
        actions={<CreateAdminDialog />}
      />
      {!listing ? (
        <ErrorNotice>{USER_MESSAGES.loadFailure}</ErrorNotice>
      ) : (
        <>
          <div className="mb-6 grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
            <Counter label="Total" value={listing.counts.total} />
            <Counter label="Administrateurs" value={listing.counts.admins} />
            <Counter label="Commerciaux" value={listing.counts.sales} />
            <Counter label="Rédacteurs" value={listing.counts.editors} />
            <Counter label="Utilisateurs" value={listing.counts.users} />
            <Counter label="Aucun rôle" value={listing.counts.none} />
          </div>
          <Table
            columns={["Utilisateur", "Rôle", "Ajouté le", "Actions"]}
            scrollLabel="Rôles des utilisateurs"
          >
            {listing.roles.map((r) => (
              <Row key={r.id ?? r.userId} data-testid="role-row">
                <Cell label="Utilisateur">
                  <code className="font-mono text-sm" title={r.userId}>
                    {r.userId.slice(0, 8)}…
                  </code>
                  {r.name && r.name !== r.email && <p className="text-sm">{r.name}</p>}
                  {r.email && <p className={`text-xs ${mutedClass}`}>{r.email}</p>}
                  {r.userId === me && <p className="text-xs font-medium">(vous)</p>}
                </Cell>
                <Cell label="Rôle">
                  <span
                    className={cx(
                      "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
                      r.role === null
                        ? "text-slate-700 ring-slate-300 dark:text-slate-200 dark:ring-slate-600"
                        : r.role === "admin"
                          ? "bg-brand-50 text-brand-700 ring-brand-100 dark:bg-slate-800 dark:text-white dark:ring-slate-600"
                          : "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600",
                    )}
                  >
                    {r.role === null
                      ? "Aucun rôle"
                      : r.role === "admin"
                        ? "Admin"
                        : ROLE_LABELS[r.role]}
                  </span>
                </Cell>
                <Cell label="Ajouté le">{formatDate(r.createdAt)}</Cell>
                <Cell label="Actions">
                  <RoleActions row={r} me={me} lastAdmin={admins.size <= 1} />
                </Cell>
              </Row>
            ))}
          </Table>
          <p className={`mt-4 text-sm ${mutedClass}`}>
            Un compte sans rôle peut recevoir de nouveau un rôle. Votre propre rôle administrateur
            et celui du dernier administrateur ne peuvent pas être retirés.
          </p>
        </>
      )}
    </>
  );
}
