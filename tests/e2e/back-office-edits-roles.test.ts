import { describe, expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { appointments, orders } from "../../db/schema";
import { AXE_VARIANTS, axeViolations } from "../support/axe";
import { DESKTOP, newPage, visit } from "../support/browser";
import { adminSite } from "../support/site";
import {
  adminCredentials,
  createAdminUser,
  sessionCookie,
  signInAs,
  type Credentials,
} from "../support/admin";
import { openDay } from "../support/booking";
import { readMail } from "../support/mime";
import { appointment, order, seed, insertUser } from "./back-office-support";

let colleague: Credentials & { userId: string };
let orderId = "";
let appointmentId = "";
/** A bookable day a few days ahead, so the corrected time passes the availability check. */
const day = openDay(3);

const site = adminSite({
  label: "moi",
  prepare: async (dataDir) => {
    colleague = await createAdminUser(dataDir, adminCredentials("collegue"));
    await seed(dataDir, async ({ db }) => {
      await insertUser(db, { id: "user-jean-0001", name: "Jean Dupont", email: "jean@example.tn" });
      const [row] = await db
        .insert(orders)
        .values(order({ customerName: "Sami Ben Ali", phone: "+216 22 333 444" }))
        .returning({ id: orders.id });
      orderId = row!.id;
      const [booked] = await db
        .insert(appointments)
        .values({
          ...appointment({ preferredDate: day, preferredTime: "10:00" }),
          status: "confirmed",
        })
        .returning({ id: appointments.id });
      appointmentId = booked!.id;
    });
  },
  smtp: true,
  env: { MAIL_FROM: "DigiSolutions <noreply@example.tn>" },
});

async function signedIn(options = DESKTOP) {
  const { page, errors } = await newPage(site.browser, options);
  await signInAs(page, site.server, site.admin);
  errors.length = 0;
  return { page, errors };
}

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor();
}

/** The value of one of the users page's counters. */
const counter = (page: Page, label: string) =>
  page
    .locator("section", { has: page.getByText(label, { exact: true }) })
    .locator("p")
    .nth(1);

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 120) {
  // Already there (a dialog closed gives the focus back to what opened it).
  if (await target.evaluate((el) => el === document.activeElement)) return;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("focus never reached the element");
}

describe("corrections", () => {
  test("keyboard only: correct a phone number, see it before → after on the record and the customer's timeline", async () => {
    const { page, errors } = await signedIn();
    await visit(page, `${site.server.url}/admin/orders/${orderId}`);
    await page.getByRole("heading", { name: "Historique des corrections" }).waitFor();
    await page.getByText("Aucune correction pour le moment.").waitFor();

    const edit = page.getByRole("button", { name: "Modifier les coordonnées" });
    await tabTo(page, edit);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Modifier les coordonnées" });
    await dialog.waitFor();
    // A wrong number refused before any round trip, marked and focused, is the
    // component tests' (edit-dialog.component.test.tsx); here, the keyboard's way.
    await tabTo(page, dialog.getByLabel("Téléphone"));
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("+216 98 000 111");
    await page.keyboard.press("Enter");
    await toast(page, "Coordonnées enregistrées");
    await dialog.waitFor({ state: "hidden" });
    const entry = page.getByTestId("record-change");
    await entry.first().waitFor();
    await expect
      .poll(() => entry.first().textContent())
      .toContain(`Téléphone\u202F: +216 22 333 444 → +216 98 000 111, par ${site.admin.email}`);
    // The facts show the new number; the customer's page has the same correction.
    await page.getByRole("link", { name: "+216 98 000 111" }).first().waitFor();
    await visit(page, `${site.server.url}/admin/clients/98000111`);
    const timeline = page.getByTestId("timeline-entry").filter({ hasText: "Correction" });
    await expect
      .poll(() => timeline.first().textContent())
      .toContain("Téléphone\u202F: +216 22 333 444 → +216 98 000 111");
    expect(errors).toEqual([]);
  });

  test("a corrected time is announced in the dialog, then mailed to the customer with the invitation", async () => {
    const { page, errors } = await signedIn();
    await visit(page, `${site.server.url}/admin/appointments/${appointmentId}`);
    await page.getByRole("button", { name: "Modifier les coordonnées" }).click();
    const dialog = page.getByRole("dialog", { name: "Modifier les coordonnées" });
    const notice = dialog.getByText("Le client recevra un e-mail avec la nouvelle date");
    const time = dialog.getByLabel("Heure");
    // When the notice shows and leaves is the component tests' (edit-dialog.component.test.tsx).
    await dialog.getByLabel("Nom").pressSequentially(" B.");
    await time.fill("14:00");
    await notice.waitFor();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await toast(page, "Coordonnées enregistrées\u202F; le client est prévenu par e-mail.");

    await expect
      .poll(() => site.smtp.received.some((m) => m.to.includes("leila@example.tn")), {
        timeout: 20_000,
      })
      .toBe(true);
    const mail = readMail(site.smtp.received.find((m) => m.to.includes("leila@example.tn"))!.raw);
    // French mails write times «14 h 00» (non-breaking spaces).
    expect(mail.subject).toMatch(/^Votre rendez-vous est déplacé au .*14\u00a0h\u00a000/);
    expect(mail.body).toContain("Notre équipe a déplacé votre rendez-vous");
    expect(mail.body).toContain("/mon-rendez-vous/");
    expect(mail.calendar).toContain("SEQUENCE:2");
    expect(errors).toEqual([]);
  });

  // A save from a stale page: the server's refusal is proven on the database
  // (tests/integration/back-office-edits.test.ts, «a save made from a stale
  // version is refused and changes nothing»), the dialog saying it and staying
  // open in app/features/back-office/components/edit-dialog.component.test.tsx.
});

describe("roles", () => {
  test("keyboard only: removing a role asks in a dialog naming the person; Escape cancels", async () => {
    const { page, errors } = await signedIn();
    await visit(page, `${site.server.url}/admin/users`);
    const jean = page.getByTestId("role-row").filter({ hasText: "jean@example.tn" });
    const mine = page.getByTestId("role-row").filter({ hasText: site.admin.email });
    // No button for what is always refused: one's own administrator role.
    await expect.poll(() => mine.getByRole("button").count()).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: /Supprimer/ }).count()).toBe(0);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });

    const remove = jean.getByRole("button", {
      name: "Retirer le rôle de Jean Dupont (jean@example.tn)",
    });
    await tabTo(page, remove);
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", {
      name: "Retirer le rôle utilisateur de Jean Dupont (jean@example.tn)\u202F?",
    });
    await confirm.waitFor();
    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "hidden" });
    expect(posts).toEqual([]);
    // Focus is back on the button that opened it.
    await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole("button", { name: "Retirer le rôle", exact: true }));
    await page.keyboard.press("Enter");
    await toast(page, "Rôle supprimé avec succès");
    await jean.locator("span", { hasText: "Aucun rôle" }).waitFor();
    // The counters count the accounts the table lists, the one without a role too.
    await expect.poll(() => counter(page, "Total").textContent()).toBe("3");
    await expect.poll(() => page.getByTestId("role-row").count()).toBe(3);
    await expect.poll(() => counter(page, "Aucun rôle").textContent()).toBe("1");
    expect(errors).toEqual([]);
  });

  test("demote an administrator through the confirmation, then promote them and a role-less account back", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/users`);
    const row = page.getByTestId("role-row").filter({ hasText: colleague.email });
    const who = `${colleague.email.split("@")[0]} (${colleague.email})`;
    const select = row.getByLabel(`Rôle de ${who}`, { exact: true });
    await tabTo(page, select);
    await select.selectOption("user");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", {
      name: `Retirer le rôle administrateur de ${who}\u202F?`,
    });
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole("button", { name: "Retirer le rôle administrateur" }));
    await page.keyboard.press("Enter");
    await toast(page, "Rôle administrateur retiré");
    const badge = (r: Locator, text: string) =>
      r.locator("span", { hasText: new RegExp(`^${text}$`) });
    await badge(row, "Utilisateur").waitFor();
    const admins = counter(page, "Administrateurs");
    await expect.poll(() => admins.textContent()).toBe("1");

    // Promoting asks first too; going back changes nothing.
    await select.selectOption("admin");
    const change = row.getByRole("button", { name: "Changer le rôle" });
    await tabTo(page, change);
    await page.keyboard.press("Enter");
    const promote = page.getByRole("dialog", { name: `Donner le rôle administrateur à ${who} ?` });
    await promote.waitFor();
    await page.keyboard.press("Escape");
    await promote.waitFor({ state: "hidden" });
    await expect.poll(() => badge(row, "Utilisateur").count()).toBe(1);
    await tabTo(page, change);
    await page.keyboard.press("Enter");
    await tabTo(page, promote.getByRole("button", { name: "Donner le rôle administrateur" }));
    await page.keyboard.press("Enter");
    await toast(page, "Rôle administrateur accordé");
    await badge(row, "Admin").waitFor();

    // The account whose role was removed earlier gets the admin role back, once confirmed.
    const jean = page.getByTestId("role-row").filter({ hasText: "jean@example.tn" });
    await jean
      .getByLabel("Rôle de Jean Dupont (jean@example.tn)", { exact: true })
      .selectOption("admin");
    await jean.getByRole("button", { name: "Changer le rôle" }).click();
    await page
      .getByRole("dialog", {
        name: "Donner le rôle administrateur à Jean Dupont (jean@example.tn) ?",
      })
      .getByRole("button", { name: "Donner le rôle administrateur" })
      .click();
    await badge(jean, "Admin").waitFor();
    await expect.poll(() => admins.textContent()).toBe("3");
    await expect.poll(() => counter(page, "Aucun rôle").textContent()).toBe("0");
  });

  test("reset another administrator's password and two-factor: they are mailed and sign in with the new one", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/users`);
    const row = page.getByTestId("role-row").filter({ hasText: colleague.email });
    const who = `${colleague.email.split("@")[0]} (${colleague.email})`;
    const open = row.getByRole("button", { name: `Réinitialiser l'accès de ${who}` });
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Réinitialiser l'accès de ${who}` });
    await dialog.waitFor();
    await tabTo(page, dialog.getByLabel("Nouveau mot de passe"));
    await page.keyboard.type("azertyuiop");
    await page.keyboard.press("Enter");
    await dialog.getByText("Ce mot de passe est trop courant").waitFor();
    await page.keyboard.press("ControlOrMeta+a");
    const password = "Figuier-de-Djerba-2026";
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await toast(page, `Accès de ${colleague.email} réinitialisé`);
    await dialog.waitFor({ state: "hidden" });

    await expect
      .poll(() => site.smtp.received.some((m) => m.to.includes(colleague.email)), {
        timeout: 20_000,
      })
      .toBe(true);
    const mail = site.smtp.received.find((m) => m.to.includes(colleague.email))!;
    expect(mail.to).toEqual([colleague.email]);
    expect(mail.raw).toContain(site.admin.email);
    expect(mail.raw).not.toContain(password);
    await expect(sessionCookie(site.server, colleague)).rejects.toThrow();
    expect(await sessionCookie(site.server, { email: colleague.email, password })).toBeTruthy();
  });
});

for (const [label, options, rules] of AXE_VARIANTS) {
  test(`the correction and role dialogs pass axe, ${label}`, async () => {
    const { page } = await signedIn(options);
    const found: Record<string, string[]> = {};
    await visit(page, `${site.server.url}/admin/orders/${orderId}`);
    await page.getByRole("button", { name: "Modifier les coordonnées" }).click();
    await page.getByRole("dialog", { name: "Modifier les coordonnées" }).waitFor();
    found.edit = await axeViolations(page, rules);
    await visit(page, `${site.server.url}/admin/users`);
    found.users = await axeViolations(page, rules);
    const row = page.getByTestId("role-row").filter({ hasText: colleague.email });
    await row.getByRole("button", { name: /^Retirer le rôle/ }).click();
    await page.getByRole("dialog").waitFor();
    found.confirm = await axeViolations(page, rules);
    expect(found).toEqual({ edit: [], users: [], confirm: [] });
  });
}
