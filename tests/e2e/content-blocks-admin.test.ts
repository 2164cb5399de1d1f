import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { openDay } from "../support/booking";
import { DESKTOP, newPage, validity, visit } from "../support/browser";
import { AXE_VARIANTS, axeViolations } from "../support/axe";
import { adminSite } from "../support/site";
import { retype } from "../support/typing";
import { signedInPage } from "../support/admin";

const site = adminSite({ label: "contenu" });

async function signedIn(options = DESKTOP): Promise<Page> {
  const { page } = await signedInPage(site.browser, site.server, site.admin, options);
  return page;
}

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");

test("an administrator reorders the FAQ and edits a testimonial by keyboard; the home page shows both", async () => {
  const admin = await signedIn();
  await admin.goto(`${site.server.url}/admin`);
  await admin.getByRole("link", { name: "Contenu", exact: true }).click();
  await admin.getByRole("heading", { name: /Questions fréquentes/ }).waitFor();
  const question = (n: number) => admin.locator(`[name="items.${n}.fr.question"]`).inputValue();
  const [first, second] = [await question(0), await question(1)];
  // Arabic beside French, right to left.
  await expect
    .poll(() => admin.locator('[name="items.0.ar.answer"]').getAttribute("dir"))
    .toBe("rtl");

  await admin.getByRole("button", { name: "Descendre l'élément 1" }).focus();
  await admin.keyboard.press("Enter");
  // Announced, and the focus stays on the moved item's button.
  await expect
    .poll(() => admin.getByTestId("block-announcement").textContent())
    .toBe(`« ${first} » : position 2 sur 8.`);
  await expect.poll(() => focused(admin)).toBe("Descendre l'élément 2");
  await expect.poll(async () => [await question(0), await question(1)]).toEqual([second, first]);
  // Back up once with the other button, then down again: the same place.
  await admin.keyboard.press("Shift+Tab");
  await expect.poll(() => focused(admin)).toBe("Monter l'élément 2");
  await admin.keyboard.press("Enter");
  await expect.poll(() => focused(admin)).toBe("Descendre l'élément 1");
  await admin.keyboard.press("Enter");
  await expect.poll(() => question(1)).toBe(first);

  await admin.getByRole("button", { name: "Enregistrer" }).focus();
  await admin.keyboard.press("Enter");
  await admin.getByText("Liste enregistrée").waitFor();
  await expect
    .poll(() => admin.getByTestId("block-history").textContent())
    .toContain("Question 1 (français)");

  await admin.getByRole("link", { name: "Témoignages" }).click();
  await admin.getByRole("heading", { name: /Témoignages/ }).waitFor();
  await retype(admin, "items.0.fr.text", "Un suivi exemplaire, du devis à la formation.");
  // This person agreed in writing: the site stops calling it illustrative.
  const consent = admin.getByRole("checkbox", { name: /accord écrit/ }).first();
  await expect.poll(() => consent.isChecked()).toBe(false);
  await consent.focus();
  await admin.keyboard.press("Space");
  await expect.poll(() => consent.isChecked()).toBe(true);
  await admin.getByRole("button", { name: "Enregistrer" }).focus();
  await admin.keyboard.press("Enter");
  await admin.getByText("Liste enregistrée").waitFor();

  const { page: visitor } = await newPage(site.browser);
  await visitor.goto(`${site.server.url}/`);
  const items = visitor.getByTestId("faq-item").locator("summary");
  await expect.poll(() => items.nth(0).textContent()).toBe(second);
  await expect.poll(() => items.nth(1).textContent()).toBe(first);
  await expect
    .poll(() => visitor.locator("#testimonials").textContent())
    .toContain("Un suivi exemplaire, du devis à la formation.");
  const cards = visitor.locator("#testimonials li");
  await expect.poll(() => cards.nth(0).textContent()).not.toContain("Témoignage illustratif");
  await expect.poll(() => cards.nth(1).textContent()).toContain("Témoignage illustratif");
  await visitor.goto(`${site.server.url}/?lang=ar`);
  await expect.poll(() => visitor.locator("#testimonials li").count()).toBe(3);
  await expect
    .poll(() => visitor.locator("#testimonials").getByText("شهادة توضيحية").count())
    .toBe(2);
  await expect
    .poll(() =>
      admin
        .getByRole("checkbox", { name: /accord écrit/ })
        .first()
        .isChecked(),
    )
    .toBe(true);
});

test("a list left empty in one language is refused in the browser with the item and field named", async () => {
  const admin = await signedIn();
  await admin.goto(`${site.server.url}/admin/content/stats`);
  await retype(admin, "items.2.ar.label", "");
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await expect
    .poll(() => admin.getByTestId("block-form-error").textContent())
    .toBe("Élément 3 — Libellé (arabe) : champ obligatoire.");
  await expect
    .poll(() => admin.evaluate(() => document.activeElement?.getAttribute("name")))
    .toBe("items.2.ar.label");
  await expect
    .poll(() => validity(admin.locator('[name="items.2.ar.label"]')))
    .toEqual({
      invalid: true,
      description: "Élément 3 — Libellé (arabe) : champ obligatoire.",
    });
});

test("«Aperçu» shows the unsaved price on the public product page in Arabic; nothing is saved", async () => {
  const admin = await signedIn();
  await admin.goto(`${site.server.url}/admin/products/digierp`);
  await retype(admin, "priceLocal", "987");
  const [preview] = await Promise.all([
    admin.context().waitForEvent("page"),
    admin.getByRole("button", { name: /Aperçu en arabe/ }).click(),
  ]);
  await preview.waitForURL(/\/apercu\/produit/);
  await expect.poll(() => preview.locator("main").textContent()).toContain("987");
  await expect.poll(() => preview.locator("html").getAttribute("dir")).toBe("rtl");
  await expect
    .poll(() => preview.getByText("Aperçu : cette page n'est pas enregistrée.").count())
    .toBe(1);
  const public_ = await (await fetch(`${site.server.url}/solutions/digierp`)).text();
  expect(public_).toContain("600 DT");
  expect(public_).not.toContain("987");
  // A visitor who finds the address gets nothing from it.
  const stranger = await fetch(`${site.server.url}/apercu/produit`, {
    method: "POST",
    redirect: "manual",
  });
  expect(stranger.status).toBeGreaterThanOrEqual(300);
  expect(await stranger.text()).not.toContain("DigiERP");
});

test("«Prévisualiser» draws the unsaved FAQ answer on the home page in French and Arabic; nothing is published", async () => {
  const admin = await signedIn();
  await admin.goto(`${site.server.url}/admin/content/faq`);
  const version = await admin.getByRole("heading", { name: /Questions fréquentes/ }).textContent();
  await retype(admin, "items.0.fr.answer", "Oui : une réponse encore en brouillon.");
  await retype(admin, "items.0.ar.answer", "نعم، إجابة ما زالت مسودة.");
  for (const [button, lang, dir, expected] of [
    // French typography applied as a save would: a narrow no-break space before «:».
    ["Prévisualiser en français", "fr", "ltr", "Oui\u202F: une réponse encore en brouillon."],
    ["Prévisualiser en arabe", "ar", "rtl", "نعم، إجابة ما زالت مسودة."],
  ] as const) {
    const [preview] = await Promise.all([
      admin.context().waitForEvent("page"),
      admin.getByRole("button", { name: button }).click(),
    ]);
    await preview.waitForURL(`${site.server.url}/apercu/accueil?lang=${lang}&liste=faq`);
    const answer = preview.getByTestId("faq-item").first().locator("p");
    await expect.poll(() => answer.textContent()).toBe(expected);
    await expect.poll(() => preview.locator("html").getAttribute("dir")).toBe(dir);
    await expect
      .poll(() => preview.getByText("Aperçu : cette page n'est pas enregistrée.").count())
      .toBe(1);
    await expect
      .poll(() => preview.locator('meta[name="robots"]').getAttribute("content"))
      .toBe("noindex, nofollow");
    await preview.close();
  }
  // The public home page, in both languages, still has the saved answers.
  for (const path of ["/", "/?lang=ar"]) {
    const home = await (await fetch(`${site.server.url}${path}`)).text();
    expect(home).not.toContain("brouillon");
    expect(home).not.toContain("مسودة");
  }
  await admin.reload();
  await expect
    .poll(() => admin.getByRole("heading", { name: /Questions fréquentes/ }).textContent())
    .toBe(version);
  // A visitor who posts to the address is sent to sign in and sees nothing of it.
  const form = new URLSearchParams({
    version: "1",
    "items.0.fr.question": "Q",
    "items.0.fr.answer": "Texte du visiteur",
    "items.0.ar.question": "س",
    "items.0.ar.answer": "ج",
  });
  const stranger = await fetch(`${site.server.url}/apercu/accueil?lang=fr&liste=faq`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });
  expect(stranger.status).toBe(302);
  expect(stranger.headers.get("location")).toMatch(/^\/auth\b/);
  expect(await stranger.text()).not.toContain("Texte du visiteur");
});

test("a product added in the back office can be booked on /reservation", async () => {
  const admin = await signedIn();
  await admin.goto(`${site.server.url}/admin/products`);
  await admin.getByRole("link", { name: "Dupliquer DigiERP" }).click();
  await admin.getByRole("heading", { name: "Ajouter un produit" }).waitFor();
  await retype(admin, "name", "DigiStock");
  await retype(admin, "slug", "digistock");
  await retype(admin, "fr.card.subtitle", "Gestion de stock");
  await retype(admin, "ar.card.subtitle", "التصرف في المخزون");
  await admin.getByRole("button", { name: "Créer le produit" }).click();
  await admin.getByText("Produit enregistré").waitFor();

  const { page: visitor } = await newPage(site.browser);
  await visitor.goto(`${site.server.url}/reservation`);
  await visitor.getByLabel("Nom complet").pressSequentially("Leila Trabelsi");
  await visitor.getByLabel("E-mail").pressSequentially("leila@clinique.tn");
  await visitor.getByLabel("Téléphone").pressSequentially("71 000 000");
  await visitor
    .getByLabel("Service souhaité")
    .selectOption({ label: "DigiStock — Gestion de stock" });
  await visitor.getByLabel("Date souhaitée").fill(openDay(2));
  await visitor.getByLabel("Heure souhaitée").selectOption("10:00");
  await visitor.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
  await visitor.getByRole("heading", { name: "Rendez-vous confirmé !" }).waitFor();
  await expect
    .poll(() => visitor.locator("dl").textContent())
    .toContain("DigiStock — Gestion de stock");

  await admin.goto(`${site.server.url}/admin/appointments`);
  const row = admin.getByTestId("appointment-row").filter({ hasText: "Leila Trabelsi" });
  await expect.poll(() => row.textContent()).toContain("DigiStock");
});

for (const [label, options, rules] of AXE_VARIANTS) {
  test(`the «Contenu» pages pass axe, ${label}`, async () => {
    const page = await signedIn(options);
    const found: Record<string, string[]> = {};
    for (const block of ["faq", "testimonials", "stats"]) {
      await visit(page, `${site.server.url}/admin/content/${block}`);
      await page.waitForLoadState("networkidle");
      const list = await axeViolations(page, rules);
      if (list.length) found[block] = list;
      if (process.env.SCREENSHOTS) {
        await page.screenshot({ path: `${process.env.SCREENSHOTS}/blocks-${block}-${label}.png` });
      }
    }
    expect(found).toEqual({});
  }, 180_000);
}
