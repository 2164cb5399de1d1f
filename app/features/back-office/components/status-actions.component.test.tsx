import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { expect, test, vi } from "vitest";
import { StatusActions } from "./status-actions";

/** One order row's actions on a page whose action records what it is sent. */
async function orderActions(options: { status: string; mailed: boolean }) {
  const sent = vi.fn((_form: Record<string, string>) => {});
  const Stub = createRoutesStub([
    {
      path: "/admin/orders",
      Component: () => (
        <StatusActions
          entity="order"
          id="order-1"
          status={options.status}
          subject="Beta Annulée"
          mailed={options.mailed}
        />
      ),
      action: async ({ request }) => {
        sent(Object.fromEntries((await request.formData()) as Iterable<[string, string]>));
        return { ok: true, message: "Statut mis à jour avec succès" };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/orders"]} />);
  await screen.findByRole("button", { name: "Annuler — Beta Annulée" });
  return { sent, user: userEvent.setup({ delay: null }) };
}

const openDialog = () => document.querySelector<HTMLDialogElement>("dialog[open]");

test("'Annuler' asks first, saying the customer is mailed; 'Retour' closes and sends nothing", async () => {
  const { sent, user } = await orderActions({ status: "pending", mailed: true });
  await user.click(screen.getByRole("button", { name: "Annuler — Beta Annulée" }));
  const dialog = openDialog()!;
  expect(dialog.textContent).toContain(
    "Voulez-vous vraiment annuler «\u202FBeta Annulée\u202F»\u202F? Le client en sera informé par e-mail.",
  );
  await user.click(within(dialog).getByRole("button", { name: "Retour" }));
  expect(openDialog()).toBeNull();
  expect(sent).not.toHaveBeenCalled();
});

test("a customer without e-mail: the dialog says to call; confirming sends the cancellation with its reason", async () => {
  const { sent, user } = await orderActions({ status: "confirmed", mailed: false });
  await user.click(screen.getByRole("button", { name: "Annuler — Beta Annulée" }));
  const dialog = openDialog()!;
  expect(dialog.textContent).toContain(
    "Le client n'a pas laissé d'e-mail\u202F: prévenez-le par téléphone.",
  );
  await user.type(within(dialog).getByLabelText(/^Motif/), "Doublon de la commande Alpha");
  await user.click(within(dialog).getByRole("button", { name: "Oui, annuler" }));
  await waitFor(() =>
    expect(sent).toHaveBeenCalledWith({
      intent: "status",
      id: "order-1",
      status: "cancelled",
      force: "",
      reason: "Doublon de la commande Alpha",
    }),
  );
  expect(openDialog()).toBeNull();
});

test("a transition that does not ask is sent at once", async () => {
  const { sent, user } = await orderActions({ status: "pending", mailed: true });
  await user.click(screen.getByRole("button", { name: "Confirmer — Beta Annulée" }));
  await waitFor(() =>
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ status: "confirmed", reason: "" })),
  );
  expect(openDialog()).toBeNull();
});
