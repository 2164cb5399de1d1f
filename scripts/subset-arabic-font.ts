/**
 * Writes app/assets/fonts/noto-sans-arabic.woff2: Noto Sans Arabic reduced to
 * the code points and weights of app/assets/fonts/arabic-font.ts. Run after
 * changing either (a test fails until the committed file matches).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { subsetArabicFont } from "./arabic-font-subset";

const target = fileURLToPath(
  new URL("../app/assets/fonts/noto-sans-arabic.woff2", import.meta.url),
);
const font = await subsetArabicFont();
writeFileSync(target, font);
console.log(`noto-sans-arabic.woff2: ${(font.length / 1024).toFixed(1)} KB`);
