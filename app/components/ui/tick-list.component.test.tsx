import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { CircleCheck } from "./icons";
import { TickList } from "./tick-list";

test("the content's one text becomes one item per part, each after a hidden icon", () => {
  render(<TickList items="Factures|Devis|Relances" label="Ce que DigiFact fait" />);
  const list = screen.getByRole("list", { name: "Ce que DigiFact fait" });
  const items = within(list).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(["Factures", "Devis", "Relances"]);
  for (const item of items) {
    const icon = item.querySelector("svg")!;
    expect(icon.getAttribute("aria-hidden")).toBe("true");
    expect(icon.getAttribute("class")).toContain("size-5");
    expect(icon.getAttribute("class")).toContain("text-emerald-600");
  }
});

test("a list of items keeps each whole, with the icon, tone and size asked for", () => {
  const { container } = render(
    <TickList items={["Gain de temps | moins d'erreurs"]} icon={CircleCheck} tone="brand" small />,
  );
  expect(screen.getByRole("listitem").textContent).toBe("Gain de temps | moins d'erreurs");
  const icon = container.querySelector("svg")!;
  expect(icon.getAttribute("class")).toContain("size-4");
  expect(icon.getAttribute("class")).toContain("text-brand-600");
  expect(icon.querySelector("use")?.getAttribute("href")).toContain("circle-check");
});
