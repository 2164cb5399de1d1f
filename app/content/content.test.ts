import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { SiteConfig } from "~/config/site";
import { ARTICLE_BODIES } from "./article-bodies.server";
import { ARTICLES, PRODUCT_ARTICLES, articleBySlug, relatedArticles } from "./articles";
import { LEGAL_PAGES, LEGAL_PAGES_AR, legalPage } from "./legal/index.server";
import { CONTENT_COPY } from "./page-copy";
import { LOCAL_OPTIONS, PRODUCT_PAGES } from "./product-pages";
import { PRODUCTS, PRODUCT_SLUGS } from "./products";
import { parseRichText, plainText, wordCount } from "./rich-text";

const site: SiteConfig = {
  name: "MarqueTest",
  url: "https://exemple.tn",
  phone: "+216 00 000 000",
  whatsappNumber: "21600000000",
  email: "contact@exemple.tn",
};

/** Every path a content link may point to. */
const KNOWN_PATHS = new Set([
  "/",
  "/blog",
  "/rendez-vous",
  "/reservation",
  ...ARTICLES.map((a) => a.link),
  ...PRODUCTS.map((p) => p.path),
  ...Object.keys(LEGAL_PAGES),
]);

/** Internal link targets of rich text, without their `?lang=` query. */
function internalLinks(source: string): string[] {
  return [...source.matchAll(/\]\((\/[^)\s#?]*)/g)].map((m) => m[1]!);
}

/**
 * The figures of a text (numbers with their decimal comma), for FR/AR
 * comparison. Two French habits have no figure-for-figure Arabic equivalent:
 * «7 jours sur 7» (Arabic: طوال أيام الأسبوع) and two-digit years in law
 * numbers («loi n° 94-36», Arabic: القانون عدد 36 لسنة 1994).
 */
function figures(source: string): string[] {
  const all = plainText(source)
    .replace(/7 jours sur 7/g, "")
    .replace(/n° (9\d)-(\d+)/g, "n° 19$1-$2")
    .replace(/(\d)[ \u202F](?=\d{3}\b)/g, "$1")
    .match(/\d+(?:,\d+)?/g);
  return [...new Set(all)].sort();
}

describe("articles", () => {
  test("five articles, newest first, with their publication dates", () => {
    expect(ARTICLES.map((a) => [a.slug, a.date])).toEqual([
      ["facturation-electronique-tunisie", "2025-01-15"],
      ["comment-choisir-erp", "2025-01-12"],
      ["digitalisation-medicale-tunisie", "2025-01-10"],
      ["cloud-vs-installation-locale", "2025-01-08"],
      ["optimisation-gestion-stock-erp", "2025-01-05"],
    ]);
  });

  test.each(ARTICLES.map((a) => [a.slug, a] as const))(
    "%s is a long guide with two valid related articles",
    (slug, article) => {
      const body = ARTICLE_BODIES.fr[slug]!;
      expect(wordCount(body)).toBeGreaterThanOrEqual(900);
      expect(parseRichText(body).filter((b) => b.type === "h2").length).toBeGreaterThanOrEqual(5);
      const related = relatedArticles(article);
      expect(related).toHaveLength(2);
      expect(related.map((r) => r.slug)).not.toContain(slug);
      expect(article.keywords.length).toBeGreaterThanOrEqual(4);
      for (const link of internalLinks(body))
        expect(KNOWN_PATHS, `${slug} → ${link}`).toContain(link);
    },
  );

  test("the spec's stated figures appear where they belong", () => {
    const text = (slug: string) => plainText(ARTICLE_BODIES.fr[slug]!);
    const invoicing = text("facturation-electronique-tunisie");
    for (const figure of [
      "60 %",
      "15 minutes",
      "3 minutes",
      "janvier 2024",
      "juillet 2025",
      "janvier 2026",
      "El Fatoora",
      "TTN",
    ])
      expect(invoicing).toContain(figure);
    const medical = text("digitalisation-medicale-tunisie");
    for (const figure of ["40 %", "25 %", "15 %", "60 %", "2004-63", "INPDP"])
      expect(medical).toContain(figure);
    const stock = text("optimisation-gestion-stock-erp");
    for (const figure of [
      "30 à 50 %",
      "80 % de ruptures",
      "70 %",
      "15 à 25 %",
      "20 %",
      "80 %",
      "30 %",
      "15 %",
      "50 %",
      "5 %",
      "95 %",
    ])
      expect(stock).toContain(figure);
    expect(text("cloud-vs-installation-locale")).toContain("99,9 %");
    expect(text("cloud-vs-installation-locale")).toContain("49 DT");
  });
});

describe("Arabic articles", () => {
  test.each(ARTICLES.map((a) => [a.slug] as const))(
    "%s: a full translation with the same sections, links and figures",
    (slug) => {
      const fr = ARTICLE_BODIES.fr[slug]!;
      const ar = ARTICLE_BODIES.ar[slug]!;
      expect(ar, slug).toBeDefined();
      // Arabic needs fewer words than French for the same text (articles, clitics).
      expect(wordCount(ar)).toBeGreaterThanOrEqual(0.7 * wordCount(fr));
      const shape = (body: string, lang: "fr" | "ar") =>
        parseRichText(body, lang).map((b) => b.type);
      expect(shape(ar, "ar")).toEqual(shape(fr, "fr"));
      expect(internalLinks(ar)).toEqual(internalLinks(fr));
      expect(figures(ar)).toEqual(figures(fr));
      expect(plainText(ar)).not.toMatch(/[a-zà-ÿ]{4,} [a-zà-ÿ]{4,} [a-zà-ÿ]{4,}/);
      const article = articleBySlug(slug, "ar")!;
      expect(article.title).toMatch(/[\u0600-\u06FF]/);
      expect(article.excerpt).toMatch(/[\u0600-\u06FF]/);
      expect(relatedArticles(article, "ar").map((r) => r.title)).toEqual(
        relatedArticles(article, "fr").map((r) => articleBySlug(r.slug, "ar")!.title),
      );
    },
  );
});

describe("product pages", () => {
  test.each(PRODUCT_SLUGS.map((s) => [s]))(
    "%s has complete French and Arabic copy and two related articles",
    (slug) => {
      for (const lang of ["fr", "ar"] as const) {
        const page = PRODUCT_PAGES[slug][lang];
        expect(page.features.split("|").length).toBeGreaterThanOrEqual(6);
        expect(page.benefits.length).toBeGreaterThanOrEqual(4);
        for (const value of [
          page.title,
          page.subtitle,
          page.description,
          page.metaDescription,
          page.imageAlt,
        ])
          expect(value.trim()).not.toBe("");
      }
      expect(PRODUCT_PAGES[slug].fr.features.split("|")).toHaveLength(
        PRODUCT_PAGES[slug].ar.features.split("|").length,
      );
      expect(PRODUCT_ARTICLES[slug]!.map((s) => articleBySlug(s)?.slug)).toEqual(
        PRODUCT_ARTICLES[slug],
      );
    },
  );

  test("local-install options carry their published prices", () => {
    expect(Object.fromEntries(LOCAL_OPTIONS.map((o) => [o.key, o.price]))).toEqual({
      phone: 100,
      emailChat: 0,
      drafts: 80,
      payment: 150,
      backup: 90,
    });
    expect(CONTENT_COPY.fr.optionsTitle).toBe("Support et options pour Installation locale");
    expect(Object.keys(CONTENT_COPY.ar.options)).toEqual(Object.keys(CONTENT_COPY.fr.options));
  });
});

describe("legal pages", () => {
  const page = (path: string) => legalPage(path, site)!;

  test("section counts, last update and brand", () => {
    expect(page("/cgv").sections).toHaveLength(8);
    expect(page("/politique-confidentialite").sections).toHaveLength(10);
    expect(page("/mentions-legales").sections.map((s) => s.title)).toEqual([
      "Éditeur du site",
      "Directeur de la publication",
      "Hébergement",
      "Propriété intellectuelle",
      "Protection des données personnelles",
      "Cookies",
      "Responsabilité",
    ]);
    for (const path of Object.keys(LEGAL_PAGES)) {
      expect(page(path).updated).toBe("mars 2025");
      expect(JSON.stringify(page(path))).toContain("MarqueTest");
    }
    expect(legalPage("/autre", site)).toBeUndefined();
  });

  test("the CGV and privacy policy state the sales and retention terms", () => {
    const text = (path: string) => plainText(JSON.stringify(LEGAL_PAGES[path]!(site)));
    const cgv = text("/cgv");
    for (const term of [
      "hors taxes",
      "virement",
      "chèque",
      "espèces",
      "30 %",
      "24 à 48 heures",
      "trois (3) mois",
      "trente (30) jours",
      "limitée au montant effectivement payé",
    ])
      expect(cgv).toContain(term);
    const privacy = text("/politique-confidentialite");
    for (const term of [
      "5 ans après la fin de la relation",
      "3 ans sans interaction",
      "13 mois au maximum",
      "2004-63",
      "INPDP",
      "droit d'accès",
      "droit de rectification",
      "droit d'opposition",
      // The audience is counted by the site itself, without cookies (decision 0062).
      "sans cookie et sans outil tiers",
      "n'est jamais enregistrée",
      "l'empreinte est effacée à la fin de la journée",
      "Statistiques de visite (totaux par jour)",
    ])
      expect(privacy).toContain(term);
    const privacyAr = JSON.stringify(legalPage("/politique-confidentialite", site, "ar", "", {}));
    for (const term of ["قيس الجمهور", "ولا يُسجَّل أبدًا", "وتُحذف البصمة في نهاية اليوم"])
      expect(privacyAr).toContain(term);
  });

  test("the legal notice publishes the company's identity and its host: the operator's facts, or a visible placeholder", () => {
    const notice = (lang: "fr" | "ar", facts = {}) =>
      JSON.stringify(legalPage("/mentions-legales", site, lang, "", facts)).replace(/\u202F/g, " ");
    const facts = {
      rne: "1234567A",
      taxId: "1234567/A/M/000",
      registeredAddress: "12 rue du Lac, 1053 Tunis",
      hostName: "Hébergeur SA",
      hostAddress: "1 avenue des Serveurs, Tunis",
      hostPhone: "+216 71 000 000",
    };
    for (const lang of ["fr", "ar"] as const) {
      for (const value of Object.values(facts)) expect(notice(lang, facts)).toContain(value);
      expect(notice(lang)).not.toMatch(/simple demande|بمجرد طلب/);
    }
    expect(notice("fr").match(/\[à compléter\]/g)).toHaveLength(6);
    expect(notice("ar").match(/\[غير محدد بعد\]/g)).toHaveLength(6);
  });

  test("internal links of legal pages resolve", () => {
    for (const source of [...Object.values(LEGAL_PAGES), ...Object.values(LEGAL_PAGES_AR)]) {
      for (const link of internalLinks(JSON.stringify(source(site))))
        expect(KNOWN_PATHS).toContain(link);
    }
  });

  test.each(Object.keys(LEGAL_PAGES).map((p) => [p]))(
    "%s in Arabic: same sections and figures, and the French text prevails",
    (path) => {
      const fr = legalPage(path, site, "fr")!;
      const ar = legalPage(path, site, "ar")!;
      expect(ar.sections).toHaveLength(fr.sections.length);
      expect(ar.updated).toBe("مارس 2025");
      expect(ar.title).toMatch(/[\u0600-\u06FF]/);
      const source = (lang: "fr" | "ar") =>
        JSON.stringify((lang === "ar" ? LEGAL_PAGES_AR : LEGAL_PAGES)[path]!(site));
      // The notice links to the French page, which the Arabic one must name as prevailing.
      expect(source("ar")).toContain(`(${path}?lang=fr)`);
      expect(source("ar")).toContain("يُعتمد");
      expect(figures(source("ar"))).toEqual(figures(source("fr")));
      expect(new Set(ar.sections.map((s) => s.id)).size).toBe(ar.sections.length);
    },
  );
});

test("every article and product has its SVG art and its JPEG social preview", () => {
  const images = [
    ...ARTICLES.map((a) => a.image),
    ...PRODUCT_SLUGS.map((s) => PRODUCT_PAGES[s].fr.image),
  ];
  for (const image of images) {
    for (const file of [image, image.replace(/\.svg$/, ".jpg")])
      expect(fs.existsSync(path.join("public", file)), file).toBe(true);
  }
});
