import { afterAll, beforeAll, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { productFormSchema, productFormValues } from "~/features/content/product-form";
import { productById, saveProduct } from "~/features/content/products.server";
import { catalog, siteContent, watchContentVersion } from "~/features/content/store.server";
import { createPostgresDatabase } from "../support/test-database";

/**
 * Two instances on one PostgreSQL database, each with its own pool and its
 * own content cache: a save on one is seen by the other within its poll
 * interval, without a restart.
 */
let drop: () => Promise<void>;
let a: DatabaseHandle;
let b: DatabaseHandle;
let stopWatch: () => void;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL (PostgreSQL) is required");
  const created = await createPostgresDatabase(process.env.DATABASE_URL);
  drop = created.drop;
  a = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
  b = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
  stopWatch = watchContentVersion(b.db, 50);
});
afterAll(async () => {
  stopWatch?.();
  await a?.close();
  await b?.close();
  await drop?.();
});

const priceOn = async (handle: DatabaseHandle) =>
  catalog(await siteContent(handle.db)).find((p) => p.slug === "digifact")!.priceLocal;

test("a price saved on one instance reaches the other instance's cache", async () => {
  expect(await priceOn(b)).toBe(159);
  const product = (await productById(a.db, "digifact"))!;
  const input = productFormSchema.parse({ ...productFormValues(product), priceLocal: "189" });
  await saveProduct(a.db, "digifact", input, { userId: "u-a", email: "a@exemple.tn" });
  // Instance A knows at once; B notices the content version within its poll.
  expect(await priceOn(a)).toBe(189);
  await expect.poll(() => priceOn(b), { timeout: 5_000, interval: 50 }).toBe(189);
});
