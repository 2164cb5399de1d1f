import { useEffect, useRef, useState } from "react";
import { data, useFetcher } from "react-router";
import { toast } from "sonner";
import { Trash2, UserPlus } from "lucide-react";
import { Button, cx } from "~/components/ui";
import { createAdministrator } from "~/features/auth/administrators.server";
import { hasFreshSignIn, requireAdmin, STALE_SIGN_IN_MESSAGE } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { loadOrFail } from "~/features/back-office/actions.server";
import { Dialog } from "~/features/back-office/components/dialog";
import {
  Card,
  ErrorNotice,
  PageHeader,
  TableScroller,
  mutedClass,
  tableClass,
  tbodyClass,
  theadClass,
  trClass,
  Cell,
  thClass,
} from "~/features/back-office/components/ui";
import { formatDate } from "~/features/back-office/format";
import { createAdminSchema, deleteRoleSchema } from "~/features/back-office/schema";
import { USER_MESSAGES } from "~/features/back-office/messages";
import { deleteRole, listRoles } from "~/features/back-office/users.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/users";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const result = await loadOrFail("users", () => listRoles(db()));
  return { me: admin.userId, listing: result.ok ? result.value : null };
}

type Answer = { ok: true; message: string } | { ok: false; message: string; reason?: string };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "create-admin") {
    const parsed = createAdminSchema.safeParse(form);
    if (!parsed.success) {
      return data<Answer>({ ok: false, message: USER_MESSAGES.missingFields }, { status: 400 });
    }
    const result = await createAdministrator(db(), parsed.data, { actor: admin });
    return result.success
      ? data<Answer>({ ok: true, message: USER_MESSAGES.created })
      : data<Answer>(
          { ok: false, message: result.error || USER_MESSAGES.createFailure },
          { status: 400 },
        );
  }
  if (!hasFreshSignIn(admin)) {
    return data<Answer>(
      { ok: false, message: USER_MESSAGES.deleteFailure, reason: STALE_SIGN_IN_MESSAGE },
      { status: 403 },
    );
  }
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
    return data<Answer>({ ok: true, message: USER_MESSAGES.deleted });
  } catch (error) {
    logger.error({ err: error, roleId: parsed.data.id }, "role deletion failed");
    return data<Answer>({ ok: false, message: USER_MESSAGES.deleteFailure }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Utilisateurs");

/**
 * Toasts a fetcher's answer as soon as it arrives, before the reload that may
 * remove the row it came from; calls `onSuccess` after a success.
 */
function useAnswer(fetcher: { data?: Answer }, onSuccess?: () => void) {
  const handled = useRef<Answer | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      toast.success(answer.message);
      onSuccess?.();
    } else toast.error(answer.message, { description: answer.reason });
  }, [fetcher.data, onSuccess]);
}

function DeleteRoleButton({ id, label }: { id: string; label: string }) {
  const fetcher = useFetcher<Answer>();
  useAnswer(fetcher);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="delete-role" />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        disabled={busy}
        className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
        aria-label={`Supprimer le rôle de ${label}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Supprimer
      </Button>
    </fetcher.Form>
  );
}

const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100";

function CreateAdminDialog() {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<Answer>();
  const busy = fetcher.state !== "idle";
  useAnswer(fetcher, () => setOpen(false));
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        Créer un nouvel administrateur
      </Button>
      <Dialog open={open} title="Créer un nouvel administrateur" onClose={() => setOpen(false)}>
        <fetcher.Form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget);
            if (!String(form.get("email")).trim() || !String(form.get("password"))) {
              event.preventDefault();
              toast.error(USER_MESSAGES.missingFields);
            }
          }}
        >
          <input type="hidden" name="intent" value="create-admin" />
          <div>
            <label htmlFor="new-admin-email" className="mb-1 block text-sm font-medium">
              Email
            </label>
            <input
              id="new-admin-email"
              name="email"
              type="email"
              autoComplete="off"
              disabled={busy}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="new-admin-password" className="mb-1 block text-sm font-medium">
              Mot de passe
            </label>
            <input
              id="new-admin-password"
              name="password"
              type="password"
              autoComplete="new-password"
              disabled={busy}
              className={inputClass}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Annuler
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Création..." : "Créer"}
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <Card className="flex items-baseline justify-between gap-4 max-sm:py-3 sm:block">
      <p className={`text-sm ${mutedClass}`}>{label}</p>
      <p className="text-2xl font-bold sm:mt-1 sm:text-3xl">{value}</p>
    </Card>
  );
}

export default function Users({ loaderData: { me, listing } }: Route.ComponentProps) {
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
          <div className="mb-6 grid gap-3 sm:grid-cols-3 sm:gap-4">
            <Counter label="Total" value={listing.counts.total} />
            <Counter label="Administrateurs" value={listing.counts.admins} />
            <Counter label="Utilisateurs" value={listing.counts.users} />
          </div>
          <TableScroller label="Rôles des utilisateurs">
            <table className={tableClass}>
              <thead className={theadClass}>
                <tr>
                  <th scope="col" className={thClass}>
                    Utilisateur
                  </th>
                  <th scope="col" className={thClass}>
                    Rôle
                  </th>
                  <th scope="col" className={thClass}>
                    Ajouté le
                  </th>
                  <th scope="col" className={thClass}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className={tbodyClass}>
                {listing.roles.map((r) => (
                  <tr key={r.id} className={trClass} data-testid="role-row">
                    <Cell label="Utilisateur">
                      <code className="font-mono text-sm" title={r.userId}>
                        {r.userId.slice(0, 8)}…
                      </code>
                      {r.email && <p className={`text-xs ${mutedClass}`}>{r.email}</p>}
                      {r.userId === me && <p className="text-xs font-medium">(vous)</p>}
                    </Cell>
                    <Cell label="Rôle">
                      <span
                        className={cx(
                          "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
                          r.role === "admin"
                            ? "bg-brand-50 text-brand-700 ring-brand-100 dark:bg-slate-800 dark:text-white dark:ring-slate-600"
                            : "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600",
                        )}
                      >
                        {r.role === "admin" ? "Admin" : "Utilisateur"}
                      </span>
                    </Cell>
                    <Cell label="Ajouté le">{formatDate(r.createdAt)}</Cell>
                    <Cell label="Actions">
                      <DeleteRoleButton id={r.id} label={r.email ?? r.userId.slice(0, 8)} />
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <p className={`mt-4 text-sm ${mutedClass}`}>
            La modification des rôles sera disponible dans une prochaine mise à jour.
          </p>
        </>
      )}
    </>
  );
}
