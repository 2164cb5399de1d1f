import { afterAll, beforeAll, expect, test } from "vitest";
import { count } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { contentRevisions } from "../../db/schema";
import { blockFormValues, blockRows, parseBlockForm } from "~/features/content/block-form";
import { blockByKey } from "~/features/content/blocks.server";
import { previewHomeTexts, previewProductPage } from "~/features/content/pages.server";
import { productFormSchema, productFormValues } from "~/features/content/product-form";
import { productById } from "~/features/content/products.server";
import { catalog, contentVersion, siteContent } from "~/features/content/store.server";
import { createTestDatabase } from "../support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

test("a preview draws the unsaved values in either language and stores nothing", async () => {
  const versionBefore = await contentVersion(handle.db);
  const product = (await productById(handle.db, "digierp"))!;
  const input = productFormSchema.parse({
    ...productFormValues(product),
    priceLocal: "777",
    "fr.subtitle": "Nouveau sous-titre : à voir",
    "ar.subtitle": "عنوان فرعي جديد",
    active: "",
  });
  const content = await siteContent(handle.db);
  const fr = previewProductPage(content, "digierp", input, "fr");
  expect(fr.product.priceLocal).toBe(777);
  // French typography as a save would apply it.
  expect(fr.page.subtitle).toBe("Nouveau sous-titre\u202F: à voir");
  expect(previewProductPage(content, "digierp", input, "ar").page.subtitle).toBe("عنوان فرعي جديد");

  // A new product (no id) under a new address is drawn too.
  const fresh = productFormSchema.parse({
    ...productFormValues(product),
    slug: "digistock",
    name: "DigiStock",
    version: "0",
  });
  expect(previewProductPage(content, null, fresh, "fr").product).toMatchObject({
    name: "DigiStock",
    path: "/solutions/digistock",
  });

  expect(await contentVersion(handle.db)).toBe(versionBefore);
  expect((await productById(handle.db, "digierp"))!.data.priceLocal).toBe(600);
  const after = await siteContent(handle.db);
  expect(catalog(after).map((p) => [p.slug, p.priceLocal])).toEqual([
    ["digifact", 159],
    ["digierp", 600],
    ["digimed", 400],
  ]);
  const [revisions] = await handle.db.select({ n: count() }).from(contentRevisions);
  expect(revisions!.n).toBe(0);
});

test("a home preview replaces the edited list only, typeset as a save would, and stores nothing", async () => {
  const versionBefore = await contentVersion(handle.db);
  const faq = (await blockByKey(handle.db, "faq"))!;
  const rows = blockRows("faq", faq.data);
  rows[0]!.fr.answer = "Oui : en brouillon.";
  rows[0]!.ar.answer = "نعم، مسودة.";
  const parsed = parseBlockForm("faq", blockFormValues("faq", rows, faq.version));
  if (!parsed.ok) throw new Error(parsed.message);
  const content = await siteContent(handle.db);
  const fr = previewHomeTexts(content, "faq", parsed.input, "fr");
  expect(fr.faq.items[0]!.answer).toBe("Oui\u202F: en brouillon.");
  expect(fr.faq.items.slice(1)).toEqual(content.blocks.faq.fr.slice(1));
  // The other lists and texts are the saved ones.
  expect(fr.testimonials.items).toEqual(content.blocks.testimonials.fr);
  expect(previewHomeTexts(content, "faq", parsed.input, "ar").faq.items[0]!.answer).toBe(
    "نعم، مسودة.",
  );

  expect(await contentVersion(handle.db)).toBe(versionBefore);
  expect((await blockByKey(handle.db, "faq"))!.data).toEqual(faq.data);
  expect((await siteContent(handle.db)).blocks.faq.fr[0]!.answer).not.toContain("brouillon");
});
