import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "../../app/infra/paths.server";
import { fixtureName, normaliseHtml, publicPagePaths } from "../support/public-html";
import { sharedServer } from "../support/site";

/**
 * The content moved from the code into the database (migration 0010): a fresh
 * install must serve exactly the pages the code served. The fixture was
 * captured from the build before the move (scripts/capture-public-html.ts);
 * the comparison ignores only what two builds or two requests always differ
 * in (see normaliseHtml), never a text, a price, a link or structured data.
 */
const FIXTURES = path.join(PROJECT_ROOT, "tests", "fixtures", "public-html");

const server = sharedServer();

const pages = await publicPagePaths();

test("the fixture covers every public page in both languages", () => {
  expect(fs.readdirSync(FIXTURES).sort()).toEqual(pages.map(fixtureName).sort());
});

test.each(pages.map((p) => [p]))("%s renders as before the move", async (page) => {
  const res = await fetch(`${server.url}${page}`);
  expect(res.status).toBe(200);
  const html = normaliseHtml(await res.text(), server.url);
  const expected = fs.readFileSync(path.join(FIXTURES, fixtureName(page)), "utf8");
  expect(html).toBe(expected);
});
