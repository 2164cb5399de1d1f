import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import {
  ARABIC_FONT_CODE_POINTS,
  ARABIC_FONT_WEIGHTS,
} from "../app/assets/fonts/arabic-font-ranges";

const require = createRequire(import.meta.url);

/** The site's Arabic font, made from the full variable font of the package (deterministic). */
export async function subsetArabicFont(): Promise<Buffer> {
  const source = readFileSync(
    require.resolve("@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2"),
  );
  let text = "";
  for (const [from, to] of ARABIC_FONT_CODE_POINTS) {
    for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  }
  return subsetFont(source, text, {
    targetFormat: "woff2",
    variationAxes: { wght: { ...ARABIC_FONT_WEIGHTS } },
  });
}
