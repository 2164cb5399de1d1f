import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "~/config/env.server";

let cached: string | undefined;

/**
 * The server secret (sessions, signed form tokens): BETTER_AUTH_SECRET, or for
 * the embedded default one generated once and kept in the data directory, so
 * sessions survive restarts without any set-up.
 */
export function appSecret(): string {
  if (cached) return cached;
  const e = env();
  if (e.BETTER_AUTH_SECRET) return (cached = e.BETTER_AUTH_SECRET);
  const file = path.join(e.DATA_DIR, "secret.key");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(e.DATA_DIR, { recursive: true });
    const fresh = crypto.randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, fresh, { flag: "wx", mode: 0o600 });
      cached = fresh;
    } catch {
      // Another process wrote it first: use theirs.
      cached = fs.readFileSync(file, "utf8").trim();
    }
  }
  return cached;
}
