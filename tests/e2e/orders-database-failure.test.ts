import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { openDay } from "../support/booking";
import { launchBrowser, newPage } from "../support/browser";
import { startTestServer, type TestServer } from "../support/server";

/**
 * A real database failure: the server runs on its own PostgreSQL database,
 * and a trigger makes every insert into orders and appointments fail, as a
 * full disk or a lost primary would. (PostgreSQL here, because the embedded
 * PGlite directory belongs to the server process alone.)
 */
const baseUrl = process.env.DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
const name = `e2e_fail_${crypto.randomBytes(4).toString("hex")}`;
let dbUrl: string;
let server: TestServer;
let browser: Browser;

async function sqlOn(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await sqlOn(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  dbUrl = url.toString();
  server = await startTestServer({
    env: { DATABASE_URL: dbUrl, BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex") },
  });
  await sqlOn(
    dbUrl,
    `CREATE FUNCTION simulated_failure() RETURNS trigger LANGUAGE plpgsql AS
       $$ BEGIN RAISE EXCEPTION 'simulated storage failure'; END $$;
     CREATE TRIGGER fail_orders BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION simulated_failure();
     CREATE TRIGGER fail_appointments BEFORE INSERT ON appointments FOR EACH ROW EXECUTE FUNCTION simulated_failure();`,
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sqlOn(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

test("order: the insert fails → error toast, dialog open with its input; then it succeeds", async () => {
  const { page } = await newPage(browser);
  await page.goto(`${server.url}/solutions/digierp`);
  await page.getByRole("button", { name: "Commander maintenant" }).click();
  const dialog = page.getByRole("dialog", { name: "Commander DigiERP" });
  await dialog.waitFor();
  await page.getByLabel("Nom complet").fill("Hedi");
  await page.getByLabel("Téléphone").fill("20 000 000");
  await page.getByLabel("Ville").fill("Monastir");
  await page.getByLabel("Adresse complète").fill("Zone industrielle");
  await dialog.getByRole("button", { name: "Confirmer la commande" }).click();
  await toast(page, "Erreur")
    .filter({ hasText: "Une erreur est survenue lors de l'enregistrement de votre commande" })
    .waitFor();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expect.poll(() => page.getByLabel("Ville").inputValue()).toBe("Monastir");
  expect(server.logs()).toContain("public form: could not save");
  expect((await sqlOn(dbUrl, "select count(*)::int as n from outbox")).rows[0].n).toBe(0);

  // The database comes back: the same dialog, the same click, one order.
  await sqlOn(dbUrl, "DROP TRIGGER fail_orders ON orders");
  await dialog.getByRole("button", { name: "Confirmer la commande" }).click();
  await toast(page, "Commande enregistrée !").waitFor();
  const rows = (await sqlOn(dbUrl, "select status, city from orders")).rows;
  expect(rows).toEqual([{ status: "pending", city: "Monastir" }]);
});

test("appointment: the insert fails → 'Erreur' with the spec's text, the form kept", async () => {
  const { page } = await newPage(browser);
  await page.goto(`${server.url}/reservation`);
  await page.getByRole("heading", { name: "Informations de rendez-vous" }).waitFor();
  await page.getByLabel("Nom complet").fill("Leila");
  await page.getByLabel("E-mail").fill("leila@clinique.tn");
  await page.getByLabel("Téléphone").fill("71000000");
  await page.getByLabel("Service souhaité").selectOption("digimed");
  await page.getByLabel("Date souhaitée").fill(openDay(1));
  await page.getByLabel("Heure souhaitée").selectOption("11:00");
  await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
  await toast(page, "Erreur")
    .filter({ hasText: "Une erreur est survenue. Veuillez réessayer." })
    .waitFor();
  await expect.poll(() => page.getByLabel("Nom complet").inputValue()).toBe("Leila");
  await expect
    .poll(() => page.getByRole("heading", { name: "Rendez-vous confirmé !" }).count())
    .toBe(0);
});
