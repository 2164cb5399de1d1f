import { expect, test } from "vitest";
import { appointments, orders, recordNotes } from "../../db/schema";
import { AXE_VARIANTS, axeViolations } from "../support/axe";
import { PHONE, visit } from "../support/browser";
import { adminSite } from "../support/site";
import { sessionCookie, signedInPage } from "../support/admin";
import { frenchTypographySlips, readableText } from "../support/typography";
import { appointment, order, seed } from "./back-office-support";
let orderId = "";
let appointmentId = "";

const site = adminSite({
  prepare: (dataDir, admin) =>
    seed(dataDir, async ({ db }) => {
      const statuses = ["pending", "confirmed", "shipped", "delivered", "cancelled"] as const;
      const rows = await db
        .insert(orders)
        .values(statuses.map((status, i) => order({ customerName: `Client ${i}`, status })))
        .returning({ id: orders.id });
      orderId = rows[0]!.id;
      await db.insert(recordNotes).values({
        entity: "order",
        entityId: orderId,
        body: "Rappeler le client avant la livraison.",
        authorUserId: admin.userId,
      });
      const appts = await db
        .insert(appointments)
        .values([
          appointment({ name: "Patient A" }),
          appointment({ name: "Patient B", status: "confirmed" }),
          appointment({ name: "Patient C", status: "cancelled", company: null }),
        ])
        .returning({ id: appointments.id });
      appointmentId = appts[0]!.id;
    }),
});

const PAGES = () => [
  "/admin",
  "/admin/appointments",
  `/admin/appointments/${appointmentId}`,
  "/admin/orders",
  `/admin/orders/${orderId}`,
  "/admin/products",
  "/admin/users",
  "/admin/settings",
  "/admin/audience",
  "/admin/clients",
  // Every seeded order has the same phone: one customer with all their history.
  "/admin/clients/22333444",
  "/admin/page-inconnue",
];

for (const [label, options, rules] of AXE_VARIANTS) {
  test(`every admin page passes axe (WCAG 2.2 AA), ${label}`, async () => {
    const { page } = await signedInPage(site.browser, site.server, site.admin, options);
    const found: Record<string, string[]> = {};
    for (const path of PAGES()) {
      // Loaded and hydrated: no admin page fetches content after that.
      await visit(page, `${site.server.url}${path}`);
      const list = await axeViolations(page, rules);
      if (list.length) found[path] = list;
    }
    await visit(page, `${site.server.url}/admin/users`);
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await page.getByRole("dialog").waitFor();
    const dialog = await axeViolations(page, rules);
    if (dialog.length) found["users dialog"] = dialog;
    expect(found).toEqual({});
    // Eleven pages and a dialog, each loaded and audited: more than one default test timeout.
  }, 300_000);
}

test("every back-office page follows French typography: no ordinary space before « : ; ! ? % » or inside « »", async () => {
  const cookie = await sessionCookie(site.server, site.admin);
  const slips: string[] = [];
  for (const path of [
    ...PAGES(),
    "/admin/agenda",
    "/admin/availability",
    "/admin/articles",
    "/admin/articles/facturation-electronique-tunisie",
    "/admin/products/digifact",
    "/admin/content",
  ]) {
    const res = await fetch(`${site.server.url}${path}`, { headers: { cookie } });
    for (const slip of frenchTypographySlips(readableText(await res.text())))
      slips.push(`${path}: ${slip}`);
  }
  const signIn = await (await fetch(`${site.server.url}/auth`)).text();
  for (const slip of frenchTypographySlips(readableText(signIn))) slips.push(`/auth: ${slip}`);
  expect(slips).toEqual([]);
});

test("Escape closes the back office's phone menu and gives the focus back to its button", async () => {
  const { page } = await signedInPage(site.browser, site.server, site.admin, PHONE);
  await visit(page, `${site.server.url}/admin`);
  const button = page.getByRole("button", { name: "Menu" });
  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.locator("#admin-mobile-menu");
  await menu.waitFor();
  await page.keyboard.press("Tab");
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "detached" });
  await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.context().close();
});
