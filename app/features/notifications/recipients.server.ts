import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";

/**
 * Who receives the administrators' mail of a kind: every administrator whose
 * settings toggle for it is on (no settings row = both on), plus NOTIFY_EMAIL.
 * Read at send time, so a toggle switched off stops mail still queued.
 */
export async function adminRecipients(
  db: Database,
  topic: "orders" | "appointments",
  notifyEmail: string | undefined,
): Promise<string[]> {
  const toggle = topic === "orders" ? sql`s.notify_orders` : sql`s.notify_appointments`;
  const rows = await queryRows<{ email: string }>(
    db,
    sql`SELECT DISTINCT u.email AS email
        FROM user_roles r
        JOIN users u ON u.id = r.user_id
        LEFT JOIN admin_settings s ON s.user_id = u.id
        WHERE r.role = 'admin' AND coalesce(${toggle}, true)
        ORDER BY u.email`,
  );
  const seen = new Set<string>();
  const out: string[] = [];
  for (const email of [...rows.map((r) => r.email), ...(notifyEmail ? [notifyEmail] : [])]) {
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(email);
  }
  return out;
}
