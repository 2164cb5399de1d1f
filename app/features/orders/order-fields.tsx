import { useState, type ReactNode } from "react";
import { BidiText } from "~/components/ui/bidi-text";
import { Field, RadioCardGroup, inputClass, labelClass } from "~/components/ui/field";
import { Titled } from "~/components/ui/titled";
import type { CatalogEntry } from "~/lib/catalog-types";
import { DEPLOYMENT_TYPES, type DeploymentType } from "~/domain/constants";
import {
  formatMillimes,
  formatOptionPrice,
  formatPrice,
  formatRate,
  priceOrder,
  toMillimes,
  type BillingRates,
} from "~/domain/money";
import { fill } from "~/i18n";
import type { FormTexts } from "~/i18n/forms";
import type { Language } from "~/i18n/language";

/** What a refused submission gives back: the values typed, to fill the form again. */
export type OrderValues = Record<string, string | string[] | undefined>;

/**
 * The order form's fields, shared by the dialog and the page that serves
 * visitors without JavaScript (decision 0057): the specification's fields in
 * their order, then company and matricule fiscal, the local-install options
 * and the live summary of the amounts.
 */
export function OrderFields({
  product,
  texts,
  lang,
  rates,
  values,
}: {
  product: CatalogEntry;
  texts: FormTexts<"fields" | "order" | "deploymentTypes">;
  lang: Language;
  /** The rates in force; the summary waits for them. */
  rates: BillingRates | null;
  values?: OrderValues;
}) {
  const t = texts.order;
  const [deployment, setDeployment] = useState<DeploymentType>(
    typed(values, "deployment_type") === "cloud" ? "cloud" : "local",
  );
  const [chosen, setChosen] = useState<string[]>(() => {
    const v = values?.option;
    return Array.isArray(v) ? v : typeof v === "string" ? [v] : [];
  });
  const options = product.localOptions ?? [];

  return (
    <>
      <TextInput
        name="customer_name"
        label={texts.fields.fullName}
        required
        autoComplete="name"
        values={values}
      />
      <TextInput
        name="phone"
        label={texts.fields.phone}
        required
        type="tel"
        dir="ltr"
        autoComplete="tel"
        values={values}
      />
      <TextInput
        name="city"
        label={texts.fields.city}
        required
        autoComplete="address-level2"
        values={values}
      />
      <TextInput
        name="address"
        label={texts.fields.address}
        required
        rows={3}
        autoComplete="street-address"
        values={values}
      />
      <TextInput
        name="email"
        label={texts.fields.emailOptional}
        type="email"
        dir="ltr"
        autoComplete="email"
        values={values}
      />
      <TextInput
        name="company_name"
        label={t.company}
        autoComplete="organization"
        values={values}
      />
      <TextInput
        name="tax_id"
        label={t.taxId}
        hint={<BidiText>{t.taxIdHint}</BidiText>}
        dir="ltr"
        autoCapitalize="characters"
        spellCheck={false}
        values={values}
      />
      <RadioCardGroup
        legend={t.deploymentLegend}
        name="deployment_type"
        values={DEPLOYMENT_TYPES}
        card={(type) => ({
          checked: deployment === type,
          onChange: () => setDeployment(type),
          children: (
            <>
              {texts.deploymentTypes[type]}
              <span className="ms-auto text-slate-600 dark:text-slate-300">
                <BidiText>
                  {fill(type === "local" ? t.priceLocal : t.priceCloud, {
                    price: formatPrice(type === "local" ? product.priceLocal : product.priceCloud),
                  })}
                </BidiText>
              </span>
            </>
          ),
        })}
      />
      {options.length > 0 && (
        <fieldset disabled={deployment !== "local"} aria-describedby="order-options-note">
          <legend className={labelClass}>{t.optionsLegend}</legend>
          {deployment !== "local" && (
            <p id="order-options-note" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {t.optionsCloud}
            </p>
          )}
          <div className="mt-2 flex flex-col gap-1.5">
            {options.map((option) => (
              <label
                key={option.key}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-slate-700"
              >
                <input
                  type="checkbox"
                  name="option[]"
                  value={option.key}
                  checked={chosen.includes(option.key)}
                  onChange={(event) =>
                    setChosen((list) =>
                      event.target.checked
                        ? [...list, option.key]
                        : list.filter((k) => k !== option.key),
                    )
                  }
                  className="size-4 shrink-0 accent-brand-600"
                />
                <span>{option.label[lang]}</span>
                <span className="ms-auto shrink-0 text-slate-600 dark:text-slate-300">
                  {formatOptionPrice(toMillimes(option.price), lang)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {rates && (
        <Summary
          product={product}
          deployment={deployment}
          chosen={chosen}
          rates={rates}
          texts={texts}
          lang={lang}
        />
      )}
    </>
  );
}

/** The typed value of a one-value field in a refused submission. */
const typed = (values: OrderValues | undefined, name: string) => {
  const v = values?.[name];
  return typeof v === "string" ? v : undefined;
};

/**
 * One of the order's text fields, filled again with what was typed. A required
 * one carries `aria-required`, not `required`: the form checks its fields
 * itself, with its own messages.
 */
function TextInput({
  name,
  label,
  required,
  hint,
  rows,
  values,
  ...control
}: {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** A text area of that many lines. */
  rows?: number;
  values: OrderValues | undefined;
  type?: "tel" | "email";
  dir?: "ltr";
  autoComplete?: string;
  autoCapitalize?: string;
  spellCheck?: boolean;
}) {
  const shared = {
    "aria-required": required ? ("true" as const) : undefined,
    autoCapitalize: control.autoCapitalize,
    spellCheck: control.spellCheck,
    defaultValue: typed(values, name),
    className: inputClass,
  };
  return (
    <Field name={name} label={label} required={required} hint={hint}>
      {(props) =>
        rows ? (
          <textarea
            {...props}
            name={name}
            rows={rows}
            autoComplete={control.autoComplete}
            {...shared}
          />
        ) : (
          <input
            {...props}
            name={name}
            type={control.type}
            dir={control.dir}
            autoComplete={control.autoComplete}
            {...shared}
          />
        )
      }
    </Field>
  );
}

/** The amounts as they will be stored, recomputed at each change of the form. */
function Summary({
  product,
  deployment,
  chosen,
  rates,
  texts,
  lang,
}: {
  product: CatalogEntry;
  deployment: DeploymentType;
  chosen: string[];
  rates: BillingRates;
  texts: FormTexts<"fields" | "order" | "deploymentTypes">;
  lang: Language;
}) {
  const t = texts.order;
  const amounts = priceOrder(
    product,
    deployment,
    (product.localOptions ?? []).map((o) => ({ key: o.key, price: o.price, label: o.label })),
    chosen,
    rates,
  );
  const rows: [string, number, boolean?][] = [
    [t.totalHt, amounts.totalHtMillimes],
    [fill(t.vat, { rate: formatRate(amounts.vatRateBp, lang) }), amounts.vatMillimes],
    [t.stamp, amounts.stampMillimes],
    [t.totalTtc, amounts.totalTtcMillimes, true],
    [fill(t.deposit, { rate: formatRate(amounts.depositRateBp, lang) }), amounts.depositMillimes],
  ];
  return (
    <Titled
      id="order-summary-title"
      className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800/60"
      heading="h3"
      headingClassName="font-semibold"
      title={t.summaryTitle}
    >
      <dl
        aria-live="polite"
        data-testid="order-summary"
        className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1"
      >
        {rows.map(([label, amount, strong]) => (
          <div key={label} className="contents">
            <dt className={strong ? "font-semibold" : undefined}>{label}</dt>
            <dd className={`text-end tabular-nums ${strong ? "font-semibold" : ""}`}>
              {formatMillimes(amount, lang)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t.summaryNote}</p>
    </Titled>
  );
}

/**
 * The note under both order forms that ordering accepts the terms of sale.
 * `inNewTab` in the dialog, so that reading them keeps what was typed.
 */
export function OrderTerms({
  terms,
  inNewTab = false,
}: {
  terms: FormTexts<"order">["order"]["terms"];
  inNewTab?: boolean;
}) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {terms.before}
      <a
        href="/cgv"
        target={inNewTab ? "_blank" : undefined}
        rel={inNewTab ? "noopener" : undefined}
        className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
      >
        {terms.link}
      </a>
      {terms.after}
    </p>
  );
}
