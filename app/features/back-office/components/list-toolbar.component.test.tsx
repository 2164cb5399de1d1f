import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData, useLocation } from "react-router";
import { expect, test } from "vitest";
import { ORDER_STATUSES } from "~/domain/constants";
import { parseListQuery } from "../schema";
import { ListToolbar } from "./list-toolbar";
import { Pagination } from "./pagination";

/**
 * The orders list's controls on a page whose loader reads the address as the
 * real list does (`parseListQuery`), with `pageCount` pages of results: what
 * the toolbar and the pagination put in the address is what the list gets.
 */
async function ordersList(address = "/admin/orders", pageCount = 7) {
  const Stub = createRoutesStub([
    {
      path: "/admin/orders",
      loader: ({ request }) => {
        const query = parseListQuery("order", new URL(request.url).searchParams);
        return { query, page: Math.min(query.page, pageCount) };
      },
      Component: function OrdersPage() {
        const { query, page } = useLoaderData<{
          query: ReturnType<typeof parseListQuery>;
          page: number;
        }>();
        const location = useLocation();
        return (
          <>
            <ListToolbar entity="order" query={query} statuses={ORDER_STATUSES} />
            <output data-testid="address">{location.search}</output>
            <Pagination page={page} pageCount={pageCount} />
          </>
        );
      },
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[address]} />);
  const form = await screen.findByRole("search", { name: "Filtrer la liste" });
  return { form, user: userEvent.setup({ delay: null }) };
}

const address = () => new URLSearchParams(screen.getByTestId("address").textContent ?? "");
const control = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  screen.getByLabelText<T>(label, { exact: true });
const panel = () => document.querySelector<HTMLDetailsElement>("details.filter-panel")!;
const csvLinks = () =>
  [...document.querySelectorAll<HTMLAnchorElement>("a[download]")].map((a) =>
    a.getAttribute("href"),
  );

test("an unfiltered list: the panel folded as «Filtres», empty fields, the CSV links of the whole list", async () => {
  await ordersList();
  expect(panel().open).toBe(false);
  expect(panel().querySelector("summary")!.textContent).toBe("Filtres");
  expect(control("Rechercher").value).toBe("");
  expect(control("Rechercher").getAttribute("placeholder")).toBe(
    "Nom, téléphone, email, ville ou référence",
  );
  expect(control<HTMLSelectElement>("Statut").value).toBe("");
  expect(control<HTMLSelectElement>("Trier par").value).toBe("recent");
  expect(csvLinks()).toEqual(["/admin/export/orders?sep=%3B", "/admin/export/orders?sep=%2C"]);
});

test("«Filtrer» puts the search, status, dates and sort in the address; the panel says a filter is on; CSV and pages keep it", async () => {
  const { form, user } = await ordersList();
  await user.type(control("Rechercher"), "Remplissage 1");
  await user.selectOptions(control<HTMLSelectElement>("Statut"), "cancelled");
  await user.type(control("Reçue du"), "2026-03-02");
  await user.type(control("au"), "2026-03-02");
  await user.selectOptions(control<HTMLSelectElement>("Trier par"), "oldest");
  await user.click(within(form).getByRole("button", { name: "Filtrer" }));

  await waitFor(() => expect(address().get("q")).toBe("Remplissage 1"));
  // The payment and «Demandes» filters left on «Tous» travel empty.
  expect(Object.fromEntries(address())).toEqual({
    q: "Remplissage 1",
    status: "cancelled",
    payment: "",
    from: "2026-03-02",
    to: "2026-03-02",
    mine: "",
    sort: "oldest",
  });
  // The new page shows the filter it applies, and opens the panel on a phone.
  expect(panel().open).toBe(true);
  expect(panel().querySelector("summary")!.textContent).toBe("Filtres (actifs)");
  expect(control("Rechercher").value).toBe("Remplissage 1");
  expect(control<HTMLSelectElement>("Statut").value).toBe("cancelled");
  const filter = "q=Remplissage+1&status=cancelled&from=2026-03-02&to=2026-03-02&sort=oldest";
  expect(csvLinks()).toEqual([
    `/admin/export/orders?${filter}&sep=%3B`,
    `/admin/export/orders?${filter}&sep=%2C`,
  ]);
  await user.click(screen.getByRole("link", { name: "Suivant" }));
  await waitFor(() => expect(address().get("page")).toBe("2"));
  expect(address().get("status")).toBe("cancelled");
  expect(address().get("sort")).toBe("oldest");
});

test("«Réinitialiser» goes back to the bare list and empties the fields, not only the results", async () => {
  const { user } = await ordersList(
    "/admin/orders?q=Sfax&status=cancelled&from=2026-03-02&to=2026-03-03&sort=oldest&page=2",
  );
  expect(control("Rechercher").value).toBe("Sfax");
  expect(control("Reçue du").value).toBe("2026-03-02");
  await user.click(screen.getByRole("link", { name: "Réinitialiser" }));
  await waitFor(() => expect(address().toString()).toBe(""));
  expect(control("Rechercher").value).toBe("");
  expect(control<HTMLSelectElement>("Statut").value).toBe("");
  expect(control("Reçue du").value).toBe("");
  expect(control("au").value).toBe("");
  expect(control<HTMLSelectElement>("Trier par").value).toBe("recent");
  expect(panel().querySelector("summary")!.textContent).toBe("Filtres");
  expect(screen.getByText("Page 1 sur 7")).toBeDefined();
});

test("pagination: «Page n sur N», the current page marked, the steps that lead nowhere disabled, the others links", async () => {
  const { user } = await ordersList();
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  expect(within(nav).getByText("Page 1 sur 7")).toBeDefined();
  const current = within(nav).getByRole("link", { name: "Page 1" });
  expect(current.getAttribute("aria-current")).toBe("page");
  // The first, the last, and two either side of the current page, a gap between.
  expect(
    within(nav)
      .getAllByRole("link", { name: /^Page \d+$/ })
      .map((link) => link.textContent),
  ).toEqual(["1", "2", "3", "7"]);
  for (const step of ["Première", "Précédent"]) {
    expect(within(nav).queryByRole("link", { name: step }), step).toBeNull();
    expect(within(nav).getByText(step).getAttribute("aria-disabled")).toBe("true");
  }

  await user.click(within(nav).getByRole("link", { name: "Dernière" }));
  await within(nav).findByText("Page 7 sur 7");
  expect(within(nav).getByRole("link", { name: "Page 7" }).getAttribute("aria-current")).toBe(
    "page",
  );
  expect(within(nav).getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBeNull();
  for (const step of ["Suivant", "Dernière"]) {
    expect(within(nav).queryByRole("link", { name: step }), step).toBeNull();
  }
  await user.click(within(nav).getByRole("link", { name: "Précédent" }));
  await within(nav).findByText("Page 6 sur 7");
  expect(within(nav).getByRole("link", { name: "Précédent" }).getAttribute("rel")).toBe("prev");
  expect(within(nav).getByRole("link", { name: "Suivant" }).getAttribute("rel")).toBe("next");
  await user.click(within(nav).getByRole("link", { name: "Première" }));
  await within(nav).findByText("Page 1 sur 7");
});

test("a single page of results has no pagination", async () => {
  await ordersList("/admin/orders", 1);
  expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
});
