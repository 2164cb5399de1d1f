import crypto from "node:crypto";
import type { RequestHandler } from "express";

/**
 * The Content-Security-Policy. Scripts run only from our origin or when
 * `scriptSources` allows them: this request's nonce, or the hashes of a
 * cached page's inline scripts (server/page-cache.ts). Styles allow inline
 * because the toast library and React style props need it (no script can
 * come through a style).
 */
export function contentSecurityPolicy(production: boolean, scriptSources: string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'" + (production ? "" : " ws: wss:"),
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The security headers every response carries besides the CSP. */
export function fixedSecurityHeaders(production: boolean): [string, string][] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ...(production
      ? [["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as [string, string]]
      : []),
  ];
}

/** Security headers for every response, with a fresh CSP nonce. */
export function securityHeaders({ production }: { production: boolean }): RequestHandler {
  const fixed = fixedSecurityHeaders(production);
  return (_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(production, [`'nonce-${nonce}'`]),
    );
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
