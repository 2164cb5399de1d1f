import { addDays, todayInTunis } from "~/domain/calendar";
import { sql } from "drizzle-orm";
import { formsFr } from "~/i18n/forms/fr";
import { expect, test } from "vitest";
import { queryRows } from "../../db/client.server";
import { adminSettings, orders, outbox, userRoles, users } from "../../db/schema";
import { createAppointment, fromPageA } from "~/features/appointments/create.server";
import { appointmentASchema } from "~/features/appointments/schema";
import { createMailer } from "~/features/notifications/mailer.server";
import { enqueue } from "~/features/notifications/outbox.server";
import { createOrder } from "~/features/orders/create.server";
import { orderSchema } from "~/features/orders/schema";
import fs from "node:fs";
import path from "node:path";
import { readMail } from "../support/mime";
import { tempDataDir } from "../support/server";
import { startSmtp } from "../support/smtp";
import { withTestDatabase } from "../support/test-database";
import { TEST_SITE, testOutboxWorker } from "../support/outbox";
import { siteConfig } from "~/config/site.server";

const database = withTestDatabase();

function worker(smtpUrl: string, batchSize = 5, site = TEST_SITE) {
  return testOutboxWorker({
    site,
    db: database.handle().db,
    mailer: createMailer({ smtpUrl, dataDir: "unused" }),
    notifyEmail: "direction@digi.example.tn",
    // Far longer than any pass over a batch, however loaded the machine: the
    // outage test moves the clock on (makeDue) instead of waiting.
    backoffBaseMs: 60_000,
    backoffMaxMs: 120_000,
    batchSize,
  });
}

/** Time passes: every message waiting for its backoff is due now. */
const makeDue = () =>
  database
    .handle()
    .db.execute(sql`update outbox set next_attempt_at = now() where sent_at is null`);

async function addAdmin(id: string, email: string, toggles?: { orders: boolean; appts: boolean }) {
  await database.handle().db.insert(users).values({ id, name: id, email });
  await database.handle().db.insert(userRoles).values({ userId: id, role: "admin" });
  if (toggles) {
    await database
      .handle()
      .db.insert(adminSettings)
      .values({ userId: id, notifyOrders: toggles.orders, notifyAppointments: toggles.appts });
  }
}

/** The message with its quoted-printable parts decoded (soft breaks, =XX bytes). */
const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .slice(1)
        .split("=")
        .map((h) => parseInt(h, 16)),
    ).toString("utf8"),
  );

test("a new order mails the administrators whose toggle is on plus NOTIFY_EMAIL, and the customer", async () => {
  const smtp = await startSmtp();
  try {
    await addAdmin("a1", "admin1@digi.example.tn");
    await addAdmin("a2", "admin2@digi.example.tn", { orders: false, appts: true });
    await database
      .handle()
      .db.insert(users)
      .values({ id: "u1", name: "u1", email: "user@digi.example.tn" });
    await database.handle().db.insert(userRoles).values({ userId: "u1", role: "user" });
    const input = orderSchema(formsFr.validation).parse({
      customer_name: "Amine <b>Ben</b> Salah",
      phone: "22333444",
      city: "Tunis",
      address: "Rue 1",
      email: "amine@exemple.tn",
      product: "digimed",
    });
    const { reference } = await createOrder(database.handle().db, input, "k1");
    expect(await worker(smtp.url).runOnce()).toBe(2);

    // Each administrator gets their own message: nobody sees the others' addresses.
    expect(smtp.received).toHaveLength(3);
    const admin = smtp.received.find((m) => m.to.includes("admin1@digi.example.tn"))!;
    expect(admin.to).toEqual(["admin1@digi.example.tn"]);
    expect(admin.raw).not.toContain("direction@digi.example.tn");
    const direction = smtp.received.find((m) => m.to.includes("direction@digi.example.tn"))!;
    expect(direction.to).toEqual(["direction@digi.example.tn"]);
    expect(direction.raw).not.toContain("admin1@digi.example.tn");
    expect(smtp.received.some((m) => m.to.includes("admin2@digi.example.tn"))).toBe(false);
    expect(decode(admin.raw)).toContain(reference);
    // The mail links straight to the order in the back office.
    const [order] = await database.handle().db.select().from(orders);
    expect(decode(admin.raw)).toContain(`/admin/orders/${order!.id}`);
    expect(admin.raw).toContain("Reply-To: amine@exemple.tn");
    // HTML from a visitor is escaped in the HTML part.
    expect(decode(admin.raw)).toContain("Amine &lt;b&gt;Ben&lt;/b&gt; Salah");
    const customer = smtp.received.find((m) => m.to.includes("amine@exemple.tn"))!;
    expect(customer.to).toEqual(["amine@exemple.tn"]);
    expect(customer.raw).toMatch(/Subject: .*Votre_commande_CMD-\d{4}-/);
    expect(decode(customer.raw)).toContain(reference);
    // An automatic mail, said so (RFC 3834), with CRLF line endings throughout.
    expect(customer.raw).toMatch(/^Auto-Submitted: auto-generated\r$/m);
    expect(customer.raw).not.toMatch(/[^\r]\n/);
    // The HTML part's addresses are links: the sales conditions, the site, its phone and e-mail.
    const html = readMail(customer.raw).body;
    for (const link of [
      '<a href="https://digi.example.tn/cgv" dir="ltr">https://digi.example.tn/cgv</a>',
      '<a href="tel:+21600000000">+216 00 000 000</a>',
      '<a href="mailto:contact@digi.example.tn">contact@digi.example.tn</a>',
      '<a href="https://digi.example.tn/" dir="ltr">https://digi.example.tn</a>',
    ])
      expect(html).toContain(link);

    const rows = await database.handle().db.select().from(outbox);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  } finally {
    await smtp.close();
  }
});

test("the Arabic order mail, as an .eml file: CRLF throughout, automatic, links to the Arabic pages", async () => {
  const dataDir = tempDataDir();
  const input = orderSchema(formsFr.validation).parse({
    customer_name: "سنية",
    phone: "22333444",
    city: "Sfax",
    address: "Rue 2",
    email: "sonia@exemple.tn",
    product: "digierp",
  });
  await createOrder(database.handle().db, input, "ar-1", "ar");
  await testOutboxWorker({
    db: database.handle().db,
    mailer: createMailer({ dataDir }),
    notifyEmail: "direction@digi.example.tn",
  }).runOnce();
  const dir = path.join(dataDir, "mail");
  const file = fs.readdirSync(dir).find((name) => name.includes("order.created.customer"))!;
  const raw = fs.readFileSync(path.join(dir, file), "utf8");
  expect(raw).toMatch(/^Auto-Submitted: auto-generated\r$/m);
  expect(raw).not.toMatch(/[^\r]\n/);
  const html = readMail(raw).body;
  expect(html).toContain('<a href="https://digi.example.tn/cgv?lang=ar" dir="ltr">');
  expect(html).toContain('<a href="https://digi.example.tn/?lang=ar" dir="ltr">');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("an appointment confirmation carries an .ics invitation", async () => {
  const smtp = await startSmtp();
  try {
    const input = appointmentASchema(formsFr.validation).parse({
      name: "Leila",
      email: "leila@clinique.tn",
      phone: "71000000",
      service: "digimed",
      preferred_date: addDays(todayInTunis(), 5),
      preferred_time: "14:00",
    });
    await createAppointment(database.handle().db, fromPageA(input, "fr"), "apt");
    // Signed by the site the link was made for: only the site's own addresses become links.
    await worker(smtp.url, 5, { ...TEST_SITE, url: siteConfig().url }).runOnce();
    const customer = smtp.received.find((m) => m.to.includes("leila@clinique.tn"))!;
    expect(customer.raw).toContain("text/calendar");
    expect(customer.raw).toContain("invitation.ics");
    // The self-service link is a link.
    expect(readMail(customer.raw).body).toMatch(
      /<a href="https?:\/\/[^"]+\/mon-rendez-vous\/[^"]+" dir="ltr">/,
    );
    // NOTIFY_EMAIL alone receives the admin mail when there is no administrator.
    expect(smtp.received.find((m) => m.to.includes("direction@digi.example.tn"))).toBeTruthy();
  } finally {
    await smtp.close();
  }
});

test("an SMTP outage that recovers: every mail delivered exactly once, with backoff between attempts", async () => {
  let smtp = await startSmtp();
  const port = smtp.port;
  // Two server instances sharing the database; a batch holds everything due.
  const w1 = worker(smtp.url, 20);
  const w2 = worker(smtp.url, 20);
  await addAdmin("a1", "admin1@digi.example.tn");
  for (let i = 0; i < 6; i++) {
    await createOrder(
      database.handle().db,
      orderSchema(formsFr.validation).parse({
        customer_name: `Client ${i}`,
        phone: "22333444",
        city: "Tunis",
        address: "Rue 1",
        email: `client${i}@exemple.tn`,
        product: "digifact",
      }),
      `out-${i}`,
    );
  }
  // Outage, part 1: the server answers 451 to every message.
  smtp.down();
  await Promise.all([w1.runOnce(), w2.runOnce()]);
  expect(smtp.received).toHaveLength(0);
  // Backoff: nothing is due right after a failure.
  expect(await w1.runOnce()).toBe(0);
  // Outage, part 2: nothing listens at all.
  await smtp.close();
  await makeDue();
  await Promise.all([w1.runOnce(), w2.runOnce()]);
  const failed = await database.handle().db.select().from(outbox);
  expect(failed.every((r) => r.sentAt === null && r.lastError && r.attempts >= 1)).toBe(true);
  // Backoff: nothing is due right after a failure.
  expect(await w1.runOnce()).toBe(0);

  smtp = await startSmtp(port);
  await makeDue();
  try {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      await Promise.all([w1.runOnce(), w2.runOnce()]);
      const [{ n }] = (await queryRows<{ n: number }>(
        database.handle().db,
        sql`select count(*)::int as n from outbox where sent_at is null`,
      )) as [{ n: number }];
      if (n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const ids = smtp.received.map((m) => /Message-ID:\s*<([^@>]+)@/i.exec(m.raw)![1]);
    // Six orders: each customer once, and each of the two administrators' addresses once.
    expect(ids).toHaveLength(18);
    expect(new Set(ids).size).toBe(18);
    const rows = await database.handle().db.select().from(outbox);
    expect(rows.every((r) => r.sentAt !== null && r.attempts >= 2)).toBe(true);
  } finally {
    await smtp.close();
  }
});

test("a message with no recipient is closed without sending; unknown kinds back off", async () => {
  const smtp = await startSmtp();
  try {
    await database.handle().db.transaction(async (tx) => {
      await enqueue(tx, "order.status.customer", {
        orderId: "00000000-0000-0000-0000-000000000000",
        reference: "CMD-2025-00001",
        productName: "DigiFact",
        customerName: "X",
        email: "x@exemple.tn",
        deploymentType: "local",
        fromStatus: "pending",
        status: "confirmed",
      });
      await tx.insert(outbox).values({ kind: "unknown.kind", payload: {} });
    });
    const w = testOutboxWorker({
      db: database.handle().db,
      mailer: createMailer({ smtpUrl: smtp.url, dataDir: "unused" }),
      from: "x@digi.example.tn",
    });
    await w.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect(decode(smtp.received[0]!.raw)).toContain("Confirmée");
    const unknown = (await database.handle().db.select().from(outbox)).find(
      (r) => r.kind === "unknown.kind",
    )!;
    expect(unknown.sentAt).toBeNull();
    expect(unknown.lastError).toContain("unknown outbox kind");
  } finally {
    await smtp.close();
  }
});
