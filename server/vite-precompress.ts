import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;

/**
 * Writes `<asset>.br` beside every hashed client asset at build time (brotli
 * at maximum quality), so the server sends them without compressing anything
 * per request or holding compressed copies in memory (server/precompressed.ts).
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
      }
    },
  };
}
