import type express from "express";
import { requireAdmin } from "../app/features/auth/guard.server";
import { readCover, readUpload, storeCover } from "../app/features/content/covers.server";
import { COVER_UPLOAD_PATH } from "../app/features/content/cover-rules";
import { logger } from "../app/infra/logger.server";
import { db } from "../app/lib/db.server";
import { refuseUnread } from "./refuse-unread";
import { Refused } from "../app/domain/result";

/** A year: the names change with the content, so a name's bytes never do. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Cover uploads and their public addresses. Mounted before the server-wide
 * body parser: an upload may be up to 5 MB (the parser stops at
 * BODY_LIMIT_BYTES), and is read as a stream with its own limit.
 */
export function coverRoutes(app: express.Express): void {
  // A database failure rejects the handler: Express 5 hands it to the app's error handler (logged, 500).
  app.get("/media/covers/:name", async (req, res) => {
    const { name } = req.params;
    const cover = await readCover(db(), name);
    if (!cover) {
      res.status(404).type("text/plain").send("Image introuvable.");
      return;
    }
    res.set({
      "Content-Type": cover.type,
      "Cache-Control": IMMUTABLE,
      // The name is the content's hash, so it is the entity tag too; `send`
      // answers 304 to a matching If-None-Match.
      ETag: `"${name}"`,
      "X-Content-Type-Options": "nosniff",
      // Opened on its own, an image still runs nothing.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
    res.send(cover.bytes);
  });

  app.post(COVER_UPLOAD_PATH, async (req, res) => {
    const refuse = (status: number, message: string) => refuseUnread(req, res, status, message);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(key, value);
    }
    let admin: { userId: string };
    try {
      admin = await requireAdmin(
        new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
          method: "POST",
          headers,
        }),
      );
    } catch {
      refuse(401, "Session expirée : reconnectez-vous, puis téléversez l'image à nouveau.");
      return;
    }
    const declared = req.get("content-length");
    try {
      // A refusal mid-way must leave the request readable, for `refuseUnread` to drain it.
      const body = req.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>;
      const bytes = await readUpload(body, declared ? Number(declared) : undefined);
      const cover = await storeCover(db(), bytes, admin.userId);
      logger.info({ userId: admin.userId, image: cover.image }, "article cover stored");
      res.status(201).json(cover);
    } catch (error) {
      if (error instanceof Refused) {
        logger.info({ userId: admin.userId, reason: error.message }, "article cover refused");
        refuse(error.refusal.status, error.message);
        return;
      }
      logger.error({ err: error, userId: admin.userId }, "article cover upload failed");
      refuse(500, "Erreur lors du téléversement de l'image. Réessayez.");
    }
  });
}
