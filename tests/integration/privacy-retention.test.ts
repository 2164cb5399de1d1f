import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import {
  appointments,
  auditLog,
  orders,
  outbox,
  recordChanges,
  rateLimits,
  sessions,
  usedTotpCodes,
  users,
  verifications,
} from "../../db/schema";
import { runRetention } from "~/features/privacy/retention.server";
import { withTestDatabase } from "../support/test-database";
import { tempDataDir } from "../support/server";

/**
 * The daily retention job keeps the privacy policy's promises, driven with a
 * controlled clock: customers 5 years after their last order or appointment,
 * prospects 3 years, browsing data 13 months, sent mail 30 days; and it
 * purges expired sessions, verifications, used TOTP codes and rate-limit
 * windows. One run a day whatever the number of instances.
 */
const database = withTestDatabase();

const NOW = new Date("2031-06-15T03:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000);
const YEAR = 365.25;

const order = (name: string, createdAt: Date, contact: { email?: string; phone: string }) => ({
  productName: "DigiFact",
  customerName: name,
  phone: contact.phone,
  email: contact.email ?? null,
  city: "Sfax",
  address: "12 rue de la Liberté",
  createdAt,
  idempotencyKey: `k-${name}`,
});
const appointment = (name: string, createdAt: Date, contact: { email: string; phone: string }) => ({
  name,
  email: contact.email,
  phone: contact.phone,
  company: "Clinique",
  service: "digimed" as const,
  preferredDate: "2026-01-10",
  preferredTime: "10:00",
  message: "Bonjour",
  createdAt,
});

test("anonymises customers after 5 years and prospects after 3, counting their latest activity", async () => {
  const db = database.handle().db;
  await db.insert(orders).values([
    // A customer gone for 6 years: anonymised.
    order("Ancien client", ago(6 * YEAR), { email: "ancien@exemple.tn", phone: "20 000 001" }),
    // An old order, but the same person (another phone format) booked a visit 2 years ago: kept.
    order("Fidèle", ago(7 * YEAR), { phone: "+216 20 000 002" }),
    // 4 years: still within the 5.
    order("Récent", ago(4 * YEAR), { email: "recent@exemple.tn", phone: "20000003" }),
  ]);
  await db.insert(appointments).values([
    appointment("Fidèle", ago(2 * YEAR), { email: "fidele@exemple.tn", phone: "20000002" }),
    // A prospect (no order) silent for 3.5 years: anonymised.
    appointment("Prospect", ago(3.5 * YEAR), { email: "prospect@exemple.tn", phone: "20000004" }),
    // A customer's appointment 4 years ago: a customer keeps 5 years.
    appointment("Récent", ago(4 * YEAR), { email: "RECENT@exemple.tn", phone: "20000099" }),
    // A prospect seen 2 years ago.
    appointment("Nouveau", ago(2 * YEAR), { email: "nouveau@exemple.tn", phone: "20000005" }),
  ]);

  // A correction of the customer gone for 6 years, and one of a customer who stays.
  const [, ancien, recent] = await db.select().from(orders).orderBy(orders.createdAt);
  await db.insert(recordChanges).values([
    { entity: "order", entityId: ancien!.id, field: "city", before: "Gabès", after: "Sfax" },
    { entity: "order", entityId: recent!.id, field: "city", before: "Tozeur", after: "Sfax" },
  ]);

  const counts = await runRetention(db, { now: NOW });
  expect(counts).toMatchObject({
    ordersAnonymised: 1,
    appointmentsAnonymised: 1,
    correctionsBlanked: 1,
  });
  expect(
    (await db.select().from(recordChanges))
      .map((c) => c.before)
      .sort((a, b) => (a ?? "").localeCompare(b ?? "")),
  ).toEqual([null, "Tozeur"]);

  const orderRows = await db.select().from(orders).orderBy(orders.createdAt);
  expect(orderRows.map((o) => o.customerName)).toEqual(["Fidèle", "Anonyme", "Récent"]);
  const gone = orderRows[1]!;
  expect(gone).toMatchObject({
    phone: "",
    email: null,
    city: "",
    address: "",
    idempotencyKey: null,
  });
  expect(gone.anonymisedAt?.toISOString()).toBe(NOW.toISOString());
  // The facts stay for the accounts: reference, product, status, date.
  expect(gone.reference).toMatch(/^CMD-/);
  expect(gone.productName).toBe("DigiFact");

  const appointmentRows = await db.select().from(appointments).orderBy(appointments.createdAt);
  expect(appointmentRows.map((a) => a.name)).toEqual(["Récent", "Anonyme", "Fidèle", "Nouveau"]);
  expect(appointmentRows[1]).toMatchObject({ email: "", phone: "", company: null, message: null });
});

test("purges sent mail after 30 days, expired sessions, verifications, used codes and rate-limit windows", async () => {
  const db = database.handle().db;
  await db.insert(users).values({ id: "u1", name: "Admin", email: "admin@exemple.tn" });
  await db.insert(outbox).values([
    { kind: "order.created.admin", payload: { n: 1 }, sentAt: ago(31), createdAt: ago(31) },
    { kind: "order.created.admin", payload: { n: 2 }, sentAt: ago(29), createdAt: ago(29) },
    // Never sent and abandoned long ago: personal data nobody will send.
    {
      kind: "order.created.admin",
      payload: { n: 3 },
      createdAt: ago(60),
      nextAttemptAt: ago(59),
      attempts: 8,
    },
    // A reminder due later stays.
    { kind: "order.created.admin", payload: { n: 4 }, createdAt: ago(40), nextAttemptAt: ago(-5) },
  ]);
  const session = (id: string, createdAt: Date, expiresAt: Date) => ({
    id,
    token: `t-${id}`,
    userId: "u1",
    ipAddress: "198.51.100.7",
    userAgent: "Firefox",
    createdAt,
    expiresAt,
  });
  await db.insert(sessions).values([
    session("expired", ago(10), ago(3)),
    session("live", ago(1), ago(-6)),
    // Browsing data (IP, browser) never older than 13 months, even in a live session.
    session("ancient", ago(400), ago(-1)),
  ]);
  await db.insert(verifications).values([
    { id: "v-old", identifier: "x", value: "y", expiresAt: ago(1) },
    { id: "v-new", identifier: "x", value: "y", expiresAt: ago(-1) },
  ]);
  await db.insert(usedTotpCodes).values([
    { userId: "u1", code: "111111", usedAt: ago(1) },
    { userId: "u1", code: "222222", usedAt: new Date(NOW.getTime() - 30_000) },
  ]);
  await db.insert(rateLimits).values([
    { key: "a".repeat(64), count: 3, windowStart: ago(2), expiresAt: ago(1) },
    {
      key: "b".repeat(64),
      count: 3,
      windowStart: new Date(NOW.getTime() - 30_000),
      expiresAt: new Date(NOW.getTime() + 30_000),
    },
  ]);
  // The audit log keeps client addresses: 13 months, as browsing data.
  await db.insert(auditLog).values([
    { action: "auth.sign-in", ip: "192.0.2.1", at: ago(14 * 31) },
    { action: "auth.sign-in", ip: "192.0.2.2", at: ago(12 * 30) },
  ]);
  const mailDir = path.join(tempDataDir(), "mail");
  fs.mkdirSync(mailDir);
  for (const [name, days] of [
    ["old.eml", 31],
    ["new.eml", 2],
  ] as const) {
    fs.writeFileSync(path.join(mailDir, name), "x");
    fs.utimesSync(path.join(mailDir, name), ago(days), ago(days));
  }

  const counts = await runRetention(db, { now: NOW, mailDir });
  expect(counts).toEqual({
    ordersAnonymised: 0,
    appointmentsAnonymised: 0,
    correctionsBlanked: 0,
    outboxMessages: 2,
    mailFiles: 1,
    sessions: 2,
    verifications: 1,
    totpCodes: 1,
    rateLimitWindows: 1,
    audienceRows: 0,
    auditEntries: 1,
  });
  expect((await db.select().from(auditLog)).map((a) => a.ip)).toEqual(["192.0.2.2"]);
  expect(
    (await db.select().from(outbox)).map((m) => (m.payload as { n: number }).n).sort(),
  ).toEqual([2, 4]);
  expect((await db.select().from(sessions)).map((s) => s.id)).toEqual(["live"]);
  expect((await db.select().from(verifications)).map((v) => v.id)).toEqual(["v-new"]);
  expect((await db.select().from(usedTotpCodes)).map((c) => c.code)).toEqual(["222222"]);
  expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(["b".repeat(64)]);
  expect(fs.readdirSync(mailDir)).toEqual(["new.eml"]);
  fs.rmSync(path.dirname(mailDir), { recursive: true, force: true });
});

test("runs once a day whatever the number of instances calling it", async () => {
  const db = database.handle().db;
  await db
    .insert(verifications)
    .values({ id: "v", identifier: "x", value: "y", expiresAt: ago(1) });
  // Three instances at the same moment: exactly one runs.
  const runs = await Promise.all([1, 2, 3].map(() => runRetention(db, { now: NOW })));
  expect(runs.filter(Boolean)).toHaveLength(1);
  // Later the same day: nothing; the next day: it runs again.
  expect(await runRetention(db, { now: new Date(NOW.getTime() + 6 * 3600_000) })).toBeUndefined();
  expect(await runRetention(db, { now: new Date(NOW.getTime() + 24 * 3600_000) })).toBeDefined();
});
