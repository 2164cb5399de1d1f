import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;

/**
 * Writes `<asset>.br` and `<asset>.gz` beside every hashed client asset at
 * build time (brotli and gzip at their highest levels), so the server, or
 * Caddy in front of it, sends them without compressing anything per request
 * or holding compressed copies in memory (server/precompressed.ts). Browsers
 * get brotli over HTTPS; gzip serves the rest (plain HTTP, older clients).
 */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const dir = options.dir!;
      for (const file of Object.keys(bundle)) {
        if (!file.startsWith("assets/") || !COMPRESSIBLE.test(file)) continue;
        const raw = fs.readFileSync(path.join(dir, file));
        const compressed = zlib.brotliCompressSync(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        if (compressed.length < raw.length)
          fs.writeFileSync(path.join(dir, `${file}.br`), compressed);
        const gzipped = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
        if (gzipped.length < raw.length) fs.writeFileSync(path.join(dir, `${file}.gz`), gzipped);
      }
    },
  };
}
