import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { openDatabase } from "../../db/client.server";
import { launchBrowser, newPage } from "../support/browser";
import { startTestServer, type TestServer } from "../support/server";
import { retype } from "../support/typing";
import { adminCredentials, createAdminUser, signInAs, type Credentials } from "../support/admin";
import { createPostgresDatabase } from "../support/test-database";

/**
 * Two server instances on one PostgreSQL database, each with its own content
 * and page caches: what an administrator saves on A is on B's pages within
 * B's poll of the content version (about 2 s), without a restart.
 */
describe.skipIf(!process.env.DATABASE_URL)("two instances sharing PostgreSQL", () => {
  let drop: () => Promise<void>;
  let a: TestServer;
  let b: TestServer;
  let browser: Browser;
  let admin: Credentials;

  beforeAll(async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL!);
    drop = created.drop;
    const handle = await openDatabase({ databaseUrl: created.url, poolSize: 1 });
    try {
      admin = await createAdminUser(handle, adminCredentials("instances"));
    } finally {
      await handle.close();
    }
    const env = {
      DATABASE_URL: created.url,
      BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    };
    [a, b] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await a?.stop();
    await b?.stop();
    await drop?.();
  });

  const html = async (server: TestServer, path: string) =>
    (await fetch(`${server.url}${path}`)).text();

  test("a price and a FAQ answer saved on A show on B's home page, product page and order dialog", async () => {
    const answer = "Oui, et la migration de vos données est comprise dans l'installation.";
    // B has both pages in its caches before the change.
    expect(await html(b, "/")).toContain("600 DT");
    expect(await html(b, "/solutions/digierp")).toContain("600 DT");

    const { page: editor } = await newPage(browser);
    await signInAs(editor, a, admin);
    await editor.goto(`${a.url}/admin/products/digierp`);
    await retype(editor, "priceLocal", "640");
    await editor.getByRole("button", { name: "Enregistrer" }).click();
    await editor.getByText("Produit enregistré").waitFor();
    await editor.goto(`${a.url}/admin/content/faq`);
    await retype(editor, "items.0.fr.answer", answer);
    await editor.getByRole("button", { name: "Enregistrer" }).click();
    await editor.getByText("Liste enregistrée").waitFor();

    const { page: visitor } = await newPage(browser);
    await expect
      .poll(
        async () => {
          await visitor.goto(`${b.url}/`);
          return visitor.getByTestId("product-card-digierp").textContent();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain("640 DT");
    expect(await visitor.getByTestId("faq-item").first().textContent()).toContain(answer);

    await expect
      .poll(() => html(b, "/solutions/digierp"), { timeout: 15_000, interval: 500 })
      .toContain("640 DT");
    await visitor.goto(`${b.url}/solutions/digierp`);
    await visitor.getByRole("button", { name: "Commander maintenant" }).first().click();
    await expect.poll(() => visitor.getByRole("dialog").textContent()).toMatch(/640\sDT\sHT/);
  });
});
