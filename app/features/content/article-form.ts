/**
 * The article form of the back office: the one zod schema the browser and the
 * server check it with (French messages), and its initial values. Fields are
 * flat strings as a form posts them; keywords and related slugs are
 * comma-separated; the schedule is a Tunis wall-clock date and time.
 */
import { tunisInstant, tunisWallClock } from "~/domain/calendar";
import { z } from "zod";
import { line, text } from "~/features/forms/fields";
import type { Language } from "~/i18n/language";
import type { ArticleData, ArticleRecord, ArticleTexts } from "~/lib/catalog-types";
import { LANGS, SLUG_PATTERN } from "./product-form";

export const ARTICLE_STATUSES = ["draft", "published", "scheduled"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The covers an article may show: the seeded illustrations, or an upload's resized copies. */
export const COVER_IMAGE =
  /^\/(?:images\/blog\/[\w-]+\.svg|media\/covers\/[0-9a-f]{20}-640\.webp)$/;
export const SOCIAL_IMAGE =
  /^\/(?:images\/blog\/[\w-]+\.jpg|media\/covers\/[0-9a-f]{20}-1200x630\.jpg)$/;

const LANGUAGE_NAME: Record<Language, string> = { fr: "français", ar: "arabe" };
const MAX_RELATED = 4;

const filled = (label: string, max: number) =>
  z
    .string()
    .min(1, `${label} : champ obligatoire.`)
    .max(max, `${label} : ${max} caractères au plus.`);

const list = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

function languageFields(lang: Language) {
  const n = (label: string) => `${label} (${LANGUAGE_NAME[lang]})`;
  return {
    [`${lang}.title`]: line().pipe(filled(n("Titre"), 140)),
    [`${lang}.description`]: line().pipe(
      filled(n("Description pour les moteurs de recherche"), 320),
    ),
    [`${lang}.excerpt`]: text().pipe(filled(n("Résumé"), 400)),
    [`${lang}.body`]: text().pipe(filled(n("Texte de l'article"), 60_000)),
    [`${lang}.keywords`]: line().pipe(filled(n("Mots-clés"), 400)),
    [`${lang}.author`]: line().pipe(filled(n("Ligne d'auteur"), 120)),
    [`${lang}.imageAlt`]: line().pipe(filled(n("Texte alternatif de la couverture"), 300)),
  };
}

const fields = z.object({
  slug: line()
    .transform((v) => v.toLowerCase())
    .pipe(
      z
        .string()
        .min(2, "Adresse : deux caractères au moins.")
        .max(80, "Adresse : 80 caractères au plus.")
        .regex(
          SLUG_PATTERN,
          "Adresse : lettres minuscules sans accent, chiffres et tirets (par exemple guide-tva).",
        ),
    ),
  status: z.enum(ARTICLE_STATUSES, {
    error: "État : choisissez brouillon, publié ou programmé.",
  }),
  publishAt: line(),
  image: line().pipe(
    z.string().regex(COVER_IMAGE, "Couverture : téléversez une image (JPEG, PNG ou WebP)."),
  ),
  socialImage: line().pipe(
    z.string().regex(SOCIAL_IMAGE, "Couverture : téléversez une image (JPEG, PNG ou WebP)."),
  ),
  related: line(),
  version: z
    .string({ error: "Version du formulaire manquante : rechargez la page." })
    .regex(/^\d+$/, "Version du formulaire manquante : rechargez la page.")
    .transform(Number),
  ...languageFields("fr"),
  ...languageFields("ar"),
});

/** What a save stores, apart from the dates the server sets. */
export interface ArticleInput {
  slug: string;
  published: boolean;
  /** ISO instant; null unless scheduled. */
  publishAt: string | null;
  version: number;
  data: Omit<ArticleData, "date" | "updated">;
}

type Fields = Record<string, unknown>;

function texts(f: Fields, lang: Language): ArticleTexts {
  const s = (key: string) => String(f[`${lang}.${key}`] ?? "");
  return {
    title: s("title"),
    description: s("description"),
    excerpt: s("excerpt"),
    body: s("body"),
    keywords: list(s("keywords")),
    author: s("author"),
    imageAlt: s("imageAlt"),
  };
}

/** `2026-12-01T09:30` (Tunis) → ISO instant; undefined if not a real date and time. */
export function scheduleInstant(local: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local);
  if (!match) return undefined;
  const instant = tunisInstant(match[1]!, match[2]!);
  if (Number.isNaN(instant.getTime())) return undefined;
  const back = tunisWallClock(instant);
  return `${back.date}T${back.time}` === local ? instant.toISOString() : undefined;
}

/** ISO instant → the `datetime-local` value in Tunis time. */
export function scheduleLocal(iso: string): string {
  const { date, time } = tunisWallClock(new Date(iso));
  return `${date}T${time}`;
}

/**
 * The form's schema: flat fields in, an article out. `now` decides whether a
 * schedule is in the future (the browser and the server each pass their clock).
 */
export function articleFormSchema(now: () => number = Date.now) {
  return fields
    .superRefine((f, ctx) => {
      if (f.status === "scheduled") {
        const instant = scheduleInstant(f.publishAt);
        if (!instant) {
          ctx.addIssue({
            code: "custom",
            path: ["publishAt"],
            message: "Date de publication : indiquez une date et une heure (heure de Tunis).",
          });
        } else if (Date.parse(instant) <= now()) {
          ctx.addIssue({
            code: "custom",
            path: ["publishAt"],
            message:
              "Date de publication : choisissez un moment à venir, ou « Publié » pour publier tout de suite.",
          });
        }
      }
      const related = list(f.related);
      if (related.length > MAX_RELATED || related.some((slug) => !SLUG_PATTERN.test(slug))) {
        ctx.addIssue({
          code: "custom",
          path: ["related"],
          message: `Articles liés : jusqu'à ${MAX_RELATED} adresses d'articles, séparées par des virgules.`,
        });
      }
      if (related.includes(f.slug)) {
        ctx.addIssue({
          code: "custom",
          path: ["related"],
          message: "Articles liés : un article ne peut pas se citer lui-même.",
        });
      }
    })
    .transform((f): ArticleInput => ({
      slug: f.slug,
      published: f.status !== "draft",
      publishAt: f.status === "scheduled" ? scheduleInstant(f.publishAt)! : null,
      version: f.version,
      data: {
        image: f.image,
        socialImage: f.socialImage,
        related: list(f.related),
        fr: texts(f, "fr"),
        ar: texts(f, "ar"),
      },
    }));
}

/** The state the list and the editor show: what a visitor sees now. */
export function articleStatus(article: ArticleRecord, now: number = Date.now()): ArticleStatus {
  if (!article.published) return "draft";
  return article.publishAt && Date.parse(article.publishAt) > now ? "scheduled" : "published";
}

export const STATUS_LABEL: Record<ArticleStatus, string> = {
  draft: "Brouillon",
  published: "Publié",
  scheduled: "Programmé",
};

/** The form's initial values for a stored article (or a blank one). */
export function articleFormValues(article?: ArticleRecord): Record<string, string> {
  const v: Record<string, string> = {
    slug: article?.slug ?? "",
    status: article ? articleStatus(article) : "draft",
    publishAt: article?.publishAt ? scheduleLocal(article.publishAt) : "",
    image: article?.data.image ?? "",
    socialImage: article?.data.socialImage ?? "",
    related: article?.data.related.join(", ") ?? "",
    version: String(article?.version ?? 0),
  };
  for (const lang of LANGS) {
    const t = article?.data[lang];
    v[`${lang}.title`] = t?.title ?? "";
    v[`${lang}.description`] = t?.description ?? "";
    v[`${lang}.excerpt`] = t?.excerpt ?? "";
    v[`${lang}.body`] = t?.body ?? "";
    v[`${lang}.keywords`] = t?.keywords.join(", ") ?? "";
    v[`${lang}.author`] = t?.author ?? (lang === "fr" ? "Par l'équipe {brand}" : "فريق {brand}");
    v[`${lang}.imageAlt`] = t?.imageAlt ?? "";
  }
  return v;
}
