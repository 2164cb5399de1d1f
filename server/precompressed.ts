import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * Serves the `.br` files the build wrote beside the hashed assets
 * (server/vite-precompress.ts) to browsers that accept brotli: smaller than
 * on-the-fly compression and free of its CPU cost. Other clients, and builds
 * without `.br` files, fall through to the static handler and the compression
 * middleware.
 */
export function precompressedAssets(dir: string): RequestHandler {
  let available: Set<string>;
  try {
    available = new Set(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".br"))
        .map((f) => `/${f.slice(0, -3)}`),
    );
  } catch {
    available = new Set(); // no build yet (development)
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!available.has(req.path)) return next();
    if (req.acceptsEncodings("br", "gzip", "identity") !== "br") return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", "br");
    res.vary("Accept-Encoding");
    // sendFile keeps the Content-Type set above (it would not know ".br").
    res.sendFile(
      `${req.path.slice(1)}.br`,
      { root: dir, immutable: true, maxAge: "1y" },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
