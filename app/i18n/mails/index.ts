import type { Language } from "../language";
import { mailsAr } from "./ar";
import { mailsFr, type MailsDictionary } from "./fr";

export type { MailsDictionary } from "./fr";

const MAILS: Record<Language, MailsDictionary> = { fr: mailsFr, ar: mailsAr };

export function mailsDictionary(lang: Language): MailsDictionary {
  return MAILS[lang];
}
