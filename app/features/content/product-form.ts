/**
 * The product form of the back office: its field names, and the one zod
 * schema the browser and the server check it with (French messages: the back
 * office is French). Fields are flat strings, as a form posts them; lists are
 * one item per line, option and delivery rows are numbered fields.
 */
import { z } from "zod";
import type { Language } from "~/i18n/language";
import {
  PRODUCT_ICONS,
  type ProductData,
  type ProductRecord,
  type ProductTexts,
} from "~/lib/catalog-types";

export const LANGS: readonly Language[] = ["fr", "ar"];
/** Rows shown for the local options and delivery modes (empty rows are ignored). */
export const OPTION_ROWS = 8;
export const DELIVERY_ROWS = 5;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} : champ obligatoire.` })
    .trim()
    .min(1, `${label} : champ obligatoire.`)
    .max(max, `${label} : ${max} caractères au plus.`);

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} : ${max} caractères au plus.`)
    .optional()
    .transform((v) => v ?? "");

const price = (label: string) =>
  z
    .string({ error: `${label} : indiquez un prix.` })
    .trim()
    .regex(/^\d{1,7}$/, `${label} : un nombre entier de dinars (par exemple 600).`)
    .transform(Number);

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

const LANGUAGE_NAME: Record<Language, string> = { fr: "français", ar: "arabe" };

function textFields(lang: Language) {
  const n = (label: string) => `${label} (${LANGUAGE_NAME[lang]})`;
  return {
    [`${lang}.title`]: required(n("Titre"), 80),
    [`${lang}.subtitle`]: required(n("Sous-titre"), 160),
    [`${lang}.description`]: required(n("Description"), 2000),
    [`${lang}.metaDescription`]: required(n("Description pour les moteurs de recherche"), 320),
    [`${lang}.features`]: required(n("Fonctionnalités"), 3000),
    [`${lang}.benefits`]: required(n("Avantages"), 3000),
    [`${lang}.imageAlt`]: required(n("Texte alternatif de l'illustration"), 300),
    [`${lang}.card.subtitle`]: required(n("Sous-titre de la carte d'accueil"), 120),
    [`${lang}.card.description`]: required(n("Description de la carte d'accueil"), 600),
    [`${lang}.card.features`]: required(n("Points forts de la carte d'accueil"), 2000),
    ...Object.fromEntries(
      Array.from({ length: DELIVERY_ROWS }, (_, i) => [
        [`${lang}.delivery.${i}.title`, optional(n(`Mode de livraison ${i + 1}, titre`), 120)],
        [`${lang}.delivery.${i}.text`, optional(n(`Mode de livraison ${i + 1}, texte`), 600)],
      ]).flat(),
    ),
  };
}

const optionFields = Object.fromEntries(
  Array.from({ length: OPTION_ROWS }, (_, i) => [
    [`option.${i}.key`, optional(`Option ${i + 1}, identifiant`, 40)],
    [`option.${i}.price`, optional(`Option ${i + 1}, prix`, 7)],
    [`option.${i}.fr`, optional(`Option ${i + 1}, libellé français`, 160)],
    [`option.${i}.ar`, optional(`Option ${i + 1}, libellé arabe`, 160)],
  ]).flat(),
);

const fields = z.object({
  slug: z
    .string({ error: "Adresse : champ obligatoire." })
    .trim()
    .toLowerCase()
    .min(2, "Adresse : deux caractères au moins.")
    .max(60, "Adresse : 60 caractères au plus.")
    .regex(
      SLUG_PATTERN,
      "Adresse : lettres minuscules sans accent, chiffres et tirets (par exemple digi-stock).",
    ),
  name: required("Nom", 60),
  active: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
  icon: z.enum(PRODUCT_ICONS, { error: "Icône : choisissez une icône de la liste." }),
  // An image of the site (the seeded SVGs) or an uploaded one, stored as the article covers are.
  image: required("Illustration", 200).regex(
    /^(?:\/images\/[\w./-]+\.(?:svg|png|jpe?g|webp)|\/media\/covers\/[0-9a-f]{20}-640\.webp)$/,
    "Illustration : téléversez une image JPEG, PNG ou WebP.",
  ),
  priceLocal: price("Prix de l'installation locale"),
  priceCloud: price("Prix annuel du Cloud"),
  cloudMonthlyFrom: price("Prix mensuel « à partir de » du Cloud"),
  relatedArticles: optional("Articles liés", 400),
  version: z
    .string()
    .regex(/^\d+$/, "Version du formulaire manquante : rechargez la page.")
    .transform(Number),
  ...textFields("fr"),
  ...textFields("ar"),
  ...optionFields,
});

type Fields = Record<string, unknown>;

function texts(f: Fields, lang: Language): ProductTexts {
  const s = (key: string) => String(f[`${lang}.${key}`] ?? "");
  const delivery = Array.from({ length: DELIVERY_ROWS }, (_, i) => ({
    title: s(`delivery.${i}.title`),
    text: s(`delivery.${i}.text`),
  })).filter((d) => d.title || d.text);
  return {
    title: s("title"),
    subtitle: s("subtitle"),
    description: s("description"),
    metaDescription: s("metaDescription"),
    features: lines(s("features")).join("|"),
    benefits: lines(s("benefits")),
    imageAlt: s("imageAlt"),
    delivery,
    card: {
      subtitle: s("card.subtitle"),
      description: s("card.description"),
      features: lines(s("card.features")).join("|"),
    },
  };
}

export interface ProductInput {
  slug: string;
  active: boolean;
  version: number;
  data: ProductData;
}

/** The form's schema: flat fields in, a product document out. */
export const productFormSchema = fields
  .superRefine((f: Fields, ctx) => {
    for (let i = 0; i < OPTION_ROWS; i++) {
      const row = ["key", "price", "fr", "ar"].map((k) => String(f[`option.${i}.${k}`] ?? ""));
      if (row.every((v) => v === "")) continue;
      const where = `Option ${i + 1}`;
      if (!/^[a-zA-Z][\w-]{0,39}$/.test(row[0]!)) {
        ctx.addIssue({
          code: "custom",
          path: [`option.${i}.key`],
          message: `${where} : un identifiant en lettres sans espace (par exemple backup).`,
        });
      }
      if (!/^\d{1,7}$/.test(row[1]!)) {
        ctx.addIssue({
          code: "custom",
          path: [`option.${i}.price`],
          message: `${where} : un prix en dinars entiers (0 pour gratuit).`,
        });
      }
      if (!row[2] || !row[3]) {
        ctx.addIssue({
          code: "custom",
          path: [`option.${i}.${row[2] ? "ar" : "fr"}`],
          message: `${where} : le libellé est obligatoire en français et en arabe.`,
        });
      }
    }
    for (const lang of LANGS) {
      for (let i = 0; i < DELIVERY_ROWS; i++) {
        const title = String(f[`${lang}.delivery.${i}.title`] ?? "");
        const text = String(f[`${lang}.delivery.${i}.text`] ?? "");
        if (Boolean(title) !== Boolean(text)) {
          ctx.addIssue({
            code: "custom",
            path: [`${lang}.delivery.${i}.${title ? "text" : "title"}`],
            message: `Mode de livraison ${i + 1} (${LANGUAGE_NAME[lang]}) : titre et texte vont ensemble.`,
          });
        }
      }
    }
  })
  .transform((f: Fields): ProductInput => ({
    slug: String(f.slug),
    active: Boolean(f.active),
    version: Number(f.version),
    data: {
      name: String(f.name),
      icon: f.icon as ProductData["icon"],
      image: String(f.image),
      priceLocal: Number(f.priceLocal),
      priceCloud: Number(f.priceCloud),
      cloudMonthlyFrom: Number(f.cloudMonthlyFrom),
      relatedArticles: String(f.relatedArticles ?? "")
        .split(/[\s,]+/)
        .filter(Boolean),
      localOptions: Array.from({ length: OPTION_ROWS }, (_, i) => ({
        key: String(f[`option.${i}.key`] ?? ""),
        price: Number(f[`option.${i}.price`] || 0),
        label: { fr: String(f[`option.${i}.fr`] ?? ""), ar: String(f[`option.${i}.ar`] ?? "") },
      })).filter((o) => o.key),
      fr: texts(f, "fr"),
      ar: texts(f, "ar"),
    },
  }));

/** The form's initial values for a stored product (or a blank one). */
export function productFormValues(product?: ProductRecord): Record<string, string> {
  const v: Record<string, string> = {
    slug: product?.slug ?? "",
    name: product?.data.name ?? "",
    active: product ? String(product.active) : "true",
    icon: product?.data.icon ?? "package",
    image: product?.data.image ?? "/images/products/digierp.svg",
    priceLocal: product ? String(product.data.priceLocal) : "",
    priceCloud: product ? String(product.data.priceCloud) : "",
    cloudMonthlyFrom: product ? String(product.data.cloudMonthlyFrom) : "49",
    relatedArticles: product?.data.relatedArticles.join(", ") ?? "",
    version: String(product?.version ?? 0),
  };
  for (const lang of LANGS) {
    const t = product?.data[lang];
    v[`${lang}.title`] = t?.title ?? "";
    v[`${lang}.subtitle`] = t?.subtitle ?? "";
    v[`${lang}.description`] = t?.description ?? "";
    v[`${lang}.metaDescription`] = t?.metaDescription ?? "";
    v[`${lang}.features`] = t?.features.split("|").join("\n") ?? "";
    v[`${lang}.benefits`] = t?.benefits.join("\n") ?? "";
    v[`${lang}.imageAlt`] = t?.imageAlt ?? "";
    v[`${lang}.card.subtitle`] = t?.card.subtitle ?? "";
    v[`${lang}.card.description`] = t?.card.description ?? "";
    v[`${lang}.card.features`] = t?.card.features.split("|").join("\n") ?? "";
    for (let i = 0; i < DELIVERY_ROWS; i++) {
      v[`${lang}.delivery.${i}.title`] = t?.delivery[i]?.title ?? "";
      v[`${lang}.delivery.${i}.text`] = t?.delivery[i]?.text ?? "";
    }
  }
  for (let i = 0; i < OPTION_ROWS; i++) {
    const o = product?.data.localOptions[i];
    v[`option.${i}.key`] = o?.key ?? "";
    v[`option.${i}.price`] = o ? String(o.price) : "";
    v[`option.${i}.fr`] = o?.label.fr ?? "";
    v[`option.${i}.ar`] = o?.label.ar ?? "";
  }
  return v;
}
