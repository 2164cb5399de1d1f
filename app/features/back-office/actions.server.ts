import { data } from "react-router";
import { requireAdmin } from "~/features/auth/guard.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { statusChangeSchema, type Entity } from "./schema";
import { changeStatus, STATUS_MESSAGES } from "./status.server";

/** What a status action answers; the status buttons turn it into a toast or a warning. */
export type StatusActionData =
  | { ok: true; message: string }
  | { ok: false; message: string; reason?: string; doubleBooking?: boolean };

/**
 * The action of the list and detail pages: one status change through the
 * shared state machine. Refusals answer 409 (404 for a vanished row) with
 * the reason; unexpected errors are logged and answered without details.
 */
export async function statusAction(request: Request, entity: Entity) {
  const admin = await requireAdmin(request);
  const parsed = statusChangeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<StatusActionData>(
      { ok: false, message: STATUS_MESSAGES.failure, reason: parsed.error.issues[0]?.message },
      { status: 400 },
    );
  }
  try {
    const result = await changeStatus(db(), {
      entity,
      id: parsed.data.id,
      to: parsed.data.status,
      adminUserId: admin.userId,
      force: parsed.data.force,
    });
    if (result.ok) {
      logger.info(
        { entity, id: parsed.data.id, from: result.from, to: result.to, by: admin.userId },
        "status changed",
      );
      return data<StatusActionData>({ ok: true, message: STATUS_MESSAGES.success });
    }
    return data<StatusActionData>(
      {
        ok: false,
        message: result.doubleBooking ? result.message : STATUS_MESSAGES.failure,
        reason: result.message,
        doubleBooking: result.doubleBooking,
      },
      { status: result.status },
    );
  } catch (error) {
    logger.error({ err: error, entity, id: parsed.data.id }, "status change failed");
    return data<StatusActionData>({ ok: false, message: STATUS_MESSAGES.failure }, { status: 500 });
  }
}

/**
 * Runs a page's query; a database failure is logged and becomes the page's
 * French load-failure message instead of an error page (spec §8).
 */
export async function loadOrFail<T>(
  what: string,
  load: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    logger.error({ err: error, what }, "back-office load failed");
    return { ok: false };
  }
}
