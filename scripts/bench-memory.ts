/**
 * Idle memory of one instance on PostgreSQL with every public page cached in
 * both languages, against the same instance serving the same pages with the
 * page cache off (`PAGE_CACHE_SECONDS=0`):
 * `npm run bench -- --memory` (DATABASE_URL, default
 * postgres://root@127.0.0.1:5432/test; `npm run build` first). Each instance
 * gets a fresh database; RSS is read after 3 s of idleness, at start and once
 * every page has been asked for in both encodings.
 */
import fs from "node:fs";
import { publicHtmlPaths } from "../tests/support/public-html";
import { startTestServer } from "../tests/support/server";
import { createPostgresDatabase } from "../tests/support/test-database";

const IDLE_MS = 3_000;
const ROUNDS = 3;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
const idle = () => new Promise((r) => setTimeout(r, IDLE_MS));

interface MemoryRun {
  startMb: number;
  afterPagesMb: number;
  /** Compressed bytes of the cacheable answers (what the cache keeps), in KB. */
  pagesKb: number;
}

async function measure(baseUrl: string, pages: string[], cacheSeconds: string): Promise<MemoryRun> {
  const { url: databaseUrl, drop } = await createPostgresDatabase(baseUrl);
  const server = await startTestServer({
    env: {
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: `bench-memory-${"x".repeat(32)}`,
      LOG_LEVEL: "warn",
      PAGE_CACHE_SECONDS: cacheSeconds,
    },
  });
  try {
    const pid = server.process.pid!;
    await idle();
    const startMb = rssMb(pid);
    let bytes = 0;
    // Several rounds: the instance without a cache renders every page each time.
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of pages) {
        for (const query of ["", "?lang=ar"]) {
          for (const encoding of ["br", "gzip"]) {
            const res = await fetch(`${server.url}${path}${query}`, {
              headers: { "accept-encoding": encoding },
            });
            await res.arrayBuffer();
            if (!res.ok) throw new Error(`${path}${query}: ${res.status}`);
            // fetch() decodes the body: the compressed size is the header's.
            if (round === 0 && res.headers.get("etag")) {
              bytes += Number(res.headers.get("content-length"));
            }
          }
        }
      }
    }
    await idle();
    return { startMb, afterPagesMb: rssMb(pid), pagesKb: bytes / 1024 };
  } finally {
    await server.stop();
    await drop();
  }
}

export async function benchMemory(baseUrl: string) {
  const pages = await publicHtmlPaths();
  console.log(
    `\nIdle RSS of one instance on PostgreSQL, ${pages.length} public pages × 2 languages × 2 encodings, ${ROUNDS} rounds`,
  );
  const off = await measure(baseUrl, pages, "0");
  const on = await measure(baseUrl, pages, "60");
  const row = (name: string, r: MemoryRun) =>
    `  ${name.padEnd(16)} at start ${r.startMb.toFixed(0)} MB   after the pages ${r.afterPagesMb.toFixed(0)} MB`;
  console.log(row("page cache off", off));
  console.log(row("page cache on", on));
  console.log(
    `  the cache keeps ${on.pagesKb.toFixed(0)} KB of compressed pages; ` +
      `cache on − cache off after the pages: ${(on.afterPagesMb - off.afterPagesMb).toFixed(0)} MB`,
  );
  return { off, on };
}
