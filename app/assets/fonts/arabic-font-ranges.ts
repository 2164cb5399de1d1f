/*
 * What the Arabic pages' font keeps of Noto Sans Arabic (SIL Open Font
 * License, OFL.txt): `npm run font:subset` cuts the package's 166 KB variable
 * font down to these code points and weights (about 25 KB). Text outside
 * them falls back to the system font.
 */

/** Arabic letters, marks, digits and punctuation; joiners and direction marks. */
export const ARABIC_FONT_CODE_POINTS: readonly (readonly [number, number])[] = [
  [0x0600, 0x0670],
  [0x200c, 0x200f],
];

/** The variable weight axis kept: regular to bold. */
export const ARABIC_FONT_WEIGHTS = { min: 400, max: 700 } as const;
