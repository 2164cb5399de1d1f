import { cx } from "~/components/ui";
import { usersAction } from "~/features/administrators/user-actions.server";
import { CreateAdminDialog } from "~/features/administrators/components/create-account-dialog";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { loadOrFail } from "~/features/back-office/actions.server";
import {
  Card,
  ErrorNotice,
  PageHeader,
  mutedClass,
  Cell,
  Table,
  Row,
} from "~/features/back-office/components/ui";
import { formatDate } from "~/features/back-office/format";
import { ROLE_LABELS } from "~/domain/constants";
import { RoleActions } from "~/features/administrators/components/role-actions";
import { USER_MESSAGES } from "~/features/administrators/messages";
import { listRoles } from "~/features/administrators/users.server";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/users";
import { formValues } from "~/features/forms/form-values";

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
