import type { ReactNode } from "react";
import { PhoneNumber } from "~/components/ui/phone-number";
import { MonitorPlay, Phone } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui";
import { Titled } from "~/components/ui/titled";
import type { FormTexts } from "~/i18n/forms";

/** What the self-service page shows of how the meeting takes place (decision 0064). */
export function MeetingFact({
  appointment,
  texts,
}: {
  appointment: {
    meetingType: "video" | "phone" | null;
    meetingUrl: string | null;
    state: string;
  };
  texts: FormTexts<"manage">;
}) {
  const t = texts.manage;
  if (!appointment.meetingType || appointment.state === "cancelled") return null;
  return (
    <>
      <dt className="font-medium">{t.meeting}</dt>
      <dd data-meeting={appointment.meetingType}>
        {appointment.meetingType === "phone" ? (
          t.meetingPhone
        ) : appointment.meetingUrl ? (
          <>
            <span className="block">{t.meetingVideoRoom}</span>
            <a
              href={appointment.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-meeting-url
              className={buttonClass({ size: "sm", className: "mt-2 flex w-fit" })}
            >
              <MonitorPlay aria-hidden className="size-4" />
              {t.joinMeeting}
            </a>
            <span
              dir="ltr"
              className="mt-1 block text-sm break-all text-slate-600 dark:text-slate-300"
            >
              {appointment.meetingUrl}
            </span>
          </>
        ) : (
          t.meetingVideoPending
        )}
      </dd>
    </>
  );
}

/** The qualifying answers the visitor gave, when they gave any (lines made by the loader). */
export function QualifyingAnswersList({
  answers,
  texts,
}: {
  answers: readonly (readonly [label: string, value: string])[];
  texts: FormTexts<"qualifying">;
}) {
  if (answers.length === 0) return null;
  return (
    <div className="mt-5" data-qualifying-answers>
      <h3 className="font-semibold">{texts.qualifying.answersTitle}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {answers.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Inside the cancellation cut-off: no more changes online, call us (decision 0065). */
export function CutoffNotice({
  title,
  text,
  telHref,
  phone,
}: {
  title: string;
  text: string;
  telHref: string;
  phone: string;
}) {
  return (
    <div
      role="status"
      data-cutoff
      className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Phone aria-hidden className="size-4 shrink-0" />
        {title}
      </p>
      <p className="mt-1">
        {text}{" "}
        <a href={telHref} className="font-semibold whitespace-nowrap underline">
          <PhoneNumber number={phone} />
        </a>
      </p>
    </div>
  );
}

/** The look of each of the self-service page's sections. */
export const manageSectionClass =
  "mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900";

/** A section of the self-service page, named by its heading, with its `intro` under it. */
export function ManagePart({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Titled
      id={id}
      className={manageSectionClass}
      headingClassName="text-xl font-semibold"
      title={title}
    >
      {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>}
      {children}
    </Titled>
  );
}

/** Where to call for help, under the appointment or the word that the link is bad. */
export function ManageHelp({
  text,
  site,
}: {
  text: string;
  site: { telHref: string; phone: string };
}) {
  return (
    <p className="mt-6 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <Phone aria-hidden className="size-4 shrink-0" />
      <span>
        {text}{" "}
        <a href={site.telHref} className="font-semibold underline">
          <PhoneNumber number={site.phone} />
        </a>
      </span>
    </p>
  );
}
