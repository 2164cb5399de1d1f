import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { toast as sonner } from "sonner";
import { beforeEach, expect, test } from "vitest";
import Toaster from "~/components/ui/toaster";
import SignIn from "./auth";

/*
 * The sign-in page's rules that need no server: the spec's client checks and
 * their order, and the form while its post runs. What the server answers
 * (the same refusal for a wrong password and an unknown e-mail, the page
 * without JavaScript, the sign-in itself) stays in tests/e2e/auth-sign-in.test.ts.
 */

/** What the page's action was sent, and its answer (a refusal unless a test says otherwise). */
const posted: FormData[] = [];
let answer: () => Promise<unknown>;
beforeEach(() => {
  sonner.dismiss();
  posted.length = 0;
  answer = async () => ({
    ok: false,
    step: "password",
    message: "Email ou mot de passe incorrect",
    email: "",
  });
});

function renderSignIn() {
  const Stub = createRoutesStub([
    {
      path: "/auth",
      // The route module's props are React Router's generated types; the stub passes the same.
      Component: SignIn as unknown as React.ComponentType,
      loader: () => ({ notice: null, refusedEmail: null, next: null, meta: [] }),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer();
      },
      HydrateFallback: () => null,
    },
  ]);
  render(
    <>
      <Stub initialEntries={["/auth"]} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ delay: null });
}

const email = () => screen.getByLabelText<HTMLInputElement>("Email", { exact: false });
const password = () => screen.getByLabelText<HTMLInputElement>("Mot de passe", { exact: false });

/** The first text a control's `aria-describedby` names: its error message when it has one. */
function describedBy(control: HTMLElement): string | null | undefined {
  const id = control.getAttribute("aria-describedby")?.split(" ")[0];
  return id ? document.getElementById(id)?.textContent : null;
}

/** A toast with this text on screen. */
const toastSays = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toContainEqual(
      expect.stringContaining(text),
    ),
  );

test("client rules answer in toasts, in the spec's order: the field in error alone marked and described; nothing posted", async () => {
  const user = renderSignIn();
  await user.type(await screen.findByLabelText("Email", { exact: false }), "pas-un-email");
  await user.type(password(), "secret12");
  await user.keyboard("{Enter}");
  await toastSays("Email invalide");
  expect(email().getAttribute("aria-invalid")).toBe("true");
  expect(describedBy(email())).toBe("Email invalide");
  expect(password().getAttribute("aria-invalid")).toBeNull();

  await user.clear(email());
  await user.type(email(), "admin@example.com");
  await user.clear(password());
  await user.type(password(), "12345");
  await user.click(screen.getByRole("button", { name: "Se connecter" }));
  await toastSays("Le mot de passe doit contenir au moins 6 caractères");
  expect(password().getAttribute("aria-invalid")).toBe("true");
  expect(describedBy(password())).toBe("Le mot de passe doit contenir au moins 6 caractères");
  expect(email().getAttribute("aria-invalid")).toBeNull();
  expect(posted).toHaveLength(0);
});

test("while the post runs the button says «Connexion...» and the fields wait; then the refusal is toasted", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const refusal = answer;
  answer = async () => {
    await held;
    return refusal();
  };
  const user = renderSignIn();
  await user.type(await screen.findByLabelText("Email", { exact: false }), "admin@example.com");
  await user.type(password(), "mauvais-mot-de-passe");
  await user.click(screen.getByRole("button", { name: "Se connecter" }));

  const busy = await screen.findByRole("button", { name: "Connexion..." });
  expect(busy.hasAttribute("disabled") || busy.getAttribute("aria-disabled") === "true").toBe(true);
  expect(email().disabled).toBe(true);
  expect(password().disabled).toBe(true);
  expect(posted.map((form) => Object.fromEntries(form))).toEqual([
    { intent: "password", email: "admin@example.com", password: "mauvais-mot-de-passe" },
  ]);

  release();
  await toastSays("Email ou mot de passe incorrect");
  expect(await screen.findByRole("button", { name: "Se connecter" })).toBeDefined();
  expect(email().disabled).toBe(false);
});
