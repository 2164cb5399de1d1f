import { ARABIC_FONT_CODE_POINTS, ARABIC_FONT_WEIGHTS } from "./arabic-font-ranges";
import fontUrl from "./noto-sans-arabic.woff2?url";

export const arabicFontUrl = fontUrl;

/**
 * A family name no device has installed (the file is Noto Sans Arabic). Under
 * the font's own name, a device that has Noto Sans Arabic installed (Linux,
 * many Android phones) took the installed one once the web font arrived too
 * late to be used: every Arabic text was laid out again with other metrics
 * for its spaces, which browsers report as a layout shift (0.16 on a guide).
 * Under this name a late font changes nothing. Same name in site-theme.css.
 */
export const ARABIC_FONT_FAMILY = "DigiSolutions Arabic";

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = ARABIC_FONT_CODE_POINTS.map(([a, b]) => `U+${hex(a)}-${hex(b)}`).join(",");

/**
 * `@font-face` inlined in Arabic pages' head: no stylesheet round trip.
 * `optional`: the font is used when it is there at the first layout (it is
 * preloaded; a returning visitor has it cached), never swapped in later: a
 * late swap lays out and shapes every Arabic text a second time while the
 * scripts start. The system's Arabic font reads as well meanwhile.
 */
export const arabicFontFace = `@font-face{font-family:"${ARABIC_FONT_FAMILY}";font-style:normal;font-display:optional;font-weight:${ARABIC_FONT_WEIGHTS.min} ${ARABIC_FONT_WEIGHTS.max};src:url(${fontUrl}) format("woff2");unicode-range:${unicodeRange}}`;

/**
 * Asks for the font at a switch to Arabic, with the new texts, not after
 * them: a font arriving once the Arabic texts are drawn is not used
 * (`optional`). A plain link, not React DOM's `preload`: the islands' runtime
 * has none.
 */
export function preloadArabicFont(): void {
  if (document.querySelector(`link[rel="preload"][href="${fontUrl}"]`)) return;
  const link = Object.assign(document.createElement("link"), {
    rel: "preload",
    as: "font",
    type: "font/woff2",
    href: fontUrl,
    crossOrigin: "",
  });
  document.head.append(link);
}
