import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { MIN_PASSWORD_LENGTH } from "../password-policy";
import { NewPasswordField } from "./new-password-field";

test("a password being chosen is hidden, needed, at least the policy's length, described by the policy", () => {
  render(<NewPasswordField label="Nouveau mot de passe" name="password" />);
  const field = screen.getByLabelText("Nouveau mot de passe");
  expect(field.getAttribute("type")).toBe("password");
  expect(field.getAttribute("autocomplete")).toBe("new-password");
  expect(field.getAttribute("minlength")).toBe(String(MIN_PASSWORD_LENGTH));
  expect(field.hasAttribute("required")).toBe(true);
  expect(field).toHaveProperty("name", "password");
  const hint = document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[0]!);
  expect(hint?.textContent).toBe(
    `Au moins ${MIN_PASSWORD_LENGTH} caractères, pas un mot de passe courant.`,
  );
});
