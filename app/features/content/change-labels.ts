/**
 * The history of a content item names what a save changed by the editor's
 * field labels («Prix installation locale», «Titre (arabe)»), not by the
 * stored paths («data.priceLocal», «data.ar.title») the revisions keep.
 */
import { BLOCKS } from "./block-form";
import type { RevisionEntity } from "./revisions.server";

const LANGUAGES: Record<string, string> = { fr: "français", ar: "arabe" };

const PRODUCT: Record<string, string> = {
  slug: "Adresse",
  active: "En ligne",
  "data.name": "Nom",
  "data.icon": "Icône de la carte",
  "data.image": "Illustration",
  "data.priceLocal": "Prix installation locale",
  "data.priceCloud": "Prix Cloud par an",
  "data.cloudMonthlyFrom": "Cloud « à partir de » par mois",
  "data.localOptions": "Options de l'installation locale",
  "data.relatedArticles": "Articles liés",
};

const PRODUCT_TEXTS: Record<string, string> = {
  title: "Titre de la page",
  subtitle: "Sous-titre",
  description: "Description",
  metaDescription: "Description pour les moteurs de recherche",
  features: "Fonctionnalités",
  benefits: "Avantages",
  imageAlt: "Texte alternatif de l'illustration",
  card: "Carte de l'accueil",
  delivery: "Modes de livraison",
};

const ARTICLE: Record<string, string> = {
  slug: "Adresse",
  published: "Publication",
  publishAt: "Date et heure de publication",
  "data.date": "Date de publication affichée",
  "data.updated": "Date de mise à jour",
  "data.image": "Couverture",
  "data.socialImage": "Image de partage",
  "data.related": "Articles liés",
};

const ARTICLE_TEXTS: Record<string, string> = {
  title: "Titre",
  excerpt: "Résumé",
  description: "Description pour les moteurs de recherche",
  keywords: "Mots-clés",
  author: "Ligne d'auteur",
  imageAlt: "Texte alternatif de la couverture",
  body: "Texte de l'article",
};

/** Every block field's label by name (the lists share no name with two meanings). */
const BLOCK_FIELDS: Record<string, string> = Object.fromEntries(
  Object.values(BLOCKS).flatMap((block) => [
    ...block.fields.map((f) => [f.name, f.label] as const),
    ...(block.flag ? [[block.flag.name, "Accord de publication"] as const] : []),
  ]),
);

const WHOLE = "(tout)";

/** The label of one changed path of a revision of `entity`; an unknown path is shown as it is. */
export function changeLabel(entity: RevisionEntity, path: string): string {
  if (path === WHOLE) return "Tout le contenu";
  const parts = path.split(".");
  if (entity === "block") {
    // "fr.3.answer": item 3's answer in French; "fr": the French list as a whole.
    const [lang = "", item, field] = parts;
    const language = LANGUAGES[lang];
    if (!language) return path;
    if (!item) return `Liste (${language})`;
    const what = field ? (BLOCK_FIELDS[field] ?? field) : "Élément";
    return `${what} ${item} (${language})`;
  }
  const [fixed, texts] = entity === "product" ? [PRODUCT, PRODUCT_TEXTS] : [ARTICLE, ARTICLE_TEXTS];
  if (parts[0] === "data" && parts[1] && LANGUAGES[parts[1]]) {
    const language = LANGUAGES[parts[1]];
    return parts[2] ? `${texts[parts[2]] ?? parts[2]} (${language})` : `Textes (${language})`;
  }
  const known = fixed[parts.slice(0, 2).join(".")] ?? fixed[parts[0]!];
  if (!known) return path;
  // A numbered item of a list ("data.localOptions.2"): say which one.
  const item = parts[0] === "data" ? parts[2] : undefined;
  return item ? `${known} ${item}` : known;
}
