import { useEffect } from "react";
import { toast } from "~/components/ui/lazy-toast";
import type { PAGE_A_SERVICES, PAGE_B_SERVICES } from "~/domain/constants";
import { formValues, firstMessage } from "~/features/forms/form-values";
import { Field, inputClass } from "~/features/forms/form-ui";
import type { FormResult } from "~/features/forms/messages";
import { addDays, MAX_DAYS_AHEAD } from "./dates";
import { APPOINTMENT_MESSAGES, SERVICE_LABELS } from "./labels";
import type { z } from "zod";

/**
 * The spec's toasts for an appointment page's answer (§8): with JavaScript
 * only, since the effect never runs in a page without it (the page then
 * renders the same message itself).
 */
export function useAnswerToast(
  answer: FormResult<object> | undefined,
  success: { title: string; description: string },
  validationTitle: string,
) {
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      toast.success(success.title, { description: success.description });
    } else if (answer.kind === "error") {
      toast.error(APPOINTMENT_MESSAGES.errorTitle, { description: APPOINTMENT_MESSAGES.error });
    } else {
      toast.error(
        answer.kind === "validation" ? validationTitle : APPOINTMENT_MESSAGES.errorTitle,
        {
          description: answer.message,
        },
      );
    }
    // Each answer is a new object: one toast per submission.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
}

/**
 * Checks the form with the page's schema before it is sent; on failure shows
 * the first message in a toast, focuses the field and stops the submission.
 * The schema, and zod with it, is fetched when the visitor first enters the
 * form rather than with the page; a submission that comes earlier waits for
 * it, and if it cannot be fetched the server's identical check answers.
 * Spread the result on the form.
 */
export function validateBeforeSubmit(loadSchema: () => Promise<z.ZodType>, title: string) {
  let schema: z.ZodType | null | undefined; // null: could not be fetched
  let loading: Promise<unknown> | undefined;
  const load = () =>
    (loading ??= loadSchema().then(
      (loaded) => (schema = loaded),
      () => (schema = null),
    ));
  return {
    onFocus: () => void load(),
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      if (schema === null) return;
      const form = event.currentTarget;
      if (schema === undefined) {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        void load().then(() => form.requestSubmit(submitter));
        return;
      }
      const parsed = schema.safeParse(formValues(new FormData(form)));
      if (parsed.success) return;
      event.preventDefault();
      const field = String(parsed.error.issues[0]?.path[0] ?? "");
      form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      toast.error(title, { description: firstMessage(parsed.error) });
    },
  };
}

type Values = Record<string, string>;

/** Name, email, phone and company: the same four fields on both pages. */
export function ContactFields({ values, required }: { values: Values; required: boolean }) {
  return (
    <>
      <Field label="Nom complet" required>
        {(p) => (
          <input
            {...p}
            name="name"
            autoComplete="name"
            required={required}
            aria-required="true"
            defaultValue={values.name}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Email" required>
        {(p) => (
          <input
            {...p}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            required={required}
            aria-required="true"
            defaultValue={values.email}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Téléphone" required>
        {(p) => (
          <input
            {...p}
            name="phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            required={required}
            aria-required="true"
            defaultValue={values.phone}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Entreprise (optionnel)">
        {(p) => (
          <input
            {...p}
            name="company"
            autoComplete="organization"
            defaultValue={values.company}
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}

export function ServiceSelect({
  services,
  values,
  required,
}: {
  services: typeof PAGE_A_SERVICES | typeof PAGE_B_SERVICES;
  values: Values;
  required: boolean;
}) {
  return (
    <Field label="Service souhaité" required>
      {(p) => (
        <select
          {...p}
          name="service"
          required={required}
          aria-required="true"
          defaultValue={values.service ?? ""}
          className={inputClass}
        >
          <option value="">Sélectionnez un service</option>
          {services.map((s) => (
            <option key={s} value={s}>
              {SERVICE_LABELS[s]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The preferred day: not before today in Africa/Tunis (the server checks it too). */
export function DateField({
  today,
  values,
  required,
}: {
  today: string;
  values: Values;
  required: boolean;
}) {
  return (
    <Field label="Date souhaitée" required>
      {(p) => (
        <input
          {...p}
          name="preferred_date"
          type="date"
          min={today}
          max={addDays(today, MAX_DAYS_AHEAD)}
          required={required}
          aria-required="true"
          defaultValue={values.preferred_date}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function MessageField({ values, hint }: { values: Values; hint?: string }) {
  return (
    <Field label="Message (optionnel)" hint={hint} className="sm:col-span-2">
      {(p) => (
        <textarea
          {...p}
          name="message"
          rows={4}
          maxLength={1000}
          defaultValue={values.message}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** The visitor's previous input after a refused submission (pages without JavaScript). */
export function previousValues(answer: FormResult<object> | undefined): Values {
  return answer && !answer.ok ? (answer.values ?? {}) : {};
}
