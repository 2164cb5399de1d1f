import crypto from "node:crypto";
import http from "node:http";
import sharp from "sharp";
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
 * B's poll of the content version (about 2 s), without a restart; a cover
 * uploaded on A is served by B at once (it is in the database, not on A's disk).
 */
/** The status of a conditional GET, as a browser revalidating its cache sends it. */
function revalidate(url: string, etag: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "If-None-Match": etag } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on("error", reject);
  });
}

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
    await expect
      .poll(() => visitor.getByTestId("faq-item").first().textContent())
      .toContain(answer);

    await expect
      .poll(() => html(b, "/solutions/digierp"), { timeout: 15_000, interval: 500 })
      .toContain("640 DT");
    await visitor.goto(`${b.url}/solutions/digierp`);
    await visitor.getByRole("button", { name: "Commander maintenant" }).first().click();
    await expect.poll(() => visitor.getByRole("dialog").textContent()).toMatch(/640\sDT\sHT/);
  });

  test("a cover uploaded on A is served by B, byte for byte, with the same headers", async () => {
    const { page: editor } = await newPage(browser);
    await signInAs(editor, a, admin);
    const cookies = await editor.context().cookies(a.url);
    const photo = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${a.url}/admin/articles/cover`, {
      method: "POST",
      headers: {
        Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
        Origin: a.url,
        "Content-Type": "image/jpeg",
      },
      body: new Uint8Array(photo),
    });
    expect(uploaded.status).toBe(201);
    const cover = (await uploaded.json()) as { image: string; socialImage: string };

    for (const [path, type] of [
      [cover.image, "image/webp"],
      [cover.socialImage, "image/jpeg"],
    ] as const) {
      const fromA = await fetch(`${a.url}${path}`);
      const fromB = await fetch(`${b.url}${path}`);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      const bytes = Buffer.from(await fromB.arrayBuffer());
      expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
      expect((await sharp(bytes).metadata()).format).toBe(type === "image/webp" ? "webp" : "jpeg");
      expect(fromB.headers.get("content-type")).toBe(type);
      expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(fromB.headers.get("x-content-type-options")).toBe("nosniff");
      expect(fromB.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      // A browser that has it asks again with its tag: nothing is sent back. (Not with
      // fetch: a fetch with If-None-Match also sends Cache-Control: no-cache, a forced reload.)
      expect(await revalidate(`${b.url}${path}`, fromB.headers.get("etag")!)).toBe(304);
    }
    expect((await fetch(`${b.url}/media/covers/0123456789abcdef0123-640.webp`)).status).toBe(404);
  });
});
