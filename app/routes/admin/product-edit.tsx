import { useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui";
import { inputClass } from "~/components/ui/field";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { Card, PageHeader, mutedClass } from "~/features/back-office/components/ui";
import {
  DELIVERY_ROWS,
  LANGS,
  OPTION_ROWS,
  productFormSchema,
  productFormValues,
} from "~/features/content/product-form";
import { PreviewButtons, openPreview } from "~/features/content/preview";
import { contentSaveRefusal } from "~/features/content/revisions.server";
import {
  createProduct,
  productById,
  productHistory,
  restoreProduct,
  saveProduct,
} from "~/features/content/products.server";
import { PRODUCT_ICONS } from "~/content/catalog-types";
import { RevisionHistory } from "~/features/content/revision-history";
import { formValues } from "~/features/forms/form-values";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import type { Language } from "~/i18n/language";
import type { Route } from "./+types/product-edit";
import type { Refusal } from "~/domain/result";

/** Registered as /admin/products/new (no id) and /admin/products/:id. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!params.id) {
    // «Ajouter un produit» may start from an existing product's texts and options (?modele=<id>).
    const model = new URL(request.url).searchParams.get("modele");
    const source = model ? await productById(db(), model) : undefined;
    const values: Record<string, string> = {
      ...productFormValues(source),
      slug: "",
      name: "",
      version: "0",
    };
    return { id: null, values, history: [], saved: false };
  }
  const product = await productById(db(), params.id);
  if (!product) throw data(null, { status: 404 });
  return {
    id: product.id,
    slug: product.slug,
    values: productFormValues(product),
    history: await productHistory(db(), product.id),
    saved: new URL(request.url).searchParams.has("enregistre"),
  };
}

type Answer = Refusal;

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const author = { userId: admin.userId, email: admin.email };
  const form = formValues(await request.formData());
  try {
    if (form.intent === "restore" && params.id) {
      await restoreProduct(db(), params.id, Number(form.revision), Number(form.version), author);
      return redirect(`/admin/products/${params.id}?enregistre`);
    }
    const parsed = productFormSchema.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return data<Answer>(
        {
          ok: false,
          message: issue?.message ?? "Formulaire invalide.",
          field: issue?.path.join("."),
        },
        { status: 400 },
      );
    }
    const id = params.id
      ? (await saveProduct(db(), params.id, parsed.data, author), params.id)
      : await createProduct(db(), parsed.data, author);
    return redirect(`/admin/products/${id}?enregistre`);
  } catch (error) {
    const refusal = contentSaveRefusal(error);
    if (refusal) {
      const field = refusal.kind === "slug-taken" ? "slug" : undefined;
      return data<Answer>(
        { ok: false, message: refusal.message, field },
        { status: refusal.status },
      );
    }
    logger.error({ err: error, productId: params.id, userId: admin.userId }, "product save failed");
    return data<Answer>(
      { ok: false, message: "Erreur lors de l'enregistrement du produit. Réessayez." },
      { status: 500 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.id ? `Modifier ${loaderData.values.name}` : "Ajouter un produit");

const LABEL = "block text-sm font-medium text-slate-800 dark:text-slate-200";

function TextField({
  name,
  label,
  values,
  lang,
  rows,
  hint,
  type = "text",
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  lang?: Language;
  rows?: number;
  hint?: string;
  type?: string;
}) {
  const id = `field-${name.replaceAll(".", "-")}`;
  const common = {
    id,
    name,
    defaultValue: values[name],
    lang,
    dir: lang === "ar" ? "rtl" : lang ? "ltr" : undefined,
    "aria-describedby": hint ? `${id}-hint` : undefined,
    className: `${inputClass} mt-1`,
  };
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} type={type} />}
      {hint && (
        <p id={`${id}-hint`} className={`mt-1 text-xs ${mutedClass}`}>
          {hint}
        </p>
      )}
    </div>
  );
}

const LANGUAGE_TITLE: Record<Language, string> = { fr: "Français", ar: "Arabe (العربية)" };

function LanguageColumn({ lang, values }: { lang: Language; values: Record<string, string> }) {
  const f = (name: string) => `${lang}.${name}`;
  return (
    <fieldset className="space-y-4" data-testid={`texts-${lang}`}>
      <legend className="text-lg font-semibold">{LANGUAGE_TITLE[lang]}</legend>
      <TextField lang={lang} values={values} name={f("title")} label="Titre de la page" />
      <TextField lang={lang} values={values} name={f("subtitle")} label="Sous-titre" />
      <TextField lang={lang} values={values} name={f("description")} label="Description" rows={5} />
      <TextField
        lang={lang}
        values={values}
        name={f("metaDescription")}
        label="Description pour les moteurs de recherche"
        rows={3}
      />
      <TextField
        lang={lang}
        values={values}
        name={f("features")}
        label="Fonctionnalités (une par ligne)"
        rows={8}
      />
      <TextField
        lang={lang}
        values={values}
        name={f("benefits")}
        label="Avantages (un par ligne)"
        rows={5}
      />
      <TextField
        lang={lang}
        values={values}
        name={f("imageAlt")}
        label="Texte alternatif de l'illustration"
      />
      <TextField
        lang={lang}
        values={values}
        name={f("card.subtitle")}
        label="Carte de l'accueil : sous-titre"
      />
      <TextField
        lang={lang}
        values={values}
        name={f("card.description")}
        label="Carte de l'accueil : description"
        rows={3}
      />
      <TextField
        lang={lang}
        values={values}
        name={f("card.features")}
        label="Carte de l'accueil : points forts (un par ligne)"
        rows={5}
      />
      <fieldset className="space-y-2">
        <legend className={LABEL}>Modes de livraison (titre et texte)</legend>
        {Array.from({ length: DELIVERY_ROWS }, (_, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_2fr]">
            <TextField
              lang={lang}
              values={values}
              name={f(`delivery.${i}.title`)}
              label={`Mode ${i + 1} : titre`}
            />
            <TextField
              lang={lang}
              values={values}
              name={f(`delivery.${i}.text`)}
              label={`Mode ${i + 1} : texte`}
            />
          </div>
        ))}
      </fieldset>
    </fieldset>
  );
}

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { id, values, history, saved } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [clientError, setClientError] = useState<{ message: string; field?: string }>();
  const error = clientError ?? (actionData && !actionData.ok ? actionData : undefined);

  /** The same schema as the server, before the round trip. */
  function check(event: React.FormEvent<HTMLFormElement>) {
    if (openPreview(event)) return;
    const parsed = productFormSchema.safeParse(formValues(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientError(undefined);
      return;
    }
    event.preventDefault();
    const issue = parsed.error.issues[0];
    setClientError({
      message: issue?.message ?? "Formulaire invalide.",
      field: issue?.path.join("."),
    });
    const field = issue?.path.join(".");
    if (field) event.currentTarget.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  return (
    <>
      <PageHeader
        title={id ? `Modifier ${values.name}` : "Ajouter un produit"}
        subtitle={
          id ? (
            <>
              Page publique :{" "}
              <a
                className="underline"
                href={`/solutions/${values.slug}`}
                target="_blank"
                rel="noopener"
              >
                /solutions/{values.slug}
              </a>{" "}
              (
              <a
                className="underline"
                href={`/solutions/${values.slug}?lang=ar`}
                target="_blank"
                rel="noopener"
              >
                en arabe
              </a>
              ) — version {values.version}
            </>
          ) : (
            "Le produit aura sa page /solutions/<adresse>, sa carte sur l'accueil et sa place dans le menu."
          )
        }
        actions={
          <Link to="/admin/products" className={buttonClass({ variant: "secondary" })}>
            Retour aux produits
          </Link>
        }
      />
      {saved && !error && (
        <p
          role="status"
          className="mb-4 rounded-lg bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          Produit enregistré : le site public affiche la nouvelle version.
        </p>
      )}
      {error && (
        <p
          role="alert"
          data-testid="product-form-error"
          className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {error.message}
        </p>
      )}
      <Form method="post" noValidate onSubmit={check} className="space-y-6">
        <input type="hidden" name="version" value={values.version} />
        <Card>
          <h2 className="text-lg font-semibold">Général</h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            <TextField values={values} name="name" label="Nom" />
            <TextField
              values={values}
              name="slug"
              label="Adresse (/solutions/…)"
              hint="Minuscules, chiffres et tirets. L'ancienne adresse redirige vers la nouvelle."
            />
            <div>
              <label htmlFor="field-icon" className={LABEL}>
                Icône de la carte
              </label>
              <select
                id="field-icon"
                name="icon"
                defaultValue={values.icon}
                className={`${inputClass} mt-1`}
              >
                {PRODUCT_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {icon}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              values={values}
              name="priceLocal"
              label="Prix installation locale (DT HT)"
              type="text"
            />
            <TextField values={values} name="priceCloud" label="Prix Cloud par an (DT HT)" />
            <TextField
              values={values}
              name="cloudMonthlyFrom"
              label="Cloud « à partir de » par mois (DT HT)"
            />
            <TextField
              values={values}
              name="image"
              label="Illustration"
              hint="Adresse sous /images/."
            />
            <TextField
              values={values}
              name="relatedArticles"
              label="Articles liés"
              hint="Adresses des articles du blog, séparées par des virgules."
            />
            <div className="flex items-center gap-2 pt-6">
              <input
                id="field-active"
                name="active"
                type="checkbox"
                defaultChecked={values.active === "true"}
                className="size-4 accent-brand-600"
              />
              <label htmlFor="field-active" className={LABEL}>
                Actif (visible sur le site)
              </label>
            </div>
          </div>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold">Textes</h2>
          <div className="mt-4 grid gap-8 lg:grid-cols-2">
            {LANGS.map((lang) => (
              <LanguageColumn key={lang} lang={lang} values={values} />
            ))}
          </div>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold">Options de l'installation locale</h2>
          <p className={`text-sm ${mutedClass}`}>
            Une ligne par option ; une ligne vide est ignorée. Prix 0 : gratuit.
          </p>
          <div className="mt-4 space-y-3">
            {Array.from({ length: OPTION_ROWS }, (_, i) => (
              <div key={i} className="grid gap-2 md:grid-cols-[1fr_1fr_2fr_2fr]">
                <TextField
                  values={values}
                  name={`option.${i}.key`}
                  label={`Option ${i + 1} : identifiant`}
                />
                <TextField values={values} name={`option.${i}.price`} label="Prix (DT HT)" />
                <TextField
                  values={values}
                  name={`option.${i}.fr`}
                  lang="fr"
                  label="Libellé français"
                />
                <TextField
                  values={values}
                  name={`option.${i}.ar`}
                  lang="ar"
                  label="Libellé arabe"
                />
              </div>
            ))}
          </div>
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          <PreviewButtons action="/apercu/produit" params={id ? { id } : {}} verb="Aperçu" />
          <Button type="submit" name="intent" value="save" aria-busy={busy} disabled={busy}>
            {id ? "Enregistrer" : "Créer le produit"}
          </Button>
        </div>
      </Form>
      {id && (
        <RevisionHistory
          history={history}
          version={values.version ?? ""}
          busy={busy}
          testId="product-history"
        />
      )}
    </>
  );
}
