import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { KeyRound, Trash2 } from "~/components/ui/icons";
import { Button } from "~/components/ui";
import { NewPasswordField } from "~/features/auth/components/new-password-field";
import { resetPasswordSchema } from "~/features/auth/schema";
import { checkForm } from "~/features/forms/form-values";
import type { RoleRecord } from "../users.server";
import { Dialog, FormDialog, useFormDialog } from "~/features/back-office/components/dialog";
import { selectClass } from "~/features/back-office/components/ui";
import type { Result } from "~/domain/result";
import { typesetFrench } from "~/i18n/typography";
import { GRANTS, ROLE_LABELS, ROLES, type Grant, type Role } from "~/domain/constants";
import { GRANTABLE, grantableTo } from "~/features/auth/access-rules";

export type Answer = Result<{ message: string }> & { reason?: string };

const ROLE_NAMES = Object.fromEntries(
  ROLES.map((role) => [role, ROLE_LABELS[role].toLowerCase()]),
) as Record<Role, string>;

/** What each role may use, as a confirmation explains it. */
const ROLE_SCOPE: Record<Role, string> = {
  admin:
    "Ce compte aura accès à tout le back office : commandes, rendez-vous, clients, contenus et comptes des administrateurs.",
  sales:
    "Ce compte suivra les commandes, les rendez-vous, les clients et l'agenda ; il n'aura accès ni aux contenus, ni aux prix, ni aux comptes, ni à l'effacement, ni aux exports.",
  editor:
    "Ce compte modifiera les contenus du site, les produits et leurs prix, et les articles ; il ne verra ni les commandes, ni les rendez-vous, ni les clients.",
  user: "Ce compte n'aura pas accès à l'administration.",
};

/** «Jean Dupont (jean@exemple.tn)», the way a confirmation names the person. */
export function personOf(row: Pick<RoleRecord, "name" | "email" | "userId">): string {
  if (row.name && row.email && row.name !== row.email) return `${row.name} (${row.email})`;
  return row.email ?? row.userId.slice(0, 8);
}

/** What a confirmation says: the question, what follows, the button that goes ahead. */
interface Question {
  question: string;
  explanation: string;
  confirmLabel: string;
}

/**
 * A form whose submission first asks, in a modal naming the person, and
 * only posts once confirmed (Escape or «Annuler» posts nothing).
 */
function ConfirmedForm({
  questionFor,
  className,
  children,
}: {
  /** What to ask before this submission; null posts at once (nothing would change). */
  questionFor: (form: HTMLFormElement) => Question | null;
  className?: string;
  children: (busy: boolean) => ReactNode;
}) {
  const fetcher = useFetcher<Answer>();
  const form = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState<Question | null>(null);
  useActionFeedback(fetcher.data);
  const busy = fetcher.state !== "idle";
  const ask = (event: FormEvent<HTMLFormElement>) => {
    const question = questionFor(event.currentTarget);
    if (!question) return;
    event.preventDefault();
    // French typography once, here, for every question this form asks.
    setAsking(typesetFrench(question));
  };
  return (
    <>
      <fetcher.Form method="post" ref={form} onSubmit={ask} className={className}>
        {children(busy)}
      </fetcher.Form>
      <Dialog open={asking !== null} title={asking?.question ?? ""} onClose={() => setAsking(null)}>
        <p className="mb-6 text-sm">{asking?.explanation}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setAsking(null)}>
            Annuler
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setAsking(null);
              if (form.current) void fetcher.submit(form.current);
            }}
          >
            {asking?.confirmLabel}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** What «Changer le rôle» asks before giving `role` to a person who has `current`. */
export function roleChangeQuestion(
  person: string,
  current: RoleRecord["role"],
  role: string,
): Question | null {
  if (role === current || !(ROLES as readonly string[]).includes(role)) return null;
  const target = role as Role;
  if (target === "admin") {
    return {
      question: `Donner le rôle administrateur à ${person} ?`,
      explanation: ROLE_SCOPE.admin,
      confirmLabel: "Donner le rôle administrateur",
    };
  }
  if (current === "admin" && target === "user") {
    return {
      question: `Retirer le rôle administrateur de ${person} ?`,
      explanation:
        "Ce compte gardera le rôle utilisateur et n'aura plus accès à l'administration. Ses sessions en cours ne pourront plus ouvrir le back office.",
      confirmLabel: "Retirer le rôle administrateur",
    };
  }
  return {
    question: `Donner le rôle ${ROLE_NAMES[target]} à ${person} ?`,
    explanation: ROLE_SCOPE[target],
    confirmLabel: `Donner le rôle ${ROLE_NAMES[target]}`,
  };
}

/**
 * What can be done to one row of the users page. Nothing is offered that
 * would always be refused: one's own administrator role (and the last
 * administrator, who is then oneself) can be neither removed nor demoted.
 */
export function RoleActions({
  row,
  me,
  lastAdmin,
}: {
  row: RoleRecord;
  me: string;
  lastAdmin: boolean;
}) {
  const own = row.userId === me;
  const person = personOf(row);
  const protectedAdmin = row.role === "admin" && (own || lastAdmin);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!own && !protectedAdmin && (
        <ConfirmedForm
          className="flex items-center gap-2"
          questionFor={(form) =>
            roleChangeQuestion(person, row.role, String(new FormData(form).get("role") ?? ""))
          }
        >
          {(busy) => (
            <>
              <input type="hidden" name="intent" value="set-role" />
              <input type="hidden" name="userId" value={row.userId} />
              <label htmlFor={`role-${row.userId}`} className="sr-only">
                {`Rôle de ${person}`}
              </label>
              <select
                id={`role-${row.userId}`}
                name="role"
                defaultValue={row.role ?? ""}
                className={selectClass}
              >
                {row.role === null && (
                  <option value="" disabled>
                    Choisir un rôle
                  </option>
                )}
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
              <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                Changer le rôle
              </Button>
            </>
          )}
        </ConfirmedForm>
      )}
      {row.id && !protectedAdmin && (
        <ConfirmedForm
          questionFor={() => ({
            question: `Retirer le rôle ${ROLE_NAMES[row.role!]} de ${person} ?`,
            explanation:
              "Le compte reste, sans aucun rôle : il pourra en recevoir un de nouveau depuis cette page.",
            confirmLabel: "Retirer le rôle",
          })}
        >
          {(busy) => (
            <>
              <input type="hidden" name="intent" value="delete-role" />
              <input type="hidden" name="id" value={row.id!} />
              <Button
                type="submit"
                variant="ghost"
                size="sm"
                disabled={busy}
                className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                aria-label={`Retirer le rôle de ${person}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Retirer le rôle
              </Button>
            </>
          )}
        </ConfirmedForm>
      )}
      {row.role === "admin" && !own && <ResetAccessDialog userId={row.userId} person={person} />}
      {GRANTS.filter((grant) => grantableTo(row.role, grant)).map((grant) => (
        <GrantSwitch key={grant} row={row} grant={grant} person={person} />
      ))}
    </div>
  );
}

/**
 * «Accès à l'audience» for a salesperson (decision 0076): a switch saved as
 * soon as it changes, showing the change while it is sent and the stored
 * state once the page reloads its data (a refusal puts it back).
 */
function GrantSwitch({ row, grant, person }: { row: RoleRecord; grant: Grant; person: string }) {
  const fetcher = useFetcher<Answer>();
  useActionFeedback(fetcher.data);
  const sending = fetcher.formData?.get("granted");
  const on = sending ? sending === "on" : row.grants.includes(grant);
  const id = `grant-${grant}-${row.userId}`;
  return (
    <div className="flex items-center gap-2">
      {/* A native checkbox styled as a switch, as on the settings page. */}
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={sending !== undefined && sending !== null}
        aria-label={`${GRANTABLE[grant].label} pour ${person}`}
        onChange={(event) =>
          void fetcher.submit(
            {
              intent: "set-grant",
              userId: row.userId,
              grant,
              granted: event.currentTarget.checked ? "on" : "off",
            },
            { method: "post" },
          )
        }
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 rtl:checked:before:-translate-x-5 dark:bg-slate-600 dark:checked:bg-brand-500"
      />
      <label htmlFor={id} className="text-sm" aria-hidden="true">
        {GRANTABLE[grant].label}
      </label>
    </div>
  );
}

/** «Réinitialiser l'accès»: a new password, the two-factor removed, the person told by e-mail. */
function ResetAccessDialog({ userId, person }: { userId: string; person: string }) {
  const [invalid, setInvalid] = useState<string | null>(null);
  const dialog = useFormDialog<Answer>({ onClose: () => setInvalid(null) });
  const { fetcher, busy } = dialog;
  const failure = !busy && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const error = invalid ?? failure?.reason ?? failure?.message;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={dialog.show}
        aria-label={`Réinitialiser l'accès de ${person}`}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        Réinitialiser l'accès
      </Button>
      <FormDialog
        dialog={dialog}
        title={`Réinitialiser l'accès de ${person}`}
        onSubmit={(event) => {
          // The server's policy, checked first: the field keeps the focus.
          const refused = checkForm(resetPasswordSchema, event.currentTarget);
          setInvalid(refused?.message ?? null);
          if (refused) event.preventDefault();
        }}
        submit="Réinitialiser"
        busyLabel="Réinitialisation..."
        variant="danger"
      >
        <input type="hidden" name="intent" value="reset-access" />
        <input type="hidden" name="userId" value={userId} />
        <p className="text-sm">
          Son mot de passe est remplacé par celui que vous saisissez, sa double authentification est
          désactivée et toutes ses sessions sont fermées. Un e-mail l'en informe (sans le mot de
          passe : transmettez-le-lui par un autre moyen).
        </p>
        <NewPasswordField
          id={`reset-password-${userId}`}
          label="Nouveau mot de passe"
          error={error}
          name="password"
          disabled={busy}
        />
      </FormDialog>
    </>
  );
}
