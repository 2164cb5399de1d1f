import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, expect, test } from "vitest";
import Toaster from "~/components/ui/toaster";
import { CORRECTION_MAIL_NOTICE, EDIT_MESSAGES, type EditActionData } from "../edits";
import type { Entity } from "../schema";
import { EditDetailsDialog } from "./edit-dialog";

const ORDER = {
  customer_name: "Sami Ben Ali",
  phone: "+216 22 333 444",
  email: "sami@example.tn",
  city: "Monastir",
  address: "12 rue de la République",
};
const APPOINTMENT = {
  name: "Leila Trabelsi",
  phone: "+216 98 765 432",
  email: "leila@example.tn",
  preferred_date: "2026-12-14",
  preferred_time: "10:00",
};

/** What the record page's action was sent, and how it answers (`answer`, which may wait). */
const posts: Record<string, string>[] = [];
let answer: () => Promise<EditActionData>;
beforeEach(() => {
  posts.length = 0;
  answer = async () => ({ ok: true, message: EDIT_MESSAGES.saved });
});

/** The record page with its «Modifier les coordonnées» button, the page's toaster, and an action. */
async function recordPage(entity: Entity, values: Record<string, string>, status = "pending") {
  const Stub = createRoutesStub([
    {
      path: "/admin/record",
      Component: () => (
        <>
          <EditDetailsDialog entity={entity} version="v1" values={values} status={status} />
          <Toaster />
        </>
      ),
      action: async ({ request }) => {
        posts.push(Object.fromEntries((await request.formData()) as Iterable<[string, string]>));
        return answer();
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/record"]} />);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole("button", { name: "Modifier les coordonnées" }));
  const dialog = await screen.findByRole("dialog", { name: "Modifier les coordonnées" });
  const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
  /** Replaces a field's text as a person does: select all, type. */
  const retype = async (label: string, text: string) => {
    await user.clear(field(label));
    if (text) await user.type(field(label), text);
  };
  const save = () => user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
  return { dialog: dialog as HTMLDialogElement, field, retype, save, user };
}

/** The error written under a field, as a screen reader reaches it from the field. */
function describedError(control: HTMLElement): string | undefined {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(" ") || undefined;
}

const toast = (text: string) =>
  waitFor(() => {
    const found = screen
      .queryAllByRole("listitem")
      .find((item) => item.textContent?.includes(text));
    expect(found, `toast « ${text} »`).toBeDefined();
  });

test("opens on the record's values; an invalid phone is refused before any round trip: marked, described, focused", async () => {
  const { field, retype, save } = await recordPage("order", ORDER);
  expect(field("Nom").value).toBe("Sami Ben Ali");
  expect(field("Téléphone").value).toBe("+216 22 333 444");
  for (const label of ["Nom", "Téléphone", "Email", "Ville", "Adresse"]) {
    expect(field(label).getAttribute("aria-invalid"), label).toBeNull();
  }

  await retype("Téléphone", "pas un numéro");
  await save();
  const phone = field("Téléphone");
  await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
  expect(describedError(phone)).toBe("Le numéro de téléphone n'est pas valide");
  expect(document.activeElement).toBe(phone);
  expect(field("Nom").getAttribute("aria-invalid")).toBeNull();
  expect(posts).toEqual([]);
});

test("with two wrong fields, the first in the form's order is marked and focused, then the next once it is fixed", async () => {
  const { field, retype, save } = await recordPage("order", ORDER);
  await retype("Nom", "");
  await retype("Téléphone", "abc");
  await save();
  await waitFor(() => expect(field("Nom").getAttribute("aria-invalid")).toBe("true"));
  expect(document.activeElement).toBe(field("Nom"));
  expect(field("Téléphone").getAttribute("aria-invalid")).toBeNull();

  await retype("Nom", "Sami Ben Ali");
  await save();
  await waitFor(() => expect(field("Téléphone").getAttribute("aria-invalid")).toBe("true"));
  expect(field("Nom").getAttribute("aria-invalid")).toBeNull();
  expect(document.activeElement).toBe(field("Téléphone"));
  expect(posts).toEqual([]);
});

test("while saving, the fields and «Annuler» are disabled and the button says so; the answer's toast closes the dialog", async () => {
  let reply!: (data: EditActionData) => void;
  answer = () => new Promise((resolve) => (reply = resolve));
  const { dialog, field, retype, save } = await recordPage("order", ORDER);
  await retype("Téléphone", "+216 98 000 111");
  await save();
  const busy = await within(dialog).findByRole("button", { name: "Enregistrement..." });
  expect((busy as HTMLButtonElement).disabled).toBe(true);
  expect(busy.getAttribute("aria-busy")).toBe("true");
  expect(field("Téléphone").disabled).toBe(true);
  expect(field("Adresse").disabled).toBe(true);
  expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Annuler" }).disabled).toBe(
    true,
  );
  expect(posts).toEqual([{ intent: "edit", version: "v1", ...ORDER, phone: "+216 98 000 111" }]);

  reply({ ok: true, message: EDIT_MESSAGES.saved });
  await toast(EDIT_MESSAGES.saved);
  await waitFor(() => expect(dialog.open).toBe(false));
});

test("the server's refusal marks its field; a refusal of no field (a stale page) is said in the dialog, which stays open", async () => {
  answer = async () => ({ ok: false, field: "email", message: "L'adresse email n'est pas valide" });
  const { dialog, field, save, user } = await recordPage("order", ORDER);
  await save();
  await waitFor(() => expect(field("Email").getAttribute("aria-invalid")).toBe("true"));
  expect(describedError(field("Email"))).toBe("L'adresse email n'est pas valide");
  await toast("L'adresse email n'est pas valide");

  answer = async () => ({ ok: false, message: EDIT_MESSAGES.stale });
  await save();
  const alert = await within(dialog).findByRole("alert");
  expect(alert.textContent).toBe(EDIT_MESSAGES.stale);
  expect(field("Email").getAttribute("aria-invalid")).toBeNull();
  expect(dialog.open).toBe(true);

  // Closed and opened again, the dialog starts clean.
  await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
  await waitFor(() => expect(dialog.open).toBe(false));
  await user.click(screen.getByRole("button", { name: "Modifier les coordonnées" }));
  await waitFor(() => expect(dialog.open).toBe(true));
  expect(within(dialog).queryByRole("alert")).toBeNull();
  expect(posts).toHaveLength(2);
});

test("an appointment's dialog announces the mail only while its date or time differs from the record's", async () => {
  const { dialog, retype } = await recordPage("appointment", APPOINTMENT, "confirmed");
  const notice = () => within(dialog).queryByText(CORRECTION_MAIL_NOTICE);
  // A contact correction alone mails nothing, and the dialog says nothing.
  await retype("Nom", "Leila Trabelsi B.");
  expect(notice()).toBeNull();
  await retype("Heure", "14:00");
  await waitFor(() => expect(notice()).not.toBeNull());
  expect(notice()!.getAttribute("role")).toBe("status");
  await retype("Heure", "10:00");
  await waitFor(() => expect(notice()).toBeNull());
  await retype("Date", "2026-12-15");
  await waitFor(() => expect(notice()).not.toBeNull());
  // Without an address to write to, no mail and no notice.
  await retype("Email", "");
  await waitFor(() => expect(notice()).toBeNull());
});

test("a cancelled appointment is not mailed: no notice", async () => {
  const cancelled = await recordPage("appointment", APPOINTMENT, "cancelled");
  await cancelled.retype("Heure", "14:00");
  expect(within(cancelled.dialog).queryByText(CORRECTION_MAIL_NOTICE)).toBeNull();
});
