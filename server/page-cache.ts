import crypto from "node:crypto";
import type http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { languageFrom, type Language } from "../app/i18n/language";
import { logger } from "../app/infra/logger.server";
import { logRequest } from "./request-log";
import { contentSecurityPolicy, fixedSecurityHeaders } from "./security-headers";

/**
 * Public pages whose HTML depends on nothing but the build, the language and
 * the path, kept as precompressed bytes (see docs/decisions/0011). Never a
 * page carrying a form ticket (appointment pages), never a signed-in visitor,
 * never a response that sets a cookie or is not a 200 HTML page.
 */
const CACHEABLE_PATH =
  /^\/(?:|blog|blog\/[a-z0-9-]+|solutions\/[a-z0-9-]+|cgv|mentions-legales|politique-confidentialite)$/;
const VALID_HOST = /^[\w.-]+(?::\d+)?$|^\[[\da-f:.]+\](?::\d+)?$/i;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/** Far more than the site's pages in both languages; a bound in case of a bug. */
const MAX_ENTRIES = 200;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One page in one language, whatever the build: what `invalidate` takes. */
export type PageKey = `${Language} ${string}`;
export const pageKey = (lang: Language, path: string): PageKey => `${lang} ${path}`;

type Encoding = "br" | "gzip" | "identity";
const TAG_SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz", identity: "" };
/** Without ?lang= the language comes from the cookie: a shared cache must key on it. */
type VaryKind = "lang in query" | "lang from cookie";
const VARY: Record<VaryKind, string> = {
  "lang in query": "Accept-Encoding",
  "lang from cookie": "Accept-Encoding, Cookie",
};

/** The status-200 and 304 heads of one encoding of a page, written once. */
interface Representation {
  /** Flat [name, value, …] lists, which `writeHead` takes as they are. */
  ok: Record<VaryKind, string[]>;
  notModified: Record<VaryKind, string[]>;
}

export interface CachedPage {
  /** The identity representation's tag; each encoding appends its own suffix. */
  tag: string;
  br: Buffer;
  gzip: Buffer;
  /** Content-Type, the security headers with the page's CSP, and the route's own headers. */
  headers: Record<string, string>;
  representations: Record<Encoding, Representation>;
}

/** br when the client takes it (q > 0), else gzip, else the plain bytes. */
function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  let gzipOk = false;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p))) continue;
    if (name === "br" || name === "*") return "br";
    if (name === "gzip") gzipOk = true;
  }
  return gzipOk ? "gzip" : "identity";
}

/**
 * Browsers send a handful of Accept-Encoding values: each is parsed once.
 * Bounded, since a client may send anything.
 */
const encodingOf = (() => {
  const known = new Map<string, Encoding>();
  return (header: string | undefined): Encoding => {
    if (!header) return "identity";
    let encoding = known.get(header);
    if (encoding === undefined) {
      if (known.size >= 100) known.clear();
      encoding = chooseEncoding(header);
      known.set(header, encoding);
    }
    return encoding;
  };
})();

export interface PageCacheOptions {
  /** Off in development and with PAGE_CACHE_SECONDS=0. */
  enabled: boolean;
  production: boolean;
  /** How long a shared cache (CDN) may keep a page, and serve it stale while it revalidates. */
  sharedMaxAgeSeconds: number;
  /** Told of every lookup of a cacheable page (metrics). */
  onLookup?: (result: "hit" | "miss") => void;
  /** The metrics label of a page's path (its route pattern). */
  routeLabel?: (path: string) => string;
}

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private filling = new Map<PageKey, Promise<CachedPage | undefined>>();
  /** Build the cached entries were rendered from; a new one empties the cache. */
  private buildId = "";
  /** Bumped by `invalidate`: a render begun before it is served once but never kept. */
  private generation = 0;
  /**
   * Nonce the cached pages are rendered with, never sent: it marks the inline
   * scripts our code wrote (only those are hashed into the CSP) and is then
   * removed, so the bytes are the same for every visitor.
   */
  private readonly renderNonce = crypto.randomBytes(18).toString("base64url");

  private readonly securityHeaders: [string, string][];
  private readonly cacheControl: string;

  constructor(private readonly options: PageCacheOptions) {
    this.securityHeaders = fixedSecurityHeaders(options.production);
    const seconds = options.sharedMaxAgeSeconds;
    this.cacheControl = `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
  }

  /** The page a request may be served from the cache as, else undefined. */
  keyFor(req: http.IncomingMessage): PageKey | undefined {
    if (!this.options.enabled || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
    const url = req.url ?? "";
    const queryStart = url.indexOf("?");
    const path = queryStart < 0 ? url : url.slice(0, queryStart);
    if (!CACHEABLE_PATH.test(path)) return undefined;
    // A Host that makes no URL is refused further down (400), as for every page.
    if (!VALID_HOST.test(req.headers.host ?? "")) return undefined;
    const cookie = req.headers.cookie ?? null;
    if (cookie && SESSION_COOKIE.test(cookie)) return undefined;
    const query = new URLSearchParams(queryStart < 0 ? "" : url.slice(queryStart + 1));
    // Any query other than ?lang= (tracking tags, cache busters) is rendered normally.
    for (const name of query.keys()) if (name !== "lang") return undefined;
    return pageKey(languageFrom(query.get("lang"), cookie), path);
  }

  /** Answers a request for a cached page, before Express runs; false when it is not one. */
  serveHit(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const key = this.keyFor(req);
    const page = key && this.lookup(key);
    if (!page) return false;
    this.options.onLookup?.("hit");
    const path = key.slice(key.indexOf(" ") + 1);
    logRequest(req, res, () => this.options.routeLabel?.(path) ?? path);
    this.send(req, res, page);
    return true;
  }

  /**
   * Renders a missed page once (concurrent requests for it wait for the same
   * render), keeps it and sends it. A response that turns out not cacheable
   * (a 404, a cookie) goes on to the ordinary handler instead.
   */
  renderMisses(
    buildId: () => Promise<string>,
    render: (req: ExpressRequest, res: ExpressResponse, nonce: string) => Promise<Response>,
  ): RequestHandler {
    return async (req, res, next) => {
      const key = req.method === "GET" ? this.keyFor(req) : undefined;
      if (!key) return next();
      this.options.onLookup?.("miss");
      try {
        const page = await this.fill(key, await buildId(), (nonce) => render(req, res, nonce));
        if (page) this.send(req, res, page);
        else next();
      } catch (error) {
        next(error);
      }
    };
  }

  /** Forgets these pages (every build): the next request renders them again. */
  invalidate(keys: Iterable<PageKey>): void {
    this.generation++;
    for (const key of keys) {
      this.entries.delete(`${this.buildId} ${key}`);
      this.filling.delete(key);
    }
  }

  /** Forgets every page (a change every page shows, such as the products in the navigation). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.filling.clear();
  }

  /** The kept page, if any. */
  lookup(key: PageKey): CachedPage | undefined {
    return this.entries.get(`${this.buildId} ${key}`);
  }

  /** Renders a page with the render nonce and keeps it if it is cacheable. */
  fill(
    key: PageKey,
    buildId: string,
    render: (nonce: string) => Promise<Response>,
  ): Promise<CachedPage | undefined> {
    const pending = this.filling.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = render(this.renderNonce)
      .then((response) => this.toPage(response))
      .then((page) => {
        if (page && generation === this.generation) this.keep(key, buildId, page);
        return page;
      })
      .catch((error: unknown) => {
        // Each waiting request then renders on its own and reports its own error.
        logger.error({ err: error, page: key }, "page cache: render failed");
        return undefined;
      })
      .finally(() => {
        if (this.filling.get(key) === promise) this.filling.delete(key);
      });
    this.filling.set(key, promise);
    return promise;
  }

  private keep(key: PageKey, buildId: string, page: CachedPage) {
    if (buildId !== this.buildId) {
      this.entries.clear();
      this.buildId = buildId;
    }
    if (this.entries.size >= MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(`${buildId} ${key}`, page);
  }

  /** The cacheable form of a rendered page, compressed once; undefined if it is not one. */
  private async toPage(response: Response): Promise<CachedPage | undefined> {
    const type = response.headers.get("content-type") ?? "";
    if (
      response.status !== 200 ||
      !type.startsWith("text/html") ||
      response.headers.has("set-cookie") ||
      /no-store|private/.test(response.headers.get("cache-control") ?? "")
    ) {
      await response.body?.cancel();
      return undefined;
    }
    const marker = ` nonce="${this.renderNonce}"`;
    const rendered = await response.text();
    const hashes = new Set<string>();
    for (const [, attributes, code] of rendered.matchAll(INLINE_SCRIPT)) {
      if (!attributes!.includes(marker) || /\ssrc=/.test(attributes!)) continue;
      hashes.add(`'sha256-${crypto.createHash("sha256").update(code!).digest("base64")}'`);
    }
    const html = rendered.replaceAll(marker, "");
    // The nonce anywhere else would make the bytes depend on this render: not cacheable.
    if (html.includes(this.renderNonce)) return undefined;
    const [br, gz] = await Promise.all([
      brotli(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      }),
      gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    const headers: Record<string, string> = Object.fromEntries(this.securityHeaders);
    for (const [name, value] of response.headers) {
      if (!/^(?:content-length|content-encoding|date|etag|vary|cache-control)$/.test(name)) {
        headers[name] = value;
      }
    }
    headers["Content-Security-Policy"] = contentSecurityPolicy(this.options.production, [
      ...hashes,
    ]);
    const tag = crypto.createHash("sha256").update(html).digest("base64url").slice(0, 27);
    return {
      tag,
      br,
      gzip: gz,
      headers,
      representations: {
        br: this.representation(tag, "br", br.length, headers),
        gzip: this.representation(tag, "gzip", gz.length, headers),
        identity: this.representation(tag, "identity", Buffer.byteLength(html), headers),
      },
    };
  }

  /**
   * The heads of one encoding, built once when the page is kept: a cache hit
   * then only picks them (it is served thousands of times a second).
   */
  private representation(
    tag: string,
    encoding: Encoding,
    length: number,
    headers: Record<string, string>,
  ): Representation {
    const heads = (vary: VaryKind, complete: boolean) => {
      const common = {
        ETag: `"${tag}${TAG_SUFFIX[encoding]}"`,
        // Browsers revalidate every time (a 304 costs a few bytes); a CDN keeps the page briefly.
        "Cache-Control": this.cacheControl,
        Vary: VARY[vary],
      };
      const all = complete
        ? {
            ...headers,
            ...common,
            ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
            "Content-Length": String(length),
          }
        : common;
      return Object.entries(all).flat();
    };
    const byVary = (complete: boolean) => ({
      "lang in query": heads("lang in query", complete),
      "lang from cookie": heads("lang from cookie", complete),
    });
    return { ok: byVary(true), notModified: byVary(false) };
  }

  private send(req: http.IncomingMessage, res: http.ServerResponse, page: CachedPage) {
    const encoding = encodingOf(req.headers["accept-encoding"]);
    const representation = page.representations[encoding];
    const vary: VaryKind = req.url?.includes("lang=") ? "lang in query" : "lang from cookie";
    if (this.matches(req.headers["if-none-match"], page.tag)) {
      res.writeHead(304, representation.notModified[vary]).end();
      return;
    }
    res.writeHead(200, representation.ok[vary]);
    if (req.method === "HEAD") res.end();
    // The plain bytes are rare (no browser refuses gzip): made again each time rather than kept.
    else res.end(encoding === "identity" ? zlib.gunzipSync(page.gzip) : page[encoding]);
  }

  /** If-None-Match names this content in any encoding (weak comparison, as RFC 9110 asks). */
  private matches(header: string | undefined, tag: string): boolean {
    if (!header) return false;
    return header.split(",").some((candidate) => {
      const value = candidate.trim().replace(/^W\//, "");
      return value === "*" || value.replace(/-(?:br|gz)"$/, '"') === `"${tag}"`;
    });
  }
}
