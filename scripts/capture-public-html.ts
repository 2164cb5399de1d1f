/**
 * Writes the rendered HTML of every public page in both languages into
 * tests/fixtures/public-html/, normalised (see tests/support/public-html.ts).
 * First run on the build that served content from the code, before the
 * content moved into the database; tests/e2e/content-seed-identical.test.ts
 * compares a fresh install's pages with it. After a deliberate change to what the
 * public pages show, run it again and check that the fixtures' diff holds
 * that change and nothing else.
 *
 *   npm run build && npx tsx scripts/capture-public-html.ts
 */
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../app/infra/paths.server";
import { startTestServer } from "../tests/support/server";
import { fixtureName, normaliseHtml, publicPagePaths } from "../tests/support/public-html";

const OUT = path.join(PROJECT_ROOT, "tests", "fixtures", "public-html");
const server = await startTestServer({ env: { PAGE_CACHE_SECONDS: "0" } });
try {
  fs.mkdirSync(OUT, { recursive: true });
  for (const page of await publicPagePaths()) {
    const res = await fetch(`${server.url}${page}`);
    if (res.status !== 200) throw new Error(`${page}: ${res.status}`);
    fs.writeFileSync(
      path.join(OUT, fixtureName(page)),
      normaliseHtml(await res.text(), server.url),
    );
  }
  console.log(
    `captured ${fs.readdirSync(OUT).length} pages into ${path.relative(PROJECT_ROOT, OUT)}`,
  );
} finally {
  await server.stop();
}
