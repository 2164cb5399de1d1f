import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { subsetArabicFont } from "../../../scripts/arabic-font-subset";
import { ARABIC_FONT_CODE_POINTS } from "./arabic-font-ranges";

const APP = fileURLToPath(new URL("../..", import.meta.url));
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|md|css)$/.test(name) ? [path] : [];
  });
}

const covered = (c: number) => ARABIC_FONT_CODE_POINTS.some(([a, b]) => c >= a && c <= b);

describe("the Arabic font subset", () => {
  test("covers every Arabic character written anywhere in the app", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(APP)) {
      for (const ch of readFileSync(file, "utf8").match(ARABIC_SCRIPT) ?? []) used.add(ch);
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((ch) => !covered(ch.codePointAt(0)!));
    expect(missing.map((ch) => `U+${ch.codePointAt(0)!.toString(16)}`)).toEqual([]);
  });

  test("the committed file is what `npm run font:subset` makes of the ranges", async () => {
    const committed = readFileSync(new URL("./noto-sans-arabic.woff2", import.meta.url));
    const made = await subsetArabicFont();
    expect(committed.length).toBeLessThan(40 * 1024);
    expect(Buffer.compare(committed, made)).toBe(0);
  });
});
