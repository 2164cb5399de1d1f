/**
 * Article covers uploaded from the back office. The upload is read with a
 * byte limit (a larger one is refused as soon as it passes the limit, never
 * held in memory), its real type is read from its first bytes, then it is
 * decoded in full and re-encoded: what is stored is pixels only (no metadata,
 * no script, no foreign format), in two sizes, under content-hashed names in
 * the private data directory. See ADR 0029.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "~/infra/private-files.server";
import { COVER_MAX_BYTES, COVER_MESSAGES } from "./cover-rules";

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

export class CoverError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

export function coverDirectory(dataDir: string): string {
  return path.join(dataDir, "uploads", "covers");
}

/**
 * The whole upload, refused (413) as soon as it passes `COVER_MAX_BYTES`: a
 * declared length over the limit is refused before a byte is read.
 */
export async function readUpload(
  body: AsyncIterable<Uint8Array>,
  declaredLength?: number,
): Promise<Buffer> {
  if (declaredLength !== undefined && declaredLength > COVER_MAX_BYTES) {
    throw new CoverError(COVER_MESSAGES.tooLarge, 413);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > COVER_MAX_BYTES) throw new CoverError(COVER_MESSAGES.tooLarge, 413);
    chunks.push(chunk);
  }
  if (size === 0) throw new CoverError(COVER_MESSAGES.empty, 400);
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
  if (!type) throw new CoverError(COVER_MESSAGES.type, 415);
  // `failOn: "warning"`: a truncated or corrupt image is an error, not a grey half-picture.
  const source = () =>
    sharp(bytes, { failOn: "warning", limitInputPixels: MAX_PIXELS, animated: false });
  let format: string | undefined;
  try {
    ({ format } = await source().metadata());
  } catch (error) {
    throw /pixel limit/i.test(String(error))
      ? new CoverError(COVER_MESSAGES.tooBig, 400)
      : new CoverError(COVER_MESSAGES.broken, 400);
  }
  if (format !== type) throw new CoverError(COVER_MESSAGES.type, 415);
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
      ? new CoverError(COVER_MESSAGES.tooBig, 400)
      : new CoverError(COVER_MESSAGES.broken, 400);
  }
}

/** Writes a file readable by the server's user only; the final name appears complete or not at all. */
async function writePrivate(file: string, bytes: Buffer) {
  const temporary = `${file}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  await fs.writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE });
  await fs.rename(temporary, file);
}

/** Checks, resizes and stores an upload; returns the public addresses of its two sizes. */
export async function storeCover(dataDir: string, bytes: Buffer): Promise<CoverImages> {
  const { grid, social } = await renderCover(bytes);
  const hash = crypto.createHash("sha256").update(grid).update(social).digest("hex").slice(0, 20);
  const dir = coverDirectory(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const gridName = `${hash}-${COVER_SIZES.grid.suffix}`;
  const socialName = `${hash}-${COVER_SIZES.social.suffix}`;
  await writePrivate(path.join(dir, gridName), grid);
  await writePrivate(path.join(dir, socialName), social);
  return { image: `/media/covers/${gridName}`, socialImage: `/media/covers/${socialName}` };
}

/** A stored cover's bytes and type, or undefined for any other name. */
export async function readCover(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; type: string } | undefined> {
  if (!COVER_FILE.test(name)) return undefined;
  try {
    const bytes = await fs.readFile(path.join(coverDirectory(dataDir), name));
    return { bytes, type: name.endsWith(".webp") ? "image/webp" : "image/jpeg" };
  } catch {
    return undefined;
  }
}
