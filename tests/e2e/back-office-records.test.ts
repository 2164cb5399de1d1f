import { todayInTunis } from "~/domain/calendar";
import { describe, expect, test } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { appointments, orders } from "../../db/schema";
import { PHONE, visit } from "../support/browser";
import { adminSite } from "../support/site";
import { sessionCookie, signedInPage } from "../support/admin";
import { formatCalendarDate } from "../../app/features/back-office/format";
import { appointment, daysAhead, order, placeOrder, postStatus, seed } from "./back-office-support";

const HOSTILE_HTML = "<img src=x onerror=alert(1)>";
const HOSTILE_FORMULA = '=HYPERLINK("http://evil.example","clic")';

const ids: Record<string, string> = {};

/**
 * The seeded appointments' days, from the test's clock, in this order: a
 * cancelled one, the default seeded day (120 days ahead), then two
 * consecutive days further ahead (nothing begun on any of them).
 */
const EARLIER_DAY = daysAhead(100);
const FIRST_DAY = daysAhead(200);
const SECOND_DAY = daysAhead(201);

/** Newest first: each seeded row is one minute older than the previous one. */
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const site = adminSite({
  prepare: async (dataDir) => {
    await seed(dataDir, async ({ db }) => {
      const named = await db
        .insert(orders)
        .values([
          order({ customerName: "Alpha Chaîne", createdAt: minutesAgo(1) }),
          order({ customerName: "Beta Annulée", createdAt: minutesAgo(2) }),
          order({
            customerName: "Gamma Confirmée",
            status: "confirmed",
            email: null,
            createdAt: minutesAgo(3),
          }),
          order({ customerName: "Delta Livrée", status: "delivered", createdAt: minutesAgo(4) }),
          order({
            customerName: HOSTILE_HTML,
            address: HOSTILE_HTML,
            email: null,
            createdAt: minutesAgo(5),
          }),
          order({ customerName: HOSTILE_FORMULA, city: HOSTILE_FORMULA, createdAt: minutesAgo(6) }),
        ])
        .returning({ id: orders.id, name: orders.customerName });
      for (const row of named) ids[row.name] = row.id;
      // 30 older orders on 1–3 March 2026 (Tunis days) for pagination and the date filter.
      await db.insert(orders).values(
        Array.from({ length: 30 }, (_, i) =>
          order({
            customerName: `Remplissage ${String(i).padStart(2, "0")}`,
            phone: `+216 20 100 ${String(i).padStart(3, "0")}`,
            email: `remplissage${i}@example.tn`,
            deploymentType: i % 2 ? "cloud" : "local",
            status: i % 3 === 0 ? "cancelled" : "pending",
            createdAt: new Date(Date.UTC(2026, 2, 1 + Math.floor(i / 10), 9, 0, i)),
          }),
        ),
      );
      const appts = await db
        .insert(appointments)
        .values([
          appointment({
            name: "RDV Confirmer",
            preferredDate: FIRST_DAY,
            createdAt: minutesAgo(1),
          }),
          appointment({
            name: "RDV Annuler",
            preferredDate: FIRST_DAY,
            preferredTime: "11:00",
            createdAt: minutesAgo(2),
          }),
          appointment({
            name: "RDV Occupé",
            preferredDate: SECOND_DAY,
            status: "confirmed",
            createdAt: minutesAgo(3),
          }),
          appointment({
            name: "RDV Doublon",
            preferredDate: SECOND_DAY,
            company: null,
            createdAt: minutesAgo(4),
          }),
          appointment({ name: HOSTILE_HTML, message: HOSTILE_FORMULA, createdAt: minutesAgo(5) }),
          appointment({
            name: "RDV Ancien",
            preferredDate: EARLIER_DAY,
            status: "cancelled",
            createdAt: minutesAgo(60),
          }),
          // Confirmed and begun: today in Tunis, at midnight.
          appointment({
            name: "RDV Commencé",
            preferredDate: todayInTunis(),
            preferredTime: "00:00",
            status: "confirmed",
            createdAt: minutesAgo(61),
          }),
        ])
        .returning({ id: appointments.id, name: appointments.name });
      for (const row of appts) ids[`rdv:${row.name}`] = row.id;
    });
  },
});

async function signedIn(options?: BrowserContextOptions) {
  const { page, errors } = await signedInPage(site.browser, site.server, site.admin, options);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return { page, errors, dialogs };
}

function row(page: Page, testId: string, name: string) {
  return page.getByTestId(testId).filter({ has: page.getByRole("link", { name, exact: true }) });
}

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor();
}

describe("dashboard", () => {
  test("cards, recent lists with coloured badges, and new orders appearing live", async () => {
    const { page, errors } = await signedIn();
    await visit(page, `${site.server.url}/admin`);
    await expect.poll(() => page.getByTestId("stat-Commandes totales").textContent()).toBe("36");
    await expect.poll(() => page.getByText("24 en attente").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("stat-Rendez-vous").textContent()).toBe("7");
    await expect.poll(() => page.getByText("4 à confirmer").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("stat-Activité").textContent()).toBe("43");
    await expect.poll(() => page.getByText("Total des demandes").isVisible()).toBe(true);

    const recentOrders = page
      .getByRole("list", { name: "Commandes récentes" })
      .getByRole("listitem");
    await expect.poll(() => recentOrders.count()).toBe(5);
    await expect.poll(() => recentOrders.first().textContent()).toContain("Alpha Chaîne");
    const badge = (name: string) =>
      recentOrders.filter({ hasText: name }).locator("[data-status]").getAttribute("class");
    await expect.poll(() => badge("Alpha Chaîne")).toContain("bg-yellow-100");
    await expect.poll(() => badge("Gamma Confirmée")).toContain("bg-green-100");
    await expect.poll(() => badge("Delta Livrée")).toContain("bg-red-100");
    await expect
      .poll(() =>
        page.getByRole("list", { name: "Rendez-vous récents" }).getByRole("listitem").count(),
      )
      .toBe(5);

    await placeOrder(site.server.url, { customer_name: "Nouvelle Commande Live" });
    await page
      .getByText("Nouveau depuis l'ouverture de la page : 1 commande et 0 rendez-vous.", {
        exact: false,
      })
      .waitFor({ timeout: 20_000 });
    await recentOrders.filter({ hasText: "Nouvelle Commande Live" }).waitFor();
    await expect.poll(() => page.getByTestId("stat-Commandes totales").textContent()).toBe("37");
    expect(errors).toEqual([]);
  });
});

describe("orders", () => {
  test("count, columns, French dates, links, deployment labels", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/orders`);
    await expect.poll(() => page.getByText("37 commandes au total").isVisible()).toBe(true);
    const headers = await page.getByRole("columnheader").allTextContents();
    expect(headers).toEqual([
      "Client",
      "Produit",
      "Type",
      "Livraison",
      "Contact",
      "Statut",
      "Actions",
    ]);
    const alpha = row(page, "order-row", "Alpha Chaîne");
    const text = await alpha.textContent();
    expect(text).toMatch(/\d{1,2} [a-zéû]+\.? \d{4}, \d{2}:\d{2}/);
    expect(text).toContain("Installation locale");
    expect(text).toContain("Sfax12 rue de la République");
    await expect
      .poll(() => alpha.getByRole("link", { name: "+216 22 333 444" }).getAttribute("href"))
      .toBe("tel:+21622333444");
    await expect
      .poll(() => alpha.getByRole("link", { name: "sami@example.tn" }).getAttribute("href"))
      .toBe("mailto:sami@example.tn");
    await expect.poll(() => page.getByText("Version Cloud").first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Suivant" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Page 1 sur 2").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("order-row").count()).toBe(25);
    // Lists tell delivered apart from cancelled (the dashboard keeps the spec's three colours).
    const listBadge = (name: string) =>
      row(page, "order-row", name).locator("[data-status]").getAttribute("class");
    await expect.poll(() => listBadge("Delta Livrée")).toContain("bg-teal-100");
    await expect.poll(() => listBadge("Alpha Chaîne")).toContain("bg-yellow-100");
  });

  test("confirm, ship, deliver: toasts, reloaded list, no more actions, history recorded", async () => {
    const { page, errors } = await signedIn();
    await visit(page, `${site.server.url}/admin/orders?q=Alpha`);
    const alpha = row(page, "order-row", "Alpha Chaîne");
    // By keyboard: after each change the focus stays on the row, on its next action.
    const focused = (name: string) =>
      alpha.getByRole("button", { name }).evaluate((el) => el === document.activeElement);
    await alpha.getByRole("button", { name: "Confirmer — Alpha Chaîne" }).focus();
    for (const [label, next] of [
      ["Confirmée", "Expédier"],
      ["Expédiée", "Marquer livrée"],
      ["Livrée", null],
    ] as const) {
      await page.keyboard.press("Enter");
      await toast(page, "Statut mis à jour avec succès");
      await alpha.locator(`[data-status]`, { hasText: label }).waitFor();
      if (next) {
        await expect.poll(() => focused(`${next} — Alpha Chaîne`), { timeout: 15_000 }).toBe(true);
      }
    }
    await expect.poll(() => alpha.getByRole("button").count()).toBe(0);
    // No action left: the row itself holds the focus.
    await expect
      .poll(() => alpha.evaluate((el) => el === document.activeElement), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole("link", { name: "Alpha Chaîne" }).click();
    await page.getByRole("heading", { name: /Commande CMD-/ }).waitFor();
    const history = page
      .getByRole("list", { name: "Historique des statuts" })
      .getByRole("listitem");
    await expect.poll(() => history.count()).toBe(3);
    await expect.poll(() => history.nth(0).textContent()).toContain("En attente→Confirmée");
    await expect.poll(() => history.nth(2).textContent()).toContain("Expédiée→Livrée");
    await expect.poll(() => history.nth(2).textContent()).toContain(site.admin.email);
    expect(errors).toEqual([]);
  });

  // What the dialog says, and that 'Retour' sends nothing: status-actions.component.test.tsx.
  test("confirming 'Annuler' cancels (pending and confirmed)", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/orders?q=Beta`);
    const beta = row(page, "order-row", "Beta Annulée");
    await beta.getByRole("button", { name: "Annuler — Beta Annulée" }).click();
    const dialog = page.getByRole("dialog", { name: "Annuler" });
    await dialog.waitFor();
    // A reason, typed and confirmed from the keyboard, kept as an internal note.
    await dialog.getByLabel(/^Motif/).pressSequentially("Doublon de la commande Alpha");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect
      .poll(() =>
        dialog
          .getByRole("button", { name: "Oui, annuler" })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press("Enter");
    await toast(page, "Statut mis à jour avec succès");
    await beta.locator("[data-status]", { hasText: "Annulée" }).waitFor();
    await beta.getByRole("link", { name: "Beta Annulée" }).click();
    await page.getByText("Motif de l'annulation\u202F: Doublon de la commande Alpha").waitFor();

    // From the detail page this time: confirmed → cancelled
    await visit(page, `${site.server.url}/admin/orders/${ids["Gamma Confirmée"]}`);
    await page.getByRole("button", { name: "Annuler — Gamma Confirmée" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Oui, annuler" }).click();
    await toast(page, "Statut mis à jour avec succès");
    await page.getByRole("list", { name: "Historique des statuts" }).getByText("Annulée").waitFor();
  });

  test("the server refuses a transition the machine does not allow (409), and says why", async () => {
    const cookie = await sessionCookie(site.server, site.admin);
    const refused = await postStatus(site.server.url, cookie, "/admin/orders.data", {
      id: ids["Delta Livrée"]!,
      status: "pending",
    });
    expect(refused.status).toBe(409);
    const body = await refused.text();
    expect(body).toContain("Erreur lors de la mise à jour du statut");
    expect(body).toContain("«\u202FLivrée\u202F» ne peut pas devenir «\u202FEn attente\u202F»");
    const unknown = await postStatus(site.server.url, cookie, "/admin/orders.data", {
      id: ids["Delta Livrée"]!,
      status: "volée",
    });
    expect(unknown.status).toBe(409);
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/orders/${ids["Delta Livrée"]}`);
    await expect
      .poll(() => page.getByText("Aucun changement de statut pour le moment.").isVisible())
      .toBe(true);
    await expect
      .poll(() => page.locator("main [data-status]").first().textContent())
      .toBe("Livrée");
  });

  test("an unknown record answers 404 and says which kind was not found", async () => {
    const { page } = await signedIn();
    for (const [path, text, back] of [
      [
        "/admin/orders/00000000-0000-4000-8000-000000000000",
        "Commande introuvable",
        "Retour aux commandes",
      ],
      [
        "/admin/appointments/00000000-0000-4000-8000-000000000000",
        "Rendez-vous introuvable",
        "Retour aux rendez-vous",
      ],
    ] as const) {
      const response = await page.goto(site.server.url + path);
      expect(response?.status(), path).toBe(404);
      // Inside the back office: its menu stays, with the way back to the list.
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { message: path })
        .toBe("Page introuvable");
      await expect.poll(() => page.getByText(text).isVisible(), { message: path }).toBe(true);
      await expect
        .poll(() => page.getByRole("link", { name: back }).isVisible(), { message: path })
        .toBe(true);
    }
  });

  test("a stale page trying a refused change shows the failure toast", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/orders?q=Remplissage 01`);
    const target = row(page, "order-row", "Remplissage 01");
    // Another administrator confirms it meanwhile, over HTTP.
    const cookie = await sessionCookie(site.server, site.admin);
    const id = await target.getByRole("link", { name: "Remplissage 01" }).getAttribute("href");
    const done = await postStatus(site.server.url, cookie, "/admin/orders.data", {
      id: id!.split("/").pop()!,
      status: "confirmed",
    });
    expect(done.status).toBe(200);
    await target.getByRole("button", { name: "Confirmer — Remplissage 01" }).click();
    await toast(page, "Erreur lors de la mise à jour du statut");
    // the list reloads to the real state
    await target.locator("[data-status]", { hasText: "Confirmée" }).waitFor();
  });

  test("search by name, phone, email and reference; status and date filters; pagination", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/orders`);
    const search = page.getByRole("searchbox", { name: "Rechercher" });
    const names = () =>
      page
        .getByTestId("order-row")
        .getByRole("link")
        .filter({ hasNotText: /^[+\w.]+@|^\+/ });

    await search.fill("Remplissage 1");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL(/q=Remplissage/);
    await page.getByText("10 commandes au total").waitFor();

    await visit(page, `${site.server.url}/admin/orders?q=100 017`);
    await expect.poll(() => page.getByTestId("order-row").count()).toBe(1);
    await expect
      .poll(() => page.getByTestId("order-row").textContent())
      .toContain("Remplissage 17");

    await visit(page, `${site.server.url}/admin/orders?q=REMPLISSAGE23@`);
    await expect
      .poll(() => page.getByTestId("order-row").textContent())
      .toContain("Remplissage 23");

    const reference = (await row(page, "order-row", "Remplissage 23").textContent())!.match(
      /CMD-\d{4}-\d{5}/,
    )![0];
    await visit(page, `${site.server.url}/admin/orders?q=${reference}`);
    await expect.poll(() => page.getByTestId("order-row").count()).toBe(1);

    await visit(page, `${site.server.url}/admin/orders`);
    await page.getByLabel("Statut").selectOption("cancelled");
    await page.getByLabel("Reçue du").fill("2026-03-02");
    await page.getByLabel("au", { exact: true }).fill("2026-03-02");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL(/status=cancelled/);
    // Remplissage 12, 15, 18 are cancelled and dated 2 March
    await page.getByText("3 commandes au total").waitFor();
    await expect
      .poll(() => names().allTextContents())
      .toEqual(["Remplissage 18", "Remplissage 15", "Remplissage 12"]);

    await page.getByLabel("Trier par").selectOption("oldest");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL(/sort=oldest/);
    await expect
      .poll(() => names().allTextContents(), { timeout: 15_000 })
      .toEqual(["Remplissage 12", "Remplissage 15", "Remplissage 18"]);

    await page.getByRole("link", { name: "Réinitialiser" }).click();
    await page.getByText("37 commandes au total").waitFor();
    // The emptied fields, the page links and their marks are the component
    // tests' (list-toolbar.component.test.tsx); here, what the server pages.
    await page.getByRole("link", { name: "Suivant" }).click();
    await page.getByText("Page 2 sur 2").waitFor();
    await expect.poll(() => page.getByTestId("order-row").count()).toBe(12);
    // A page past the end (an old link, a typed number) shows the last page.
    await visit(page, `${site.server.url}/admin/orders?page=40`);
    await page.getByText("Page 2 sur 2").waitFor();
    await expect.poll(() => page.getByTestId("order-row").count()).toBe(12);
  });

  test("CSV export of the current filter: BOM, French headers, formulas neutralised", async () => {
    const { page } = await signedIn();
    await visit(
      page,
      `${site.server.url}/admin/orders?status=cancelled&from=2026-03-02&to=2026-03-02`,
    );
    const href = await page.getByRole("link", { name: "Exporter en CSV" }).getAttribute("href");
    expect(href).toBe(
      "/admin/export/orders?status=cancelled&from=2026-03-02&to=2026-03-02&sep=%3B",
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exporter en CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^commandes-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Référence;Date;Client;Produit;Type;Ville;Adresse;Téléphone;Email;Statut;" +
        "Société;Matricule fiscal;Proforma;Total HT;TVA;Timbre;Total TTC;Acompte;Payé;Solde;Paiement",
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(";")[2])).toEqual([
      "Remplissage 18",
      "Remplissage 15",
      "Remplissage 12",
    ]);

    const cookie = await sessionCookie(site.server, site.admin);
    const hostile = await fetch(`${site.server.url}/admin/export/orders?q=evil.example&sep=,`, {
      headers: { cookie },
    });
    expect(hostile.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = await hostile.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")"`);
    expect(csv).not.toMatch(/(^|[,\n])"?=HYPERLINK/);
    const html = await fetch(`${site.server.url}/admin/export/orders?q=onerror`, {
      headers: { cookie },
    });
    expect(await html.text()).toContain("<img src=x onerror=alert(1)>");
    expect((await fetch(`${site.server.url}/admin/export/orders`)).url).toContain("/auth");
  });
});

describe("appointments", () => {
  test("count, columns, French date and time, contact links", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/appointments`);
    await expect.poll(() => page.getByText("7 rendez-vous au total").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole("columnheader").allTextContents())
      .toEqual(["Client", "Service", "Date & Heure", "Contact", "Statut", "Actions"]);
    const r = row(page, "appointment-row", "RDV Confirmer");
    const text = await r.textContent();
    expect(text).toContain("Clinique Les Jasmins");
    expect(text).toContain("DigiMed");
    expect(text).toContain(formatCalendarDate(FIRST_DAY));
    expect(text).toContain("10:00");
    await expect
      .poll(() => r.getByRole("link", { name: "leila@example.tn" }).getAttribute("href"))
      .toBe("mailto:leila@example.tn");
    await expect
      .poll(() => r.getByRole("link", { name: "+216 98 765 432" }).getAttribute("href"))
      .toBe("tel:+21698765432");
  });

  test("confirm, then cancel the confirmed appointment with a reason; no outcome before it starts", async () => {
    const { page, errors } = await signedIn();
    await visit(page, `${site.server.url}/admin/appointments`);
    const confirm = row(page, "appointment-row", "RDV Confirmer");
    await confirm.getByRole("button", { name: "Confirmer — RDV Confirmer" }).click();
    await toast(page, "Statut mis à jour avec succès");
    await confirm.locator("[data-status]", { hasText: "Confirmé" }).waitFor();
    // Months ahead: «Terminé» and «Absent» wait for the appointment; it can still be cancelled.
    await expect.poll(() => confirm.getByRole("button").allTextContents()).toEqual(["Annuler"]);
    await confirm.getByRole("button", { name: "Annuler — RDV Confirmer" }).click();
    const dialog = page.getByRole("dialog", { name: "Annuler" });
    await expect
      .poll(() => dialog.textContent())
      .toContain(
        "Voulez-vous vraiment annuler «\u202FRDV Confirmer\u202F»\u202F? Le client en sera informé par e-mail.",
      );
    await dialog
      .getByLabel("Motif (facultatif, visible seulement dans le back office)")
      .pressSequentially("Le client a appelé");
    await dialog.getByRole("button", { name: "Oui, annuler" }).click();
    await confirm.locator("[data-status]", { hasText: "Annulé" }).waitFor();
    await expect.poll(() => confirm.getByRole("button").count()).toBe(0);
    await visit(page, `${site.server.url}/admin/appointments/${ids["rdv:RDV Confirmer"]}`);
    await expect
      .poll(() => page.getByRole("list", { name: "Historique des statuts" }).textContent())
      .toContain("Confirmé→Annulé");
    await page.getByText("Motif de l'annulation\u202F: Le client a appelé").waitFor();

    await visit(page, `${site.server.url}/admin/appointments`);
    const cancel = row(page, "appointment-row", "RDV Annuler");
    await cancel.getByRole("button", { name: "Annuler — RDV Annuler" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Oui, annuler" }).click();
    await cancel.locator("[data-status]", { hasText: "Annulé" }).waitFor();
    await expect.poll(() => cancel.getByRole("button").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("an appointment that has begun: «Terminé» asks first, and is corrected the same day", async () => {
    const { page, errors } = await signedIn();
    await visit(page, `${site.server.url}/admin/appointments/${ids["rdv:RDV Commencé"]}`);
    const actions = page.getByRole("main").getByRole("button", { name: /— RDV Commencé$/ });
    await expect.poll(() => actions.allTextContents()).toEqual(["Terminé", "Absent"]);
    await page.getByRole("button", { name: "Terminé — RDV Commencé" }).click();
    const done = page.getByRole("dialog", { name: "Terminé" });
    await expect
      .poll(() => done.textContent())
      .toContain(
        "Marquer «\u202FRDV Commencé\u202F» comme «\u202FTerminé\u202F»\u202F? Le client n'en est pas informé.",
      );
    await done.getByRole("button", { name: "Oui, marquer «\u202FTerminé\u202F»" }).click();
    await toast(page, "Statut mis à jour avec succès");
    await expect.poll(() => actions.allTextContents()).toEqual(["Corriger\u202F: Absent"]);
    await page.getByRole("button", { name: "Corriger\u202F: Absent — RDV Commencé" }).click();
    const correction = page.getByRole("dialog", { name: "Corriger\u202F: Absent" });
    await expect
      .poll(() => correction.textContent())
      .toContain(
        "Corriger «\u202FRDV Commencé\u202F»\u202F: «\u202FAbsent\u202F» au lieu de «\u202FTerminé\u202F»\u202F?",
      );
    await correction.getByRole("button", { name: "Oui, marquer «\u202FAbsent\u202F»" }).click();
    const history = page.getByRole("list", { name: "Historique des statuts" });
    await expect.poll(() => history.textContent()).toContain("Terminé→Absent");
    await expect.poll(() => history.textContent()).toContain("Confirmé→Terminé");
    expect(errors).toEqual([]);
  });

  test("confirming on a slot already confirmed warns first", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/appointments`);
    const doublon = row(page, "appointment-row", "RDV Doublon");
    await expect
      .poll(() => doublon.textContent())
      .toContain("Créneau déjà confirmé pour un autre client");
    await doublon.getByRole("button", { name: "Confirmer — RDV Doublon" }).click();
    const dialog = page.getByRole("dialog", { name: "Créneau déjà confirmé" });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.textContent())
      .toContain(`Un rendez-vous est déjà confirmé le ${formatCalendarDate(SECOND_DAY)} à 10:00.`);
    await dialog.getByRole("button", { name: "Retour" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => doublon.locator("[data-status]").textContent()).toBe("En attente");
    await doublon.getByRole("button", { name: "Confirmer — RDV Doublon" }).click();
    await dialog.getByRole("button", { name: "Confirmer quand même" }).click();
    await toast(page, "Statut mis à jour avec succès");
    await doublon.locator("[data-status]", { hasText: "Confirmé" }).waitFor();
    await visit(page, `${site.server.url}/admin/appointments/${ids["rdv:RDV Doublon"]}`);
    const history = page.getByRole("list", { name: "Historique des statuts" });
    await expect.poll(() => history.textContent()).toContain("En attente→Confirmé");
  });

  test("filter by appointment date and by status; CSV with a comma", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/appointments?from=${SECOND_DAY}&to=${SECOND_DAY}`);
    // RDV Occupé and RDV Doublon (the others are on the day before, or earlier)
    await expect.poll(() => page.getByText("2 rendez-vous au total").isVisible()).toBe(true);
    await visit(page, `${site.server.url}/admin/appointments?status=cancelled`);
    const statuses = await page
      .getByTestId("appointment-row")
      .locator("[data-status]")
      .allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(["Annulé"]));
    const cookie = await sessionCookie(site.server, site.admin);
    const csv = await (
      await fetch(`${site.server.url}/admin/export/appointments?sep=,&sort=date_asc`, {
        headers: { cookie },
      })
    ).text();
    // fetch's text() drops the BOM while decoding
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "Demandé le,Nom,Entreprise,Service,Date souhaitée,Heure,Email,Téléphone,Message,Statut," +
        "Déroulement,Lien de la visioconférence,Taille de l'entreprise,Logiciel actuel,Utilisateurs ou postes,Secteur ou spécialité",
    );
    expect(lines[1]).toContain("RDV Commencé"); // earliest appointment date first
    expect(lines[2]).toContain("RDV Ancien");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")"`);
  });
});

test("stored hostile text renders inert in every admin view", async () => {
  const { page, errors, dialogs } = await signedIn();
  const views = [
    "/admin",
    "/admin/orders",
    `/admin/orders/${ids[HOSTILE_HTML]}`,
    `/admin/orders/${ids[HOSTILE_FORMULA]}`,
    "/admin/appointments",
    `/admin/appointments/${ids[`rdv:${HOSTILE_HTML}`]}`,
  ];
  for (const view of views) {
    await page.goto(`${site.server.url}${view}`);
    await page
      .getByText(view.includes(ids[HOSTILE_FORMULA]!) ? HOSTILE_FORMULA : HOSTILE_HTML)
      .first()
      .waitFor();
    await expect.poll(() => page.locator('img[src="x"]').count(), { message: view }).toBe(0);
  }
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

test("phone layout: the menu opens, navigates and closes", async () => {
  const { page } = await signedIn(PHONE);
  await visit(page, `${site.server.url}/admin`);
  await expect
    .poll(() => page.getByRole("navigation", { name: "Administration", exact: true }).isVisible())
    .toBe(false);
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Administration (mobile)" });
  await menu.getByRole("link", { name: "Commandes" }).click();
  await page.waitForURL(`${site.server.url}/admin/orders`);
  await expect.poll(() => menu.isVisible()).toBe(false);
  // rows stack with their column names on phones
  const first = page.getByTestId("order-row").first();
  await first.locator('[data-label="Contact"]').waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // On a phone the filters fold behind «Filtres» until a filter is applied.
  const search = page.getByRole("searchbox", { name: "Rechercher" });
  await expect.poll(() => search.isVisible()).toBe(false);
  await page.getByText("Filtres", { exact: true }).click();
  await search.pressSequentially("Remplissage 2");
  await page.keyboard.press("Enter");
  await page.waitForURL(/q=Remplissage/);
  await page.getByText("Filtres (actifs)").waitFor();
  await expect.poll(() => search.isVisible()).toBe(true);
  await expect.poll(() => search.inputValue()).toBe("Remplissage 2");
});

test("desktop layout: the filters are always open, without a summary to click", async () => {
  const { page } = await signedIn();
  await visit(page, `${site.server.url}/admin/orders`);
  await expect
    .poll(() => page.getByRole("searchbox", { name: "Rechercher" }).isVisible())
    .toBe(true);
  await expect.poll(() => page.getByText("Filtres", { exact: true }).isVisible()).toBe(false);
});

test("a spinner shows while a page loads", async () => {
  const { page } = await signedIn();
  await visit(page, `${site.server.url}/admin`);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/appointments.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: "Administration", exact: true })
    .getByRole("link", { name: "Rendez-vous" })
    .click();
  const spinner = page.locator("main").getByRole("status").filter({ hasText: "Chargement…" });
  await spinner.waitFor();
  await expect.poll(() => page.locator("main").getAttribute("aria-busy")).toBe("true");
  release();
  await page.getByText("7 rendez-vous au total").waitFor();
  await spinner.waitFor({ state: "detached" });
});
