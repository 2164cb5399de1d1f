/**
 * Article covers uploaded from the back office. The upload is read with a
 * byte limit (a larger one is refused as soon as it passes the limit, never
 * held in memory), its real type is read from its first bytes, then it is
 * decoded in full and re-encoded: what is stored is pixels only (no metadata,
 * no script, no foreign format), in two sizes, under content-hashed names in
 * the database, so every instance serves them and backups hold them. See ADR
 * 0029.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../../db/client.server";
import { contentMedia } from "../../../db/schema";
import { logger } from "~/infra/logger.server";
import { ByteBoundedCache } from "./byte-bounded-cache";
import { COVER_MAX_BYTES, COVER_MESSAGES } from "./cover-rules";
import { Refused } from "~/domain/result";

export { COVER_MAX_BYTES, COVER_MESSAGES } from "./cover-rules";

/** Larger images are refused before decoding (a small file may claim huge dimensions). */
const MAX_PIXELS = 50_000_000;

/** The two stored sizes: social previews (og:image) and the page and blog grid. */
export const COVER_SIZES = {
  social: { suffix: "1200x630.jpg", width: 1200, height: 630 },
  grid: { suffix: "640.webp", width: 640, height: 336 },
} as const;

/** A stored cover's file name: 20 hex digits of its hash and its size. */
export const COVER_FILE = /^[0-9a-f]{20}-(?:1200x630\.jpg|640\.webp)$/;

/** A refused upload: its French message and its status (too large, not an image, broken). */
const refused = (message: string, status: 400 | 413 | 415) =>
  new Refused({ ok: false, status, message });

/**
 * The whole upload, refused (413) as soon as it passes `COVER_MAX_BYTES`: a
 * declared length over the limit is refused before a byte is read.
 */
export async function readUpload(
  body: AsyncIterable<Uint8Array>,
  declaredLength?: number,
): Promise<Buffer> {
  if (declaredLength !== undefined && declaredLength > COVER_MAX_BYTES) {
    throw refused(COVER_MESSAGES.tooLarge, 413);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > COVER_MAX_BYTES) throw refused(COVER_MESSAGES.tooLarge, 413);
    chunks.push(chunk);
  }
  if (size === 0) throw refused(COVER_MESSAGES.empty, 400);
  return Buffer.concat(chunks);
}

type ImageType = "jpeg" | "png" | "webp";

/** The format the first bytes announce, whatever the file's name or declared type. */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "png";
  }
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "webp";
  }
  return undefined;
}

export interface CoverImages {
  /** Page and blog grid (WebP, 640 wide). */
  image: string;
  /** Social previews (JPEG, 1200×630). */
  socialImage: string;
}

/** Decodes, checks and re-encodes an upload into the two sizes, metadata stripped. */
export async function renderCover(bytes: Buffer): Promise<{ grid: Buffer; social: Buffer }> {
  const type = sniffImage(bytes);
  if (!type) throw refused(COVER_MESSAGES.type, 415);
  // `failOn: "warning"`: a truncated or corrupt image is an error, not a grey half-picture.
  const source = () =>
    sharp(bytes, { failOn: "warning", limitInputPixels: MAX_PIXELS, animated: false });
  let format: string | undefined;
  try {
    ({ format } = await source().metadata());
  } catch (error) {
    throw /pixel limit/i.test(String(error))
      ? refused(COVER_MESSAGES.tooBig, 400)
      : refused(COVER_MESSAGES.broken, 400);
  }
  if (format !== type) throw refused(COVER_MESSAGES.type, 415);
  try {
    // rotate(): turns the pixels as the camera's orientation said, since that metadata goes.
    const [social, grid] = await Promise.all([
      source()
        .rotate()
        .resize(COVER_SIZES.social.width, COVER_SIZES.social.height, { fit: "cover" })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
      source()
        .rotate()
        .resize(COVER_SIZES.grid.width, COVER_SIZES.grid.height, { fit: "cover" })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    return { grid, social };
  } catch (error) {
    throw /pixel limit/i.test(String(error))
      ? refused(COVER_MESSAGES.tooBig, 400)
      : refused(COVER_MESSAGES.broken, 400);
  }
}

/** The content type of each stored size, by the end of its name. */
function coverType(name: string): "image/jpeg" | "image/webp" {
  return name.endsWith(".webp") ? "image/webp" : "image/jpeg";
}

/**
 * Checks, resizes and stores an upload: both sizes in one statement, so an
 * article never points at half a cover. Returns the public addresses.
 */
export async function storeCover(
  db: Database,
  bytes: Buffer,
  uploadedBy: string | null,
): Promise<CoverImages> {
  const { grid, social } = await renderCover(bytes);
  const hash = crypto.createHash("sha256").update(grid).update(social).digest("hex").slice(0, 20);
  const gridName = `${hash}-${COVER_SIZES.grid.suffix}`;
  const socialName = `${hash}-${COVER_SIZES.social.suffix}`;
  const rows = [
    [gridName, grid],
    [socialName, social],
  ] as const;
  await db
    .insert(contentMedia)
    .values(
      rows.map(([name, image]) => ({
        name,
        contentType: coverType(name),
        bytes: image,
        byteSize: image.length,
        uploadedBy,
      })),
    )
    // The same picture uploaded again has the same names and bytes: the first copy stays.
    .onConflictDoNothing();
  return { image: `/media/covers/${gridName}`, socialImage: `/media/covers/${socialName}` };
}

export interface StoredCover {
  bytes: Buffer;
  type: string;
  byteLength: number;
}

/**
 * Covers recently served, kept in memory (bounded in bytes): a name's bytes
 * never change, so no instance ever needs to forget one for correctness.
 */
const coverCache = new ByteBoundedCache<StoredCover>(32 * 1024 * 1024);

/** A stored cover's bytes and type, or undefined for any other name. */
export async function readCover(db: Database, name: string): Promise<StoredCover | undefined> {
  if (!COVER_FILE.test(name)) return undefined;
  const cached = coverCache.get(name);
  if (cached) return cached;
  const [row] = await db
    .select({ bytes: contentMedia.bytes, type: contentMedia.contentType })
    .from(contentMedia)
    .where(eq(contentMedia.name, name));
  if (!row) return undefined;
  const cover = { bytes: row.bytes, type: row.type, byteLength: row.bytes.length };
  coverCache.set(name, cover);
  return cover;
}

/** Where covers were written as files before they moved into the database. */
export function legacyCoverDirectory(dataDir: string): string {
  return path.join(dataDir, "uploads", "covers");
}

/**
 * Copies into the database the cover files an earlier version wrote under
 * the data directory and that it does not hold yet (idempotent: run at every
 * start-up, it costs one directory listing once all are in). A file whose
 * first bytes do not match its name's format is left out. Returns how many
 * were imported.
 */
export async function importLegacyCoverFiles(db: Database, dataDir: string): Promise<number> {
  const dir = legacyCoverDirectory(dataDir);
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => COVER_FILE.test(name));
  } catch (error) {
    // No folder: nothing was ever uploaded as a file. Anything else is the caller's to report.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  if (names.length === 0) return 0;
  const present = new Set(
    (
      await db
        .select({ name: contentMedia.name })
        .from(contentMedia)
        .where(inArray(contentMedia.name, names))
    ).map((row) => row.name),
  );
  let imported = 0;
  for (const name of names.filter((n) => !present.has(n))) {
    const bytes = await fs.readFile(path.join(dir, name));
    const expected = name.endsWith(".webp") ? "webp" : "jpeg";
    if (sniffImage(bytes) !== expected) {
      logger.warn({ name }, "legacy cover file skipped: its bytes are not its format");
      continue;
    }
    await db
      .insert(contentMedia)
      .values({ name, contentType: coverType(name), bytes, byteSize: bytes.length })
      .onConflictDoNothing();
    imported += 1;
  }
  return imported;
}
