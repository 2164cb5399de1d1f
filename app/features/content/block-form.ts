/**
 * The «Contenu» forms of the back office (FAQ, testimonials, home figures):
 * each item's fields in French and Arabic, and the one zod schema the browser
 * and the server check a posted list with (French messages: the back office is
 * French). Fields are named `items.<n>.<fr|ar>.<field>`, numbered in display
 * order, so moving an item only renumbers the names.
 */
import { z } from "zod";
import type { BlockData, BlockKey } from "~/lib/catalog-types";
import type { Language } from "~/i18n/language";
import type { Result } from "~/domain/result";
import { firstIssue } from "~/features/forms/form-values";

export const BLOCK_LANGS: readonly Language[] = ["fr", "ar"];
export const MAX_BLOCK_ITEMS = 30;

export interface BlockField {
  name: string;
  label: string;
  max: number;
  /** A multi-line field (textarea). */
  long?: boolean;
}

/** A yes/no of the whole item, the same in both languages (a checkbox). */
export interface BlockFlag {
  name: string;
  label: string;
  hint: string;
}

export interface BlockDefinition {
  title: string;
  /** What one item is called: "question", "témoignage", "chiffre". */
  item: string;
  /** The field an item is named by in the move announcements and buttons. */
  nameField: string;
  fields: readonly BlockField[];
  flag?: BlockFlag;
}

export const BLOCKS: Record<BlockKey, BlockDefinition> = {
  faq: {
    title: "Questions fréquentes",
    item: "question",
    nameField: "question",
    fields: [
      { name: "question", label: "Question", max: 300 },
      { name: "answer", label: "Réponse", max: 2000, long: true },
    ],
  },
  testimonials: {
    title: "Témoignages",
    item: "témoignage",
    nameField: "name",
    fields: [
      { name: "name", label: "Nom", max: 100 },
      { name: "company", label: "Entreprise et ville", max: 150 },
      { name: "text", label: "Témoignage", max: 1000, long: true },
    ],
    flag: {
      name: "consented",
      label: "La personne a donné son accord écrit pour publier ce témoignage",
      hint: "Sans cet accord, le site affiche « Témoignage illustratif » sous le témoignage.",
    },
  },
  stats: {
    title: "Chiffres de l'accueil",
    item: "chiffre",
    nameField: "label",
    fields: [
      { name: "value", label: "Valeur", max: 20 },
      { name: "label", label: "Libellé", max: 150 },
    ],
  },
};

export function isBlockKey(value: unknown): value is BlockKey {
  return typeof value === "string" && Object.hasOwn(BLOCKS, value);
}

const LANGUAGE_NAME: Record<Language, string> = { fr: "français", ar: "arabe" };

export type BlockItem = Record<string, string>;
/** One row of the editor: the same item in both languages, and its flag when the block has one. */
export type BlockRow = Record<Language, BlockItem> & { flag?: boolean };

export interface BlockInput {
  version: number;
  data: BlockData[BlockKey];
}

function itemSchema(key: BlockKey, lang: Language) {
  return z.object(
    Object.fromEntries(
      BLOCKS[key].fields.map((f) => {
        const label = `${f.label} (${LANGUAGE_NAME[lang]})`;
        return [
          f.name,
          z
            .string({ error: `${label} : champ obligatoire.` })
            .trim()
            .min(1, `${label} : champ obligatoire.`)
            .max(f.max, `${label} : ${f.max} caractères au plus.`),
        ];
      }),
    ),
  );
}

/** `items.<n>.<fr|ar>.<field>`, or `items.<n>.<flag>` for the item's yes/no. */
const ITEM_FIELD = /^items\.(\d{1,3})\.(?:(fr|ar)\.)?(\w+)$/;

/** The posted flat fields as { version, items: [{ fr, ar }] }, items in their numbers' order. */
function structured(values: unknown): unknown {
  if (typeof values !== "object" || values === null) return values;
  const rows = new Map<number, Record<string, Record<string, unknown>>>();
  for (const [name, value] of Object.entries(values)) {
    const match = ITEM_FIELD.exec(name);
    if (!match) continue;
    const [, n, lang, field] = match;
    let row = rows.get(Number(n));
    if (!row) rows.set(Number(n), (row = { fr: {}, ar: {}, flags: {} }));
    row[lang ?? "flags"]![field!] = value;
  }
  return {
    version: (values as Record<string, unknown>).version,
    items: [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row),
  };
}

/** The schema of one block's form: flat fields in, the block's document out. */
export function blockFormSchema(key: BlockKey) {
  const { item, flag } = BLOCKS[key];
  // A checked box posts "on"; an unchecked one posts nothing.
  const flags = z.object(flag ? { [flag.name]: z.literal("on").optional() } : {});
  return z.preprocess(
    structured,
    z
      .object({
        version: z
          .string({ error: "Version du formulaire manquante : rechargez la page." })
          .regex(/^\d+$/, "Version du formulaire manquante : rechargez la page.")
          .transform(Number),
        items: z
          .array(z.object({ fr: itemSchema(key, "fr"), ar: itemSchema(key, "ar"), flags }))
          .min(1, `Gardez au moins un élément (${item}).`)
          .max(MAX_BLOCK_ITEMS, `${MAX_BLOCK_ITEMS} éléments au plus.`),
      })
      .transform(({ version, items }): BlockInput => {
        // Stored only when true: an item without it reads as not flagged.
        const withFlag = (texts: BlockItem, flags: Record<string, unknown>) =>
          flag && flags[flag.name] === "on" ? { ...texts, [flag.name]: true } : texts;
        return {
          version,
          data: {
            fr: items.map((i) => withFlag(i.fr, i.flags)),
            ar: items.map((i) => withFlag(i.ar, i.flags)),
          } as unknown as BlockInput["data"],
        };
      }),
  );
}

export type BlockParse = Result<{ input: BlockInput }>;

/** Checks a posted form; a refusal names the item ("Élément 3 — …") and the field to focus. */
export function parseBlockForm(key: BlockKey, values: Record<string, unknown>): BlockParse {
  const parsed = blockFormSchema(key).safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = firstIssue(parsed.error);
  const [first, n, lang, field] = issue.path;
  const onItem = first === "items" && typeof n === "number";
  return {
    ok: false,
    message: `${onItem ? `Élément ${n + 1} — ` : ""}${issue.message}`,
    field:
      !onItem || !lang || !field
        ? undefined
        : lang === "flags"
          ? `items.${n}.${String(field)}`
          : `items.${n}.${String(lang)}.${String(field)}`,
  };
}

type StoredItem = Record<string, string | boolean | undefined>;

/** The editor's rows: item n in French beside item n in Arabic, and its flag. */
export function blockRows(key: BlockKey, data: BlockData[BlockKey]): BlockRow[] {
  const flag = BLOCKS[key].flag?.name;
  const fr = data.fr as unknown as StoredItem[];
  const ar = data.ar as unknown as StoredItem[];
  const texts = (item: StoredItem | undefined): BlockItem =>
    Object.fromEntries(
      Object.entries(item ?? {}).filter(
        (entry): entry is [string, string] => entry[0] !== flag && typeof entry[1] === "string",
      ),
    );
  return Array.from({ length: Math.max(fr.length, ar.length) }, (_, i) => ({
    fr: texts(fr[i]),
    ar: texts(ar[i]),
    ...(flag ? { flag: fr[i]?.[flag] === true } : {}),
  }));
}

/** The rows as the form posts them. */
export function blockFormValues(
  key: BlockKey,
  rows: BlockRow[],
  version: number,
): Record<string, string> {
  const flag = BLOCKS[key].flag?.name;
  const values: Record<string, string> = { version: String(version) };
  rows.forEach((row, n) => {
    for (const lang of BLOCK_LANGS) {
      for (const [field, value] of Object.entries(row[lang])) {
        values[`items.${n}.${lang}.${field}`] = value;
      }
    }
    if (flag && row.flag) values[`items.${n}.${flag}`] = "on";
  });
  return values;
}
