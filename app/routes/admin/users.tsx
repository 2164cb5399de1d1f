import { useState } from "react";
import { useFetcher } from "react-router";
import { UserPlus } from "~/components/ui/icons";
import { Button, cx } from "~/components/ui";
import { FieldIssue, TextField } from "~/components/ui/field";
import { usersAction } from "~/features/administrators/user-actions.server";
import { requireAdmin } from "~/features/auth/guard.server";
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
import { ROLE_LABELS, ROLES } from "~/domain/constants";
import { RoleActions, type Answer } from "~/features/administrators/components/role-actions";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { PASSWORD_POLICY_HINT } from "~/features/auth/password-policy";
import { createAdministratorSchema } from "~/features/auth/schema";
import { USER_MESSAGES } from "~/features/administrators/messages";
import { listRoles } from "~/features/administrators/users.server";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/users";
import { formValues } from "~/features/forms/form-values";
import { useCheckedForm } from "~/features/forms/use-checked-form";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const result = await loadOrFail("users", () => listRoles(db()));
  return { me: admin.userId, listing: result.ok ? result.value : null };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return usersAction(admin, formValues(await request.formData()));
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
