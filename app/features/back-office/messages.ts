/** Users page messages (spec §8), shared by the page and its server code. */
export const USER_MESSAGES = {
  loadFailure: "Erreur lors du chargement des utilisateurs",
  deleted: "Rôle supprimé avec succès",
  deleteFailure: "Erreur lors de la suppression du rôle",
  notFound: "Ce rôle n'existe plus.",
  lastAdmin: "Impossible de supprimer le dernier rôle administrateur.",
  ownRole: "Vous ne pouvez pas supprimer votre propre rôle administrateur.",
  created: "Administrateur créé avec succès",
  createFailure: "Erreur lors de la création de l'administrateur",
  missingFields: "Veuillez remplir tous les champs",
} as const;
