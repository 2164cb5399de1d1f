import { useState } from "react";
import { Button } from "~/components/ui";
import { FieldIssue, TextField } from "~/components/ui/field";
import { checkForm, formValues } from "~/features/forms/form-values";
import { FormDialog, useFormDialog } from "./dialog";
import {
  EDIT_SCHEMAS,
  CORRECTION_MAIL_NOTICE,
  correctionMailsCustomer,
  EDIT_FIELDS,
  type EditActionData,
} from "../edits";
import type { Entity } from "../schema";

const INPUT_TYPES: Record<string, string> = {
  phone: "tel",
  email: "email",
  preferred_date: "date",
  preferred_time: "time",
};

/**
 * «Modifier les coordonnées»: the record's contact fields in a modal (focus
 * trapped, Escape closes). The page's version travels with the form, so the
 * server refuses a save made over someone else's newer one. The shared
 * schema checks the fields first; the server's answer marks its field.
 * When the typed date or time will be mailed to the customer, the dialog
 * says so before saving.
 */
export function EditDetailsDialog({
  entity,
  version,
  values,
  status,
}: {
  entity: Entity;
  version: string;
  values: Record<string, string | null>;
  status: string;
}) {
  const [draft, setDraft] = useState(values);
  const mailsCustomer =
    entity === "appointment" && correctionMailsCustomer({ status }, values, draft);
  const [invalid, setInvalid] = useState<{ field?: string; message: string } | null>(null);
  // A saved answer closes the dialog, once the page's data has reloaded.
  const dialog = useFormDialog<EditActionData>({
    onClose: () => setInvalid(null),
    afterReload: true,
  });
  const { fetcher, busy } = dialog;
  const answer = busy ? undefined : fetcher.data;
  // An answer that came before the dialog was last opened belongs to an earlier attempt.
  const [dismissed, setDismissed] = useState<EditActionData | undefined>(undefined);
  const error =
    invalid ??
    (answer && !answer.ok && answer !== dismissed
      ? { field: answer.field, message: answer.message }
      : null);

  const schema = EDIT_SCHEMAS[entity];
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setDismissed(fetcher.data);
          setDraft(values);
          dialog.show();
        }}
      >
        Modifier les coordonnées
      </Button>
      <FormDialog
        dialog={dialog}
        title="Modifier les coordonnées"
        onChange={(event) => {
          const form = event.currentTarget;
          setDraft(formValues(new FormData(form)) as Record<string, string>);
        }}
        onSubmit={(event) => {
          const refused = checkForm(schema, event.currentTarget);
          setInvalid(refused ?? null);
          if (refused) event.preventDefault();
        }}
        submit="Enregistrer"
        busyLabel="Enregistrement..."
      >
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="version" value={version} />
        <FieldIssue issue={error}>
          {EDIT_FIELDS[entity].map(([name, label]) => (
            <TextField
              key={name}
              id={`edit-${name}`}
              label={label}
              name={name}
              type={INPUT_TYPES[name] ?? "text"}
              autoComplete="off"
              defaultValue={values[name] ?? ""}
              disabled={busy}
            />
          ))}
        </FieldIssue>
        {mailsCustomer && (
          <p
            role="status"
            className="rounded-md bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100"
          >
            {CORRECTION_MAIL_NOTICE}
          </p>
        )}
        {error && !EDIT_FIELDS[entity].some(([name]) => name === error.field) && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {error.message}
          </p>
        )}
      </FormDialog>
    </>
  );
}
