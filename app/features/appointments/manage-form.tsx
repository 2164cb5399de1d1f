import { CalendarCheck } from "~/components/ui/icons";
import { useSite } from "~/components/layout/use-site";
import { Button, Container } from "~/components/ui";
import { FormNotice, NoScriptFormNotice } from "~/components/ui/form-notice";
import type { ShownDay } from "~/domain/availability";
import type { FormTexts } from "~/i18n/forms";
import type { Language } from "~/i18n/language";
import { PostForm, postingIsland, useSubmitting } from "~/island-marks/posting";
import { AntiSpamFields } from "~/features/forms/form-ui";
import type { FormResult } from "~/features/forms/messages";
import { clockTime } from "./dates";
import { DateField, previousValues, useAnswerToast } from "./form-parts";
import type { ManageDone, ManagePageData } from "./manage-page.server";
import {
  CutoffNotice,
  ManageHelp,
  ManagePart,
  MeetingFact,
  QualifyingAnswersList,
} from "./manage-parts";
import { SlotPicker } from "./slot-picker";
import { useBookingDay } from "./shown-day";

/** The form texts the self-service page's island reads (formTexts). */
export const MANAGE_TEXTS = [
  "fields",
  "appointment",
  "manage",
  "pageA",
  "qualifying",
  "booking",
] as const;

export interface ManageFormProps {
  lang: Language;
  texts: FormTexts<(typeof MANAGE_TEXTS)[number]>;
  appointment: NonNullable<ManagePageData["appointment"]>;
  ticket: string | null;
  today: string;
  lastDay: string;
  /** The free slots of the page's `?date=`. */
  day: ShownDay | null;
  /** The server's answer to the form posted. */
  answer?: FormResult<ManageDone> & { day?: ShownDay | null };
}

/**
 * The visitor's appointment, with its move and cancel forms while it can
 * change: what a move or a cancellation redraws (the notice, the summary,
 * the forms).
 */
function ManageForm({
  lang,
  texts,
  appointment,
  ticket,
  today,
  lastDay,
  answer,
  ...data
}: ManageFormProps) {
  const t = texts.manage;
  const site = useSite();
  const submitting = useSubmitting();
  const values = previousValues(answer);
  // A refusal or an outage in the toast pages A and B show; the success stays in the page.
  useAnswerToast(answer, texts, null, texts.appointment.validationTitle);
  const { day, formRef, pickDay, onDateChange, dateValues } = useBookingDay(
    data.day,
    answer,
    lang,
    values,
  );
  const help = <ManageHelp text={t.help} site={site} />;

  const open = appointment.state === "open";
  const done = answer?.ok && "done" in answer ? answer : null;
  const success = done
    ? done.done === "cancelled"
      ? t.cancelled
      : t.moved.replace("{dateTime}", done.dateTimeText)
    : null;
  // A move shows its new slot at once, before the page's data is read again.
  const slot = done?.done === "moved" ? done : appointment;
  const failure = answer && !answer.ok && answer.kind !== "slots" ? answer : null;

  return (
    <Container width="text" className="py-10 sm:py-14">
      <div className="flex items-center gap-3">
        <CalendarCheck aria-hidden className="size-9 shrink-0 text-brand-600 dark:text-brand-100" />
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      </div>
      {open && <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{t.intro}</p>}
      <div className="mt-6 grid gap-3" aria-live="polite">
        {success && (
          <FormNotice tone="success" title={t.doneTitle}>
            {success}
          </FormNotice>
        )}
        {failure && (
          <NoScriptFormNotice
            tone="error"
            title={
              failure.kind === "validation"
                ? texts.appointment.validationTitle
                : texts.appointment.errorTitle
            }
          >
            {failure.message || texts.appointment.error}
          </NoScriptFormNotice>
        )}
      </div>
      <ManagePart id="summary-title" title={t.summaryLabel}>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2" data-appointment>
          <dt className="font-medium">{texts.pageA.summaryService}</dt>
          <dd>{appointment.serviceName[lang]}</dd>
          <dt className="font-medium">{texts.pageA.summaryDate}</dt>
          <dd data-date={slot.preferredDate}>{slot.preferredDateText}</dd>
          <dt className="font-medium">{texts.pageA.summaryTime}</dt>
          <dd>
            <span dir="ltr">{clockTime(slot.preferredTime, lang)}</span>
          </dd>
          <dt className="font-medium">{t.status}</dt>
          <dd data-status={appointment.status}>{t.statuses[appointment.status]}</dd>
          <MeetingFact appointment={appointment} texts={texts} />
        </dl>
        <QualifyingAnswersList answers={appointment.answers} texts={texts} />
        {appointment.state === "locked" ? (
          <CutoffNotice
            title={t.lockedTitle}
            text={appointment.lockedText}
            telHref={site.telHref}
            phone={site.phone}
          />
        ) : (
          !open && (
            <p role="status" data-read-only className="mt-5 font-medium">
              {appointment.state === "cancelled" ? t.closedCancelled : t.closedPast}
            </p>
          )
        )}
        {open && appointment.cutoffHours > 0 && (
          <p className="mt-5 text-sm text-slate-600 dark:text-slate-300" data-cutoff-note>
            {appointment.cutoffNote}
          </p>
        )}
        {help}
      </ManagePart>

      {open && ticket && (
        <>
          <ManagePart id="move-title" title={t.moveTitle} intro={t.moveText}>
            <PostForm noValidate ref={formRef} className="mt-5" onChange={onDateChange}>
              <AntiSpamFields ticket={ticket} lang={lang} honeypotLabel={texts.fields.honeypot} />
              <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
                <DateField
                  texts={texts}
                  today={today}
                  lastDay={lastDay}
                  values={dateValues}
                  required
                />
                <SlotPicker
                  texts={texts}
                  day={day}
                  value={values.preferred_time}
                  onPickDay={pickDay}
                />
              </fieldset>
              {/* The intent rides on the button: the slot picker's own button asks for the slots. */}
              <Button
                type="submit"
                name="intent"
                value="move"
                size="lg"
                disabled={submitting}
                className="mt-6"
              >
                {submitting ? t.sending : t.moveSubmit}
              </Button>
            </PostForm>
          </ManagePart>
          <ManagePart id="cancel-title" title={t.cancelTitle} intro={t.cancelText}>
            <PostForm className="mt-5">
              <AntiSpamFields ticket={ticket} lang={lang} honeypotLabel={texts.fields.honeypot} />
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="danger" size="lg" disabled={submitting}>
                {submitting ? t.sending : t.cancelSubmit}
              </Button>
            </PostForm>
          </ManagePart>
        </>
      )}
    </Container>
  );
}

/** The appointment and its forms as an island of its own (docs/decisions/0078). */
export const { Island: ManageFormIsland, Posting: ManageFormPosting } = postingIsland(
  "manage",
  ManageForm,
);
