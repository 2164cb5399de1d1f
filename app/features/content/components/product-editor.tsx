import { useState } from "react";
import { Button } from "~/components/ui";
import { Field, SelectOptions, TextField, inputClass, labelClass } from "~/components/ui/field";
import { PRODUCT_ICONS } from "~/lib/catalog-types";
import { Card, PageHeader, mutedClass } from "~/features/back-office/components/ui";
import type { Language } from "~/i18n/language";
import { frenchSpacing } from "~/i18n/typography";
import { CoverUpload, type Cover } from "../cover-upload";
import {
  LanguageColumn,
  BackLink,
  EditorFrame,
  EditorSection,
  errorFor,
  storedField,
  useEditor,
  type EditorProps,
  type EditorForm,
  type LanguageText,
} from "../editor";
import { PreviewButtons } from "../preview";
import { DELIVERY_ROWS, LANGS, OPTION_ROWS, productFormSchema } from "../product-form";
import { RevisionHistory } from "../revision-history";

/** The texts of one language, in the form's order (the delivery modes follow them). */
const TEXTS: LanguageText[] = [
  { key: "title", label: "Titre de la page" },
  { key: "subtitle", label: "Sous-titre" },
  { key: "description", label: "Description", rows: 5 },
  {
    key: "metaDescription",
    label: "Description pour les moteurs de recherche",
    rows: 3,
    hint: "Le site y ajoute les prix du produit («\u202fLicence locale … par an.\u202f»), toujours à jour.",
  },
  { key: "features", label: "Fonctionnalités (une par ligne)", rows: 8 },
  { key: "benefits", label: "Avantages (un par ligne)", rows: 5 },
  { key: "imageAlt", label: "Texte alternatif de l'illustration" },
  { key: "card.subtitle", label: frenchSpacing("Carte de l'accueil : sous-titre") },
  { key: "card.description", label: frenchSpacing("Carte de l'accueil : description"), rows: 3 },
  {
    key: "card.features",
    label: frenchSpacing("Carte de l'accueil : points forts (un par ligne)"),
    rows: 5,
  },
];

function DeliveryModes({ lang, form }: { lang: Language; form: EditorForm }) {
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>Modes de livraison (titre et texte)</legend>
      {Array.from({ length: DELIVERY_ROWS }, (_, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[1fr_2fr]">
          <TextField
            {...storedField(form, `${lang}.delivery.${i}.title`)}
            lang={lang}
            label={frenchSpacing(`Mode ${i + 1} : titre`)}
          />
          <TextField
            {...storedField(form, `${lang}.delivery.${i}.text`)}
            lang={lang}
            label={frenchSpacing(`Mode ${i + 1} : texte`)}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** The editor of a new or existing item: its form, its checks before the round trip, its history. */
export function ProductEditor({ id, values, history, serverError }: EditorProps) {
  const { busy, error, check } = useEditor(productFormSchema, serverError);
  const form = { values, error };
  const [illustration, setIllustration] = useState<Cover>({
    image: values.image ?? "",
    socialImage: "",
  });

  return (
    <>
      <PageHeader
        title={id ? `Modifier ${values.name}` : "Ajouter un produit"}
        subtitle={
          id ? (
            <>
              {frenchSpacing("Page publique : ")}
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
        actions={<BackLink to="/admin/products">Retour aux produits</BackLink>}
      />
      <EditorFrame error={error} testId="product-form-error" check={check} version={values.version}>
        <Card>
          <h2 className="text-lg font-semibold">Général</h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            <TextField {...storedField(form, "name")} label="Nom" />
            <TextField
              {...storedField(form, "slug")}
              label="Adresse (/solutions/…)"
              hint="Minuscules, chiffres et tirets. L'ancienne adresse redirige vers la nouvelle."
            />
            <Field label="Icône de la carte" error={errorFor(error, "icon")}>
              {(control) => (
                <select {...control} name="icon" defaultValue={values.icon} className={inputClass}>
                  <SelectOptions options={PRODUCT_ICONS} />
                </select>
              )}
            </Field>
            <TextField
              {...storedField(form, "priceLocal")}
              label="Prix installation locale (DT HT)"
            />
            <TextField {...storedField(form, "priceCloud")} label="Prix Cloud par an (DT HT)" />
            <TextField
              {...storedField(form, "cloudMonthlyFrom")}
              label={frenchSpacing("Cloud « à partir de » par mois (DT HT)")}
            />
            <TextField
              {...storedField(form, "relatedArticles")}
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
              <label htmlFor="field-active" className={labelClass}>
                Actif (visible sur le site)
              </label>
            </div>
          </div>
        </Card>
        <EditorSection title="Illustration">
          <CoverUpload
            purpose="product"
            cover={illustration}
            alt={values["fr.imageAlt"] ?? ""}
            onChange={setIllustration}
          />
        </EditorSection>
        <EditorSection title="Textes" className="grid gap-8 lg:grid-cols-2">
          {LANGS.map((lang) => (
            <LanguageColumn key={lang} lang={lang} form={form} texts={TEXTS}>
              <DeliveryModes lang={lang} form={form} />
            </LanguageColumn>
          ))}
        </EditorSection>
        <Card>
          <h2 className="text-lg font-semibold">Options de l'installation locale</h2>
          <p className={`text-sm ${mutedClass}`}>
            {frenchSpacing("Une ligne par option ; une ligne vide est ignorée. Prix 0 : gratuit.")}
          </p>
          <div className="mt-4 space-y-3">
            {Array.from({ length: OPTION_ROWS }, (_, i) => (
              <div key={i} className="grid gap-2 md:grid-cols-[1fr_1fr_2fr_2fr]">
                <TextField
                  {...storedField(form, `option.${i}.key`)}
                  label={frenchSpacing(`Option ${i + 1} : identifiant`)}
                />
                <TextField {...storedField(form, `option.${i}.price`)} label="Prix (DT HT)" />
                <TextField
                  {...storedField(form, `option.${i}.fr`)}
                  lang="fr"
                  label="Libellé français"
                />
                <TextField
                  {...storedField(form, `option.${i}.ar`)}
                  lang="ar"
                  label="Libellé arabe"
                />
              </div>
            ))}
          </div>
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          <PreviewButtons action="/apercu/produit" params={id ? { id } : {}} verb="Aperçu" />
          <Button type="submit" name="intent" value="save" busy={busy}>
            {id ? "Enregistrer" : "Créer le produit"}
          </Button>
        </div>
      </EditorFrame>
      {id && (
        <RevisionHistory
          entity="product"
          history={history}
          version={values.version ?? ""}
          busy={busy}
          testId="product-history"
        />
      )}
    </>
  );
}
