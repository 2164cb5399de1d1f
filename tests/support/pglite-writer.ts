/**
 * Child process of the durability test: opens a PGlite data directory the way
 * the server does, then writes orders one by one, each in a transaction with
 * its outbox row, and prints the order id only after the commit resolved.
 * The parent kills it with SIGKILL at a random moment.
 *
 * Usage: tsx tests/support/pglite-writer.ts <dataDir> <tag>
 */
import { openDatabase } from "../../db/client.server";
import { orders, outbox } from "../../db/schema";

const [dataDir, tag = "w"] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: pglite-writer <dataDir> <tag>");

const handle = await openDatabase({ dataDir });
// stdout is a pipe: writes are synchronous on Linux, so a printed line left the process.
process.stdout.write("ready\n");
for (let n = 0; ; n++) {
  const id = await handle.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        productName: "DigiFact",
        customerName: `${tag}-${n}`,
        phone: "20000000",
        city: "Tunis",
        address: "1 rue de test",
      })
      .returning({ id: orders.id });
    await tx.insert(outbox).values({ kind: "order.created", payload: { orderId: row!.id } });
    return row!.id;
  });
  process.stdout.write(`${id}\n`);
}
