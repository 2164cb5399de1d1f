import { z } from "zod";
import { PRODUCT_SLUGS } from "~/content/products";
import { DEPLOYMENT_TYPES, FIELD_LIMITS } from "~/domain/constants";
import { EMAIL_PATTERN, PHONE_PATTERN, line, oneOf, text } from "~/features/forms/fields";

/**
 * The order dialog's fields, checked in the spec's order (§5): the first
 * failing message is the one shown. Caps are DESIGN §2's.
 */
export const orderSchema = z.object({
  customer_name: line().pipe(
    z
      .string()
      .min(1, "Le nom complet est requis")
      .max(
        FIELD_LIMITS.name,
        `Le nom complet ne doit pas dépasser ${FIELD_LIMITS.name} caractères`,
      ),
  ),
  phone: line().pipe(
    z
      .string()
      .min(1, "Le numéro de téléphone est requis")
      .max(
        FIELD_LIMITS.phone,
        `Le numéro de téléphone ne doit pas dépasser ${FIELD_LIMITS.phone} caractères`,
      )
      .regex(PHONE_PATTERN, "Le numéro de téléphone n'est pas valide"),
  ),
  city: line().pipe(
    z
      .string()
      .min(1, "La ville est requise")
      .max(FIELD_LIMITS.city, `La ville ne doit pas dépasser ${FIELD_LIMITS.city} caractères`),
  ),
  address: text().pipe(
    z
      .string()
      .min(1, "L'adresse complète est requise")
      .max(
        FIELD_LIMITS.address,
        `L'adresse ne doit pas dépasser ${FIELD_LIMITS.address} caractères`,
      ),
  ),
  // Optional: only checked when given.
  email: line()
    .pipe(
      z
        .string()
        .max(FIELD_LIMITS.email, "L'adresse email n'est pas valide")
        .refine((v) => v === "" || EMAIL_PATTERN.test(v), "L'adresse email n'est pas valide"),
    )
    .transform((v) => (v === "" ? null : v)),
  // Required, default local: an absent value means the default.
  deployment_type: z.preprocess(
    (v) => (v === undefined || v === "" ? "local" : v),
    oneOf(DEPLOYMENT_TYPES, "Veuillez choisir un type de déploiement valide"),
  ),
  product: oneOf(PRODUCT_SLUGS, "Produit inconnu : veuillez recharger la page"),
});

export type OrderInput = z.output<typeof orderSchema>;

export const ORDER_MESSAGES = {
  errorTitle: "Erreur",
  error: "Une erreur est survenue lors de l'enregistrement de votre commande",
  successTitle: "Commande enregistrée !",
  success: "Votre commande a été enregistrée avec succès. Nous vous contacterons bientôt.",
} as const;

export const DEPLOYMENT_LABELS = {
  local: "Installation locale",
  cloud: "Version Cloud",
} as const;
