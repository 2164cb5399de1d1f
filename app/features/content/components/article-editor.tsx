import { useState } from "react";
import { Form } from "react-router";
import { ArticlePreview } from "~/components/content/article-preview";
import { Button } from "~/components/ui";
import { TextField, labelClass } from "~/components/ui/field";
import { Dialog } from "~/features/back-office/components/dialog";
import { Card, PageHeader, mutedClass } from "~/features/back-office/components/ui";
import type { Language } from "~/i18n/language";
import { frenchSpacing, typesetFrench } from "~/i18n/typography";
import {
  ARTICLE_STATUSES,
  STATUS_LABEL,
  articleFormSchema,
  type ArticleStatus,
} from "../article-form";
import { CoverUpload, type Cover } from "../cover-upload";
import {
  LANGUAGE_TITLE,
  LanguageColumn,
  BackLink,
  EditorFrame,
  EditorSection,
  storedField,
  useEditor,
  type EditorProps,
  type LanguageText,
} from "../editor";
import { LANGS } from "../product-form";
import { RevisionHistory } from "../revision-history";

type PreviewTexts = Record<Language, { title: string; excerpt: string; body: string; alt: string }>;

/** The texts of one language, in the form's order; `preview` names what the live preview shows of it. */
const TEXT_FIELDS: (LanguageText & { preview?: keyof PreviewTexts["fr"] })[] = [
  { key: "title", label: "Titre", preview: "title" },
  { key: "excerpt", label: "Résumé (carte du blog et flux RSS)", rows: 3, preview: "excerpt" },
  { key: "description", label: "Description pour les moteurs de recherche", rows: 2 },
  { key: "keywords", label: "Mots-clés", hint: "Séparés par des virgules." },
  { key: "author", label: "Ligne d'auteur", hint: "{brand} est remplacé par le nom du site." },
  { key: "imageAlt", label: "Texte alternatif de la couverture", preview: "alt" },
  {
    key: "body",
    label: "Texte de l'article",
    rows: 18,
    hint: "## Titre, ### Sous-titre, - liste, 1. liste numérotée, > encadré, | tableau |, **gras**, [lien](/adresse).",
    preview: "body",
  },
];

/** The editor of a new or existing article: its form, its live preview, its history. */
export function ArticleEditor({ id, values, history, serverError }: EditorProps) {
  const { busy, error, check } = useEditor(articleFormSchema(), serverError);
  const [status, setStatus] = useState(values.status as ArticleStatus);
  const [cover, setCover] = useState<Cover>({
    image: values.image ?? "",
    socialImage: values.socialImage ?? "",
  });
  const [previewLang, setPreviewLang] = useState<Language>("fr");
  const [texts, setTexts] = useState<PreviewTexts>(() => {
    const of = (lang: Language) => ({
      title: values[`${lang}.title`] ?? "",
      excerpt: values[`${lang}.excerpt`] ?? "",
      body: values[`${lang}.body`] ?? "",
      alt: values[`${lang}.imageAlt`] ?? "",
    });
    return { fr: of("fr"), ar: of("ar") };
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const onText = (lang: Language, key: keyof PreviewTexts["fr"], value: string) =>
    setTexts((t) => ({ ...t, [lang]: { ...t[lang], [key]: value } }));
  const form = { values, error };

  // As the public page shows them: French texts get French typography (the body gets it from the renderer).
  const preview = previewLang === "fr" ? typesetFrench(texts.fr) : texts.ar;
  return (
    <>
      <PageHeader
        title={id ? `Modifier l'article` : "Nouvel article"}
        subtitle={
          id ? (
            <>
              {frenchSpacing(texts.fr.title)} — adresse /blog/{values.slug} — version{" "}
              {values.version}
            </>
          ) : (
            "L'article aura sa page /blog/<adresse> en français et en arabe."
          )
        }
        actions={<BackLink to="/admin/articles">Retour aux articles</BackLink>}
      />
      <EditorFrame error={error} testId="article-form-error" check={check} version={values.version}>
        <Card>
          <h2 className="text-lg font-semibold">Publication</h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <TextField
              {...storedField(form, "slug")}
              label="Adresse (/blog/…)"
              hint="Minuscules, chiffres et tirets. L'ancienne adresse redirige vers la nouvelle."
            />
            <TextField
              {...storedField(form, "related")}
              label="Articles liés"
              hint="Adresses d'autres articles, séparées par des virgules."
            />
            <fieldset>
              <legend className={labelClass}>État</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {ARTICLE_STATUSES.map((s) => (
                  <label key={s} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="status"
                      value={s}
                      checked={status === s}
                      onChange={() => setStatus(s)}
                      className="size-4 accent-brand-600"
                    />
                    {STATUS_LABEL[s]}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField
              {...storedField(form, "publishAt")}
              type="datetime-local"
              label="Date et heure de publication (heure de Tunis)"
              hint={frenchSpacing("Pour un article programmé : il paraîtra seul à ce moment-là.")}
              disabled={status !== "scheduled"}
            />
          </div>
        </Card>
        <EditorSection title="Couverture">
          <CoverUpload cover={cover} alt={frenchSpacing(texts.fr.alt)} onChange={setCover} />
        </EditorSection>
        <EditorSection title="Textes" className="grid gap-8 lg:grid-cols-2">
          {LANGS.map((lang) => (
            <LanguageColumn
              key={lang}
              lang={lang}
              form={form}
              texts={TEXT_FIELDS}
              onInput={({ preview }, value) => {
                if (preview) onText(lang, preview, value);
              }}
            />
          ))}
        </EditorSection>
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">Aperçu</h2>
            <div role="group" aria-label="Langue de l'aperçu" className="flex gap-2">
              {LANGS.map((lang) => (
                <Button
                  key={lang}
                  type="button"
                  size="sm"
                  variant={previewLang === lang ? "primary" : "secondary"}
                  aria-pressed={previewLang === lang}
                  onClick={() => setPreviewLang(lang)}
                >
                  {LANGUAGE_TITLE[lang]}
                </Button>
              ))}
            </div>
          </div>
          <p className={`mt-1 text-sm ${mutedClass}`}>
            Mis à jour pendant la frappe, avec la mise en forme du site public.
          </p>
          <div className="mt-4">
            <ArticlePreview
              lang={previewLang}
              title={preview.title}
              excerpt={preview.excerpt}
              body={preview.body}
              image={cover.image}
              imageAlt={preview.alt}
            />
          </div>
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          {id && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
            >
              Supprimer l'article
            </Button>
          )}
          <Button type="submit" name="intent" value="save" busy={busy}>
            {id ? "Enregistrer" : "Créer l'article"}
          </Button>
        </div>
      </EditorFrame>
      {id && (
        <Dialog
          open={confirmDelete}
          title={frenchSpacing("Supprimer cet article ?")}
          onClose={() => setConfirmDelete(false)}
        >
          <p>
            {frenchSpacing(
              `« ${texts.fr.title} » disparaîtra du blog, du flux RSS et du plan du site ;`,
            )}{" "}
            son adresse indiquera aux visiteurs que l'article a été supprimé. L'historique est
            conservé.
          </p>
          <Form method="post" className="mt-6 flex justify-end gap-2">
            <input type="hidden" name="version" value={values.version} />
            <Button type="button" variant="secondary" onClick={() => setConfirmDelete(false)}>
              Annuler
            </Button>
            <Button type="submit" name="intent" value="delete" variant="danger" disabled={busy}>
              Supprimer définitivement
            </Button>
          </Form>
        </Dialog>
      )}
      {id && (
        <RevisionHistory
          entity="article"
          history={history}
          version={values.version!}
          busy={busy}
          testId="article-history"
        />
      )}
    </>
  );
}
