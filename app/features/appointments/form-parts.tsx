import { useMemo, useState, type ReactNode } from "react";
import { cx } from "~/components/ui/cx";
import { Titled } from "~/components/ui/titled";
import { toast } from "~/components/ui/lazy-toast";
import { useActionFeedback, type ToastSpec } from "~/components/ui/action-feedback";
import { checkForm, type FirstIssue } from "~/features/forms/form-values";
import { Field, SelectOptions, inputClass } from "~/components/ui/field";
import type { FormResult } from "~/features/forms/messages";
import type { FormTexts, FormsDictionary, ValidationMessages } from "~/i18n/forms";
import type { Language } from "~/i18n/language";
import type { z } from "zod";
import { COMPANY_SIZES, QUALIFYING_LIMITS } from "~/domain/constants";

/** The card both booking pages draw their form in: its title, then the note on required fields. */
export function BookingFormCard({
  title,
  requiredNote,
  className,
  children,
}: {
  title: string;
  requiredNote: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Titled
      id="form-title"
      className={cx(
        className,
        "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900",
      )}
      headingClassName="text-2xl font-bold"
      title={title}
    >
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{requiredNote}</p>
      {children}
    </Titled>
  );
}

/**
 * The specification's toasts for an appointment page's answer: with JavaScript
 * only, since effects never run in a page without it (the page then renders
 * the same message itself). A server failure, a dropped connection or a
 * proxy's error page all show the generic error; the slots of a day are no
 * answer to toast.
 */
export function useAnswerToast(
  answer: FormResult<object> | undefined,
  texts: FormTexts<"appointment">,
  /** The page's success texts; null when the page shows its success itself (the self-service page's notice). */
  page: { successTitle: string; success: string } | null,
  validationTitle: string,
) {
  const { appointment } = texts;
  useActionFeedback(answer, {
    toast: (answer): ToastSpec | null => {
      if (answer.ok) {
        return page && { tone: "success", title: page.successTitle, description: page.success };
      }
      if (answer.kind === "slots") return null;
      if (answer.kind === "error") {
        return { tone: "error", title: appointment.errorTitle, description: appointment.error };
      }
      const title = answer.kind === "validation" ? validationTitle : appointment.errorTitle;
      return { tone: "error", title, description: answer.message };
    },
  });
}

/**
 * Checks the form with the page's schema before it is sent; on failure shows
 * the first message in a toast, hands the issue to `onIssue` (the page marks
 * the field), focuses the field and stops the submission.
 * The schema, and zod with it, is fetched when the visitor first enters the
 * form rather than with the page; a submission that comes earlier waits for
 * it, and if it cannot be fetched the server's identical check answers.
 * Spread the result on the form.
 */
export function validateBeforeSubmit(
  loadSchema: () => Promise<(messages: ValidationMessages) => z.ZodType>,
  messages: ValidationMessages,
  title: string,
  onIssue: (issue: FirstIssue | undefined) => void = () => {},
) {
  let schema: z.ZodType | null | undefined; // null: could not be fetched
  let loading: Promise<unknown> | undefined;
  const load = () =>
    (loading ??= loadSchema().then(
      (build) => (schema = build(messages)),
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
      const issue = checkForm(schema, form);
      onIssue(issue);
      if (!issue) return;
      event.preventDefault();
      toast.error(title, { description: issue.message });
    },
  };
}

/**
 * The same, kept for the page's lifetime in its language (React calls the
 * handlers it gets): `handlers` go on the form, `issue` to its FieldIssue.
 */
export function useValidateBeforeSubmit(
  loadSchema: () => Promise<(messages: ValidationMessages) => z.ZodType>,
  texts: FormTexts<"validation" | "appointment">,
) {
  const [issue, setIssue] = useState<FirstIssue>();
  const handlers = useMemo(
    () =>
      validateBeforeSubmit(
        loadSchema,
        texts.validation,
        texts.appointment.validationTitle,
        setIssue,
      ),
    [loadSchema, texts],
  );
  return { handlers, issue };
}

type Values = Record<string, string>;

/** Name, email, phone and company: the same four fields on both pages. */
export function ContactFields({
  texts,
  values,
  required,
}: {
  texts: FormTexts<"fields">;
  values: Values;
  required: boolean;
}) {
  const { fields } = texts;
  return (
    <>
      <Field name="name" label={fields.fullName} required>
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
      <Field name="email" label={fields.email} required>
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
      <Field name="phone" label={fields.phone} required>
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
      <Field name="company" label={fields.companyOptional}>
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
  texts,
  services,
  values,
  required,
}: {
  texts: FormTexts<"fields">;
  /** The page's services now: the active products, then the services that are not products. */
  services: readonly { value: string; label: string }[];
  values: Values;
  required: boolean;
}) {
  return (
    <Field name="service" label={texts.fields.service} required>
      {(p) => (
        <select
          {...p}
          name="service"
          required={required}
          aria-required="true"
          defaultValue={values.service ?? ""}
          className={inputClass}
        >
          <SelectOptions placeholder={texts.fields.servicePlaceholder} options={services} />
        </select>
      )}
    </Field>
  );
}

/**
 * The preferred day: not before today in Africa/Tunis (the server checks it
 * too). Left-to-right on Arabic pages: the browser writes it with digits.
 */
export function DateField({
  texts,
  today,
  lastDay,
  values,
  required,
}: {
  texts: FormTexts<"fields">;
  today: string;
  /** The booking horizon's last day, from the loader. */
  lastDay: string;
  values: Values;
  required: boolean;
}) {
  return (
    <Field name="preferred_date" label={texts.fields.date} required>
      {(p) => (
        <input
          {...p}
          name="preferred_date"
          type="date"
          dir="ltr"
          min={today}
          max={lastDay}
          required={required}
          aria-required="true"
          defaultValue={values.preferred_date}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function MessageField({
  texts,
  values,
  hint,
}: {
  texts: FormTexts<"fields">;
  values: Values;
  hint?: string;
}) {
  return (
    <Field
      name="message"
      label={texts.fields.messageOptional}
      hint={hint}
      className="sm:col-span-2"
    >
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

/**
 * The fields of pages A and B, in their order: contact, service, date, the
 * page's own way to pick the time (`children`), the qualifying questions and
 * the message.
 */
export function BookingFields({
  texts,
  data,
  values,
  dateValues = values,
  required = false,
  messageHint,
  children,
}: {
  texts: FormTexts<"fields" | "qualifying">;
  data: { services: readonly { value: string; label: string }[]; today: string; lastDay: string };
  values: Values;
  /** Page A's date follows the day picked. */
  dateValues?: Values;
  /** Required in the browser: page B's fields are; page A's form checks them itself. */
  required?: boolean;
  messageHint?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ContactFields texts={texts} values={values} required={required} />
      <ServiceSelect texts={texts} services={data.services} values={values} required={required} />
      <DateField
        texts={texts}
        today={data.today}
        lastDay={data.lastDay}
        values={dateValues}
        required={required}
      />
      {children}
      <QualifyingFields texts={texts} values={values} />
      <MessageField texts={texts} values={values} hint={messageHint} />
    </>
  );
}

/** What pages A and B are drawn with, besides the server's answer: `Section`, the form texts each reads. */
export interface BookingFormData<Section extends keyof FormsDictionary> {
  lang: Language;
  texts: FormTexts<Section>;
  ticket: string;
  today: string;
  lastDay: string;
  services: { value: string; label: string }[];
}

/** The visitor's previous input after a refused submission (pages without JavaScript). */
export function previousValues(answer: FormResult<object> | undefined): Values {
  return answer && !answer.ok ? (answer.values ?? {}) : {};
}

/**
 * The optional qualifying questions (decision 0064), the same four on pages A
 * and B, in a group of their own under the slot: company size, current
 * software, users or workstations, sector (a speciality for DigiMed).
 */
export function QualifyingFields({
  texts,
  values,
}: {
  texts: FormTexts<"qualifying">;
  values: Values;
}) {
  const q = texts.qualifying;
  return (
    <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2" data-qualifying>
      <legend className="mb-1 text-base font-semibold text-slate-900 dark:text-slate-100">
        {q.legend}
      </legend>
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">{q.hint}</p>
      <Field name="company_size" label={q.companySize}>
        {(p) => (
          <select
            {...p}
            name="company_size"
            defaultValue={values.company_size ?? ""}
            className={inputClass}
          >
            <SelectOptions
              placeholder={q.companySizePlaceholder}
              options={COMPANY_SIZES.map((size) => ({ value: size, label: q.companySizes[size] }))}
            />
          </select>
        )}
      </Field>
      <Field name="seats" label={q.seats}>
        {(p) => (
          <input
            {...p}
            name="seats"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={5}
            dir="ltr"
            defaultValue={values.seats}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="current_software" label={q.currentSoftware} hint={q.currentSoftwareHint}>
        {(p) => (
          <input
            {...p}
            name="current_software"
            maxLength={QUALIFYING_LIMITS.text}
            defaultValue={values.current_software}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="sector" label={q.sector}>
        {(p) => (
          <input
            {...p}
            name="sector"
            maxLength={QUALIFYING_LIMITS.text}
            defaultValue={values.sector}
            className={inputClass}
          />
        )}
      </Field>
    </fieldset>
  );
}
