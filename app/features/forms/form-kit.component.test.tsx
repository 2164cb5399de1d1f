import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { toast as sonner } from "sonner";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { z } from "zod";
import { validateBeforeSubmit } from "~/features/appointments/form-parts";
import { formsFr, type ValidationMessages } from "~/i18n/forms/fr";
import { Field, TextField, inputClass } from "~/components/ui/field";
import Toaster from "~/components/ui/toaster";

beforeEach(() => {
  // sonner keeps toasts in its module for a toaster to come: none from an earlier test.
  sonner.dismiss();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The ids a control's `aria-describedby` names, read as a screen reader reads them: their texts. */
function description(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");
}

test("a field's error comes and goes: marked invalid and read with the hint while it is there, only the hint after", async () => {
  function EmailField() {
    const [error, setError] = useState<string>();
    return (
      <>
        <TextField
          label="Email"
          name="email"
          hint="Votre adresse professionnelle"
          error={error}
          required
        />
        <button type="button" onClick={() => setError("L'adresse email n'est pas valide")}>
          Refuser
        </button>
        <button type="button" onClick={() => setError(undefined)}>
          Accepter
        </button>
      </>
    );
  }
  render(<EmailField />);
  const user = userEvent.setup({ delay: null });
  const email = screen.getByRole("textbox", { name: "Email" });
  expect(email.getAttribute("aria-invalid")).toBeNull();
  expect(description(email)).toBe("Votre adresse professionnelle");

  await user.click(screen.getByRole("button", { name: "Refuser" }));
  expect(email.getAttribute("aria-invalid")).toBe("true");
  expect(description(email)).toBe(
    "L'adresse email n'est pas valide | Votre adresse professionnelle",
  );
  // The same control, not a new one: what was typed and the focus stay.
  expect(screen.getByRole("textbox", { name: "Email" })).toBe(email);

  await user.click(screen.getByRole("button", { name: "Accepter" }));
  expect(email.getAttribute("aria-invalid")).toBeNull();
  expect(description(email)).toBe("Votre adresse professionnelle");
  expect(screen.queryByText("L'adresse email n'est pas valide")).toBeNull();
});

/** A public form checked before it is sent, as the appointment pages are; `sent` counts what got through. */
function checkedForm(loadSchema: () => Promise<(m: ValidationMessages) => z.ZodType>) {
  const sent = vi.fn();
  const check = validateBeforeSubmit(loadSchema, formsFr.validation, "Erreur de validation");
  render(
    <>
      <form
        {...check}
        onSubmit={(event) => {
          check.onSubmit(event);
          if (!event.defaultPrevented) {
            event.preventDefault();
            sent(Object.fromEntries(new FormData(event.currentTarget)));
          }
        }}
      >
        <Field label="Nom complet" required>
          {(p) => <input {...p} name="customer_name" className={inputClass} />}
        </Field>
        <Field label="Téléphone" required>
          {(p) => <input {...p} name="phone" type="tel" className={inputClass} />}
        </Field>
        <button type="submit">Envoyer</button>
      </form>
      <Toaster duration={Number.POSITIVE_INFINITY} />
    </>,
  );
  return { sent, user: userEvent.setup({ delay: null }) };
}

const schema = async () => (m: ValidationMessages) =>
  z.object({
    customer_name: z.string().trim().min(1, m.orderNameRequired),
    phone: z.string().trim().min(1, m.orderPhoneRequired),
  });

const toasts = () =>
  [...document.querySelectorAll("[data-sonner-toast]")].map((item) => item.textContent?.trim());

test("a public form stops on its first wrong field: that field focused (centred on screen), the message as a toast, nothing sent", async () => {
  const scrolled: unknown[] = [];
  vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(function (
    this: HTMLElement,
    options?: boolean | ScrollIntoViewOptions,
  ) {
    scrolled.push([(this as HTMLInputElement).name, options]);
  });
  const { sent, user } = checkedForm(schema);
  // The schema is fetched when the visitor first enters the form.
  await user.click(screen.getByRole("textbox", { name: "Nom complet" }));
  await user.click(screen.getByRole("button", { name: "Envoyer" }));
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Nom complet" })),
  );
  await waitFor(() => expect(toasts()).toEqual(["Erreur de validationLe nom complet est requis"]));
  expect(scrolled).toEqual([["customer_name", { block: "center" }]]);

  await user.type(screen.getByRole("textbox", { name: "Nom complet" }), "Amine");
  await user.click(screen.getByRole("button", { name: "Envoyer" }));
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Téléphone" })),
  );
  await waitFor(() =>
    expect(toasts()).toContain("Erreur de validationLe numéro de téléphone est requis"),
  );
  expect(sent).not.toHaveBeenCalled();

  await user.type(screen.getByRole("textbox", { name: "Téléphone" }), "22 333 444");
  await user.click(screen.getByRole("button", { name: "Envoyer" }));
  await waitFor(() =>
    expect(sent).toHaveBeenCalledWith({ customer_name: "Amine", phone: "22 333 444" }),
  );
});

test("a submission before the schema has come waits for it, then is checked", async () => {
  let arrive!: () => void;
  const late = () =>
    new Promise<Awaited<ReturnType<typeof schema>>>((resolve) => {
      arrive = () => void schema().then(resolve);
    });
  const first = checkedForm(late);
  await first.user.type(screen.getByRole("textbox", { name: "Nom complet" }), "Amine");
  await first.user.click(screen.getByRole("button", { name: "Envoyer" }));
  expect(first.sent).not.toHaveBeenCalled();
  arrive();
  // Checked once it came: the phone is missing.
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Téléphone" })),
  );
  expect(first.sent).not.toHaveBeenCalled();
});

test("a schema that cannot be fetched (offline) lets the form go to the server, which checks the same", async () => {
  const { sent, user } = checkedForm(() => Promise.reject(new TypeError("Failed to fetch")));
  await user.click(screen.getByRole("textbox", { name: "Nom complet" }));
  await user.click(screen.getByRole("button", { name: "Envoyer" }));
  await waitFor(() => expect(sent).toHaveBeenCalledWith({ customer_name: "", phone: "" }));
});
