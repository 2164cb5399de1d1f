import { formsFr } from "~/i18n/forms/fr";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createOrder } from "../../app/features/orders/create.server";
import { orderSchema } from "../../app/features/orders/schema";
import { MAX_SEND_ATTEMPTS } from "../../app/features/notifications/limits";
import { newPage, PHONE, hydrated } from "../support/browser";
import { adminSite } from "../support/site";
import { signInAs } from "../support/admin";
import { seed } from "./back-office-support";

const METRICS_TOKEN = "jeton-de-test-des-metriques-0123456789";
const SMTP_ERROR = "connect ECONNREFUSED 10.0.0.5:587";

let reference = "";

const site = adminSite({
  label: "exploitation",
  prepare: async (dataDir) => {
    // An order whose two mails used up their attempts while the mail server was unreachable.
    await seed(dataDir, async ({ db }) => {
      const input = orderSchema(formsFr.validation).parse({
        customer_name: "Amine Ben Salah",
        phone: "22333444",
        city: "Tunis",
        address: "Rue 1",
        email: "amine@example.tn",
        product: "digimed",
      });
      ({ reference } = await createOrder(db, input, "observability-order"));
      await db.execute(sql`UPDATE outbox SET attempts = ${MAX_SEND_ATTEMPTS},
                                   last_error = ${SMTP_ERROR}`);
    });
  },
  smtp: true,
  env: {
    NOTIFY_EMAIL: "ventes@example.tn",
    METRICS_TOKEN,
    RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: "4",
  },
});

describe("failed mail on the dashboard", () => {
  test("shows the error and «Réessayer maintenant» sends the message", async () => {
    const { page, errors } = await newPage(site.browser);
    await signInAs(page, site.server, site.admin);
    await page.getByRole("heading", { name: "E-mails non envoyés" }).waitFor();
    const items = page.getByRole("list", { name: "E-mails non envoyés" }).getByRole("listitem");
    await expect.poll(() => items.count()).toBe(2);
    const adminMail = items.filter({ hasText: "Nouvelle commande (équipe)" });
    await expect.poll(() => adminMail.textContent()).toContain(reference);
    await expect.poll(() => adminMail.textContent()).toContain(`Erreur\u202F: ${SMTP_ERROR}`);
    await expect
      .poll(() => adminMail.textContent())
      .toContain(`abandonné après ${MAX_SEND_ATTEMPTS} essais`);

    await adminMail.getByRole("button", { name: /Réessayer maintenant/ }).click();
    await page.getByText("Nouvel essai d'envoi lancé.").waitFor();
    await expect
      .poll(() => site.smtp.received.filter((m) => m.to.includes("ventes@example.tn")).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await page.reload();
    await expect.poll(() => items.count()).toBe(1);
    await expect
      .poll(() => items.first().textContent())
      .toContain("Confirmation de commande (client)");
    expect(errors).toEqual([]);
  });
});

describe("/metrics", () => {
  const scrape = (token?: string) =>
    fetch(`${site.server.url}/metrics`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  test("is the site's ordinary 404 without the bearer token or with a wrong one", async () => {
    for (const answer of [await scrape(), await scrape("mauvais-jeton-mauvais-jeton")]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get("content-type")).toContain("text/html");
      expect(await answer.text()).not.toContain("http_requests_total");
    }
  });

  test("counts requests by route pattern, page cache hits and the outbox", async () => {
    await fetch(`${site.server.url}/blog/facturation-electronique-tunisie`);
    await fetch(`${site.server.url}/blog/comment-choisir-erp`);
    await fetch(`${site.server.url}/cgv`);
    await fetch(`${site.server.url}/cgv`);
    const answer = await scrape(METRICS_TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    const text = await answer.text();
    // Both articles under one pattern: no label per slug.
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/blog\/:slug",status="\d+"\} [2-9]/m,
    );
    expect(text).not.toContain("facturation-electronique");
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/cgv"\}/m,
    );
    expect(text).toMatch(/^page_cache_lookups_total\{result="hit"\} [1-9]/m);
    expect(text).toMatch(/^outbox_messages\{state="(pending|failed)"\} \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});

describe("browser errors", () => {
  const post = (body: string) =>
    fetch(`${site.server.url}/api/client-errors`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
  const reports = () =>
    site.server
      .logs()
      .split("\n")
      .filter((line) => line.includes('"msg":"browser error"'));

  test("an uncaught error and an unhandled rejection reach the server log, scrubbed", async () => {
    const { page } = await newPage(site.browser, PHONE);
    await page.goto(`${site.server.url}/blog?utm_source=lettre`);
    await hydrated(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("Échec du chargement de /reservation?email=ali@example.tn");
      });
      void Promise.reject(new TypeError("appel refusé pour +216 22 333 444"));
    });
    await expect.poll(() => reports().length, { timeout: 15_000 }).toBe(2);
    const logged = reports().join("\n");
    expect(logged).toContain('"page":"/blog"');
    expect(logged).toContain("Error: Échec du chargement de /reservation");
    expect(logged).toContain('"kind":"unhandledrejection"');
    expect(logged).toContain("TypeError: appel refusé pour [nombre]");
    expect(logged).not.toMatch(/ali@example|utm_source|email=|333 444/);
  });

  test("refuses oversized, malformed and too frequent reports, in French", async () => {
    const big = await post(
      JSON.stringify({ kind: "error", message: "x".repeat(20_000), page: "/" }),
    );
    expect(big.status).toBe(413);
    expect(await big.text()).toBe("Rapport d'erreur trop volumineux.");
    const malformed = await post("{pas du json");
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toBe("Rapport d'erreur invalide.");
    const unknownKind = await post(JSON.stringify({ kind: "autre", message: "m", page: "/" }));
    expect(unknownKind.status).toBe(400);

    // The browser test above used 2 of the 4 reports this address may send per minute.
    const valid = JSON.stringify({ kind: "error", message: "Erreur de test", page: "/" });
    expect((await post(valid)).status).toBe(204);
    expect((await post(valid)).status).toBe(204);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toBe("Trop de rapports d'erreur : réessayez plus tard.");
  });

  test("refuses a report posted from another site", async () => {
    const answer = await fetch(`${site.server.url}/api/client-errors`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ kind: "error", message: "m", page: "/" }),
    });
    expect(answer.status).toBe(403);
  });
});
