import fs from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { appointments, orders } from "../../db/schema";
import { DESKTOP, launchBrowser, newPage, PHONE } from "../support/browser";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import { createAdminUser, signInAs, type Credentials } from "../support/admin";
import { appointment, order, seed } from "./back-office-support";

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

let server: TestServer;
let browser: Browser;
let admin: Credentials;
let orderId = "";
let appointmentId = "";

beforeAll(async () => {
  const dataDir = tempDataDir();
  admin = await createAdminUser(dataDir);
  await seed(dataDir, async ({ db }) => {
    const statuses = ["pending", "confirmed", "shipped", "delivered", "cancelled"] as const;
    const rows = await db
      .insert(orders)
      .values(statuses.map((status, i) => order({ customerName: `Client ${i}`, status })))
      .returning({ id: orders.id });
    orderId = rows[0]!.id;
    const appts = await db
      .insert(appointments)
      .values([
        appointment({ name: "Patient A" }),
        appointment({ name: "Patient B", status: "confirmed" }),
        appointment({ name: "Patient C", status: "cancelled", company: null }),
      ])
      .returning({ id: appointments.id });
    appointmentId = appts[0]!.id;
  });
  server = await startTestServer({ dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** WCAG 2.2 AA violations of the page as it is now, as "rule: target" lines. */
async function violations(page: Page): Promise<string[]> {
  // evaluate() runs outside the page's CSP, which forbids injected script tags.
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
  });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

const PAGES = () => [
  "/admin",
  "/admin/appointments",
  `/admin/appointments/${appointmentId}`,
  "/admin/orders",
  `/admin/orders/${orderId}`,
  "/admin/products",
  "/admin/users",
  "/admin/settings",
];

for (const [label, options] of [
  ["light, desktop", DESKTOP],
  ["dark, desktop", { ...DESKTOP, colorScheme: "dark" as const }],
  ["dark, phone", { ...PHONE, colorScheme: "dark" as const }],
] as const) {
  test(`every admin page passes axe (WCAG 2.2 AA), ${label}`, async () => {
    const { page } = await newPage(browser, options);
    await signInAs(page, server, admin);
    const found: Record<string, string[]> = {};
    for (const path of PAGES()) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState("networkidle");
      const list = await violations(page);
      if (list.length) found[path] = list;
    }
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole("button", { name: "Créer un nouvel administrateur" }).click();
    await page.getByRole("dialog").waitFor();
    const dialog = await violations(page);
    if (dialog.length) found["users dialog"] = dialog;
    expect(found).toEqual({});
  });
}
