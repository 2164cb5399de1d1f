import { z } from "zod";
import { passwordPolicyError } from "./password-policy";

/** Sign-in form: the first failing message is what the user sees. */
// A missing or non-text field gets the same French message as an empty one.
export const signInSchema = z.object({
  email: z
    .string({ error: "Email invalide" })
    .trim()
    .email("Email invalide")
    .max(255, "Email invalide"),
  password: z
    .string({ error: "Le mot de passe doit contenir au moins 6 caractères" })
    .min(6, "Le mot de passe doit contenir au moins 6 caractères")
    .max(128, "Email ou mot de passe incorrect"),
});

/** Second step of a sign-in with two-factor: an authenticator code or a backup code. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: "Saisissez le code à 6 chiffres ou un code de secours" })
    .trim()
    .min(6, "Saisissez le code à 6 chiffres ou un code de secours")
    .max(32, "Code invalide"),
});

const policyPassword = z.string().superRefine((value, ctx) => {
  const error = passwordPolicyError(value);
  if (error) ctx.addIssue({ code: "custom", message: error });
});

/** Create administrator: both fields required, then the password policy. */
export const createAdministratorSchema = z.object({
  email: z
    .string({ error: "Veuillez remplir tous les champs" })
    .trim()
    .min(1, "Veuillez remplir tous les champs")
    .max(255, "Email invalide")
    .email("Email invalide"),
  password: z
    .string({ error: "Veuillez remplir tous les champs" })
    .min(1, "Veuillez remplir tous les champs")
    .pipe(policyPassword),
});

/** A new password another administrator (or the command line) sets for an account. */
export const resetPasswordSchema = z.object({
  password: z
    .string({ error: "Saisissez le nouveau mot de passe" })
    .min(1, "Saisissez le nouveau mot de passe")
    .pipe(policyPassword),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Saisissez votre mot de passe actuel"),
    newPassword: policyPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Les deux nouveaux mots de passe ne correspondent pas",
    path: ["confirmPassword"],
  });

/** Enabling or disabling two-factor asks for the password again. */
export const passwordConfirmSchema = z.object({
  password: z.string().min(1, "Saisissez votre mot de passe"),
});
