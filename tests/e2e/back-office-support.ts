import { addDays, todayInTunis } from "~/domain/calendar";
import type { DatabaseHandle } from "../../db/client.server";
import { openDatabase } from "../../db/client.server";
import { userRoles, users, type appointments, type orders } from "../../db/schema";

export type NewOrder = typeof orders.$inferInsert;
export type NewAppointment = typeof appointments.$inferInsert;

export function order(overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    productName: "DigiFact",
    customerName: "Sami Ben Ali",
    phone: "+216 22 333 444",
    city: "Sfax",
    address: "12 rue de la République",
    email: "sami@example.tn",
    deploymentType: "local",
    ...overrides,
  };
}

/** A calendar day `days` after today in Tunis (by the test's clock), for seeded appointments. */
export function daysAhead(days: number, now = new Date()): string {
  return addDays(todayInTunis(now), days);
}

/** A seeded appointment, far enough ahead (four months) that nothing about it has begun. */
export function appointment(overrides: Partial<NewAppointment> = {}): NewAppointment {
  return {
    name: "Leila Trabelsi",
    email: "leila@example.tn",
    phone: "+216 98 765 432",
    company: "Clinique Les Jasmins",
    service: "digimed",
    preferredDate: daysAhead(120),
    preferredTime: "10:00",
    ...overrides,
  };
}

/** Runs `fill` on the PGlite data directory before the server locks it. */
export async function seed(
  dataDir: string,
  fill: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    await fill(handle);
  } finally {
    await handle.close();
  }
}

/** Places an order through the public endpoint, as the order dialog does. */
export async function placeOrder(
  baseUrl: string,
  fields: { customer_name: string; email?: string; product?: string },
): Promise<string> {
  const { ticket } = (await (await fetch(`${baseUrl}/api/orders`)).json()) as { ticket: string };
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: "POST",
    headers: { origin: baseUrl },
    body: new URLSearchParams({
      _ticket: ticket,
      customer_name: fields.customer_name,
      phone: "+216 71 000 000",
      city: "Tunis",
      address: "Avenue Habib Bourguiba",
      email: fields.email ?? "",
      deployment_type: "cloud",
      product: fields.product ?? "digierp",
    }),
  });
  const body = (await response.json()) as { ok: boolean; reference?: string; message?: string };
  if (!body.ok) throw new Error(`placeOrder: ${body.message}`);
  return body.reference!;
}

/** A status change posted the way the back office posts it, without the page. */
export async function postStatus(
  baseUrl: string,
  cookie: string,
  path: string,
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: baseUrl },
    body: new URLSearchParams({ intent: "status", ...fields }),
  });
}

/** An account with the role "user" and no password: it only shows in the back office's lists. */
export async function insertUser(
  db: DatabaseHandle["db"],
  user: { id: string; name: string; email: string },
): Promise<void> {
  await db.insert(users).values(user);
  await db.insert(userRoles).values({ userId: user.id, role: "user" });
}
