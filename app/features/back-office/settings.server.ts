import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { adminSettings } from "../../../db/schema";
import type { Env } from "~/config/env.server";

export interface NotificationSettings {
  notifyOrders: boolean;
  notifyAppointments: boolean;
  /** The 07:00 mail listing the day's appointments (off by default). */
  notifyDigest: boolean;
}

/**
 * No row yet means the defaults: both notifications on, the digest off. The
 * notification worker reads the same table (adminRecipients) when it sends.
 */
export async function getSettings(db: Database, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      notifyOrders: adminSettings.notifyOrders,
      notifyAppointments: adminSettings.notifyAppointments,
      notifyDigest: adminSettings.notifyDigest,
    })
    .from(adminSettings)
    .where(eq(adminSettings.userId, userId));
  return row ?? { notifyOrders: true, notifyAppointments: true, notifyDigest: false };
}

export async function saveSettings(
  db: Database,
  userId: string,
  settings: NotificationSettings,
): Promise<void> {
  await db
    .insert(adminSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({
      target: adminSettings.userId,
      set: { ...settings, updatedAt: sql`now()` },
    });
}

export interface SmtpStatus {
  server: boolean;
  port: boolean;
  sender: boolean;
}

/** Whether server, port and sender are set in the environment; never their values or the password. */
export function smtpStatus(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">): SmtpStatus {
  let host = "";
  let port = "";
  try {
    if (env.SMTP_URL) {
      const url = new URL(env.SMTP_URL);
      host = url.hostname;
      port = url.port || (url.protocol === "smtps:" ? "465" : "587");
    }
  } catch {
    // An unparsable URL is "not configured".
  }
  return { server: host !== "", port: port !== "", sender: Boolean(env.MAIL_FROM) };
}
