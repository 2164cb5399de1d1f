import crypto from "node:crypto";
import zlib from "node:zlib";
import { beforeAll, describe, expect, test } from "vitest";
import { sessionCookie } from "../support/admin";
import { newPage, PHONE, hydrated } from "../support/browser";
import { adminSite } from "../support/site";

/**
 * Public pages served from the precompressed page cache (docs/decisions/0011):
 * the same bytes for every visitor, a CSP of script hashes the browser
 * accepts, revalidation by ETag, and never a cached page for a signed-in
 * administrator or a page carrying a form ticket.
 */
let adminCookie: string;

const site = adminSite({ label: "cache" });
beforeAll(async () => {
  adminCookie = await sessionCookie(site.server, site.admin);
});

const PAGES = ["/", "/?lang=ar", "/blog", "/solutions/digifact", "/cgv?lang=ar"];

async function raw(path: string, headers: Record<string, string> = {}) {
  // Node's fetch decodes bodies: read the bytes as sent through a plain HTTP request instead.
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(site.server.url + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const scriptSrc = (csp: string | undefined) =>
  (csp ?? "").split(";").find((d) => d.trim().startsWith("script-src")) ?? "";

describe("cached public pages", () => {
  test.each(PAGES)(
    "%s: identical brotli and gzip bytes on every request, both decoding to the same HTML",
    async (path) => {
      const br1 = await raw(path, { "accept-encoding": "gzip, deflate, br" });
      const br2 = await raw(path, { "accept-encoding": "gzip, deflate, br" });
      const gz1 = await raw(path, { "accept-encoding": "gzip" });
      const gz2 = await raw(path, { "accept-encoding": "gzip" });
      const plain = await raw(path, { "accept-encoding": "identity" });
      for (const res of [br1, br2, gz1, gz2, plain]) {
        expect(res.status).toBe(200);
        expect(res.headers["cache-control"]).toMatch(/public/);
        expect(res.headers["cache-control"]).toMatch(/s-maxage=\d+/);
        expect(res.headers["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
        expect(res.headers["vary"]).toContain("Accept-Encoding");
        expect(res.headers["etag"]).toMatch(/^"[\w-]+"$/); // strong: no W/
        expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
      }
      expect(br1.headers["content-encoding"]).toBe("br");
      expect(gz1.headers["content-encoding"]).toBe("gzip");
      expect(br2.body.equals(br1.body)).toBe(true);
      expect(gz2.body.equals(gz1.body)).toBe(true);
      expect(br2.headers["etag"]).toBe(br1.headers["etag"]);
      expect(br2.headers["content-security-policy"]).toBe(br1.headers["content-security-policy"]);
      const html = plain.body.toString("utf8");
      expect(zlib.brotliDecompressSync(br1.body).toString("utf8")).toBe(html);
      expect(zlib.gunzipSync(gz1.body).toString("utf8")).toBe(html);
      expect(html).toContain(path.includes("lang=ar") ? 'dir="rtl"' : 'dir="ltr"');
      // Without ?lang= the cookie picks the language: shared caches must key on it.
      if (!path.includes("lang=")) expect(br1.headers["vary"]).toContain("Cookie");
    },
  );

  test("every inline script is allowed by its hash; no nonce, no unsafe-inline", async () => {
    for (const path of PAGES) {
      const res = await raw(path, { "accept-encoding": "identity" });
      const html = res.body.toString("utf8");
      const policy = scriptSrc(res.headers["content-security-policy"]);
      expect(policy, path).not.toMatch(/nonce-|unsafe-inline|unsafe-eval/);
      expect(html, path).not.toMatch(/\snonce="/);
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        // Data blocks (JSON-LD, the islands' page data) are not run: no hash needed.
        ([, attributes]) => !/\ssrc=|application\/(ld\+)?json/.test(attributes!),
      );
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, , code] of inline) {
        const hash = crypto.createHash("sha256").update(code!).digest("base64");
        expect(policy, `${path}: ${code!.slice(0, 60)}`).toContain(`'sha256-${hash}'`);
      }
    }
  });

  test("a matching If-None-Match gets 304 without a body, in either encoding", async () => {
    const first = await raw("/blog", { "accept-encoding": "br" });
    const again = await raw("/blog", {
      "accept-encoding": "br",
      "if-none-match": first.headers["etag"]!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["etag"]).toBe(first.headers["etag"]);
    // A tag a CDN kept for the gzip variant also proves the content unchanged.
    const gz = await raw("/blog", { "accept-encoding": "gzip" });
    const crossed = await raw("/blog", {
      "accept-encoding": "br",
      "if-none-match": gz.headers["etag"]!,
    });
    expect(crossed.status).toBe(304);
    const stale = await raw("/blog", { "accept-encoding": "br", "if-none-match": '"autre"' });
    expect(stale.status).toBe(200);
    // Another page's tag does not match.
    const other = await raw("/cgv", {
      "accept-encoding": "br",
      "if-none-match": first.headers["etag"]!,
    });
    expect(other.status).toBe(200);
  });

  test("the pages run in Chromium without a single CSP violation", async () => {
    const { page, errors } = await newPage(site.browser, PHONE);
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      );
    });
    for (const path of PAGES) {
      const response = await page.goto(site.server.url + path);
      expect(response?.headers()["content-security-policy"], path).toContain("'sha256-");
      await hydrated(page);
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, path).toEqual([]);
    }
    // Hydrated and working: the menu opens on a phone.
    await page.goto(`${site.server.url}/blog?lang=fr`);
    await hydrated(page);
    const menu = page.getByRole("button", { name: "Ouvrir le menu" });
    await menu.click();
    await page.getByRole("button", { name: "Fermer le menu" }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("never cached", () => {
  test("a signed-in administrator gets a page rendered for this request, with a nonce", async () => {
    for (const path of ["/", "/?lang=ar", "/blog"]) {
      const a = await raw(path, { cookie: adminCookie, "accept-encoding": "identity" });
      const b = await raw(path, { cookie: adminCookie, "accept-encoding": "identity" });
      for (const res of [a, b]) {
        expect(res.status, path).toBe(200);
        expect(res.headers["etag"], path).toBeUndefined();
        expect(res.headers["cache-control"] ?? "", path).not.toMatch(/public|s-maxage/);
        expect(scriptSrc(res.headers["content-security-policy"]), path).toMatch(/'nonce-/);
      }
      const nonceOf = (res: typeof a) =>
        /'nonce-([^']+)'/.exec(res.headers["content-security-policy"]!)![1]!;
      expect(nonceOf(a)).not.toBe(nonceOf(b));
      expect(a.body.toString()).toContain(`nonce="${nonceOf(a)}"`);
    }
  });

  test("a page carrying a form ticket is rendered for each visitor", async () => {
    const ticket = (html: string) => /name="_ticket" value="([^"]+)"/.exec(html)?.[1];
    for (const path of ["/rendez-vous", "/reservation?lang=ar"]) {
      const a = await raw(path, { "accept-encoding": "identity" });
      const b = await raw(path, { "accept-encoding": "identity" });
      expect(a.status, path).toBe(200);
      expect(a.headers["etag"], path).toBeUndefined();
      expect(scriptSrc(a.headers["content-security-policy"]), path).toMatch(/'nonce-/);
      expect(ticket(a.body.toString()), path).toBeDefined();
      expect(ticket(b.body.toString()), path).not.toBe(ticket(a.body.toString()));
    }
  });

  test("a query other than ?lang= and an unknown article are rendered, not cached", async () => {
    const tagged = await raw("/?utm_source=x", { "accept-encoding": "identity" });
    expect(tagged.status).toBe(200);
    expect(tagged.headers["etag"]).toBeUndefined();
    const missing = await raw("/blog/article-inconnu", { "accept-encoding": "identity" });
    expect(missing.status).toBe(404);
    expect(missing.headers["etag"]).toBeUndefined();
    expect(scriptSrc(missing.headers["content-security-policy"])).toMatch(/'nonce-/);
  });
});
