import { Button } from "~/components/ui";
import type { CatalogEntry } from "~/lib/catalog-types";
import type { BillingRates } from "~/domain/money";
import { fill } from "~/i18n";
import type { FormTexts } from "~/i18n/forms";
import type { Language } from "~/i18n/language";
import { PostForm, postingIsland, useSubmitting } from "~/island-marks/posting";
import { AntiSpamFields } from "~/features/forms/form-ui";
import { OrderFields, OrderTerms, type OrderValues } from "./order-fields";

/** The form texts the order form's island reads (formTexts). */
export const ORDER_FORM_TEXTS = ["fields", "order", "deploymentTypes"] as const;

export interface OrderFormProps {
  lang: Language;
  texts: FormTexts<(typeof ORDER_FORM_TEXTS)[number]>;
  product: CatalogEntry;
  rates: BillingRates | null;
  ticket: string;
  /** The server's answer to the form posted; a message left empty is an outage. */
  answer?: { ok: true; reference: string } | { ok: false; message: string; values?: OrderValues };
}

/**
 * The order form as a page (decision 0057), where the «Commander» buttons
 * lead without JavaScript: the dialog's fields; it posts to its page and
 * answers in it.
 */
function OrderForm({ lang, texts, product, rates, ticket, answer }: OrderFormProps) {
  const t = texts.order;
  const submitting = useSubmitting();
  if (answer?.ok) {
    return (
      <div
        role="status"
        className="mt-6 rounded-xl border border-green-300 bg-green-50 p-4 dark:border-green-700 dark:bg-green-950"
      >
        <p className="font-semibold">{t.successTitle}</p>
        <p>
          {t.success} {fill(t.reference, { reference: answer.reference })}
        </p>
        <p className="mt-3">
          <a href={product.path} className="font-medium underline underline-offset-2">
            {t.backToProduct}
          </a>
        </p>
      </div>
    );
  }
  return (
    <PostForm className="mt-6 flex flex-col gap-4" noValidate>
      {answer && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
        >
          {answer.message || t.error}
        </p>
      )}
      <input type="hidden" name="product" value={product.slug} />
      <AntiSpamFields ticket={ticket} lang={lang} honeypotLabel={texts.fields.honeypot} />
      <OrderFields
        product={product}
        texts={texts}
        lang={lang}
        rates={rates}
        values={answer?.values}
      />
      <OrderTerms terms={t.terms} />
      <div>
        <Button type="submit" aria-busy={submitting}>
          {submitting ? t.sending : t.submit}
        </Button>
      </div>
    </PostForm>
  );
}

/** The order form as an island of its own (docs/decisions/0078). */
export const { Island: OrderFormIsland, Posting: OrderFormPosting } = postingIsland(
  "orderForm",
  OrderForm,
);
