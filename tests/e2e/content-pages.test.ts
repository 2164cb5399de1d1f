import { describe, expect, test } from "vitest";
import { DESKTOP, PHONE, newPage } from "../support/browser";
import { sharedSite } from "../support/site";

const site = sharedSite();

async function html(path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`${site.server.url}${path}`);
  return { status: res.status, body: await res.text() };
}

function title(body: string): string | undefined {
  return body.match(/<title>([^<]*)<\/title>/)?.[1];
}

function jsonLd(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const PAGES: [string, string, string][] = [
  ["/blog", "Blog\u202F: guides pour les PME et cabinets médicaux en Tunisie", "Blog"],
  [
    "/blog/facturation-electronique-tunisie",
    "Facturation électronique en Tunisie\u202F: le guide complet",
    "Facturation électronique en Tunisie\u202F: le guide complet",
  ],
  [
    "/blog/comment-choisir-erp",
    "Comment choisir son ERP\u202F: les critères essentiels",
    "Comment choisir son ERP\u202F: les critères essentiels",
  ],
  [
    "/blog/digitalisation-medicale-tunisie",
    "Digitalisation médicale en Tunisie\u202F: cabinets et cliniques",
    "Digitalisation médicale en Tunisie\u202F: cabinets et cliniques",
  ],
  [
    "/blog/cloud-vs-installation-locale",
    "Cloud ou installation locale\u202F: que choisir\u202F?",
    "Cloud ou installation locale\u202F: que choisir\u202F?",
  ],
  [
    "/blog/optimisation-gestion-stock-erp",
    "Optimiser sa gestion de stock avec un ERP",
    "Optimiser sa gestion de stock avec un ERP",
  ],
  ["/solutions/digifact", "DigiFact — Facturation électronique conforme El Fatoora", "DigiFact"],
  ["/solutions/digierp", "DigiERP — La gestion complète de votre entreprise", "DigiERP"],
  ["/solutions/digimed", "DigiMed — Gestion de cabinet médical et de clinique", "DigiMed"],
  ["/cgv", "Conditions Générales de Vente", "Conditions Générales de Vente"],
  ["/mentions-legales", "Mentions Légales", "Mentions Légales"],
  ["/politique-confidentialite", "Politique de Confidentialité", "Politique de Confidentialité"],
];

const decode = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");

describe("raw server HTML", () => {
  test.each(PAGES)(
    "%s answers 200 with its title, h1 and RSS link",
    async (path, pageTitle, h1) => {
      const { status, body } = await html(path);
      expect(status).toBe(200);
      expect(decode(title(body)!)).toBe(`${pageTitle} | DigiSolutions`);
      expect(decode(body.match(/<h1[^>]*>([^<]*)<\/h1>/)![1]!)).toBe(h1);
      expect(body).toContain(`<link rel="alternate" type="application/rss+xml"`);
      expect(body).toContain(`href="${site.server.url}/rss.xml"`);
      const image = body.match(/<meta property="og:image" content="([^"]+)"/)![1]!;
      expect((await fetch(image)).status).toBe(200);
    },
  );

  test("Arabic product, article and legal pages are Arabic from head to body, right to left", async () => {
    const product = await html("/solutions/digimed?lang=ar");
    expect(product.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(title(product.body)).toBe(
      "DigiMed — التصرف في العيادات الطبية والمصحات | DigiSolutions",
    );
    expect(product.body).toContain("الدعم والخيارات للتثبيت المحلي");
    // The article's reading time is a counted noun, its related cards' button a singular imperative.
    const guide = await html("/blog/comment-choisir-erp?lang=ar");
    expect(guide.body).toMatch(/مدة القراءة: (\d+ دقائق|\d+ دقيقة|دقيقة واحدة|دقيقتين)</);
    expect(guide.body).toContain("اقرأ المقال");
    expect(guide.body).not.toContain("اقرؤوا");
    for (const [path, h1] of [
      [
        "/blog/comment-choisir-erp",
        "كيف تختارون نظام تخطيط موارد المؤسسة (ERP): المعايير الأساسية",
      ],
      ["/cgv", "الشروط العامة للبيع"],
    ] as const) {
      const { status, body } = await html(`${path}?lang=ar`);
      expect(status).toBe(200);
      expect(body).toMatch(/<html lang="ar" dir="rtl"/);
      const main = body.slice(body.indexOf('<main id="main"'), body.indexOf("</main>"));
      // No French island any more: the whole page is the Arabic text.
      expect(main).not.toContain('lang="fr"');
      expect(decode(main.match(/<h1[^>]*>([^<]*)<\/h1>/)![1]!)).toBe(h1);
      expect(decode(title(body)!)).toBe(`${h1} | DigiSolutions`);
      expect(body).toContain('<meta property="og:locale" content="ar_TN"/>');
      expect(body).toContain(`<link rel="canonical" href="${site.server.url}${path}?lang=ar"/>`);
      expect(body).toContain(
        `<link rel="alternate" hrefLang="fr" href="${site.server.url}${path}"/>`,
      );
      expect(body).toContain(`href="${site.server.url}/rss.xml?lang=ar"`);
      expect(body).toContain('title="DigiSolutions — المدونة"');
      // The French page that the hreflang pair names is the French text.
      const french = await html(path);
      expect(french.body).toMatch(/<html lang="fr" dir="ltr"/);
    }
    const [article] = jsonLd((await html("/blog/comment-choisir-erp?lang=ar")).body);
    expect(article).toMatchObject({
      "@type": "Article",
      inLanguage: "ar-TN",
      url: `${site.server.url}/blog/comment-choisir-erp?lang=ar`,
    });
    expect(article!.keywords).toContain("نظام تخطيط موارد المؤسسة");
  });

  test("an unknown path, product or article is the 404 page inside the site, in its language", async () => {
    for (const path of ["/solutions/digipos", "/blog/article-inconnu", "/nulle-part"]) {
      const { status, body } = await html(path);
      expect(status).toBe(404);
      expect(body).toContain("Oops! Page not found");
      expect(decode(body)).toContain("Retour à l'accueil");
      expect(body).toContain("<header");
      expect(body).toContain("<footer");
      expect(body).toContain('<meta name="robots" content="noindex"/>');
    }
    for (const path of ["/solutions/digipos?lang=ar", "/blog/xyz?lang=ar", "/nulle-part?lang=ar"]) {
      const { status, body } = await html(path);
      expect(status).toBe(404);
      expect(body).toMatch(/<html lang="ar" dir="rtl"/);
      expect(body).not.toContain("Oops!");
      expect(body).not.toContain("Return to Home");
      for (const text of [
        "عذرًا، الصفحة غير موجودة",
        "الصفحة المطلوبة غير موجودة أو نُقلت إلى عنوان آخر.",
        "العودة إلى الصفحة الرئيسية",
      ])
        expect(body).toContain(text);
      expect(body).toContain("<header");
      expect(body).toContain("<footer");
      expect(title(body)).toBe("الصفحة غير موجودة | DigiSolutions");
    }
  });

  test("blog dates in French long format, newest first", async () => {
    const { body } = await html("/blog");
    const dates = [...body.matchAll(/<time dateTime="([\d-]+)"[^>]*>([^<]+)<\/time>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(dates).toEqual([
      ["2025-01-15", "15 janvier 2025"],
      ["2025-01-12", "12 janvier 2025"],
      ["2025-01-10", "10 janvier 2025"],
      ["2025-01-08", "8 janvier 2025"],
      ["2025-01-05", "5 janvier 2025"],
    ]);
  });

  test("article meta: type, publication date, keywords; JSON-LD Article and BreadcrumbList", async () => {
    const { body } = await html("/blog/facturation-electronique-tunisie");
    expect(body).toContain('<meta property="og:type" content="article"/>');
    expect(body).toContain('<meta property="article:published_time" content="2025-01-15"/>');
    expect(body).toMatch(
      /<meta name="keywords" content="facturation électronique, El Fatoora, TTN/,
    );
    expect(body).toContain('<time dateTime="2025-01-15">15 janvier 2025</time>');
    const [article, breadcrumb] = jsonLd(body);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "Facturation électronique en Tunisie\u202F: le guide complet",
      datePublished: "2025-01-15",
      inLanguage: "fr-TN",
      author: { name: "DigiSolutions" },
    });
    expect(article!.keywords).toContain("El Fatoora");
    expect(article!.wordCount).toBeGreaterThanOrEqual(900);
    expect(breadcrumb).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Blog", item: `${site.server.url}/blog` },
        { position: 2, item: `${site.server.url}/blog/facturation-electronique-tunisie` },
      ],
    });
  });

  test("product JSON-LD carries the TND prices, local and cloud", async () => {
    const expected = { digifact: "159.00", digierp: "600.00", digimed: "400.00" };
    for (const [slug, local] of Object.entries(expected)) {
      const { body } = await html(`/solutions/${slug}`);
      const [product, breadcrumb] = jsonLd(body);
      expect(product!["@type"]).toBe("Product");
      const offers = product!.offers as { price: string; priceCurrency: string; name: string }[];
      expect(offers.map((o) => [o.price, o.priceCurrency])).toEqual([
        [local, "TND"],
        ["550.00", "TND"],
      ]);
      expect(offers[0]!.name).toContain("Installation locale");
      expect(breadcrumb).toMatchObject({
        "@type": "BreadcrumbList",
        itemListElement: [
          { name: "Solutions", item: `${site.server.url}/#solutions` },
          { position: 2 },
        ],
      });
    }
  });
});

test("the Arabic RSS feed lists the Arabic articles at their Arabic addresses", async () => {
  const xml = await (await fetch(`${site.server.url}/rss.xml?lang=ar`)).text();
  expect(xml).toContain("<language>ar-TN</language>");
  expect(xml).toContain("<title>DigiSolutions — المدونة</title>");
  expect(xml).toContain("<title>الفوترة الإلكترونية في تونس: الدليل الشامل</title>");
  expect(xml).toContain(
    `<link>${site.server.url}/blog/facturation-electronique-tunisie?lang=ar</link>`,
  );
  expect(xml).not.toContain("Facturation électronique en Tunisie");
  const french = await (await fetch(`${site.server.url}/rss.xml`)).text();
  expect(french).toContain("<language>fr-TN</language>");
  expect(french).toContain("<title>DigiSolutions — Blog</title>");
  expect(french).not.toContain("الفوترة");
});

test("the RSS feed parses and lists the five articles with their dates", async () => {
  const res = await fetch(`${site.server.url}/rss.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/rss+xml");
  const xml = await res.text();
  const { page } = await newPage(site.browser);
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    return {
      version: doc.documentElement.getAttribute("version"),
      channel: doc.querySelector("channel > title")?.textContent,
      items: [...doc.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent,
        link: item.querySelector("link")?.textContent,
        pubDate: item.querySelector("pubDate")?.textContent,
      })),
    };
  }, xml);
  await page.context().close();
  expect(parsed).not.toBeNull();
  expect(parsed!.version).toBe("2.0");
  expect(parsed!.channel).toBe("DigiSolutions — Blog");
  expect(parsed!.items.map((i) => i.pubDate)).toEqual([
    "Wed, 15 Jan 2025 00:00:00 GMT",
    "Sun, 12 Jan 2025 00:00:00 GMT",
    "Fri, 10 Jan 2025 00:00:00 GMT",
    "Wed, 08 Jan 2025 00:00:00 GMT",
    "Sun, 05 Jan 2025 00:00:00 GMT",
  ]);
  expect(parsed!.items[3]).toMatchObject({
    title: "Cloud ou installation locale\u202F: que choisir\u202F?",
    link: `${site.server.url}/blog/cloud-vs-installation-locale`,
  });
  for (const item of parsed!.items) expect((await fetch(item.link!)).status).toBe(200);
});

test("sitemap.xml lists every content page", async () => {
  const xml = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  for (const [path] of PAGES) expect(xml).toContain(`<loc>${site.server.url}${path}</loc>`);
});

describe("in Chromium", () => {
  test("product page: breadcrumb, header buttons, local options and related articles", async () => {
    const { page, errors } = await newPage(site.browser);
    await page.goto(`${site.server.url}/solutions/digierp`);
    const crumbs = page.getByRole("navigation", { name: "Fil d'Ariane" });
    await expect
      .poll(() => crumbs.getByRole("link", { name: "Solutions" }).getAttribute("href"))
      .toBe("/");
    await expect.poll(() => crumbs.locator('[aria-current="page"]').textContent()).toBe("DigiERP");
    await page.getByRole("button", { name: "Commander maintenant" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain("DigiERP");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => page.getByRole("link", { name: "Prendre RDV" }).getAttribute("href"))
      .toBe("/rendez-vous");
    await expect
      .poll(() =>
        page.getByRole("link", { name: "Demander un devis à un expert" }).getAttribute("href"),
      )
      .toBe("/reservation");
    const options = page.locator("section", {
      has: page.getByRole("heading", { name: "Support et options pour Installation locale" }),
    });
    const rows = (await options.locator("li").allInnerTexts()).map((t) =>
      t.replace(/\s+/g, " ").trim(),
    );
    expect(rows).toEqual([
      "Support téléphonique premium +100 DT",
      "Support par e-mail et chat Gratuit",
      "Module d'impression des traites bancaires (Tunisie) +80 DT",
      "Module de paiement en ligne +150 DT",
      "Module de sauvegarde automatique +90 DT",
    ]);
    await expect
      .poll(() => options.getByText("contrat de maintenance séparé").isVisible())
      .toBe(true);
    for (const text of ["Clé USB", "Cloud", "Installation locale avec services optionnels"])
      await expect
        .poll(() => page.getByRole("heading", { name: text, exact: true }).isVisible())
        .toBe(true);
    const features = page
      .locator("section", { has: page.getByRole("heading", { name: "Fonctionnalités" }) })
      .locator("li");
    await expect.poll(() => features.count()).toBe(8);
    await page.getByRole("link", { name: /Lire la suite : Optimiser sa gestion de stock/ }).click();
    await expect
      .poll(() => page.locator("h1").textContent())
      .toBe("Optimiser sa gestion de stock avec un ERP");
    expect(page.url()).toBe(`${site.server.url}/blog/optimisation-gestion-stock-erp`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("article on a phone in Arabic: Arabic body right to left, CTA to /#contact, two related cards", async () => {
    const { page, errors } = await newPage(site.browser, PHONE);
    await page.goto(`${site.server.url}/blog/digitalisation-medicale-tunisie?lang=ar`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    const paragraph = page.locator("article p").nth(1);
    await expect
      .poll(() =>
        paragraph.evaluate((p) => [
          p.closest("[lang]")!.getAttribute("lang"),
          getComputedStyle(p).direction,
        ]),
      )
      .toEqual(["ar", "rtl"]);
    await expect
      .poll(() => page.locator("h1").textContent())
      .toBe("رقمنة القطاع الطبي في تونس: العيادات والمصحات");
    await expect.poll(() => page.getByText("نُشر في 10 جانفي 2025").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("فريق DigiSolutions").isVisible()).toBe(true);
    // A figure with its sign stays as written inside Arabic text.
    const figure = page.locator("article bdi", { hasText: "40%" }).first();
    await expect.poll(() => figure.evaluate((b) => getComputedStyle(b).direction)).toBe("ltr");
    await expect
      .poll(() => page.getByRole("link", { name: "اتصلوا بنا" }).getAttribute("href"))
      .toBe("/#contact");
    const related = page
      .locator("section", { has: page.getByRole("heading", { name: "مقالات مشابهة" }) })
      .locator("article");
    await expect.poll(() => related.count()).toBe(2);
    await expect
      .poll(() => related.first().locator("h3").textContent())
      .toBe("السحابة أم التثبيت المحلي: أيهما تختارون؟");
    await page
      .getByRole("navigation", { name: "مسار التنقل" })
      .getByRole("link", { name: "المدونة" })
      .click();
    await page.waitForURL("**/blog");
    await expect.poll(() => page.locator("h1").textContent()).toBe("المدونة");
    await expect.poll(() => page.locator("article").count()).toBe(5);
    await expect
      .poll(() => page.locator("article h2").first().textContent())
      .toBe("الفوترة الإلكترونية في تونس: الدليل الشامل");
    await expect
      .poll(() => page.locator("article time").first().textContent())
      .toBe("15 جانفي 2025");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("on a desktop, guides, legal pages and the booking form read in a column of 48 rem", async () => {
    const { page } = await newPage(site.browser, DESKTOP);
    for (const [path, column] of [
      ["/blog/comment-choisir-erp", "main h1"],
      ["/cgv", "main h1"],
      ["/reservation?lang=ar", "section[aria-labelledby=form-title]"],
    ] as const) {
      await page.goto(`${site.server.url}${path}`);
      // 48 rem less the side padding (2 rem each side at this width); 68 rem before the fix.
      const width = await page.locator(column).evaluate((e) => e.getBoundingClientRect().width);
      expect(width, path).toBe(704);
    }
    await page.context().close();
  });

  test("legal pages in Arabic: last update, numbered sections, the French text prevails and is one click away", async () => {
    const { page } = await newPage(site.browser);
    for (const [path, count] of [
      ["/cgv", 8],
      ["/mentions-legales", 7],
      ["/politique-confidentialite", 10],
    ] as const) {
      await page.goto(`${site.server.url}${path}?lang=ar`);
      await expect.poll(() => page.getByText("آخر تحيين: مارس 2025").isVisible()).toBe(true);
      const headings = await page.locator("section > h2").allTextContents();
      expect(headings).toHaveLength(count);
      headings.forEach((h, i) => expect(h.startsWith(`${i + 1}. `)).toBe(true));
      await expect
        .poll(() => page.locator("h1").evaluate((h) => getComputedStyle(h).direction))
        .toBe("rtl");
      const french = page.getByRole("link", { name: "النص الفرنسي" });
      await expect.poll(() => french.getAttribute("href")).toBe(`${path}?lang=fr`);
      await expect.poll(() => page.getByText("يُعتمد").first().isVisible()).toBe(true);
    }
    await page.getByRole("link", { name: "النص الفرنسي" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Politique de Confidentialité");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("fr");
    // The Arabic visit stored the language: the French text is asked for explicitly.
    await page.goto(`${site.server.url}/politique-confidentialite?lang=fr`);
    for (const text of [
      "5 ans après la fin de la relation commerciale",
      "3 ans sans interaction de leur part",
      "13 mois au maximum",
    ])
      await expect.poll(() => page.getByRole("cell", { name: text }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText("Dernière mise à jour : mars 2025").isVisible())
      .toBe(true);
    await page.goto(`${site.server.url}/politique-confidentialite?lang=ar`);
    for (const text of ["5 سنوات بعد انتهاء العلاقة التجارية", "13 شهرًا على أقصى تقدير"])
      await expect.poll(() => page.getByRole("cell", { name: text }).isVisible()).toBe(true);
    await page.context().close();
  });
});
