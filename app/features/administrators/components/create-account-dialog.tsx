import { UserPlus } from "~/components/ui/icons";
import { Button, cx } from "~/components/ui";
import { FieldIssue, TextField } from "~/components/ui/field";
import { ROLE_LABELS, ROLES } from "~/domain/constants";
import { NewPasswordField } from "~/features/auth/components/new-password-field";
import { createAdministratorSchema } from "~/features/auth/schema";
import { FormDialog, useFormDialog } from "~/features/back-office/components/dialog";
import { mutedClass, selectClass } from "~/features/back-office/components/ui";
import { useCheckedForm } from "~/features/forms/use-checked-form";
import type { Answer } from "./role-actions";

/** «Créer un compte»: e-mail, password and role, checked with the server's schema first. */
export function CreateAdminDialog() {
  const check = useCheckedForm(createAdministratorSchema);
  const dialog = useFormDialog<Answer>({ onClose: check.clear });
  const { busy } = dialog;
  return (
    <>
      <Button onClick={dialog.show}>
        <UserPlus aria-hidden="true" className="size-4" />
        Créer un compte
      </Button>
      <FormDialog
        dialog={dialog}
        title="Créer un compte"
        // The schema the server applies: the password policy shows before the round trip.
        onSubmit={check.onSubmit}
        submit="Créer"
        busyLabel="Création..."
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
          <NewPasswordField
            id="new-admin-password"
            label="Mot de passe"
            name="password"
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
      </FormDialog>
    </>
  );
}

const ROLE_HINT =
  "Administrateur : tout. Commercial : commandes, rendez-vous, clients et agenda, et l'audience si vous la lui ouvrez. Rédacteur : contenus, produits et articles. Utilisateur : aucun accès à l'administration.";
