import { desc, lte, sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { billingSettings } from "../../../db/schema";
import { DEFAULT_RATES, type BillingRates, type PricedOption } from "~/domain/money";
import type { ProductData } from "~/lib/catalog-types";

/**
 * The VAT rate, stamp and deposit share in force on `day` (YYYY-MM-DD,
 * Africa/Tunis): the latest row that took effect on or before it; the
 * defaults (19 %, 1 DT, 30 %) when the table has none.
 */
export async function ratesOn(db: Database, day: string): Promise<BillingRates> {
  const [row] = await db
    .select()
    .from(billingSettings)
    .where(lte(billingSettings.effectiveFrom, day))
    .orderBy(desc(billingSettings.effectiveFrom), desc(billingSettings.id))
    .limit(1);
  if (!row) return DEFAULT_RATES;
  return {
    vatRateBp: row.vatRateBp,
    stampMillimes: row.stampMillimes,
    depositRateBp: row.depositRateBp,
  };
}

/** Today in Africa/Tunis, as the database sees it. */
export async function tunisToday(db: Database): Promise<string> {
  const [row] = await queryRows<{ day: string }>(
    db,
    sql`SELECT to_char(now() AT TIME ZONE 'Africa/Tunis', 'YYYY-MM-DD') AS day`,
  );
  return row!.day;
}

/** Every rate row, newest first, for the settings page. */
export function rateHistory(db: Database) {
  return db
    .select()
    .from(billingSettings)
    .orderBy(desc(billingSettings.effectiveFrom), desc(billingSettings.id))
    .limit(50);
}

/** A new rate row: it applies to orders placed from `effectiveFrom` on. */
export async function addRates(
  db: Database,
  rates: BillingRates & { effectiveFrom: string },
  adminUserId: string | null,
): Promise<void> {
  await db.insert(billingSettings).values({ ...rates, createdBy: adminUserId });
}

/** A product's local-install options as the money module prices them. */
export function productOptions(product: ProductData): PricedOption[] {
  return product.localOptions.map((o) => ({ key: o.key, price: o.price, label: o.label }));
}
