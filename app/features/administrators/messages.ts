import { frenchSpacing } from "~/i18n/typography";

/** Users page messages, shared by the page and its server code. */
export const USER_MESSAGES = {
  loadFailure: "Erreur lors du chargement des utilisateurs",
  deleted: "Rôle supprimé avec succès",
  deleteFailure: "Erreur lors de la suppression du rôle",
  notFound: "Ce rôle n'existe plus.",
  lastAdmin: "Impossible de supprimer le dernier rôle administrateur.",
  ownRole: "Vous ne pouvez pas supprimer votre propre rôle administrateur.",
  roleFailure: "Erreur lors de la modification du rôle",
  promoted: "Rôle administrateur accordé",
  demoted: frenchSpacing("Rôle administrateur retiré : le compte garde le rôle utilisateur"),
  roleGiven: (label: string) => frenchSpacing(`Rôle modifié : ${label.toLowerCase()}`),
  roleUnchanged: "Ce compte a déjà ce rôle.",
  ownDemotion: "Vous ne pouvez pas retirer votre propre rôle administrateur.",
  lastDemotion: "Impossible de retirer le rôle du dernier administrateur.",
  accountNotFound: "Ce compte n'existe plus.",
  created: "Administrateur créé avec succès",
  accountCreated: (label: string) =>
    frenchSpacing(`Compte créé avec succès : ${label.toLowerCase()}`),
  createFailure: "Erreur lors de la création de l'administrateur",
  grantFailure: "Erreur lors de la modification de l'accès",
  grantNotForRole: "Cet accès ne se donne qu'à un compte commercial.",
  granted: (person: string) => `${person} a maintenant accès à l'audience.`,
  revoked: (person: string) => `${person} n'a plus accès à l'audience.`,
} as const;

/** The answer (400) to a form whose `intent` no action knows. */
export const UNKNOWN_INTENT_MESSAGE = frenchSpacing(
  "Action inconnue : rechargez la page et réessayez.",
);
