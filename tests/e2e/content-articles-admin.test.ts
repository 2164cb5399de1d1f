import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { COVER_MAX_BYTES, COVER_MESSAGES } from "../../app/features/content/cover-rules";
import { AXE_VARIANTS, axeViolations } from "../support/axe";
import { newPage, visit } from "../support/browser";
import { adminSite } from "../support/site";
import { signedInPage } from "../support/admin";
/** A cover an earlier version wrote as a file in the data directory. */
const LEGACY_COVER = "0a1b2c3d4e5f60718293-640.webp";
let legacyCover: Buffer;

const site = adminSite({
  label: "redaction",
  prepare: async (dataDir) => {
    legacyCover = await sharp({
      create: { width: 640, height: 336, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .webp()
      .toBuffer();
    fs.mkdirSync(path.join(dataDir, "uploads", "covers"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "covers", LEGACY_COVER), legacyCover);
  },
});

async function signedIn(options?: BrowserContextOptions): Promise<Page> {
  const { page } = await signedInPage(site.browser, site.server, site.admin, options);
  return page;
}

async function typeInto(page: Page, scope: string | null, label: string, value: string) {
  const root = scope ? page.getByTestId(scope) : page.locator("main");
  const field = root.getByLabel(label, { exact: true });
  await field.fill("");
  await field.pressSequentially(value);
}

const photo = () =>
  sharp({
    create: { width: 1400, height: 900, channels: 3, background: { r: 20, g: 110, b: 90 } },
  })
    .withExif({ IFD0: { Artist: "Photographe Secret" } })
    .jpeg()
    .toBuffer();

/** Tomorrow (UTC) at 09:00 Tunis time, as a datetime-local value. */
function tomorrowMorning(): string {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return `${day}T09:00`;
}

test("an administrator writes, previews, illustrates, schedules, publishes, renames and deletes an article", async () => {
  const admin = await signedIn();
  await admin.goto(`${site.server.url}/admin`);
  await admin.getByRole("link", { name: "Articles", exact: true }).click();
  await admin.getByRole("heading", { name: "Articles", level: 1 }).waitFor();
  await admin.getByRole("link", { name: "Nouvel article" }).click();
  await admin.getByRole("heading", { name: "Nouvel article", level: 1 }).waitFor();

  await typeInto(admin, null, "Adresse (/blog/…)", "guide-tva-2027");
  await typeInto(admin, null, "Articles liés", "comment-choisir-erp");
  await typeInto(admin, "texts-fr", "Titre", "Guide de la TVA 2027");
  await typeInto(admin, "texts-fr", "Résumé (carte du blog et flux RSS)", "Taux et délais.");
  await typeInto(
    admin,
    "texts-fr",
    "Description pour les moteurs de recherche",
    "Les taux de TVA en 2027.",
  );
  await typeInto(admin, "texts-fr", "Mots-clés", "TVA, Tunisie");
  await typeInto(admin, "texts-fr", "Texte alternatif de la couverture", "Une calculatrice");
  await typeInto(
    admin,
    "texts-fr",
    "Texte de l'article",
    "## Les taux\n\nLe taux normal est de **19 %**.\n\n- réduit\n- normal",
  );
  // The live preview draws the body as the public page does, while typing.
  const previewFr = admin.getByTestId("preview-fr");
  await previewFr.getByRole("heading", { name: "Les taux", level: 2 }).waitFor();
  await expect.poll(() => previewFr.locator("strong").textContent()).toContain("19");
  await expect.poll(() => previewFr.locator("li").count()).toBe(2);

  const arabic = admin.getByTestId("texts-ar");
  await expect
    .poll(() => arabic.getByLabel("Titre", { exact: true }).getAttribute("dir"))
    .toBe("rtl");
  await typeInto(admin, "texts-ar", "Titre", "دليل الأداء على القيمة المضافة");
  await typeInto(admin, "texts-ar", "Résumé (carte du blog et flux RSS)", "النسب والآجال.");
  await typeInto(admin, "texts-ar", "Description pour les moteurs de recherche", "نسب الأداء.");
  await typeInto(admin, "texts-ar", "Mots-clés", "الأداء, تونس");
  await typeInto(admin, "texts-ar", "Texte alternatif de la couverture", "آلة حاسبة");
  await typeInto(admin, "texts-ar", "Texte de l'article", "## النسب\n\nالنسبة العادية **19%**.");
  await admin.getByRole("button", { name: "Arabe (العربية)" }).click();
  const previewAr = admin.getByTestId("preview-ar");
  await previewAr.getByRole("heading", { name: "النسب", level: 2 }).waitFor();
  await expect.poll(() => previewAr.getAttribute("dir")).toBe("rtl");

  // A refused file first (its real content is text), then a photo.
  await admin.getByLabel("Image de couverture").setInputFiles({
    name: "shell.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<?php echo 1; ?>"),
  });
  await expect.poll(() => admin.getByRole("alert").first().textContent()).toBe(COVER_MESSAGES.type);
  await admin.getByLabel("Image de couverture").setInputFiles({
    name: "calculatrice.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(),
  });
  // Decoding and resizing take a moment: a locator wait retries for long enough.
  await admin.getByTestId("cover-state").getByText("Image reçue").waitFor();
  const cover = await admin.getByTestId("cover-image").getAttribute("src");
  expect(cover).toMatch(/^\/media\/covers\/[0-9a-f]{20}-640\.webp$/);
  const served = await fetch(`${site.server.url}${cover}`);
  expect(served.headers.get("content-type")).toBe("image/webp");
  expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  expect(Buffer.from(await served.arrayBuffer()).includes("Photographe Secret")).toBe(false);

  // Scheduled for tomorrow: not out yet.
  await admin.getByRole("radio", { name: "Programmé" }).check();
  await admin.getByLabel("Date et heure de publication (heure de Tunis)").fill(tomorrowMorning());
  await admin.getByRole("button", { name: "Créer l'article" }).click();
  await admin.getByText("Article enregistré").waitFor();
  const editUrl = admin.url().replace(/\?.*$/, "");
  expect((await fetch(`${site.server.url}/blog/guide-tva-2027`)).status).toBe(404);
  await admin.goto(`${site.server.url}/admin/articles`);
  const row = admin.getByRole("row").filter({ hasText: "Guide de la TVA 2027" });
  await expect.poll(() => row.textContent()).toContain("Programmé");

  // Published now: in the blog, the feed and the sitemap, in both languages.
  await admin.goto(editUrl);
  await admin.getByRole("radio", { name: "Publié" }).check();
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await admin.getByText("Article enregistré").waitFor();
  await expect
    .poll(() => admin.getByTestId("article-history").textContent())
    .toContain("Date et heure de publication");

  const { page: visitor } = await newPage(site.browser);
  await visitor.goto(`${site.server.url}/blog`);
  await visitor.getByRole("heading", { name: "Guide de la TVA 2027" }).waitFor();
  await visitor.goto(`${site.server.url}/blog/guide-tva-2027?lang=ar`);
  await visitor
    .getByRole("heading", { name: "دليل الأداء على القيمة المضافة", level: 1 })
    .waitFor();
  await expect.poll(() => visitor.locator("article img").first().getAttribute("src")).toBe(cover);
  await expect
    .poll(() => visitor.locator('meta[property="og:image"]').getAttribute("content"))
    .toMatch(/\/media\/covers\/[0-9a-f]{20}-1200x630\.jpg$/);
  const feed = await (await fetch(`${site.server.url}/rss.xml?lang=ar`)).text();
  expect(feed).toContain("<title>دليل الأداء على القيمة المضافة</title>");
  expect(await (await fetch(`${site.server.url}/rss.xml`)).text()).toContain(
    "Guide de la TVA 2027",
  );
  const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${site.server.url}/blog/guide-tva-2027</loc>`);
  expect(sitemap).toContain(`${site.server.url}/blog/guide-tva-2027?lang=ar</loc>`);

  // A new address: the old one moves permanently.
  await admin.goto(editUrl);
  await typeInto(admin, null, "Adresse (/blog/…)", "tva-2027");
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await admin.getByText("Article enregistré").waitFor();
  const moved = await fetch(`${site.server.url}/blog/guide-tva-2027?lang=ar`, {
    redirect: "manual",
  });
  expect(moved.status).toBe(301);
  expect(moved.headers.get("location")).toBe("/blog/tva-2027?lang=ar");

  // Deleted after confirming: 410, inside the site, in the page's language.
  await admin.getByRole("button", { name: "Supprimer l'article" }).click();
  const dialog = admin.getByRole("dialog", { name: "Supprimer cet article\u202F?" });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Supprimer définitivement" }).click();
  await admin.getByText("Article supprimé").waitFor();
  expect((await fetch(`${site.server.url}/blog/tva-2027`)).status).toBe(410);
  await visitor.goto(`${site.server.url}/blog/tva-2027?lang=ar`);
  await visitor.getByRole("heading", { name: "410", level: 1 }).waitFor();
  await expect.poll(() => visitor.locator("main").textContent()).toContain("مقال محذوف");
  await visitor.getByRole("banner").first().waitFor();
  await visitor.goto(`${site.server.url}/blog`);
  await expect
    .poll(() => visitor.locator("main").textContent())
    .not.toContain("Guide de la TVA 2027");
  expect(await (await fetch(`${site.server.url}/rss.xml`)).text()).not.toContain("TVA 2027");
  // A whole editing session through a real browser: longer than the default test timeout.
}, 240_000);

test("a second save from a stale form is refused with a clear message", async () => {
  const first = await signedIn();
  const second = await signedIn();
  for (const page of [first, second]) {
    await visit(page, `${site.server.url}/admin/articles/comment-choisir-erp`);
    await page.getByRole("heading", { name: "Modifier l'article", level: 1 }).waitFor();
  }
  await typeInto(first, "texts-fr", "Résumé (carte du blog et flux RSS)", "Résumé d'Alice.");
  await typeInto(second, "texts-fr", "Résumé (carte du blog et flux RSS)", "Résumé de Bob.");
  await first.getByRole("button", { name: "Enregistrer" }).click();
  await first.getByText("Article enregistré").waitFor();
  await second.getByRole("button", { name: "Enregistrer" }).click();
  await expect
    .poll(() => second.getByTestId("article-form-error").textContent())
    .toContain("modifié par un autre administrateur");
});

/**
 * Posts a body to the upload address with this page's session, and reads the
 * answer only once the whole body is sent: a client too busy to read while it
 * writes, whom a server that hangs up early leaves with a reset instead of
 * the message. `chunked` sends the body without declaring its length.
 */
async function upload(page: Page, body: Buffer, { chunked = false } = {}) {
  const cookies = await page.context().cookies();
  const { hostname, port } = new URL(site.server.url);
  const head = [
    "POST /admin/articles/cover HTTP/1.1",
    `Host: ${hostname}:${port}`,
    `Cookie: ${cookies.map((c) => `${c.name}=${c.value}`).join("; ")}`,
    `Origin: ${site.server.url}`,
    "Content-Type: image/jpeg",
    chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${body.length}`,
    "Connection: close",
    "",
    "",
  ].join("\r\n");
  const framed = chunked
    ? [Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from("\r\n0\r\n\r\n")]
    : [body];
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    socket.pause();
    socket.on("error", reject);
    socket.write(head);
    // Not `end()`: a client that half-closes has its request dropped by Node, browsers never do.
    socket.write(Buffer.concat(framed), () => {
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      // Everything is sent; a moment later the answer is read.
      setTimeout(() => socket.resume(), 300);
    });
  });
  const [status, ...rest] = answer.split("\r\n\r\n");
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(status!)?.[1]),
    message: (JSON.parse(rest.join("\r\n\r\n")) as { message?: string }).message,
  };
}

test("a cover file left by an earlier version is imported at start-up and served", async () => {
  const served = await fetch(`${site.server.url}/media/covers/${LEGACY_COVER}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/webp");
  expect(Buffer.from(await served.arrayBuffer()).equals(legacyCover)).toBe(true);
  expect(site.server.logs()).toContain("cover files imported into the database");
});

test("uploads: hostile files are refused with a French message, nothing is served", async () => {
  const page = await signedIn();
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  );
  const jpeg = await photo();
  expect(await upload(page, Buffer.from("<?php system($_GET['c']); ?>"))).toEqual({
    status: 415,
    message: COVER_MESSAGES.type,
  });
  expect(await upload(page, svg)).toEqual({ status: 415, message: COVER_MESSAGES.type });
  expect(await upload(page, jpeg.subarray(0, jpeg.length / 2))).toEqual({
    status: 400,
    message: COVER_MESSAGES.broken,
  });
  const started = Date.now();
  // A megabyte over the limit: the server drains a refused body for two seconds at
  // most, and fifty megabytes on a busy machine took longer (the reset hid the answer).
  expect(await upload(page, Buffer.alloc(COVER_MAX_BYTES + 1024 * 1024, 0xff))).toEqual({
    status: 413,
    message: COVER_MESSAGES.tooLarge,
  });
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(await upload(page, Buffer.alloc(8 * 1024 * 1024, 0xff), { chunked: true })).toEqual({
    status: 413,
    message: COVER_MESSAGES.tooLarge,
  });
  // Signed out: refused before anything is read.
  const anonymous = await fetch(`${site.server.url}/admin/articles/cover`, {
    method: "POST",
    headers: { Origin: site.server.url, "Content-Type": "image/jpeg" },
    body: new Uint8Array(jpeg),
  });
  expect(anonymous.status).toBe(401);
  expect((await fetch(`${site.server.url}/media/covers/..%2F..%2Fsecret.key`)).status).toBe(404);
  expect(site.server.logs()).not.toMatch(/"level":50/);
  // Six uploads, one of 50 MB, each decoded or refused by the server: slow on a busy machine.
}, 180_000);

for (const [label, options, rules] of AXE_VARIANTS) {
  test(`the article pages pass axe (WCAG 2.2 AA), ${label}`, async () => {
    const page = await signedIn(options);
    const found: Record<string, string[]> = {};
    for (const path of [
      "/admin/articles",
      "/admin/articles/new",
      "/admin/articles/facturation-electronique-tunisie",
    ]) {
      await page.goto(`${site.server.url}${path}`);
      await page.waitForLoadState("networkidle");
      const list = await axeViolations(page, rules);
      if (list.length) found[path] = list;
    }
    await page.getByRole("button", { name: "Supprimer l'article" }).click();
    await page.getByRole("dialog").waitFor();
    const dialog = await axeViolations(page, rules);
    if (dialog.length) found["delete dialog"] = dialog;
    await page.goto(`${site.server.url}/blog/facturation-electronique-tunisie`);
    expect(found).toEqual({});
  }, 180_000);
}
