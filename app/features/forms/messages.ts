/** Answers of the anti-spam checks shared by every public form (French, shown as is). */
export const SPAM_MESSAGES = {
  honeypot:
    "Votre envoi a été bloqué par notre protection anti-spam. Si vous n'êtes pas un robot, laissez vide le champ « Site web » et réessayez.",
  expired: "Le formulaire a expiré. Veuillez recharger la page puis réessayer.",
  tooFast:
    "Formulaire envoyé trop rapidement. Veuillez patienter quelques secondes puis réessayer.",
  rateLimited: (seconds: number) =>
    `Trop de demandes envoyées. Veuillez réessayer dans ${seconds} secondes.`,
  malformed: "Requête invalide : données de formulaire attendues.",
} as const;

/** Names of the hidden fields every public form carries. */
export const HONEYPOT_FIELD = "website";
export const TICKET_FIELD = "_ticket";

/**
 * What a public form's server answers. `validation`: the schema refused the
 * input; `rejected`: an anti-spam check refused the request; `error`: the
 * server failed (the form keeps its input and the spec's generic message shows).
 */
export type FormFailureKind = "validation" | "rejected" | "error";

export interface FormFailure {
  ok: false;
  kind: FormFailureKind;
  message: string;
  /** The visitor's input, so a page without JavaScript can show it again. */
  values?: Record<string, string>;
}

export type FormResult<T> = ({ ok: true } & T) | FormFailure;
