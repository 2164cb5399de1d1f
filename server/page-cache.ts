import type { Request as ExpressRequest } from "express";
import { languageFromRequest } from "../app/i18n/language";

/**
 * Rendered public content pages, kept for a short time per path and language
 * (DESIGN §5 throughput). Only pages whose HTML depends on nothing but the
 * code's content and the language are listed: never a page carrying a form
 * ticket (appointment pages), never a signed-in visitor, never a response
 * that sets a cookie. Each hit gets this response's CSP nonce in place of
 * the one it was rendered with.
 */
const CACHEABLE_PATH =
  /^\/(?:|blog|blog\/[a-z0-9-]+|solutions\/[a-z0-9-]+|cgv|mentions-legales|politique-confidentialite)$/;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const MAX_ENTRIES = 200;

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
  expires: number;
}

export class PageCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  /** The cache key of a request that may be served from the cache, else undefined. */
  keyFor(req: ExpressRequest, request: Request): string | undefined {
    if (this.ttlMs <= 0 || req.method !== "GET") return undefined;
    if (!CACHEABLE_PATH.test(req.path)) return undefined;
    if (SESSION_COOKIE.test(req.headers.cookie ?? "")) return undefined;
    // Any query other than ?lang= (tracking tags, cache busters) bypasses the cache.
    const params = new URL(request.url).searchParams;
    for (const name of params.keys()) if (name !== "lang") return undefined;
    return `${languageFromRequest(request)} ${req.path}`;
  }

  get(key: string, nonce: string): Response | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return new Response(entry.body.replaceAll(entry.nonce, nonce), {
      status: entry.status,
      headers: entry.headers,
    });
  }

  /** Keeps a cacheable answer; returns an equivalent Response (the body was read). */
  async put(key: string, nonce: string, response: Response): Promise<Response> {
    const type = response.headers.get("content-type") ?? "";
    if (
      response.status !== 200 ||
      !type.startsWith("text/html") ||
      response.headers.has("set-cookie") ||
      /no-store|private/.test(response.headers.get("cache-control") ?? "")
    ) {
      return response;
    }
    const body = await response.text();
    const headers = [...response.headers.entries()];
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, {
      status: response.status,
      headers,
      body,
      nonce,
      expires: Date.now() + this.ttlMs,
    });
    return new Response(body, { status: response.status, headers });
  }
}
