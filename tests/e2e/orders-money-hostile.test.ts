import crypto from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { issueTicket } from "../../app/features/forms/ticket.server";
import { orderToken } from "../../app/features/orders/order-link.server";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import { readableText } from "../support/typography";
import {
  adminCredentials,
  createAdminUser,
  sessionCookie,
  type Credentials,
} from "../support/admin";

const SECRET = crypto.randomBytes(32).toString("hex");
let server: TestServer;
let admin: Credentials;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  admin = await createAdminUser(dataDir, adminCredentials());
  server = await startTestServer({ dataDir, env: { BETTER_AUTH_SECRET: SECRET } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const valid = {
  customer_name: "Karim Jaziri",
  phone: "55 123 456",
  city: "Sousse",
  address: "Avenue Habib Bourguiba",
  deployment_type: "local",
  product: "digierp",
};

/** Posts the order form as the dialog does, with a ticket old enough to pass the minimum time. */
async function post(fields: Record<string, string | string[]>, lang = "fr") {
  const body = new FormData();
  body.set("_ticket", issueTicket(SECRET, "order", Date.now() - 60_000));
  body.set("lang", lang);
  for (const [name, value] of Object.entries({ ...valid, ...fields })) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  const response = await fetch(`${server.url}/api/orders`, { method: "POST", body });
  return {
    status: response.status,
    body: (await response.json()) as { ok: boolean; message?: string; reference?: string },
  };
}

test("hostile company names, tax identifiers and options: clear messages, nothing stored, never a 5xx", async () => {
  const refusals: [Record<string, string | string[]>, string, string?][] = [
    [{ company_name: "x".repeat(101) }, "Le nom de la société ne doit pas dépasser 100 caractères"],
    [{ tax_id: "'; DROP TABLE orders;--" }, "Le matricule fiscal n'est pas valide"],
    [{ tax_id: "<script>alert(1)</script>" }, "Le matricule fiscal n'est pas valide"],
    [{ tax_id: "1234567I/A/M/000" }, "Le matricule fiscal n'est pas valide"],
    [{ tax_id: "9".repeat(5000) }, "Le matricule fiscal n'est pas valide"],
    [{ tax_id: "123" }, "المعرّف الجبائي غير صالح", "ar"],
    [{ "option[]": ["phone", "../../etc/passwd"] }, "Option inconnue : veuillez recharger la page"],
    [{ "option[]": ["nope"] }, "خيار غير معروف", "ar"],
    [{ "option[]": Array.from({ length: 30 }, (_, i) => `o${i}`) }, "Option inconnue"],
  ];
  for (const [fields, message, lang] of refusals) {
    const answer = await post(fields, lang);
    expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
    expect(answer.body.ok).toBe(false);
    expect(answer.body.message?.replace(/[\u202f\u00a0]/g, " ")).toContain(message);
  }

  // Accepted: markup is only text, control and bidi-override characters go, the identifier is normalised.
  const ok = await post({
    company_name: "<b>Société\u202e Ben & Fils</b>",
    tax_id: " 1234567 a / a / m / 000 ",
    "option[]": ["backup"],
  });
  expect(ok.status).toBe(200);
  const cloud = await post({ deployment_type: "cloud", "option[]": ["phone"] });
  expect(cloud.status).toBe(200);

  // What was stored, as the CSV export shows it: the two accepted orders only.
  const cookie = await sessionCookie(server, admin);
  const csv = await (
    await fetch(`${server.url}/admin/export/orders`, { headers: { cookie } })
  ).text();
  const rows = csv.trim().split(/\r?\n/).slice(1);
  expect(rows).toHaveLength(2);
  expect(csv).toContain("<b>Société Ben & Fils</b>;1234567A/A/M/000;");
  expect(csv).not.toContain("\u202e");
});

test("tampered order links and absurd payments: clear answers, never a 5xx, nothing stored", async () => {
  const placed = await post({});
  expect(placed.status).toBe(200);
  for (const path of [
    "/ma-commande/nimporte-quoi",
    `/ma-commande/${"a".repeat(32)}.1.${"A".repeat(43)}`,
    `/ma-commande/${orderToken(crypto.randomUUID(), 1, SECRET)}`,
    `/ma-commande/${"a".repeat(5000)}`,
    "/ma-commande/%00%ff/proforma.pdf",
    `/ma-commande/${orderToken(crypto.randomUUID(), 1, SECRET)}/proforma.pdf?lang=ar`,
  ]) {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBeLessThan(500);
    expect([400, 404]).toContain(response.status);
    // What the visitor reads: the page's text (apostrophes as entities), not its data.
    const text = readableText(await response.text());
    if (!path.endsWith("%ff/proforma.pdf")) expect(text).toMatch(/n'est pas valide|غير صالح/);
  }

  const cookie = await sessionCookie(server, admin);
  const orderPage = await fetch(`${server.url}/admin/orders?payment=unpaid`, {
    headers: { cookie },
  });
  const id = /\/admin\/orders\/([0-9a-f-]{36})/.exec(await orderPage.text())![1]!;
  const pay = (fields: Record<string, string>, target = id) =>
    fetch(`${server.url}/admin/orders/${target}.data`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "payment",
        method: "cash",
        paid_on: new Date().toISOString().slice(0, 10),
        ...fields,
      }),
    });
  for (const [fields, status] of [
    [{ amount: "-100" }, 400],
    [{ amount: "0" }, 400],
    [{ amount: "1e308" }, 400],
    [{ amount: "99999999999999999999" }, 400],
    [{ amount: "NaN" }, 400],
    [{ amount: "100", method: "bitcoin" }, 400],
    [{ amount: "100", paid_on: "2999-01-01" }, 400],
    [{ amount: "9999999" }, 400], // past the balance
  ] as const) {
    const response = await pay(fields);
    expect(response.status, JSON.stringify(fields)).toBe(status);
  }
  expect((await pay({ amount: "10" }, crypto.randomUUID())).status).toBe(404);
  const correction = await fetch(`${server.url}/admin/orders/${id}.data`, {
    method: "POST",
    headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "payment-correct", payment: crypto.randomUUID() }),
  });
  expect(correction.status).toBe(404);
  // Nothing was recorded: the order is still unpaid.
  const after = await (
    await fetch(`${server.url}/admin/export/orders`, { headers: { cookie } })
  ).text();
  expect(after).not.toContain("Acompte reçu");
  expect(after.match(/Non payée/g)?.length).toBe(3);
});

test("billing rates: refused when absurd, a valid set applies from its day", async () => {
  const cookie = await sessionCookie(server, admin);
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Africa/Tunis" });
  const post = (fields: Record<string, string>) =>
    fetch(`${server.url}/admin/settings.data`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "billing-rates",
        effective_from: today,
        vat_rate: "19",
        stamp: "1",
        deposit_rate: "30",
        ...fields,
      }),
    });
  const absurd: Record<string, string>[] = [
    { vat_rate: "-5" },
    { vat_rate: "150" },
    { deposit_rate: "abc" },
    { stamp: "-1" },
    { stamp: "99999" },
    { effective_from: "2000-01-01" },
    { effective_from: "not-a-day" },
  ];
  for (const fields of absurd) {
    expect((await post(fields)).status, JSON.stringify(fields)).toBe(400);
  }
  expect((await post({ vat_rate: "7", stamp: "0,600", deposit_rate: "50" })).status).toBe(200);
  const page = await (await fetch(`${server.url}/admin/settings`, { headers: { cookie } })).text();
  expect(page.replace(/[\u202f\u00a0]/g, " ")).toContain("0,600 DT");
  // The next order takes the new rates.
  const next = (await (await fetch(`${server.url}/api/orders`)).json()) as {
    rates: { vatRateBp: number; stampMillimes: number; depositRateBp: number };
  };
  expect(next.rates).toEqual({ vatRateBp: 700, stampMillimes: 600, depositRateBp: 5000 });
});
