import { isIsoDate } from "~/domain/calendar";
import { z } from "zod";
import { MAX_AMOUNT_MILLIMES, parseAmount, PAYMENT_METHODS } from "~/domain/money";
import { cleanLine, cleanText } from "~/features/forms/fields";
import { frenchSpacing } from "~/i18n/typography";

/** Back-office texts of payments (French: the back office is French). */
export const PAYMENT_MESSAGES = {
  recorded: "Paiement enregistré",
  corrected: "Contre-passation enregistrée",
  amountInvalid: frenchSpacing(
    "Le montant n'est pas valide : un nombre positif de dinars, avec au plus trois décimales (par exemple 278,760).",
  ),
  amountTooHigh: (balance: string) =>
    frenchSpacing(`Le montant dépasse le solde restant dû (${balance}).`),
  methodInvalid: "Choisissez le mode de paiement.",
  dateInvalid: "La date du paiement n'est pas valide.",
  dateFuture: "La date du paiement ne peut pas être dans le futur.",
  referenceTooLong: "La référence ne doit pas dépasser 100 caractères.",
  noteTooLong: "La note ne doit pas dépasser 500 caractères.",
  noAmounts: frenchSpacing(
    "Cette commande a été passée avant les montants : aucun paiement ne peut y être rattaché.",
  ),
  erased: "Les données de cette commande ont été effacées : aucun paiement n'est possible.",
  alreadyCorrected: "Ce paiement a déjà été contre-passé.",
  notFound: "Paiement introuvable.",
  failure: "Erreur lors de l'enregistrement du paiement",
} as const;

export const PAYMENT_METHOD_LABELS = {
  fr: { transfer: "Virement", cheque: "Chèque", cash: "Espèces" },
  ar: { transfer: "تحويل بنكي", cheque: "صك", cash: "نقدًا" },
} as const;

export const PAYMENT_STATE_LABELS = {
  fr: { unpaid: "Non payée", deposit: "Acompte reçu", paid: "Payée" },
  ar: { unpaid: "غير مدفوعة", deposit: "التسبقة مقبوضة", paid: "مدفوعة بالكامل" },
} as const;

const validDay = (v: string) => isIsoDate(v) && v >= "2000-01-01";

const optionalLine = (max: number, message: string) =>
  z
    .preprocess((v) => (typeof v === "string" ? v : ""), z.string())
    .transform(cleanLine)
    .pipe(z.string().max(max, message))
    .transform((v) => (v === "" ? null : v));

/** A payment typed in the back office; `today` (YYYY-MM-DD, Tunis) bounds its date. */
export const paymentSchema = (today: string) =>
  z.object({
    amount: z
      .preprocess((v) => (typeof v === "string" ? v : ""), z.string())
      .transform((v, ctx) => {
        const millimes = parseAmount(v.slice(0, 40));
        if (millimes === null || millimes <= 0 || millimes > MAX_AMOUNT_MILLIMES) {
          ctx.addIssue({ code: "custom", message: PAYMENT_MESSAGES.amountInvalid });
          return z.NEVER;
        }
        return millimes;
      }),
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.methodInvalid }),
    paid_on: z
      .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string())
      .refine(validDay, PAYMENT_MESSAGES.dateInvalid)
      .refine((v) => v <= today, PAYMENT_MESSAGES.dateFuture),
    reference: optionalLine(100, PAYMENT_MESSAGES.referenceTooLong),
    note: z
      .preprocess((v) => (typeof v === "string" ? v : ""), z.string())
      .transform(cleanText)
      .pipe(z.string().max(500, PAYMENT_MESSAGES.noteTooLong))
      .transform((v) => (v === "" ? null : v)),
  });

export type PaymentInput = z.output<ReturnType<typeof paymentSchema>>;
