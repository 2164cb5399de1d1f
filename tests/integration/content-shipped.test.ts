import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import type { SiteContent } from "~/lib/catalog-types";
import { LEGAL_PAGES } from "~/content/legal/index.server";
import { parseRichText, plainText, wordCount } from "~/content/rich-text";
import { PROJECT_ROOT } from "~/infra/paths.server";
import { metaDescriptionWithPrices } from "~/features/content/pages.server";
import { siteContent } from "~/features/content/store.server";
import { figures, internalLinks } from "../support/text-checks";
import { createTestDatabase } from "../support/test-database";

/*
 * The content a fresh install serves, as migrations 0010 and 0015 seeded it
 * and 0020 corrected it. The migrations are the only copy of those texts
 * (decision 0083): what is checked here is what the database holds.
 */
const GUIDES = [
  "facturation-electronique-tunisie",
  "comment-choisir-erp",
  "digitalisation-medicale-tunisie",
  "cloud-vs-installation-locale",
  "optimisation-gestion-stock-erp",
] as const;

let handle: DatabaseHandle;
let content: SiteContent;
beforeAll(async () => {
  handle = await createTestDatabase();
  content = await siteContent(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

const guide = (slug: string) => content.articles.find((a) => a.slug === slug)!;

/** Every path a shipped text may link to. */
const knownPaths = () =>
  new Set([
    "/",
    "/blog",
    "/rendez-vous",
    "/reservation",
    ...content.articles.map((a) => `/blog/${a.slug}`),
    ...content.products.map((p) => `/solutions/${p.slug}`),
    ...Object.keys(LEGAL_PAGES),
  ]);

describe("the guides", () => {
  test("five guides, newest first", () => {
    expect(content.articles.map((a) => a.slug)).toEqual(GUIDES);
  });

  test.each(GUIDES.map((slug) => [slug]))(
    "%s is a long guide with two valid related articles",
    (slug) => {
      const { data } = guide(slug);
      expect(wordCount(data.fr.body)).toBeGreaterThanOrEqual(900);
      expect(
        parseRichText(data.fr.body).filter((b) => b.type === "h2").length,
      ).toBeGreaterThanOrEqual(5);
      expect(data.related).toHaveLength(2);
      expect(data.related).not.toContain(slug);
      for (const related of data.related) expect(GUIDES).toContain(related);
      expect(data.fr.keywords.length).toBeGreaterThanOrEqual(4);
      for (const link of internalLinks(data.fr.body))
        expect(knownPaths(), `${slug} → ${link}`).toContain(link);
    },
  );

  test.each(GUIDES.map((slug) => [slug]))(
    "%s in Arabic: a full translation with the same sections, links and figures",
    (slug) => {
      const { fr, ar } = guide(slug).data;
      // Arabic needs fewer words than French for the same text (articles, clitics).
      expect(wordCount(ar.body)).toBeGreaterThanOrEqual(0.7 * wordCount(fr.body));
      const shape = (body: string, lang: "fr" | "ar") =>
        parseRichText(body, lang).map((b) => b.type);
      expect(shape(ar.body, "ar")).toEqual(shape(fr.body, "fr"));
      expect(internalLinks(ar.body)).toEqual(internalLinks(fr.body));
      expect(figures(ar.body)).toEqual(figures(fr.body));
      expect(plainText(ar.body)).not.toMatch(/[a-zà-ÿ]{4,} [a-zà-ÿ]{4,} [a-zà-ÿ]{4,}/);
      expect(ar.title).toMatch(/[\u0600-\u06FF]/);
      expect(ar.excerpt).toMatch(/[\u0600-\u06FF]/);
    },
  );

  test("the spec's stated figures appear where they belong", () => {
    const text = (slug: string) => plainText(guide(slug).data.fr.body);
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

  test("the corrections of migration 0020: the calendar is announced and dated, the testimonials name nobody in full", () => {
    const { fr, ar } = guide("facturation-electronique-tunisie").data;
    expect(fr.body).toContain("Voici le calendrier annoncé");
    expect(fr.body).toContain("tel que connu au 27 novembre 2026");
    expect(ar.body).toContain("كما هي معروفة في 27 نوفمبر 2026");
    const testimonials = JSON.stringify(content.blocks.testimonials);
    expect(testimonials).not.toMatch(/Ben Ammar|Trabelsi|Mansour|بن عمار|الطرابلسي|منصور/);
    expect(testimonials).toContain("وكوّن فريقكم سكرتاريتي في صباح واحد");
  });
});

describe("the products", () => {
  test("three products with their prices and the same local-install options", () => {
    expect(
      content.products.map((p) => [
        p.slug,
        p.data.priceLocal,
        p.data.priceCloud,
        p.data.cloudMonthlyFrom,
      ]),
    ).toEqual([
      ["digifact", 159, 550, 49],
      ["digierp", 600, 550, 49],
      ["digimed", 400, 550, 49],
    ]);
    for (const { data } of content.products) {
      expect(Object.fromEntries(data.localOptions.map((o) => [o.key, o.price]))).toEqual({
        phone: 100,
        emailChat: 0,
        drafts: 80,
        payment: 150,
        backup: 90,
      });
      for (const option of data.localOptions) {
        expect(option.label.fr.trim()).not.toBe("");
        expect(option.label.ar).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  test("every product has complete French and Arabic copy and two related guides", () => {
    for (const { slug, data } of content.products) {
      for (const lang of ["fr", "ar"] as const) {
        const page = data[lang];
        expect(page.features.split("|").length, slug).toBeGreaterThanOrEqual(6);
        expect(page.benefits.length, slug).toBeGreaterThanOrEqual(4);
        expect(page.delivery, slug).toHaveLength(3);
        for (const value of [
          page.title,
          page.subtitle,
          page.description,
          page.metaDescription,
          page.imageAlt,
        ])
          expect(value.trim(), slug).not.toBe("");
      }
      expect(data.fr.features.split("|")).toHaveLength(data.ar.features.split("|").length);
      expect(data.relatedArticles).toHaveLength(2);
      for (const related of data.relatedArticles) expect(GUIDES).toContain(related);
    }
  });

  test("a shipped search description's prices, rewritten from the product's, read as they did", () => {
    for (const { data } of content.products) {
      for (const lang of ["fr", "ar"] as const) {
        const summary = data[lang].metaDescription;
        expect(metaDescriptionWithPrices(summary, data, lang)).toBe(summary);
      }
    }
  });

  test("every shipped search description gets the current prices once, in place of its own", () => {
    for (const { data } of content.products) {
      for (const lang of ["fr", "ar"] as const) {
        const text = metaDescriptionWithPrices(
          data[lang].metaDescription,
          { priceLocal: 1234, priceCloud: 567 },
          lang,
        );
        expect(text).toMatch(lang === "fr" ? /1\u202f234\sDT/ : /1234 دينارًا/);
        expect(text).toMatch(lang === "fr" ? /567\sDT/ : /567 دينارًا/);
        expect(text).not.toMatch(new RegExp(`\\b(${data.priceLocal}|${data.priceCloud})\\b`));
        expect(text.split(lang === "fr" ? "Licence locale" : "ترخيص محلي")).toHaveLength(2);
      }
    }
  });
});

test("every guide and product has its SVG art and its JPEG social preview", () => {
  const images = [
    ...content.articles.flatMap((a) => [a.data.image, a.data.socialImage]),
    ...content.products.flatMap((p) => [p.data.image, p.data.image.replace(/\.svg$/, ".jpg")]),
  ];
  expect(images).toHaveLength(16);
  for (const image of images)
    expect(fs.existsSync(path.join(PROJECT_ROOT, "public", image)), image).toBe(true);
});
