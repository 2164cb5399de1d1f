import fs from "node:fs";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { appointments, orders, recordNotes, statusEvents, userRoles, users } from "../../db/schema";
import { adminCredentials, createAdminUser, sessionCookie } from "../support/admin";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import { appointment, order, seed } from "./back-office-support";

// Every back-office action dispatches on its form's `intent`: one it does not
// know is a 400 with a French message and touches nothing, instead of falling
// into another action's path (the users page once treated it as a deletion).
const UNKNOWN = "Action inconnue";
let server: TestServer | undefined;
let dataDir: string;
let orderId: string;
let appointmentId: string;
let colleagueId: string;
let colleagueRoleId: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  await seed(dataDir, async ({ db }) => {
    orderId = (await db.insert(orders).values(order()).returning({ id: orders.id }))[0]!.id;
    appointmentId = (
      await db.insert(appointments).values(appointment()).returning({ id: appointments.id })
    )[0]!.id;
  });
  colleagueId = (await createAdminUser(dataDir, adminCredentials("collegue"))).userId;
  await seed(dataDir, async ({ db }) => {
    colleagueRoleId = (await rolesOf(db, colleagueId))[0]!.id;
  });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("an unknown intent answers 400 in French on every back-office action and changes nothing", async () => {
  const me = await createAdminUser(dataDir, adminCredentials("moi"));
  server = await startTestServer({ dataDir });
  const cookie = await sessionCookie(server, me);

  const post = (path: string, body: Record<string, string>) =>
    fetch(`${server!.url}${path}.data`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server!.url },
      body: new URLSearchParams(body),
    });
  const attempts: [string, Record<string, string>][] = [
    // What the delete path used to accept without looking at the intent.
    ["/admin/users", { intent: "supprimer", id: colleagueRoleId }],
    ["/admin/users", { id: colleagueRoleId }],
    [
      "/admin/users",
      { intent: "", email: "intrus@example.com", password: "Jasmin-de-Hammamet-2025" },
    ],
    ["/admin/orders", { intent: "delete", id: orderId, status: "cancelled" }],
    ["/admin/orders", { id: orderId, status: "confirmed" }],
    [
      `/admin/orders/${orderId}`,
      { intent: "archive", id: orderId, status: "cancelled", body: "x" },
    ],
    [`/admin/appointments/${appointmentId}`, { id: appointmentId, status: "confirmed" }],
    [`/admin/appointments/${appointmentId}`, { intent: "NOTE", body: "Note glissée" }],
  ];
  for (const [path, body] of attempts) {
    const response = await post(path, body);
    expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    expect(await response.text()).toContain(UNKNOWN);
  }
  // The known intents still work on the same pages.
  const known = await post(`/admin/orders/${orderId}`, { intent: "note", body: "Rappeler lundi" });
  expect(known.status).toBe(200);

  expect(await server.stop()).toBe(0);
  server = undefined;
  const handle = await openDatabase({ dataDir });
  try {
    const { db } = handle;
    expect(await rolesOf(db, colleagueId)).toHaveLength(1);
    expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(2);
    expect((await db.select({ s: orders.status }).from(orders))[0]!.s).toBe("pending");
    expect((await db.select({ s: appointments.status }).from(appointments))[0]!.s).toBe("pending");
    expect((await db.select({ n: count() }).from(statusEvents))[0]!.n).toBe(0);
    const notes = await db.select({ body: recordNotes.body }).from(recordNotes);
    expect(notes).toEqual([{ body: "Rappeler lundi" }]);
  } finally {
    await handle.close();
  }
});

function rolesOf(db: DatabaseHandle["db"], userId: string) {
  return db.select().from(userRoles).where(eq(userRoles.userId, userId));
}
