import type { Language } from "~/i18n/language";
import { HONEYPOT_FIELD, LANGUAGE_FIELD, TICKET_FIELD } from "./messages";

/**
 * The hidden fields of every public form: the page's language (the server
 * answers in it and keeps it with the record), the signed ticket (minimum
 * time, idempotency key) and the honeypot, a text field people never see or
 * reach with the keyboard but that form-filling robots fill in.
 */
export function AntiSpamFields({
  ticket,
  lang,
  honeypotLabel,
}: {
  ticket: string;
  lang: Language;
  honeypotLabel: string;
}) {
  return (
    <>
      <input type="hidden" name={LANGUAGE_FIELD} value={lang} />
      <input type="hidden" name={TICKET_FIELD} value={ticket} />
      <div aria-hidden="true" className="sr-only">
        <label>
          {honeypotLabel}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}
