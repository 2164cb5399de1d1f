import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub, Outlet, useFetcher } from "react-router";
import { toast as sonner } from "sonner";
import { beforeEach, expect, test } from "vitest";
import { useActionFeedback, type ActionAnswer } from "./action-feedback";
import { DeferredToaster } from "./deferred-toaster";
import { toast } from "./lazy-toast";
import Toaster from "./toaster";

/** What the page's action answers next. */
let answer: ActionAnswer;
const followUps: string[] = [];
beforeEach(() => {
  answer = { ok: true, message: "Enregistré" };
  followUps.length = 0;
  // sonner keeps its toasts in the module, for a toaster still to come: an
  // earlier test's would show in this one's.
  sonner.dismiss();
});

/** A page with one fetcher form whose answer turns into a toast, and a counter that re-renders it. */
function FormPage() {
  const fetcher = useFetcher<ActionAnswer>();
  const [renders, setRenders] = useState(0);
  useActionFeedback(fetcher.data, {
    settled: fetcher.state === "idle",
    onSuccess: () => followUps.push("success"),
    onFailure: () => followUps.push("failure"),
  });
  return (
    <>
      <fetcher.Form method="post">
        <button type="submit">Envoyer</button>
      </fetcher.Form>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Rafraîchir ({renders})
      </button>
      {/* Toasts stay until the test has read them (a loaded machine is slow to get there). */}
      <Toaster duration={Number.POSITIVE_INFINITY} />
    </>
  );
}

async function formPage() {
  const Stub = createRoutesStub([
    { path: "/", Component: FormPage, action: async () => ({ ...answer }) },
  ]);
  render(<Stub />);
  const user = userEvent.setup({ delay: null });
  const send = async () => {
    const before = followUps.length;
    await user.click(await screen.findByRole("button", { name: "Envoyer" }));
    await waitFor(() => expect(followUps.length).toBe(before + 1));
  };
  return { send, user };
}

/** The toasts on screen, as «type: text». */
const toasts = () =>
  [...document.querySelectorAll("[data-sonner-toast]")].map(
    (item) => `${item.getAttribute("data-type")}: ${item.textContent?.trim()}`,
  );

test("a success's message shows once as a success toast, whatever re-renders the page; then the follow-up runs", async () => {
  const { send, user } = await formPage();
  await send();
  await waitFor(() => expect(toasts()).toEqual(["success: Enregistré"]));
  await user.click(screen.getByRole("button", { name: "Rafraîchir (0)" }));
  await user.click(screen.getByRole("button", { name: "Rafraîchir (1)" }));
  expect(toasts()).toEqual(["success: Enregistré"]);
  expect(followUps).toEqual(["success"]);
});

test("a refusal shows its message and reason as an error toast; the next answer with the same words shows again", async () => {
  answer = { ok: false, message: "Erreur", reason: "Le numéro de téléphone est requis" };
  const { send } = await formPage();
  await send();
  await waitFor(() => expect(toasts()).toEqual(["error: ErreurLe numéro de téléphone est requis"]));
  await send();
  await waitFor(() => expect(toasts()).toHaveLength(2));
  expect(followUps).toEqual(["failure", "failure"]);
});

test("a success without a message shows no toast, only the follow-up", async () => {
  answer = { ok: true };
  const { send } = await formPage();
  await send();
  expect(followUps).toEqual(["success"]);
  expect(toasts()).toEqual([]);
});

/** A public page (under the public layout's route id) with the deferred toaster. */
function publicPage(flash?: ActionAnswer) {
  const Stub = createRoutesStub([
    {
      id: "routes/public/layout",
      path: "/",
      Component: () => (
        <>
          <Outlet />
          <DeferredToaster dir="ltr" flash={flash} />
        </>
      ),
      children: [{ index: true, Component: () => <p>Accueil</p> }],
    },
  ]);
  render(<Stub />);
}

test("on a public page the toaster waits for the first interaction, then shows the toast raised before it", async () => {
  publicPage();
  await screen.findByText("Accueil");
  act(() => toast.error("Une erreur est survenue"));
  // No toaster yet: the toast waits (sonner keeps it for the toaster to come).
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(document.querySelector("[data-sonner-toaster]")).toBeNull();
  await userEvent.setup({ delay: null }).keyboard("{Tab}");
  await waitFor(() => expect(toasts()).toEqual(["error: Une erreur est survenue"]));
});

test("a message carried across a redirect mounts the toaster at once and shows", async () => {
  publicPage({ ok: true, message: "Connexion réussie" });
  await waitFor(() => expect(toasts()).toEqual(["success: Connexion réussie"]));
});
