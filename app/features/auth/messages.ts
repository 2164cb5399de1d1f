/** Texts shown by both the server and the browser (the spec's exact wording where it has one). */
export const INVALID_CREDENTIALS = "Email ou mot de passe incorrect";
export const SIGN_IN_ERROR_PREFIX = "Erreur de connexion: ";
export const SIGN_IN_SUCCESS = "Connexion réussie";
export const SETUP_LINK_INVALID =
  "Ce lien de configuration n'est plus valide (déjà utilisé ou expiré). " +
  "Redémarrez le serveur pour en obtenir un nouveau tant qu'aucun administrateur n'existe.";
