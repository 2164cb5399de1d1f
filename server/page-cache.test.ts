import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import zlib from "node:zlib";
import { PageCache, pageKey, type CachedPage } from "./page-cache";

const cache = () => new PageCache({ enabled: true, production: true, sharedMaxAgeSeconds: 30 });

/** A rendered page whose first inline script carries the render nonce, as entry.server writes it. */
function page(text: string, init: ResponseInit = {}) {
  return (nonce: string) =>
    Promise.resolve(
      new Response(
        `<html><head><script nonce="${nonce}">go()</script></head><body>${text}` +
          `<script>injected()</script><script type="module" src="/assets/a.js" nonce="${nonce}"></script></body></html>`,
        { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, ...init },
      ),
    );
}

const html = (kept: CachedPage | undefined) => zlib.gunzipSync(kept!.gzip).toString();

describe("PageCache", () => {
  test("hashes only the scripts it rendered and removes its nonce from the bytes", async () => {
    let nonce = "";
    const kept = await cache().fill(pageKey("fr", "/"), "build-1", (n) => {
      nonce = n;
      return page("prix")(n);
    });
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(html(kept)).not.toContain(nonce);
    expect(html(kept)).not.toContain("nonce=");
    const csp = kept!.headers["Content-Security-Policy"]!;
    const hash = (code: string) => crypto.createHash("sha256").update(code).digest("base64");
    expect(csp).toContain(`'sha256-${hash("go()")}'`);
    // A script our code did not write (no render nonce) stays blocked.
    expect(csp).not.toContain(hash("injected()"));
    expect(csp.split(";").find((d) => d.includes("script-src"))).not.toMatch(
      /nonce-|unsafe-inline/,
    );
  });

  test("concurrent misses share one render", async () => {
    const c = cache();
    let renders = 0;
    const render = (nonce: string) => {
      renders++;
      return page("x")(nonce);
    };
    const [a, b] = await Promise.all([
      c.fill(pageKey("fr", "/blog"), "b", render),
      c.fill(pageKey("fr", "/blog"), "b", render),
    ]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(c.lookup(pageKey("fr", "/blog"))).toBe(a);
  });

  test("a page invalidated while it renders is served to its waiting requests but never kept", async () => {
    const c = cache();
    const key = pageKey("ar", "/solutions/digifact");
    let release!: () => void;
    const slow = (nonce: string) =>
      new Promise<Response>((resolve) => {
        release = () => void page("ancien prix")(nonce).then(resolve);
      });
    const inFlight = c.fill(key, "b", slow);
    c.invalidate([key]);
    // A request after the edit does not join the old render.
    const fresh = c.fill(key, "b", page("nouveau prix"));
    release();
    expect(html(await inFlight)).toContain("ancien prix");
    expect(html(await fresh)).toContain("nouveau prix");
    expect(html(c.lookup(key))).toContain("nouveau prix");
  });

  test("a failed render leaves nothing behind: the next request renders again", async () => {
    const c = cache();
    const key = pageKey("fr", "/");
    expect(await c.fill(key, "b", () => Promise.reject(new Error("panne")))).toBeUndefined();
    expect(html(await c.fill(key, "b", page("revenu")))).toContain("revenu");
  });

  test("invalidate forgets exactly the pages named", async () => {
    const c = cache();
    const keys = [pageKey("fr", "/"), pageKey("ar", "/"), pageKey("fr", "/cgv")];
    for (const key of keys) await c.fill(key, "b", page(key));
    c.invalidate([pageKey("ar", "/")]);
    expect(keys.map((key) => c.lookup(key) !== undefined)).toEqual([true, false, true]);
  });

  test("a new build empties the cache", async () => {
    const c = cache();
    await c.fill(pageKey("fr", "/"), "build-1", page("a"));
    await c.fill(pageKey("fr", "/cgv"), "build-2", page("b"));
    expect(c.lookup(pageKey("fr", "/"))).toBeUndefined();
    expect(html(c.lookup(pageKey("fr", "/cgv")))).toContain("b");
  });

  test.each([
    ["a 404", { status: 404 }],
    ["a cookie", { headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } }],
    ["private", { headers: { "Content-Type": "text/html", "Cache-Control": "private" } }],
  ])("%s is not kept", async (_what, init) => {
    const c = cache();
    expect(await c.fill(pageKey("fr", "/"), "b", page("x", init))).toBeUndefined();
    expect(c.lookup(pageKey("fr", "/"))).toBeUndefined();
  });
});
