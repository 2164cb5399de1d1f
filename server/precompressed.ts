import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = { br: ".br", gzip: ".gz" } as const;

/**
 * Serves the `.br` and `.gz` files the build wrote beside the hashed assets
 * (server/vite-precompress.ts) to clients that accept them, brotli first:
 * smaller than on-the-fly compression and free of its CPU cost. Other
 * clients, and builds without these files, fall through to the static
 * handler and the compression middleware.
 */
export function precompressedAssets(dir: string): RequestHandler {
  let files: Set<string>;
  try {
    files = new Set(fs.readdirSync(dir).map((f) => `/${f}`));
  } catch {
    files = new Set(); // no build yet (development)
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const offered = (["br", "gzip"] as const).filter((e) => files.has(req.path + ENCODINGS[e]));
    if (offered.length === 0) return next();
    const encoding = req.acceptsEncodings(...offered, "identity");
    if (encoding !== "br" && encoding !== "gzip") return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    res.vary("Accept-Encoding");
    // sendFile keeps the Content-Type set above (it would not know ".br" or ".gz").
    res.sendFile(
      `${req.path.slice(1)}${ENCODINGS[encoding]}`,
      { root: dir, immutable: true, maxAge: "1y" },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
