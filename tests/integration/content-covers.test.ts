import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, test } from "vitest";
import {
  COVER_MAX_BYTES,
  COVER_MESSAGES,
  CoverError,
  coverDirectory,
  readCover,
  readUpload,
  storeCover,
} from "~/features/content/covers.server";
import { tempDataDir } from "../support/server";

let dataDir: string;
beforeEach(() => {
  dataDir = tempDataDir();
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

async function refusal(run: () => Promise<unknown>): Promise<CoverError> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CoverError);
  return error as CoverError;
}

function stored(): string[] {
  const dir = coverDirectory(dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

test("a JPEG, PNG or WebP is stored in two sizes, metadata stripped, private on disk", async () => {
  for (const format of ["jpeg", "png", "webp"] as const) {
    const cover = await storeCover(dataDir, await photo(format));
    expect(cover.image).toMatch(/^\/media\/covers\/[0-9a-f]{20}-640\.webp$/);
    expect(cover.socialImage).toMatch(/^\/media\/covers\/[0-9a-f]{20}-1200x630\.jpg$/);
    const social = (await readCover(dataDir, path.basename(cover.socialImage)))!;
    const grid = (await readCover(dataDir, path.basename(cover.image)))!;
    expect([social.type, grid.type]).toEqual(["image/jpeg", "image/webp"]);
    const socialMeta = await sharp(social.bytes).metadata();
    expect([socialMeta.format, socialMeta.width, socialMeta.height]).toEqual(["jpeg", 1200, 630]);
    expect((await sharp(grid.bytes).metadata()).width).toBe(640);
    for (const bytes of [social.bytes, grid.bytes]) {
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes("Secret Owner")).toBe(false);
    }
  }
  const dir = coverDirectory(dataDir);
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  for (const name of stored()) expect(fs.statSync(path.join(dir, name)).mode & 0o777).toBe(0o600);
  expect(stored()).toHaveLength(6);
  // Only the names the server gave out are served.
  expect(await readCover(dataDir, "../../secret.key")).toBeUndefined();
});

test("a PHP file renamed .jpg is refused: its bytes are no image", async () => {
  const php = Buffer.from('<?php system($_GET["c"]); ?>\n');
  const error = await refusal(() => storeCover(dataDir, php));
  expect([error.status, error.message]).toEqual([415, COVER_MESSAGES.type]);
  expect(stored()).toEqual([]);
});

test("an SVG with a script is refused, even behind a JPEG's first bytes", async () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  );
  expect((await refusal(() => storeCover(dataDir, svg))).message).toBe(COVER_MESSAGES.type);
  const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), svg]);
  expect((await refusal(() => storeCover(dataDir, disguised))).message).toBe(COVER_MESSAGES.broken);
  expect(stored()).toEqual([]);
});

test("a truncated JPEG is refused", async () => {
  const jpeg = await photo("jpeg");
  const error = await refusal(() => storeCover(dataDir, jpeg.subarray(0, jpeg.length / 2)));
  expect([error.status, error.message]).toEqual([400, COVER_MESSAGES.broken]);
  expect(stored()).toEqual([]);
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
  expect(stored()).toEqual([]);
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
  expect((await refusal(() => storeCover(dataDir, bomb))).message).toBe(COVER_MESSAGES.tooBig);
  expect(stored()).toEqual([]);
});
