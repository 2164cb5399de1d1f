import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { Toaster, toast } from "./sonner-shim";

afterEach(() => {
  vi.useRealTimers();
  // The toasts live in the module, for a toaster still to come: none may reach the next test.
  toast.dismiss();
});

test("a toast raised before its toaster mounts shows in the live region, with its description", () => {
  toast.error("Erreur", { description: "Une erreur est survenue. Veuillez réessayer." });
  render(<Toaster dir="ltr" richColors closeButton position="top-center" />);
  const region = screen.getByRole("region", { name: "Notifications" });
  expect(region.getAttribute("aria-live")).toBe("polite");
  const shown = within(region).getByRole("listitem");
  expect(shown.textContent).toContain("Erreur");
  expect(shown.textContent).toContain("Une erreur est survenue. Veuillez réessayer.");
  expect(shown.dataset.type).toBe("error");
  // What tests and sonner's styles read to know the toast has entered.
  expect(shown.dataset.mounted).toBe("true");
});

test("the close button takes the toast away; a toast for another toaster stays out", async () => {
  render(
    <>
      <Toaster />
      <Toaster id="order-dialog" position="bottom-center" />
    </>,
  );
  act(() => void toast.success("Demande envoyée !", { toasterId: "order-dialog" }));
  const [page, dialog] = screen.getAllByRole("region", { name: "Notifications" });
  expect(within(page!).queryByRole("listitem")).toBeNull();
  expect(within(dialog!).getByRole("listitem").textContent).toContain("Demande envoyée !");
  await userEvent.click(within(dialog!).getByRole("button", { name: "Close toast" }));
  expect(within(dialog!).queryByRole("listitem")).toBeNull();
});

test("a toast leaves after 4 s, not while the pointer is on it", () => {
  vi.useFakeTimers();
  render(<Toaster />);
  act(() => void toast.success("Rendez-vous confirmé !"));
  const shown = screen.getByRole("listitem");
  fireEvent.pointerOver(shown);
  act(() => vi.advanceTimersByTime(10_000));
  expect(screen.queryByRole("listitem")).not.toBeNull();
  fireEvent.pointerOut(shown);
  act(() => vi.advanceTimersByTime(3_900));
  expect(screen.queryByRole("listitem")).not.toBeNull();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByRole("listitem")).toBeNull();
});
