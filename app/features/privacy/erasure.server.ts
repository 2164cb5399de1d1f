import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { privacyErasures } from "../../../db/schema";
import { logger } from "~/infra/logger.server";
import { anonymisedAppointment, anonymisedOrder } from "./anonymise.server";
import { count } from "./retention.server";

export interface ErasureCounts {
  orders: number;
  appointments: number;
  notes: number;
  mails: number;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
const textList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

async function idsOf(db: Database, statement: SQL): Promise<string[]> {
  return (await queryRows<{ id: string }>(db, statement)).map((r) => r.id);
}

/**
 * Erasure on request (the privacy policy promises it): every order and
 * appointment of one customer is anonymised as the retention job does, their
 * internal notes and every mail about them (queued or kept) are deleted, the
 * values of their recorded corrections blanked, and
 * the audit trail records who did it and how many rows, never what they held.
 * One transaction; `undefined` when the customer does not exist.
 */
export async function eraseCustomer(
  db: Database,
  customerKey: string,
  adminUserId: string,
  options: { mailDir?: string; now?: Date } = {},
): Promise<ErasureCounts | undefined> {
  const at = sql`${(options.now ?? new Date()).toISOString()}::timestamptz`;
  // The records then say they were erased at the person's request, and by whom.
  const onRequest = sql`erased_on_request = true, erased_by = ${adminUserId}`;
  const erased = await db.transaction(async (tx) => {
    const orderIds = await idsOf(
      tx,
      sql`SELECT id FROM orders WHERE customer_key = ${customerKey} FOR UPDATE`,
    );
    const appointmentIds = await idsOf(
      tx,
      sql`SELECT id FROM appointments WHERE customer_key = ${customerKey} FOR UPDATE`,
    );
    const ids = [...orderIds, ...appointmentIds];
    if (ids.length === 0) return undefined;
    if (orderIds.length > 0) {
      await tx.execute(
        sql`UPDATE orders SET ${anonymisedOrder(at)}, ${onRequest} WHERE id IN (${uuidList(orderIds)})`,
      );
    }
    if (appointmentIds.length > 0) {
      await tx.execute(
        sql`UPDATE appointments SET ${anonymisedAppointment(at)}, ${onRequest} WHERE id IN (${uuidList(appointmentIds)})`,
      );
    }
    const notes = await count(
      tx,
      sql`DELETE FROM record_notes WHERE entity_id IN (${uuidList(ids)})`,
    );
    // Who corrected which field and when stays; what the fields held goes.
    await tx.execute(
      sql`UPDATE record_changes SET before = NULL, after = NULL WHERE entity_id IN (${uuidList(ids)})`,
    );
    const mailIds = await idsOf(
      tx,
      sql`DELETE FROM outbox
          WHERE coalesce(payload->>'orderId', payload->>'appointmentId') IN (${textList(ids)})
          RETURNING id`,
    );
    const digestIds =
      appointmentIds.length > 0 ? await removeFromDigests(tx, textList(appointmentIds)) : [];
    const counts: ErasureCounts = {
      orders: orderIds.length,
      appointments: appointmentIds.length,
      notes,
      mails: mailIds.length + digestIds.length,
    };
    await tx.insert(privacyErasures).values({ adminUserId, ...counts });
    return { counts, mailIds: [...mailIds, ...digestIds] };
  });
  if (!erased) return undefined;
  if (options.mailDir) removeMailFiles(options.mailDir, erased.mailIds);
  logger.info({ ...erased.counts, by: adminUserId }, "privacy: a customer's data erased");
  return erased.counts;
}

/**
 * The administrators' morning digests list several people: the erased
 * person's appointments leave each list (a digest left empty goes), and the
 * ids of the digests touched are returned, whose `.eml` copies hold the
 * names as sent.
 */
async function removeFromDigests(tx: Database, appointmentIds: SQL): Promise<string[]> {
  const listed = sql`SELECT 1 FROM jsonb_array_elements(payload->'appointments') a
                     WHERE a->>'id' IN (${appointmentIds})`;
  const touched = await idsOf(
    tx,
    sql`UPDATE outbox
        SET payload = jsonb_set(payload, '{appointments}', (
          SELECT coalesce(jsonb_agg(a), '[]'::jsonb)
          FROM jsonb_array_elements(payload->'appointments') a
          WHERE a->>'id' NOT IN (${appointmentIds})))
        WHERE kind = 'appointments.digest.admin' AND EXISTS (${listed})
        RETURNING id`,
  );
  if (touched.length > 0) {
    await tx.execute(
      sql`DELETE FROM outbox WHERE id IN (${uuidList(touched)})
          AND jsonb_array_length(payload->'appointments') = 0`,
    );
  }
  return touched;
}

/** The `.eml` copies of the deleted mails (their names carry the outbox id). */
function removeMailFiles(dir: string, mailIds: string[]) {
  if (mailIds.length === 0 || !fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    if (mailIds.some((id) => name.includes(id))) fs.rmSync(path.join(dir, name), { force: true });
  }
}
