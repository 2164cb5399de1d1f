/**
 * Blog article index (spec §3 "Blog article"). The content issue adds the
 * bodies; this list is what the blog grid, sitemap and RSS feed read.
 */
export interface ArticleSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (DESIGN §3 item 2). */
  date: string;
  image: string;
  /** Describes the image for screen readers. */
  imageAlt: string;
  link: `/blog/${string}`;
  /** `keywords` meta and JSON-LD. */
  keywords: readonly string[];
  /** Slugs of the two related-article cards. */
  related: readonly [string, string];
}

/** Newest first: the order of the blog grid and the feed. */
export const ARTICLES: readonly ArticleSummary[] = [
  {
    id: "facturation-electronique-tunisie",
    slug: "facturation-electronique-tunisie",
    title: "Facturation électronique en Tunisie : le guide complet",
    excerpt: "Obligations, calendrier et mise en conformité avec El Fatoora pour les entreprises.",
    date: "2025-01-15",
    image: "/images/blog/facturation-electronique.svg",
    imageAlt: "Illustration : une facture électronique signée transmise à la plateforme El Fatoora",
    link: "/blog/facturation-electronique-tunisie",
    keywords: [
      "facturation électronique",
      "El Fatoora",
      "TTN",
      "Tunisie",
      "conformité fiscale",
      "signature électronique",
    ],
    related: ["comment-choisir-erp", "cloud-vs-installation-locale"],
  },
  {
    id: "comment-choisir-erp",
    slug: "comment-choisir-erp",
    title: "Comment choisir son ERP : les critères essentiels",
    excerpt: "Besoins, budget, déploiement : la méthode pour choisir l'ERP adapté à votre PME.",
    date: "2025-01-12",
    image: "/images/blog/choisir-erp.svg",
    imageAlt: "Illustration : les modules d'un ERP reliés autour d'un tableau de bord",
    link: "/blog/comment-choisir-erp",
    keywords: ["ERP", "PME", "Tunisie", "logiciel de gestion", "cahier des charges", "coût total"],
    related: ["optimisation-gestion-stock-erp", "cloud-vs-installation-locale"],
  },
  {
    id: "digitalisation-medicale-tunisie",
    slug: "digitalisation-medicale-tunisie",
    title: "Digitalisation médicale en Tunisie : cabinets et cliniques",
    excerpt: "Dossier patient, rendez-vous et archivage : ce que change un logiciel médical.",
    date: "2025-01-10",
    image: "/images/blog/digitalisation-medicale.svg",
    imageAlt:
      "Illustration : dossier patient numérique et agenda de rendez-vous d'un cabinet médical",
    link: "/blog/digitalisation-medicale-tunisie",
    keywords: [
      "logiciel médical",
      "cabinet médical",
      "clinique",
      "dossier patient",
      "Tunisie",
      "INPDP",
    ],
    related: ["cloud-vs-installation-locale", "facturation-electronique-tunisie"],
  },
  {
    id: "cloud-vs-installation-locale",
    slug: "cloud-vs-installation-locale",
    title: "Cloud ou installation locale : que choisir ?",
    excerpt: "Coûts, sécurité, disponibilité : comparer les deux modes de déploiement.",
    date: "2025-01-08",
    image: "/images/blog/cloud-vs-local.svg",
    imageAlt: "Illustration : un serveur local face à un nuage de données",
    link: "/blog/cloud-vs-installation-locale",
    keywords: [
      "cloud",
      "installation locale",
      "SaaS",
      "sauvegarde",
      "sécurité des données",
      "PME tunisienne",
    ],
    related: ["comment-choisir-erp", "digitalisation-medicale-tunisie"],
  },
  {
    id: "optimisation-gestion-stock-erp",
    slug: "optimisation-gestion-stock-erp",
    title: "Optimiser sa gestion de stock avec un ERP",
    excerpt: "Méthode ABC, ruptures, inventaires : réduire le stock sans perdre de ventes.",
    date: "2025-01-05",
    image: "/images/blog/gestion-stock.svg",
    imageAlt: "Illustration : rayonnages classés A, B et C et courbe de stock",
    link: "/blog/optimisation-gestion-stock-erp",
    keywords: ["gestion de stock", "méthode ABC", "ERP", "inventaire", "rupture de stock", "PME"],
    related: ["comment-choisir-erp", "facturation-electronique-tunisie"],
  },
];

export function articleBySlug(slug: string | undefined): ArticleSummary | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}

/** The two related-article cards of an article (spec §3 related-article item). */
export function relatedArticles(article: ArticleSummary): ArticleSummary[] {
  return article.related.flatMap((slug) => articleBySlug(slug) ?? []);
}

/** Articles that mention a product, for the product pages' related links. */
export const PRODUCT_ARTICLES: Record<string, readonly [string, string]> = {
  digifact: ["facturation-electronique-tunisie", "cloud-vs-installation-locale"],
  digierp: ["comment-choisir-erp", "optimisation-gestion-stock-erp"],
  digimed: ["digitalisation-medicale-tunisie", "cloud-vs-installation-locale"],
};
