/**
 * Corrections to the content the site shipped with (seeded by migrations 0010
 * and 0015, from the code): each replaces one exact text in one row's JSON.
 * Migration 0020 applies them with replace(), so a text an administrator has
 * rewritten since is left as they wrote it. Nothing at run time reads this
 * module; `npx tsx scripts/content-seed-sql.ts corrections` prints the
 * statements, and the tests that compare a fresh database with the seed apply
 * them to the seed with `corrected`. See ADR 0040.
 */

type Table = "content_articles" | "content_blocks" | "content_products";

export interface ContentCorrection {
  table: Table;
  /** The row: an article's or product's id, a block's key. */
  row: string;
  from: string;
  to: string;
}

const NBSP = "\u00A0";

export const CONTENT_CORRECTIONS: readonly ContentCorrection[] = [
  // The e-invoicing calendar is the one announced, dated, not a settled legal fact.
  {
    table: "content_articles",
    row: "facturation-electronique-tunisie",
    from: "Voici le calendrier retenu pour la mise en conformité :",
    to: "Voici le calendrier annoncé pour la mise en conformité :",
  },
  {
    table: "content_articles",
    row: "facturation-electronique-tunisie",
    from: "| Petites et très petites entreprises | à partir de janvier 2026 |\n\n",
    to: "| Petites et très petites entreprises | à partir de janvier 2026 |\n\nSource : calendrier annoncé par l'administration fiscale, tel que connu au 27 novembre 2026 ; il peut changer avec chaque loi de finances.\n\n",
  },
  {
    table: "content_articles",
    row: "facturation-electronique-tunisie",
    from: "| المؤسسات الصغرى والصغيرة جدًا | ابتداءً من جانفي 2026 |\n\n",
    to: "| المؤسسات الصغرى والصغيرة جدًا | ابتداءً من جانفي 2026 |\n\nالمصدر: الرزنامة التي أعلنتها الإدارة الجبائية، كما هي معروفة في 27 نوفمبر 2026، وقد تتغير مع كل قانون مالية.\n\n",
  },
  {
    table: "content_blocks",
    row: "faq",
    from: "la plateforme El Fatoora de Tunisie TradeNet (TTN), obligatoire pour les grandes entreprises depuis janvier 2024, puis pour les moyennes entreprises à partir de juillet 2025 et les petites entreprises à partir de janvier 2026, selon le calendrier annoncé.",
    to: "la plateforme El Fatoora de Tunisie TradeNet (TTN). Selon le calendrier annoncé (état au 27 novembre 2026), elle est obligatoire pour les grandes entreprises depuis janvier 2024, puis pour les moyennes entreprises à partir de juillet 2025 et les petites entreprises à partir de janvier 2026.",
  },
  {
    table: "content_blocks",
    row: "faq",
    from: "وحسب الرزنامة المعلنة، أصبحت",
    to: "وحسب الرزنامة المعلنة (كما هي معروفة في 27 نوفمبر 2026)، أصبحت",
  },
  // Illustrative testimonials name no real-sounding business nor person in full.
  ...(
    [
      ["Sonia Ben Ammar", "Sonia B."],
      ["Pharmacie Ben Ammar, Sfax", "Pharmacie d'officine, Sfax"],
      ["Karim Trabelsi", "Karim T."],
      ["Trabelsi Distribution, Sousse", "Distributeur de matériel, Sousse"],
      ["Dr Leila Mansour", "Dr Leila M."],
      ["سنية بن عمار", "سنية ب."],
      ["صيدلية بن عمار، صفاقس", "صيدلية، صفاقس"],
      ["كريم الطرابلسي", "كريم ط."],
      ["الطرابلسي للتوزيع، سوسة", "موزّع معدات، سوسة"],
      ["د. ليلى منصور", "د. ليلى م."],
      // The French «mon secrétariat» was lost in translation.
      ["وكوّن الفريق السكرتارية في صباح واحد", "وكوّن فريقكم سكرتاريتي في صباح واحد"],
    ] as const
  ).map(([from, to]) => ({ table: "content_blocks" as const, row: "testimonials", from, to })),
  // Glossary: paiement → الخلاص (الدفع is online payment only).
  ...(["digifact", "digierp", "digimed"] as const).map((row) => ({
    table: "content_products" as const,
    row,
    from: "يُفتح في أجل 24 إلى 48 ساعة بعد الدفع.",
    to: "يُفتح في أجل 24 إلى 48 ساعة بعد الخلاص.",
  })),
  // «El Fatoora» never breaks across two lines.
  {
    table: "content_products",
    row: "digifact",
    from: "conformes à El Fatoora (TTN).",
    to: `conformes à El${NBSP}Fatoora (TTN).`,
  },
  {
    table: "content_products",
    row: "digifact",
    from: "منصة «الفاتورة» (El Fatoora) التابعة",
    to: `منصة «الفاتورة» (El${NBSP}Fatoora) التابعة`,
  },
];

/** A text as it appears inside the JSON of a row (jsonb's text form escapes as JSON does). */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

const KEY_COLUMN: Record<Table, string> = {
  content_articles: "id",
  content_blocks: "key",
  content_products: "id",
};

/** The corrections as SQL statements, for the migration. */
export function correctionSql(): string[] {
  return CONTENT_CORRECTIONS.map(({ table, row, from, to }) => {
    const quote = (text: string) => {
      if (text.includes("$fix$")) throw new Error("correction text contains the quote tag");
      return `$fix$${inJson(text)}$fix$`;
    };
    return `UPDATE "${table}" SET "data" = replace("data"::text, ${quote(from)}, ${quote(to)})::jsonb WHERE "${KEY_COLUMN[table]}" = '${row}';`;
  });
}

/** A seeded row's data with the corrections applied, as a fresh database holds it. */
export function corrected<T>(table: Table, row: string, data: T): T {
  let json = JSON.stringify(data);
  for (const c of CONTENT_CORRECTIONS)
    if (c.table === table && c.row === row) json = json.replaceAll(inJson(c.from), inJson(c.to));
  return JSON.parse(json) as T;
}
