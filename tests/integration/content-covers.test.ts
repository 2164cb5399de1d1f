import fs from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.server";
import { contentMedia } from "../../db/schema";
import {
  COVER_MAX_BYTES,
  COVER_MESSAGES,
  importLegacyCoverFiles,
  legacyCoverDirectory,
  readCover,
  readUpload,
  storeCover,
} from "~/features/content/covers.server";
import { tempDataDir } from "../support/server";
import { createTestDatabase } from "../support/test-database";
import { Refused } from "~/domain/result";

let handle: DatabaseHandle;
let db: Database;
let dataDir: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  dataDir = tempDataDir();
  await db.execute(sql`delete from content_media`);
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A photo as a camera writes it: EXIF with the owner's name and GPS position. */
function photo(format: "jpeg" | "png" | "webp" = "jpeg") {
  const blue = { jpeg: 160, png: 170, webp: 180 }[format];
  const image = sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 90, b: blue } },
  }).withExif({ IFD0: { Artist: "Secret Owner", Copyright: "GPS 36.8N 10.1E" } });
  return image.toFormat(format).toBuffer();
}

async function* chunks(total: number, size = 64 * 1024, pulled = { bytes: 0 }) {
  while (pulled.bytes < total) {
    pulled.bytes += size;
    yield Buffer.alloc(size, 0xff);
  }
}

async function refusal(run: () => Promise<unknown>): Promise<Refused["refusal"]> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refused);
  return (error as Refused).refusal;
}

/** The names of the covers the database holds. */
async function stored(): Promise<string[]> {
  const rows = await db
    .select({ name: contentMedia.name })
    .from(contentMedia)
    .orderBy(asc(contentMedia.name));
  return rows.map((row) => row.name);
}

test("a JPEG, PNG or WebP is stored in two sizes, metadata stripped, as database rows", async () => {
  for (const format of ["jpeg", "png", "webp"] as const) {
    const cover = await storeCover(db, await photo(format), "admin-1");
    expect(cover.image).toMatch(/^\/media\/covers\/[0-9a-f]{20}-640\.webp$/);
    expect(cover.socialImage).toMatch(/^\/media\/covers\/[0-9a-f]{20}-1200x630\.jpg$/);
    const social = (await readCover(db, path.basename(cover.socialImage)))!;
    const grid = (await readCover(db, path.basename(cover.image)))!;
    expect([social.type, grid.type]).toEqual(["image/jpeg", "image/webp"]);
    const socialMeta = await sharp(social.bytes).metadata();
    expect([socialMeta.format, socialMeta.width, socialMeta.height]).toEqual(["jpeg", 1200, 630]);
    expect((await sharp(grid.bytes).metadata()).width).toBe(640);
    for (const bytes of [social.bytes, grid.bytes]) {
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes("Secret Owner")).toBe(false);
    }
  }
  const rows = await db.select().from(contentMedia);
  expect(rows).toHaveLength(6);
  for (const row of rows) {
    expect(row.contentType).toBe(row.name.endsWith(".webp") ? "image/webp" : "image/jpeg");
    expect([row.byteSize, row.uploadedBy]).toEqual([row.bytes.length, "admin-1"]);
  }
  // Nothing is written to the data directory any more.
  expect(fs.existsSync(legacyCoverDirectory(dataDir))).toBe(false);
  // The same picture uploaded twice is one cover.
  await storeCover(db, await photo("jpeg"), "admin-2");
  expect(await stored()).toHaveLength(6);
  // Only the names the server gave out are served.
  expect(await readCover(db, "../../secret.key")).toBeUndefined();
  expect(await readCover(db, "0123456789abcdef0123-640.webp")).toBeUndefined();
});

test("cover files of an earlier version are imported once at start-up; foreign bytes are not", async () => {
  const dir = legacyCoverDirectory(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const grid = await sharp(await photo("png"))
    .resize(640, 336)
    .webp()
    .toBuffer();
  const social = await sharp(await photo("png"))
    .resize(1200, 630)
    .jpeg()
    .toBuffer();
  fs.writeFileSync(path.join(dir, "aaaaaaaaaaaaaaaaaaaa-640.webp"), grid);
  fs.writeFileSync(path.join(dir, "aaaaaaaaaaaaaaaaaaaa-1200x630.jpg"), social);
  // A script under a cover's name, and a file with another name: neither goes in.
  fs.writeFileSync(path.join(dir, "bbbbbbbbbbbbbbbbbbbb-640.webp"), "<script>alert(1)</script>");
  fs.writeFileSync(path.join(dir, "notes.txt"), "x");

  expect(await importLegacyCoverFiles(db, dataDir)).toBe(2);
  expect(await stored()).toEqual([
    "aaaaaaaaaaaaaaaaaaaa-1200x630.jpg",
    "aaaaaaaaaaaaaaaaaaaa-640.webp",
  ]);
  const served = (await readCover(db, "aaaaaaaaaaaaaaaaaaaa-640.webp"))!;
  expect(served.type).toBe("image/webp");
  expect(served.bytes.equals(grid)).toBe(true);
  // The next start-up finds them in: nothing to do.
  expect(await importLegacyCoverFiles(db, dataDir)).toBe(0);
  // A data directory that never had covers.
  expect(await importLegacyCoverFiles(db, tempDataDir())).toBe(0);
});

test("a PHP file renamed .jpg is refused: its bytes are no image", async () => {
  const php = Buffer.from('<?php system($_GET["c"]); ?>\n');
  const error = await refusal(() => storeCover(db, php, "admin-1"));
  expect([error.status, error.message]).toEqual([415, COVER_MESSAGES.type]);
  expect(await stored()).toEqual([]);
});

test("an SVG with a script is refused, even behind a JPEG's first bytes", async () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  );
  expect((await refusal(() => storeCover(db, svg, "admin-1"))).message).toBe(COVER_MESSAGES.type);
  const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), svg]);
  expect((await refusal(() => storeCover(db, disguised, "admin-1"))).message).toBe(
    COVER_MESSAGES.broken,
  );
  expect(await stored()).toEqual([]);
});

test("a truncated JPEG is refused", async () => {
  const jpeg = await photo("jpeg");
  const error = await refusal(() => storeCover(db, jpeg.subarray(0, jpeg.length / 2), "admin-1"));
  expect([error.status, error.message]).toEqual([400, COVER_MESSAGES.broken]);
  expect(await stored()).toEqual([]);
});

test("a 50 MB upload is refused as soon as it passes 5 MB, without reading the rest", async () => {
  const fifty = 50 * 1024 * 1024;
  // Declared: refused before a byte is read.
  const declared = { bytes: 0 };
  let error = await refusal(() => readUpload(chunks(fifty, 64 * 1024, declared), fifty));
  expect([error.status, error.message]).toEqual([413, COVER_MESSAGES.tooLarge]);
  expect(declared.bytes).toBe(0);
  // Undeclared (chunked): read up to the limit only.
  const streamed = { bytes: 0 };
  error = await refusal(() => readUpload(chunks(fifty, 64 * 1024, streamed)));
  expect(error.status).toBe(413);
  expect(streamed.bytes).toBeLessThanOrEqual(COVER_MAX_BYTES + 64 * 1024);
  expect(await stored()).toEqual([]);
});

test("an empty upload and a decompression bomb are refused with a message", async () => {
  expect((await refusal(() => readUpload(chunks(0)))).message).toBe(COVER_MESSAGES.empty);
  // A few kilobytes of PNG that would decode into 100 million pixels.
  const bomb = await sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: "#000" },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  expect(bomb.length).toBeLessThan(COVER_MAX_BYTES);
  expect((await refusal(() => storeCover(db, bomb, "admin-1"))).message).toBe(
    COVER_MESSAGES.tooBig,
  );
  expect(await stored()).toEqual([]);
});
