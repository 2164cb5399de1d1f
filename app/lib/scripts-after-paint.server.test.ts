import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { rewriteScriptsAfterPaint, scriptsAfterPaint } from "./scripts-after-paint.server";

/** The shape React Router writes: preloads in the head, then the inline module at the end. */
const PAGE =
  '<!DOCTYPE html><html lang="ar"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="icon" href="/favicon.svg"/></head><body><h1>مرحبا — é</h1>' +
  '<p>&lt;link rel="modulepreload"&gt; in text</p>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/home.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client.js");</script>' +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

const HEAD_AFTER =
  '<!DOCTYPE html><html lang="ar"><head><meta charSet="utf-8"/>' +
  '<link rel="icon" href="/favicon.svg"/></head><body><h1>مرحبا — é</h1>' +
  '<p>&lt;link rel="modulepreload"&gt; in text</p>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>';

describe("rewriteScriptsAfterPaint", () => {
  test("leaves a page drawn as islands as it is (its own module already waits for a paint)", () => {
    const islands =
      '<html><body><script type="application/json" id="page-data">{}</script>' +
      '<script type="module" data-islands="bootstrap">await import("/assets/islands-a.js");</script>' +
      '<script type="module" src="/assets/x.js"></script></body></html>';
    expect(rewriteScriptsAfterPaint(islands)).toBe(islands);
  });

  const out = rewriteScriptsAfterPaint(PAGE);
  const module = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;

  test("takes the preloads out of the HTML and leaves the rest byte for byte", () => {
    expect(out.startsWith(HEAD_AFTER)).toBe(true);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(
      out.endsWith(
        '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>',
      ),
    ).toBe(true);
  });

  test("the module waits for a painted frame, then preloads the same files at low priority", () => {
    const wait = module.indexOf('.observe({ type: "paint", buffered: true })');
    const preload = module.indexOf('link.rel = "modulepreload"');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(preload).toBeGreaterThan(wait);
    expect(module).toContain('link.fetchPriority = "low"');
    expect(module).toContain(
      '["/assets/entry.client.js","/assets/framework.js","/assets/root.js"]',
    );
  });

  test("the route modules are imported in order after the preloads, then the entry as before", () => {
    const root = module.indexOf('const route0 = await import("/assets/root.js");');
    const home = module.indexOf('const route1 = await import("/assets/home.js");');
    expect(root).toBeGreaterThan(module.indexOf('link.rel = "modulepreload"'));
    expect(home).toBeGreaterThan(root);
    expect(module).not.toMatch(/^\s*import \* as/m);
    expect(module).toMatch(
      /window\.__reactRouterRouteModules = \{"root":route0,"routes\/home":route1\};\n\nimport\("\/assets\/entry\.client\.js"\);$/,
    );
  });

  test("a page without React Router's module is left as it is", () => {
    const bare = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(rewriteScriptsAfterPaint(bare)).toBe(bare);
  });
});

describe("scriptsAfterPaint (stream)", () => {
  const rewrite = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(scriptsAfterPaint()));
  const expected = rewriteScriptsAfterPaint(PAGE);

  test("gives the same page however the stream is cut, even inside a character", async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const twoChunks = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(twoChunks, `cut at byte ${cut}`).toBe(expected);
    }
    expect(await rewrite([...bytes].map((b) => Buffer.from([b])))).toBe(expected);
  });
});
