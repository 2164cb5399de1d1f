import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, buttonClass } from "~/components/ui";
import { Field, RadioCardGroup, inputClass } from "~/components/ui/field";
import { NoScriptFormNotice } from "~/components/ui/form-notice";
import { MEETING_TYPES } from "~/domain/constants";
import { PostForm, postingIsland, useSubmitting } from "~/island-marks/posting";
import { AntiSpamFields } from "~/features/forms/form-ui";
import type { FormResult } from "~/features/forms/messages";
import { BookingFields, previousValues, useAnswerToast, type BookingFormData } from "./form-parts";
import type { AppointmentSaved } from "./submit.server";

/** The form texts page B's island reads (formTexts). */
export const PAGE_B_TEXTS = [
  "fields",
  "appointment",
  "pageB",
  "meetingTypes",
  "qualifying",
] as const;

export interface PageBFormProps extends BookingFormData<(typeof PAGE_B_TEXTS)[number]> {
  /** The server's answer to the form posted. */
  answer?: FormResult<AppointmentSaved>;
}

/** Page B's form: stays on the page after success, emptied. */
function PageBForm({ lang, texts, answer, ...data }: PageBFormProps) {
  const page = texts.pageB;
  const navigate = useNavigate();
  const submitting = useSubmitting();
  useAnswerToast(answer, texts, page, texts.appointment.errorTitle);
  const values = previousValues(answer);
  // The form comes back empty after each success, and only then: a failure keeps what was typed.
  const [formKey, setFormKey] = useState("form");
  if (answer?.ok && answer.id !== formKey) setFormKey(answer.id);

  return (
    <>
      {answer && (
        <NoScriptFormNotice
          className="mt-4"
          tone={answer.ok ? "success" : "error"}
          title={answer.ok ? page.successTitle : texts.appointment.errorTitle}
        >
          {answer.ok ? page.success : answer.message}
        </NoScriptFormNotice>
      )}
      <PostForm key={formKey} className="relative mt-6">
        <AntiSpamFields ticket={data.ticket} lang={lang} honeypotLabel={texts.fields.honeypot} />
        <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
          <BookingFields
            texts={texts}
            data={data}
            values={values}
            required
            messageHint={page.messageHint}
          >
            <Field label={texts.fields.time} required>
              {(p) => (
                <input
                  {...p}
                  name="preferred_time"
                  type="time"
                  dir="ltr"
                  required
                  aria-required="true"
                  defaultValue={values.preferred_time}
                  className={inputClass}
                />
              )}
            </Field>
            <RadioCardGroup
              className="sm:col-span-2"
              legend={page.meetingLegend}
              name="meeting_type"
              values={MEETING_TYPES}
              card={(type) => ({
                defaultChecked: (values.meeting_type ?? "video") === type,
                children: texts.meetingTypes[type],
              })}
            />
          </BookingFields>
        </fieldset>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <a
            href="/"
            className={buttonClass({ variant: "secondary", size: "lg" })}
            onClick={(event) => {
              // Back in history, as the spec says; without JavaScript the link goes home.
              event.preventDefault();
              navigate(-1);
            }}
          >
            {page.cancel}
          </a>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? texts.appointment.sending : page.submit}
          </Button>
        </div>
      </PostForm>
    </>
  );
}

/** Page B's form as an island of its own (docs/decisions/0078). */
export const { Island: PageBFormIsland, Posting: PageBFormPosting } = postingIsland(
  "demo",
  PageBForm,
);
