/** Texts shown by both the server and the browser (the spec's exact wording where it has one). */
export const INVALID_CREDENTIALS = "Email ou mot de passe incorrect";
export const SIGN_IN_ERROR_PREFIX = "Erreur de connexion: ";
export const SETUP_LINK_INVALID =
  "Ce lien de configuration n'est plus valide (déjà utilisé ou expiré). " +
  "Redémarrez le serveur pour en obtenir un nouveau tant qu'aucun administrateur n'existe.";

/**
 * The code step when the account's two-factor secret cannot be decrypted: the
 * server secret changed since it was set up (a restore under another
 * BETTER_AUTH_SECRET). Says what is wrong and the way out.
 */
export const TWO_FACTOR_SECRET_UNREADABLE =
  "Double authentification illisible : le secret du serveur (BETTER_AUTH_SECRET) n'est plus celui " +
  "avec lequel elle a été activée, par exemple après une restauration. Remettez l'ancien secret, " +
  "ou réinitialisez l'accès de ce compte avec npm run admin:create -- <email> --reset-password.";
