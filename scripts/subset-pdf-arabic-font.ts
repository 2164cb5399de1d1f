/**
 * Writes app/assets/fonts/noto-sans-arabic-{regular,bold}.ttf, the static
 * instances the PDF pro-forma embeds (PDF readers draw no variable fonts):
 * Noto Sans Arabic (SIL Open Font License, OFL.txt) at weights 400 and 700,
 * cut to the Arabic pages' code points. Run after changing those ranges.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { ARABIC_FONT_CODE_POINTS } from "../app/assets/fonts/arabic-font-ranges";

const require = createRequire(import.meta.url);
const source = readFileSync(
  require.resolve("@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2"),
);
let text = "";
for (const [from, to] of ARABIC_FONT_CODE_POINTS) {
  for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
}
for (const [name, wght] of [
  ["regular", 400],
  ["bold", 700],
] as const) {
  const font = await subsetFont(source, text, {
    targetFormat: "truetype",
    variationAxes: { wght },
  });
  const target = fileURLToPath(
    new URL(`../app/assets/fonts/noto-sans-arabic-${name}.ttf`, import.meta.url),
  );
  writeFileSync(target, font);
  console.log(`noto-sans-arabic-${name}.ttf: ${(font.length / 1024).toFixed(1)} KB`);
}
