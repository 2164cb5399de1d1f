import { afterAll, beforeAll, expect, test } from "vitest";
import { count, eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { contentBlocks, contentRevisions } from "../../db/schema";
import {
  blockFormValues,
  blockRows,
  parseBlockForm,
  type BlockRow,
} from "~/features/content/block-form";
import {
  BLOCK_CONFLICT_MESSAGE,
  blockByKey,
  restoreBlock,
  saveBlock,
} from "~/features/content/blocks.server";
import { revisionHistory } from "~/features/content/revisions.server";
import { Refused } from "~/domain/result";
import { onContentChange, siteContent } from "~/features/content/store.server";
import type { BlockKey } from "~/lib/catalog-types";
import { createTestDatabase } from "../support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const alice = { userId: "u-alice", email: "alice@exemple.tn" };
const bob = { userId: "u-bob", email: "bob@exemple.tn" };

/** The list's form as the browser posts it after `edit` changed its rows. */
async function formFor(key: BlockKey, edit: (rows: BlockRow[]) => BlockRow[] = (r) => r) {
  const block = (await blockByKey(handle.db, key))!;
  return blockFormValues(key, edit(blockRows(key, block.data)), block.version);
}

function parse(key: BlockKey, values: Record<string, unknown>) {
  const parsed = parseBlockForm(key, values);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.input;
}

test("every list's unchanged form parses back to the stored document; saving it changes nothing", async () => {
  for (const key of ["faq", "testimonials", "stats"] as const) {
    const stored = (await blockByKey(handle.db, key))!;
    expect(stored.data.fr.length).toBeGreaterThan(0);
    const input = parse(key, await formFor(key));
    expect(input.data).toEqual(stored.data);
    expect(await saveBlock(handle.db, key, input, alice)).toBe(1);
  }
  const [row] = await handle.db.select({ n: count() }).from(contentRevisions);
  expect(row!.n).toBe(0);
});

test("a reorder and an edited answer are one revision; the home lists show them; a restore puts them back", async () => {
  const changes: string[] = [];
  const stop = onContentChange((change) => changes.push(change));
  const before = (await siteContent(handle.db)).blocks.faq;
  const values = await formFor("faq", (rows) => {
    const next = [rows[1]!, rows[0]!, ...rows.slice(2)];
    next[2] = { ...next[2]!, fr: { ...next[2]!.fr, answer: "Oui : une nouvelle réponse !" } };
    return next;
  });
  const version = await saveBlock(handle.db, "faq", parse("faq", values), alice);
  stop();
  expect(version).toBe(2);
  // Only the home page shows these lists: only it is forgotten.
  expect(changes).toEqual(["home"]);

  const faq = (await siteContent(handle.db)).blocks.faq;
  expect(faq.fr[0]).toEqual(before.fr[1]);
  expect(faq.fr[1]).toEqual(before.fr[0]);
  expect(faq.ar[0]).toEqual(before.ar[1]);
  // French typography once, on save.
  expect(faq.fr[2]!.answer).toBe("Oui\u202F: une nouvelle réponse\u202F!");

  const history = await revisionHistory(handle.db, "block", "faq");
  expect(history.map((r) => [r.version, r.authorEmail])).toEqual([
    [2, alice.email],
    [1, null],
  ]);
  expect(history[0]!.changes).toEqual(
    expect.arrayContaining(["fr.1.question", "fr.2.answer", "fr.3.answer", "ar.1.question"]),
  );

  expect(await restoreBlock(handle.db, "faq", 1, 2, bob)).toBe(3);
  expect((await siteContent(handle.db)).blocks.faq).toEqual(before);
  expect((await revisionHistory(handle.db, "block", "faq"))[0]).toMatchObject({
    version: 3,
    authorEmail: bob.email,
  });
});

test("adding and removing items; a list keeps at least one", async () => {
  const added = await formFor("stats", (rows) => [
    ...rows,
    { fr: { value: "24/7", label: "Supervision" }, ar: { value: "24/7", label: "مراقبة" } },
  ]);
  await saveBlock(handle.db, "stats", parse("stats", added), alice);
  expect((await siteContent(handle.db)).blocks.stats.ar.at(-1)).toEqual({
    value: "24/7",
    label: "مراقبة",
  });
  const empty = parseBlockForm("stats", { version: "2" });
  expect(empty).toEqual({
    ok: false,
    message: "Gardez au moins un élément (chiffre).",
    field: undefined,
  });
  const removed = await formFor("stats", (rows) => rows.slice(0, 1));
  await saveBlock(handle.db, "stats", parse("stats", removed), alice);
  expect((await siteContent(handle.db)).blocks.stats.fr).toHaveLength(1);
});

test("of two administrators saving the same version, the second is refused and nothing of it is stored", async () => {
  const first = await formFor("testimonials", (rows) => [
    { ...rows[0]!, fr: { ...rows[0]!.fr, text: "Texte d'Alice" } },
    ...rows.slice(1),
  ]);
  const second = await formFor("testimonials", (rows) => [
    { ...rows[0]!, ar: { ...rows[0]!.ar, text: "نص بوب" } },
    ...rows.slice(1),
  ]);
  await saveBlock(handle.db, "testimonials", parse("testimonials", first), alice);
  const refused = saveBlock(handle.db, "testimonials", parse("testimonials", second), bob);
  await expect(refused).rejects.toBeInstanceOf(Refused);
  await expect(refused).rejects.toThrow(BLOCK_CONFLICT_MESSAGE);
  const [row] = await handle.db
    .select()
    .from(contentBlocks)
    .where(eq(contentBlocks.key, "testimonials"));
  expect(row!.version).toBe(2);
  const stored = row!.data as { fr: { text: string }[]; ar: { text: string }[] };
  expect(stored.fr[0]!.text).toBe("Texte d'Alice");
  expect(stored.ar[0]!.text).not.toBe("نص بوب");
  expect(
    (await revisionHistory(handle.db, "block", "testimonials")).map((r) => r.authorEmail),
  ).not.toContain(bob.email);
});

test("hostile or incomplete input gets a French message naming the item and field", async () => {
  const values = await formFor("faq");
  expect(parseBlockForm("faq", { ...values, "items.2.ar.answer": "  " })).toEqual({
    ok: false,
    message: "Élément 3 — Réponse (arabe) : champ obligatoire.",
    field: "items.2.ar.answer",
  });
  expect(
    parseBlockForm("faq", { ...values, "items.0.fr.question": "x".repeat(301) }),
  ).toMatchObject({
    ok: false,
    message: "Élément 1 — Question (français) : 300 caractères au plus.",
  });
  expect(parseBlockForm("faq", { ...values, version: "abc" })).toMatchObject({
    ok: false,
    message: "Version du formulaire manquante : rechargez la page.",
  });
  // Fields of another list or with unknown names are ignored; numbers past 999 are not items.
  const parsed = parseBlockForm("faq", {
    ...values,
    "items.5000.fr.question": "?",
    "items.1.fr.evil": "<script>",
  });
  expect(parsed.ok && parsed.input.data.fr.length).toBe(8);
  expect(parsed.ok && Object.keys(parsed.input.data.fr[1]!)).toEqual(["question", "answer"]);
});

test("a testimonial's written consent is one checkbox for both languages, kept only when checked", async () => {
  const values = await formFor("testimonials", (rows) => [
    { ...rows[0]!, flag: true },
    ...rows.slice(1),
  ]);
  expect(values["items.0.consented"]).toBe("on");
  expect(values["items.1.consented"]).toBeUndefined();
  const input = parse("testimonials", values);
  const data = input.data as { fr: { consented?: boolean }[]; ar: { consented?: boolean }[] };
  expect([data.fr[0]!.consented, data.ar[0]!.consented]).toEqual([true, true]);
  expect("consented" in data.fr[1]!).toBe(false);
  await saveBlock(handle.db, "testimonials", input, alice);
  const public_ = (await siteContent(handle.db)).blocks.testimonials;
  expect(public_.ar.map((item) => item.consented === true)).toEqual([true, false, false]);
  // The editor shows the box checked again, and the texts without the flag.
  const block = (await blockByKey(handle.db, "testimonials"))!;
  const [first, second] = blockRows("testimonials", block.data);
  expect(first).toMatchObject({ flag: true });
  expect(Object.keys(first!.fr).sort()).toEqual(["company", "name", "text"]);
  expect(second).toMatchObject({ flag: false });
  // Anything but a checked box's "on" is refused, naming the item.
  expect(parseBlockForm("testimonials", { ...values, "items.1.consented": "yes" })).toMatchObject({
    ok: false,
    message: expect.stringMatching(/^Élément 2 — /),
    field: "items.1.consented",
  });
});
