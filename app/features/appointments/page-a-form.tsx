import { CheckCircle2 } from "~/components/ui/icons";
import { Button, buttonClass } from "~/components/ui";
import { FieldIssue } from "~/components/ui/field";
import { NoScriptFormNotice } from "~/components/ui/form-notice";
import type { ShownDay } from "~/domain/availability";
import { PostForm, postingIsland, useSubmitting } from "~/island-marks/posting";
import { AntiSpamFields } from "~/features/forms/form-ui";
import type { FormResult } from "~/features/forms/messages";
import { useTypedBeforeHydration } from "~/features/forms/typed-before-hydration";
import { clockTime } from "./dates";
import {
  BookingFields,
  BookingFormCard,
  previousValues,
  useAnswerToast,
  useValidateBeforeSubmit,
  type BookingFormData,
} from "./form-parts";
import { SlotPicker } from "./slot-picker";
import { useBookingDay } from "./shown-day";
import type { AppointmentSaved } from "./submit.server";

/** The form texts page A's island reads (formTexts). */
export const PAGE_A_TEXTS = [
  "fields",
  "appointment",
  "pageA",
  "validation",
  "qualifying",
  "booking",
] as const;

export interface PageAFormProps extends BookingFormData<(typeof PAGE_A_TEXTS)[number]> {
  /** The free slots of the page's `?date=`. */
  day: ShownDay | null;
  /** The server's answer to the form posted. */
  answer?: FormResult<AppointmentSaved> & { day?: ShownDay | null };
}

const loadSchema = () => import("./schema").then((module) => module.appointmentASchema);

const focusOnMount = (el: HTMLElement | null) => {
  el?.focus({ preventScroll: true });
  el?.closest("section")?.scrollIntoView({ block: "center" });
};

/** Page A's form and its confirmation screen: time slots, five services. */
function PageAForm({ lang, texts, answer, ...data }: PageAFormProps) {
  const page = texts.pageA;
  const submitting = useSubmitting();
  const validate = useValidateBeforeSubmit(loadSchema, texts);
  useAnswerToast(answer, texts, page, texts.appointment.validationTitle);
  const values = previousValues(answer);
  const { day, loadDay, formRef, pickDay, onDateChange, shownDate, dateValues } = useBookingDay(
    data.day,
    answer,
    lang,
    values,
  );
  useTypedBeforeHydration(formRef, "preferred_date", shownDate ?? "", loadDay);

  if (answer?.ok) {
    return (
      <section
        aria-labelledby="confirmed-title"
        className="rounded-2xl border border-green-200 bg-white p-8 text-center shadow-sm dark:border-green-900 dark:bg-slate-900"
      >
        <CheckCircle2 aria-hidden className="mx-auto size-14 text-green-600" />
        <h2
          id="confirmed-title"
          tabIndex={-1}
          ref={focusOnMount}
          className="mt-4 text-2xl font-bold outline-none"
        >
          {page.successTitle}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{page.success}</p>
        <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-start text-sm">
          <dt className="font-medium">{page.summaryService}</dt>
          <dd>{answer.serviceLabel}</dd>
          <dt className="font-medium">{page.summaryDate}</dt>
          <dd>{answer.preferredDateText}</dd>
          <dt className="font-medium">{page.summaryTime}</dt>
          <dd>
            <span dir="ltr">{clockTime(answer.preferredTime, lang)}</span>
          </dd>
        </dl>
        <a href="/reservation" className={buttonClass({ className: "mt-8" })}>
          {page.another}
        </a>
      </section>
    );
  }

  return (
    <BookingFormCard title={page.formTitle} requiredNote={texts.fields.requiredNote}>
      {answer && !answer.ok && answer.kind !== "slots" && (
        <NoScriptFormNotice
          className="mt-4"
          tone="error"
          title={
            answer.kind === "validation"
              ? texts.appointment.validationTitle
              : texts.appointment.errorTitle
          }
        >
          {answer.message}
        </NoScriptFormNotice>
      )}
      <PostForm
        noValidate
        {...validate.handlers}
        ref={formRef}
        onChange={onDateChange}
        className="relative mt-6"
      >
        <AntiSpamFields ticket={data.ticket} lang={lang} honeypotLabel={texts.fields.honeypot} />
        <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
          <FieldIssue issue={validate.issue}>
            <BookingFields texts={texts} data={data} values={values} dateValues={dateValues}>
              <SlotPicker
                texts={texts}
                day={day}
                value={values.preferred_time}
                onPickDay={pickDay}
              />
            </BookingFields>
          </FieldIssue>
        </fieldset>
        <p className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-900 dark:bg-slate-800 dark:text-slate-200">
          {page.note}
        </p>
        <Button type="submit" size="lg" disabled={submitting} className="mt-6 w-full">
          {submitting ? texts.appointment.sending : page.submit}
        </Button>
      </PostForm>
    </BookingFormCard>
  );
}

/** Page A's form as an island of its own (docs/decisions/0078). */
export const { Island: PageAFormIsland, Posting: PageAFormPosting } = postingIsland(
  "booking",
  PageAForm,
);
