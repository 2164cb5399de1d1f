import fs from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { PROJECT_ROOT } from "~/infra/paths.server";
import { splitLatinRuns } from "~/i18n/typography";
import type { Proforma } from "./proforma.server";

/**
 * The pro-forma as a PDF (decision 0057). pdfkit draws it; its font engine
 * (fontkit) shapes the Arabic words with the project's Noto Sans Arabic
 * (static instances, app/assets/fonts), and this module does the right-to-left
 * layout pdfkit does not: a line is cut into Arabic words and Latin runs
 * («DigiERP», «929,200 DT»), placed from the right in their logical order,
 * each Latin run kept left to right. Latin text uses the PDF's Helvetica.
 */

const FONT_DIR = path.join(PROJECT_ROOT, "app/assets/fonts");
interface ArabicFont {
  bytes: Buffer;
  shaper: fontkit.Font;
}
let arabicFonts: { regular: ArabicFont; bold: ArabicFont } | undefined;
function fonts() {
  const load = (name: string): ArabicFont => {
    const bytes = fs.readFileSync(path.join(FONT_DIR, name));
    return { bytes, shaper: fontkit.create(bytes) as fontkit.Font };
  };
  arabicFonts ??= {
    regular: load("noto-sans-arabic-regular.ttf"),
    bold: load("noto-sans-arabic-bold.ttf"),
  };
  return arabicFonts;
}

/** Where pdfkit puts the baseline of text drawn at `top`: Helvetica's ascender. */
const BASELINE = 0.718;

const ARABIC = /[\u0600-\u06ff\u200c-\u200f]/;
const ISOLATES = /[\u2066-\u2069]/g;
const MIRROR: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "«": "»",
  "»": "«",
};

/** Helvetica speaks WinAnsi: the narrow no-break space and the minus sign become their nearest. */
const latin = (text: string) => text.replace(/\u202f/g, "\u00a0").replace(/\u2212/g, "-");

type Doc = PDFKit.PDFDocument;
interface Token {
  text: string;
  arabic: boolean;
  space: boolean;
}

/** A right-to-left line's tokens in logical order. */
function rtlTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const part of splitLatinRuns(text.replace(ISOLATES, ""))) {
    if (part.ltr) {
      tokens.push({ text: latin(part.text), arabic: false, space: false });
      continue;
    }
    for (const piece of part.text.match(/[\u0600-\u06ff\u200c-\u200f]+|\s+|[^\s\u0600-\u06ff]/g) ??
      []) {
      if (/^\s+$/.test(piece)) tokens.push({ text: " ", arabic: false, space: true });
      else if (ARABIC.test(piece)) tokens.push({ text: piece, arabic: true, space: false });
      else tokens.push({ text: latin(MIRROR[piece] ?? piece), arabic: false, space: false });
    }
  }
  return tokens;
}

export class ProformaWriter {
  readonly doc: Doc;
  readonly rtl: boolean;
  private readonly margin = 50;

  constructor(private readonly proforma: Proforma) {
    this.rtl = proforma.lang === "ar";
    this.doc = new PDFDocument({
      size: "A4",
      margin: this.margin,
      info: { Title: `${proforma.title} ${proforma.number}` },
      lang: proforma.lang,
    } as PDFKit.PDFDocumentOptions);
    const f = fonts();
    this.doc.registerFont("ar", f.regular.bytes);
    this.doc.registerFont("ar-bold", f.bold.bytes);
  }

  private font(arabic: boolean, bold: boolean) {
    this.doc.font(arabic ? (bold ? "ar-bold" : "ar") : bold ? "Helvetica-Bold" : "Helvetica");
  }

  /** Width of a token in the current size. */
  private width(token: Token, bold: boolean): number {
    if (token.arabic) {
      const shaper = fonts()[bold ? "bold" : "regular"].shaper;
      return (shaper.layout(token.text).advanceWidth * this.size) / shaper.unitsPerEm;
    }
    this.font(false, bold);
    return this.doc.widthOfString(token.text);
  }

  private size = 10;

  /**
   * An Arabic word: drawn as the outlines of its shaped glyphs (this font
   * shapes a dotted letter as its skeleton plus separate dots, which a PDF's
   * text cannot map back to the letter), with the word as invisible text on
   * top, shaped letter by letter, so copying and searching find the letters
   * typed.
   */
  private arabicWord(word: string, x: number, top: number, bold: boolean) {
    const doc = this.doc;
    const { shaper } = fonts()[bold ? "bold" : "regular"];
    const k = this.size / shaper.unitsPerEm;
    const baseline = top + BASELINE * this.size;
    const run = shaper.layout(word);
    let pen = 0;
    doc.save();
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i]!;
      const outline = glyph.path
        .scale(k, -k)
        .translate(x + (pen + position.xOffset) * k, baseline - position.yOffset * k)
        .toSVG();
      if (outline) doc.path(outline).fill("#0f172a");
      pen += position.xAdvance;
    });
    doc.restore();
    // The invisible text, stretched to the drawn word's width on its baseline,
    // so a reader's text layer sees the same words and the same gaps.
    doc.save();
    doc.fillOpacity(0);
    doc.font(bold ? "ar-bold" : "ar").fontSize(this.size);
    const plain = { lineBreak: false, features: { ccmp: false } as never };
    const natural = doc.widthOfString(word, plain);
    const drawn = pen * k;
    const ascender =
      ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * this.size;
    doc.text(word, x, baseline - ascender, {
      ...plain,
      horizontalScaling: natural > 0 ? (100 * drawn) / natural : 100,
    } as PDFKit.Mixins.TextOptions);
    doc.restore();
  }

  /**
   * Writes `text` in the box [x, x + width] from `y`, aligned to the line's
   * start (right in Arabic) unless `align` says otherwise; wraps on width.
   * Returns the y under the text.
   */
  text(
    text: string,
    x: number,
    y: number,
    width: number,
    {
      size = 10,
      bold = false,
      align,
    }: { size?: number; bold?: boolean; align?: "start" | "end" } = {},
  ): number {
    const doc = this.doc;
    this.size = size;
    doc.fontSize(size);
    const lineHeight = size * (this.rtl ? 1.6 : 1.3);
    // A French pro-forma's Arabic line (a name, an address) is laid right to left, flush left.
    if (!this.rtl && ARABIC.test(text)) align = "end";
    if (!this.rtl && !ARABIC.test(text)) {
      this.font(false, bold);
      const options = { width, align: align === "end" ? "right" : "left" } as const;
      doc.text(latin(text), x, y, options);
      return y + doc.heightOfString(latin(text), options);
    }
    // Right to left: tokens in logical order, cut into lines that fit.
    const tokens = rtlTokens(text);
    const lines: Token[][] = [[]];
    let used = 0;
    for (const token of tokens) {
      const w = this.width(token, bold);
      const line = lines[lines.length - 1]!;
      if (used + w > width && line.some((t) => !t.space) && !token.space) {
        while (line.length && line[line.length - 1]!.space) line.pop();
        lines.push([token]);
        used = w;
      } else if (!(token.space && line.length === 0)) {
        line.push(token);
        used += w;
      }
    }
    let top = y;
    for (const line of lines) {
      const total = line.reduce((sum, t) => sum + this.width(t, bold), 0);
      // The line's start is its right edge; «end» puts its end on the box's left edge.
      let cursor = align === "end" ? x + total : x + width;
      for (const token of line) {
        const w = this.width(token, bold);
        cursor -= w;
        if (token.arabic) this.arabicWord(token.text, cursor, top, bold);
        else if (!token.space) {
          this.font(false, bold);
          doc.text(token.text, cursor, top, { lineBreak: false });
        }
      }
      top += lineHeight;
    }
    return top;
  }

  /** A column box's x, mirrored in Arabic. */
  x(from: number, width: number): number {
    const left = this.margin + from;
    return this.rtl ? this.doc.page.width - this.margin - from - width : left;
  }

  render(): Promise<Buffer> {
    const p = this.proforma;
    const doc = this.doc;
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on("end", () => resolve(Buffer.concat(chunks)));
      doc.on("error", reject);
    });
    const full = doc.page.width - 2 * this.margin;
    const half = full / 2 - 10;

    let y = this.margin;
    y = this.text(p.title, this.x(0, full), y, full, { size: 20, bold: true });
    for (const line of p.meta) y = this.text(line, this.x(0, full), y + 2, full, { size: 10 });
    y += 14;

    const blockTop = y;
    let left = this.text(p.seller.title, this.x(0, half), blockTop, half, { bold: true, size: 11 });
    for (const line of p.seller.lines) left = this.text(line, this.x(0, half), left + 1, half);
    let right = this.text(p.customer.title, this.x(half + 20, half), blockTop, half, {
      bold: true,
      size: 11,
    });
    for (const line of p.customer.lines)
      right = this.text(line, this.x(half + 20, half), right + 1, half);
    y = Math.max(left, right) + 18;

    // Lines: description, quantity, unit price, total.
    const cols: [number, number][] = [
      [0, full - 250],
      [full - 245, 35],
      [full - 205, 100],
      [full - 100, 100],
    ];
    doc.rect(this.margin, y - 4, full, this.rtl ? 22 : 18).fill("#eef2f7");
    doc.fillColor("#0f172a");
    p.columns.forEach((label, i) => {
      const [from, w] = cols[i]!;
      this.text(label, this.x(from, w), y, w, {
        bold: true,
        size: 9,
        align: i === 0 ? "start" : "end",
      });
    });
    y += this.rtl ? 24 : 20;
    for (const row of p.lines) {
      let bottom = y;
      row.forEach((cell, i) => {
        const [from, w] = cols[i]!;
        bottom = Math.max(
          bottom,
          this.text(cell, this.x(from, w), y, w, { align: i === 0 ? "start" : "end" }),
        );
      });
      y = bottom + 4;
      doc
        .moveTo(this.margin, y - 2)
        .lineTo(this.margin + full, y - 2)
        .strokeColor("#cbd5e1")
        .stroke();
    }
    y += 8;
    for (const total of p.totals) {
      this.text(total.label, this.x(full - 330, 220), y, 220, { bold: total.strong, align: "end" });
      y =
        this.text(total.amount, this.x(full - 100, 100), y, 100, {
          bold: total.strong,
          align: "end",
        }) + 2;
    }
    y += 16;
    y = this.text(p.howToPay.title, this.x(0, full), y, full, { bold: true, size: 11 });
    for (const line of p.howToPay.lines) y = this.text(line, this.x(0, full), y + 1, full);
    y += 16;
    this.text(p.notice, this.x(0, full), y, full, { size: 9 });
    doc.end();
    return done;
  }
}
