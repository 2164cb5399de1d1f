import { TextField, type TextFieldProps } from "~/components/ui/field";
import { MIN_PASSWORD_LENGTH, PASSWORD_POLICY_HINT } from "../password-policy";

/**
 * The field where a password is chosen (the first administrator, a new
 * account, a reset, a change): the policy said beside it, the minimum length
 * and the need announced, and the browser's password manager invited to
 * suggest one. The server's schema still decides.
 */
export function NewPasswordField(
  props: Omit<TextFieldProps, "type" | "hint" | "autoComplete" | "minLength" | "required">,
) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="new-password"
      hint={PASSWORD_POLICY_HINT}
      minLength={MIN_PASSWORD_LENGTH}
      required
    />
  );
}
