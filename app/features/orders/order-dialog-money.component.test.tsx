import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, expect, test, vi } from "vitest";
import type { CatalogEntry } from "~/lib/catalog-types";
import OrderDialog from "./order-dialog";

const DIGIERP: CatalogEntry = {
  slug: "digierp",
  name: "DigiERP",
  path: "/solutions/digierp",
  icon: "building",
  priceLocal: 600,
  priceCloud: 550,
  cloudMonthlyFrom: 50,
  localOptions: [
    {
      key: "phone",
      price: 100,
      label: { fr: "Support téléphonique premium", ar: "دعم هاتفي متميّز" },
    },
    {
      key: "emailChat",
      price: 0,
      label: { fr: "Support par e-mail et chat", ar: "دعم عبر البريد الإلكتروني والمحادثة" },
    },
    {
      key: "drafts",
      price: 80,
      label: { fr: "Module d'impression des traites", ar: "وحدة طباعة الكمبيالات" },
    },
  ],
};

const posts: FormData[] = [];
beforeEach(() => {
  posts.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== "POST") {
        return Response.json({
          ticket: "ticket",
          rates: { vatRateBp: 1900, stampMillimes: 1000, depositRateBp: 3000 },
        });
      }
      posts.push(init.body as FormData);
      return Response.json({ ok: true, reference: "CMD-2026-00001" });
    }),
  );
});

async function openDialog(lang: "fr" | "ar") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <OrderDialog product="digierp" onClose={() => {}} />,
      loader: () => ({ lang, catalog: [DIGIERP] }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub />);
  const dialog = await screen.findByRole("dialog");
  return { dialog, user: userEvent.setup({ delay: null }) };
}

const summary = () => screen.getByTestId("order-summary").textContent!.replace(/\s+/g, " ");
const nn = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

test("options with their prices, «Gratuit» for a free one; the summary follows the choices", async () => {
  const { dialog, user } = await openDialog("fr");
  const phone = within(dialog).getByRole<HTMLInputElement>("checkbox", {
    name: /Support téléphonique premium/,
  });
  expect(nn(phone.closest("label")!.textContent!)).toContain("100,000 DT");
  expect(
    within(dialog)
      .getByRole("checkbox", { name: /e-mail et chat/ })
      .closest("label")!.textContent,
  ).toContain("Gratuit");
  await waitFor(() => expect(nn(summary())).toContain("Total HT600,000 DT"));
  await user.click(phone);
  await user.click(within(dialog).getByRole("checkbox", { name: /traites/ }));
  expect(nn(summary())).toBe(
    "Total HT780,000 DTTVA 19 %148,200 DTTimbre fiscal1,000 DTTotal TTC929,200 DTAcompte à la commande (30 %)278,760 DT",
  );
  // Cloud: the options do not apply and are not sent.
  await user.click(within(dialog).getByRole("radio", { name: /Cloud/ }));
  expect(phone.matches(":disabled") || phone.closest("fieldset")!.disabled).toBe(true);
  expect(nn(summary())).toContain("Total HT550,000 DT");
});

test("a malformed matricule fiscal is refused in the page's language; a valid one is sent as typed", async () => {
  const { dialog, user } = await openDialog("ar");
  const field = (name: string) => dialog.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  await user.type(field("customer_name"), "سنية");
  await user.type(field("phone"), "98 000 000");
  await user.type(field("city"), "تونس");
  await user.type(dialog.querySelector("textarea")!, "نهج مرسيليا");
  await user.type(field("tax_id"), "12345A");
  await user.click(within(dialog).getByRole("button", { name: "تأكيد الطلب" }));
  await waitFor(() => expect(document.body.textContent).toContain("المعرّف الجبائي غير صالح"));
  expect(posts).toHaveLength(0);
  await user.clear(field("tax_id"));
  await user.type(field("tax_id"), "1234567 a a m 000");
  await user.click(within(dialog).getByRole("checkbox", { name: /دعم هاتفي/ }));
  await user.click(within(dialog).getByRole("button", { name: "تأكيد الطلب" }));
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]!.getAll("option[]")).toEqual(["phone"]);
  expect(posts[0]!.get("tax_id")).toBe("1234567 a a m 000");
});
