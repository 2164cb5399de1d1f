import { afterAll, beforeAll, expect, test } from "vitest";
import { count } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { contentRevisions } from "../../db/schema";
import { previewProductPage } from "~/features/content/pages.server";
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
