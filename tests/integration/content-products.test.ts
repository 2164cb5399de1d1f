import { afterAll, beforeAll, expect, test } from "vitest";
import { count } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { contentProducts, contentRevisions } from "../../db/schema";
import { productFormSchema, productFormValues } from "~/features/content/product-form";
import { Refused } from "~/domain/result";
import {
  CONFLICT_MESSAGE,
  createProduct,
  productById,
  restoreProduct,
  saveProduct,
} from "~/features/content/products.server";
import { revisionHistory } from "~/features/content/revisions.server";
import {
  priceTableRows,
  productPage,
  redirectedProductPath,
} from "~/features/content/pages.server";
import { catalog, onContentChange, siteContent } from "~/features/content/store.server";
import { createTestDatabase } from "../support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const alice = { userId: "u-alice", email: "alice@exemple.tn" };
const bob = { userId: "u-bob", email: "bob@exemple.tn" };

/** The form as the browser posts it, with some fields changed. */
async function formFor(id: string, changes: Record<string, string> = {}) {
  const product = (await productById(handle.db, id))!;
  return productFormSchema.parse({ ...productFormValues(product), ...changes });
}

test("a fresh database holds today's products, in order, with today's prices", async () => {
  const content = await siteContent(handle.db);
  expect(catalog(content).map((p) => [p.path, p.priceLocal])).toEqual([
    ["/solutions/digifact", 159],
    ["/solutions/digierp", 600],
    ["/solutions/digimed", 400],
  ]);
});

test("the unchanged form of every product parses back to the same document", async () => {
  const { products } = await siteContent(handle.db);
  expect(products).toHaveLength(3);
  for (const product of products) {
    const parsed = await formFor(product.id);
    expect(parsed.data).toEqual(product.data);
  }
});

test("a save is a revision; the history shows who changed what; a restore puts it back", async () => {
  const changes: string[] = [];
  const stop = onContentChange((change) => changes.push(change));
  const version = await saveProduct(
    handle.db,
    "digierp",
    await formFor("digierp", { priceLocal: "650" }),
    alice,
  );
  stop();
  expect(version).toBe(2);
  // The cached content was dropped: every page reads the new price.
  expect(changes).toEqual(["all"]);
  const content = await siteContent(handle.db);
  expect(productPage(content, "digierp", "fr")!.product.priceLocal).toBe(650);
  expect(priceTableRows(content, "fr")).toContain("| DigiERP | 650 DT HT | 550 DT HT |");

  const history = await revisionHistory(handle.db, "product", "digierp");
  expect(history.map((r) => [r.version, r.authorEmail, r.changes])).toEqual([
    [2, alice.email, ["data.priceLocal"]],
    [1, null, ["version d'origine"]],
  ]);

  expect(await restoreProduct(handle.db, "digierp", 1, 2, bob)).toBe(3);
  const restored = (await productById(handle.db, "digierp"))!;
  expect(restored.data.priceLocal).toBe(600);
  expect((await revisionHistory(handle.db, "product", "digierp"))[0]).toMatchObject({
    version: 3,
    authorEmail: bob.email,
    changes: ["data.priceLocal"],
  });
});

test("of two administrators editing the same version, the second save is refused", async () => {
  const start = (await productById(handle.db, "digimed"))!.version;
  const first = await formFor("digimed", { priceCloud: "560" });
  const second = await formFor("digimed", { "fr.subtitle": "Autre sous-titre" });
  await saveProduct(handle.db, "digimed", first, alice);
  const refused = saveProduct(handle.db, "digimed", second, bob);
  await expect(refused).rejects.toBeInstanceOf(Refused);
  await expect(refused).rejects.toThrow(CONFLICT_MESSAGE);
  const now = (await productById(handle.db, "digimed"))!;
  expect(now.version).toBe(start + 1);
  expect(now.data.priceCloud).toBe(560);
  expect(now.data.fr.subtitle).not.toBe("Autre sous-titre");
});

test("a new product gets its page; a slug change keeps the old address as a redirect", async () => {
  const blank = productFormSchema.safeParse({ ...productFormValues(), version: "0" });
  expect(blank.success).toBe(false);
  expect(blank.error!.issues[0]!.message).toBe("Adresse : deux caractères au moins.");

  const source = (await productById(handle.db, "digifact"))!;
  const input = productFormSchema.parse({
    ...productFormValues(source),
    slug: "digistock",
    name: "DigiStock",
    version: "0",
  });
  const id = await createProduct(handle.db, input, alice);
  let content = await siteContent(handle.db);
  expect(catalog(content).at(-1)).toMatchObject({ slug: "digistock", name: "DigiStock" });

  const taken = productFormSchema.parse({ ...productFormValues(source), slug: "digistock" });
  await expect(saveProduct(handle.db, "digifact", taken, alice)).rejects.toThrow(
    "L'adresse /solutions/digistock est déjà celle d'un autre produit",
  );

  await saveProduct(handle.db, id, await formFor(id, { slug: "digi-stock" }), alice);
  content = await siteContent(handle.db);
  expect(productPage(content, "digistock", "fr")).toBeUndefined();
  expect(redirectedProductPath(content, "digistock")).toBe("/solutions/digi-stock");
  expect(productPage(content, "digi-stock", "ar")!.product.name).toBe("DigiStock");
});

test("an invalid form stores nothing and says what is wrong in French", async () => {
  const before = await handle.db.select({ n: count() }).from(contentRevisions);
  const values = productFormValues((await productById(handle.db, "digifact"))!);
  const parsed = productFormSchema.safeParse({ ...values, priceLocal: "cent" });
  expect(parsed.error!.issues[0]!.message).toBe(
    "Prix de l'installation locale : un nombre entier de dinars (par exemple 600).",
  );
  const noArabic = productFormSchema.safeParse({ ...values, "ar.title": "  " });
  expect(noArabic.error!.issues[0]!.message).toBe("Titre (arabe) : champ obligatoire.");
  expect(await handle.db.select({ n: count() }).from(contentRevisions)).toEqual(before);
  expect((await handle.db.select({ n: count() }).from(contentProducts))[0]!.n).toBe(4);
});
