import type { Language } from "~/i18n/language";

/**
 * The blog articles the site shipped with: the seed of migration 0015 (see
 * app/features/content/article-seed-source.ts). The pages read the
 * content_articles table. Every article exists in French and Arabic at the
 * same path; `ar` holds the Arabic texts of the summary (bodies in
 * article-bodies.server.ts).
 */
interface ArticleText {
  title: string;
  excerpt: string;
  /** Describes the image for screen readers. */
  imageAlt: string;
  /** `keywords` meta and JSON-LD. */
  keywords: readonly string[];
}

export interface ArticleSummary extends ArticleText {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date. */
  date: string;
  image: string;
  link: `/blog/${string}`;
  /** Slugs of the two related-article cards. */
  related: readonly [string, string];
  ar: ArticleText;
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
    ar: {
      title: "الفوترة الإلكترونية في تونس: الدليل الشامل",
      excerpt: "الواجبات والرزنامة وخطوات المطابقة مع منصة «الفاتورة» (El Fatoora) للمؤسسات.",
      imageAlt: "رسم توضيحي: فاتورة إلكترونية ممضاة تُحال إلى منصة الفاتورة (El Fatoora)",
      keywords: [
        "الفوترة الإلكترونية",
        "El Fatoora",
        "TTN",
        "تونس",
        "المطابقة الجبائية",
        "الإمضاء الإلكتروني",
      ],
    },
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
    ar: {
      title: "كيف تختارون نظام تخطيط موارد المؤسسة (ERP): المعايير الأساسية",
      excerpt:
        "الاحتياجات والميزانية وطريقة التشغيل: منهجية لاختيار نظام ERP الملائم لمؤسستكم الصغرى أو المتوسطة.",
      imageAlt: "رسم توضيحي: وحدات نظام ERP مترابطة حول لوحة قيادة",
      keywords: [
        "نظام تخطيط موارد المؤسسة",
        "ERP",
        "المؤسسات الصغرى والمتوسطة",
        "تونس",
        "برنامج تصرف",
        "كراس الشروط",
        "الكلفة الجملية",
      ],
    },
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
    ar: {
      title: "رقمنة القطاع الطبي في تونس: العيادات والمصحات",
      excerpt: "الملف الطبي والمواعيد والأرشفة: ما الذي يغيّره برنامج طبي في عملكم اليومي؟",
      imageAlt: "رسم توضيحي: ملف طبي رقمي ورزنامة مواعيد في عيادة طبية",
      keywords: ["برنامج طبي", "عيادة طبية", "مصحة", "الملف الطبي", "تونس", "INPDP"],
    },
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
    ar: {
      title: "السحابة أم التثبيت المحلي: أيهما تختارون؟",
      excerpt: "الكلفة والأمان والتوفر: مقارنة بين طريقتي تشغيل برمجياتكم.",
      imageAlt: "رسم توضيحي: خادم محلي في مواجهة سحابة معطيات",
      keywords: [
        "السحابة",
        "التثبيت المحلي",
        "SaaS",
        "النسخ الاحتياطي",
        "أمن المعطيات",
        "المؤسسات التونسية",
      ],
    },
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
    ar: {
      title: "تحسين التصرف في المخزون بنظام ERP",
      excerpt: "طريقة ABC ونفاد المخزون والجرد: خفض المخزون دون خسارة المبيعات.",
      imageAlt: "رسم توضيحي: رفوف مصنّفة A وB وC ومنحنى المخزون",
      keywords: [
        "التصرف في المخزون",
        "طريقة ABC",
        "ERP",
        "الجرد",
        "نفاد المخزون",
        "المؤسسات الصغرى والمتوسطة",
      ],
    },
  },
];

/** An article's summary with its texts in one language. */
export function inLanguage(article: ArticleSummary, lang: Language): ArticleSummary {
  return lang === "ar" ? { ...article, ...article.ar } : article;
}

export function articleBySlug(
  slug: string | undefined,
  lang: Language = "fr",
): ArticleSummary | undefined {
  const article = ARTICLES.find((a) => a.slug === slug);
  return article && inLanguage(article, lang);
}

/** The two related-article cards of an article, in the page's language. */
export function relatedArticles(article: ArticleSummary, lang: Language = "fr"): ArticleSummary[] {
  return article.related.flatMap((slug) => articleBySlug(slug, lang) ?? []);
}

/** Articles that mention a product, for the product pages' related links. */
export const PRODUCT_ARTICLES: Record<string, readonly [string, string]> = {
  digifact: ["facturation-electronique-tunisie", "cloud-vs-installation-locale"],
  digierp: ["comment-choisir-erp", "optimisation-gestion-stock-erp"],
  digimed: ["digitalisation-medicale-tunisie", "cloud-vs-installation-locale"],
};
