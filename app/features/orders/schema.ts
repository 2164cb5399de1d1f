import { z } from "zod";
import { DEPLOYMENT_TYPES, FIELD_LIMITS } from "~/domain/constants";
import { EMAIL_PATTERN, PHONE_PATTERN, line, oneOf, text, withMax } from "~/features/forms/fields";
import type { ValidationMessages } from "~/i18n/forms/fr";
import { normaliseTaxId } from "~/domain/tax-id";

/** At most this many option keys are read from a submission. */
export const MAX_OPTIONS = 20;

/**
 * The order dialog's fields, checked in the specification's order: the first
 * failing message is the one shown. Every field has a server cap. One schema for
 * every language: `m` is the page language's messages.
 */
export const orderSchema = (m: ValidationMessages) =>
  z.object({
    customer_name: line().pipe(
      z
        .string()
        .min(1, m.orderNameRequired)
        .max(FIELD_LIMITS.name, withMax(m.orderNameTooLong, FIELD_LIMITS.name)),
    ),
    phone: line().pipe(
      z
        .string()
        .min(1, m.orderPhoneRequired)
        .max(FIELD_LIMITS.phone, withMax(m.orderPhoneTooLong, FIELD_LIMITS.phone))
        .regex(PHONE_PATTERN, m.orderPhoneInvalid),
    ),
    city: line().pipe(
      z
        .string()
        .min(1, m.cityRequired)
        .max(FIELD_LIMITS.city, withMax(m.cityTooLong, FIELD_LIMITS.city)),
    ),
    address: text().pipe(
      z
        .string()
        .min(1, m.addressRequired)
        .max(FIELD_LIMITS.address, withMax(m.addressTooLong, FIELD_LIMITS.address)),
    ),
    // Optional: only checked when given.
    email: line()
      .pipe(
        z
          .string()
          .max(FIELD_LIMITS.email, m.orderEmailInvalid)
          .refine((v) => v === "" || EMAIL_PATTERN.test(v), m.orderEmailInvalid),
      )
      .transform((v) => (v === "" ? null : v)),
    // Required, default local: an absent value means the default.
    deployment_type: z.preprocess(
      (v) => (v === undefined || v === "" ? "local" : v),
      oneOf(DEPLOYMENT_TYPES, m.deploymentInvalid),
    ),
    // A slug's shape here; that it is a product on sale is checked on the server (verify).
    product: line().pipe(
      z
        .string()
        .max(80, m.productUnknown)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.productUnknown),
    ),
    // Added after the specification's checks, so their order is unchanged (decision 0057).
    company_name: line()
      .pipe(
        z.string().max(FIELD_LIMITS.company, withMax(m.orderCompanyTooLong, FIELD_LIMITS.company)),
      )
      .transform((v) => (v === "" ? null : v)),
    // Optional; when given, the Tunisian form, stored normalised (1234567A/A/M/000).
    tax_id: line()
      .pipe(z.string().max(40, m.taxIdInvalid))
      .transform((v, ctx) => {
        if (v === "") return null;
        const normalised = normaliseTaxId(v);
        if (!normalised) ctx.addIssue({ code: "custom", message: m.taxIdInvalid });
        return normalised;
      }),
    // The local-install options' keys (checkboxes named `option[]`); that they
    // are the product's options is checked on the server (verify).
    option: z.preprocess(
      (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, m.optionUnknown))
        .max(MAX_OPTIONS, m.optionUnknown),
    ),
  });

export type OrderInput = z.output<ReturnType<typeof orderSchema>>;

/**
 * True when a local order names an option its product does not offer (a
 * stale page or a forged form). A cloud order's options are ignored: they
 * apply to the local installation only.
 */
export function unknownOption(
  product: { localOptions: readonly { key: string }[] },
  input: Pick<OrderInput, "deployment_type" | "option">,
): boolean {
  if (input.deployment_type !== "local") return false;
  const keys = new Set(product.localOptions.map((o) => o.key));
  return input.option.some((key) => !keys.has(key));
}
