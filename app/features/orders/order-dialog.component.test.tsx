import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, expect, test, vi } from "vitest";
import type { CatalogEntry } from "~/lib/catalog-types";
import OrderDialog from "./order-dialog";

const DIGIFACT: CatalogEntry = {
  slug: "digifact",
  name: "DigiFact",
  path: "/solutions/digifact",
  icon: "receipt",
  priceLocal: 1200,
  priceCloud: 60,
  cloudMonthlyFrom: 60,
};

/** The answers of /api/orders: a ticket on GET, `post` on POST. */
let post: (body: FormData) => Promise<Response>;
const posts: FormData[] = [];
beforeEach(() => {
  posts.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== "POST") return Response.json({ ticket: "ticket" });
      posts.push(init.body as FormData);
      return post(init.body as FormData);
    }),
  );
});

/** The dialog as the home page opens it, under a root route that provides the language and the catalog. */
async function openDialog() {
  const onClose = vi.fn();
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <OrderDialog product="digifact" onClose={onClose} />,
      loader: () => ({ lang: "fr", catalog: [DIGIFACT] }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub />);
  const dialog = await screen.findByRole("dialog", { name: "Commander DigiFact" });
  return { dialog, onClose, user: userEvent.setup({ delay: null }) };
}

/** The dialog's toast with this title and message. */
const toastWith = (title: string, message: string) =>
  waitFor(() => {
    const toast = screen
      .getAllByRole("listitem")
      .find((item) => item.textContent?.includes(title) && item.textContent.includes(message));
    expect(toast, `toast « ${title} » « ${message} »`).toBeDefined();
    return toast!;
  });

/** A control by its label (a required one's label ends with a marker hidden from screen readers). */
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

/** The first text a control's `aria-describedby` names: its error message when it has one. */
function describedBy(control: HTMLElement): string | null | undefined {
  const id = control.getAttribute("aria-describedby")?.split(" ")[0];
  return id ? document.getElementById(id)?.textContent : null;
}

/**
 * Whether a control is disabled as the browser computes it: by its own
 * attribute or by a disabled fieldset around it (happy-dom's `:disabled`
 * reads only the first).
 */
function disabled(control: HTMLElement): boolean {
  return (control as HTMLButtonElement).disabled || !!control.closest("fieldset")?.disabled;
}

async function type(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.type(field(label), value);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await type(user, "Nom complet", "Sana");
  await type(user, "Téléphone", "98 000 000");
  await type(user, "Ville", "Nabeul");
  await type(user, "Adresse complète", "Route de Hammamet");
}

test("opens on the name, local installation chosen; validation toasts come in the spec's order, nothing sent", async () => {
  const { dialog, user } = await openDialog();
  // The dialog's effect moves the focus once it is open.
  await waitFor(() => expect(document.activeElement).toBe(field("Nom complet")));
  expect(
    within(dialog).getByRole<HTMLInputElement>("radio", { name: /Installation locale/ }).checked,
  ).toBe(true);
  const submit = within(dialog).getByRole("button", { name: "Confirmer la commande" });
  // Typed into, then the field the next refusal is about and its message.
  const steps: [string, string, string, string][] = [
    ["", "", "Nom complet", "Le nom complet est requis"],
    ["Nom complet", "   Amine Ben Salah ", "Téléphone", "Le numéro de téléphone est requis"],
    ["Téléphone", "22 333 444", "Ville", "La ville est requise"],
    ["Ville", "Sfax", "Adresse complète", "L'adresse complète est requise"],
    [
      "Adresse complète",
      "12 rue de la Liberté",
      "E-mail (optionnel)",
      "L'adresse email n'est pas valide",
    ],
  ];
  for (const [label, value, refused, message] of steps) {
    if (label) await type(user, label, value);
    if (label === "Adresse complète") await type(user, "E-mail (optionnel)", "amine@");
    await user.click(submit);
    await toastWith("Erreur", message);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    // The refused field alone is marked, described by the message, and focused.
    await waitFor(() => expect(field(refused).getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(field(refused))).toBe(message);
    expect(dialog.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    expect(document.activeElement).toBe(field(refused));
  }
  expect(posts).toEqual([]);
});

test("while sending, fields and buttons are disabled and the button says so; a double click sends once", async () => {
  let answer!: (response: Response) => void;
  post = () => new Promise((resolve) => (answer = resolve));
  const { dialog, onClose, user } = await openDialog();
  await fillValid(user);
  await user.dblClick(within(dialog).getByRole("button", { name: "Confirmer la commande" }));
  const sending = await within(dialog).findByRole("button", { name: "Envoi en cours..." });
  expect(disabled(sending)).toBe(true);
  expect(disabled(field("Nom complet"))).toBe(true);
  expect(disabled(within(dialog).getByRole("button", { name: "Annuler" }))).toBe(true);
  answer(Response.json({ ok: true, reference: "CMD-2026-00001" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(posts).toHaveLength(1);
});

test("a failure keeps the dialog open with the input and shows the spec's error toast", async () => {
  post = () => Promise.reject(new TypeError("Failed to fetch"));
  const { dialog, onClose, user } = await openDialog();
  await type(user, "Nom complet", "Karim");
  await type(user, "Téléphone", "55 000 000");
  await type(user, "Ville", "Bizerte");
  await type(user, "Adresse complète", "Corniche");
  await user.click(within(dialog).getByRole("button", { name: "Confirmer la commande" }));
  await toastWith("Erreur", "Une erreur est survenue lors de l'enregistrement de votre commande");
  expect((dialog as HTMLDialogElement).open).toBe(true);
  expect(onClose).not.toHaveBeenCalled();
  expect(field("Nom complet").value).toBe("Karim");
  expect(field("Adresse complète").value).toBe("Corniche");
  const submit = within(dialog).getByRole("button", { name: "Confirmer la commande" });
  expect(disabled(submit)).toBe(false);
});
