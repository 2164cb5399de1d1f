/*
 * The appointment pages' fixed texts and choices, without zod: the pages
 * render them on first load, while the schema is only fetched on demand.
 */

export const MEETING_TYPES = ["video", "phone"] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  video: "Visioconférence",
  phone: "Appel téléphonique",
};

export const SERVICE_LABELS = {
  digifact: "DigiFact — Facturation électronique",
  digierp: "DigiERP — Gestion commerciale (ERP)",
  digimed: "DigiMed — Gestion de cabinet médical",
  custom: "Développement sur mesure",
  consultation: "Consultation et conseil",
  autre: "Autre",
} as const;

export const APPOINTMENT_MESSAGES = {
  validationTitle: "Erreur de validation",
  errorTitle: "Erreur",
  error: "Une erreur est survenue. Veuillez réessayer.",
  successATitle: "Rendez-vous confirmé !",
  successA: "Nous vous contacterons bientôt pour confirmer votre rendez-vous.",
  successBTitle: "Demande envoyée !",
  successB: "Nous vous contacterons sous 2h pour confirmer votre rendez-vous.",
  sending: "Envoi en cours...",
} as const;
