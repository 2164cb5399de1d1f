import type { Database } from "../../../db/client.server";
import { serviceShortLabels } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";

/**
 * Appointment rows with their service in short, as the back office lists it:
 * a product's current name (inactive products included), or the name of a
 * service that is not a product.
 */
export async function withServiceLabels<T extends { service: string }>(
  db: Database,
  rows: T[],
): Promise<(T & { serviceLabel: string })[]> {
  const labels = serviceShortLabels(await siteContent(db));
  return rows.map((row) => ({ ...row, serviceLabel: labels[row.service] ?? row.service }));
}
