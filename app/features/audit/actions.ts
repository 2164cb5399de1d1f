/** What the audit log records, with the French label the journal page shows. */
export const AUDIT_ACTIONS = {
  "auth.sign-in": "Connexion",
  "auth.sign-in-failed": "Connexion refusée",
  "account.create": "Compte créé",
  "account.role": "Rôle modifié",
  "account.role-removed": "Rôle retiré",
  "account.grant": "Accès accordé",
  "account.grant-removed": "Accès retiré",
  "account.reset": "Accès réinitialisé",
  "record.status": "Statut modifié",
  "record.edit": "Coordonnées corrigées",
  "record.note": "Note ajoutée",
  "record.call": "Appel noté",
  "record.assign": "Responsable attribué",
  "record.task": "Relance programmée",
  "export.csv": "Export CSV",
  "customer.erase": "Effacement d'un client",
  "customer.access": "Export des données d'un client",
  "content.publish": "Contenu publié",
  "settings.change": "Paramètres modifiés",
  "payment.record": "Paiement enregistré",
  "payment.correct": "Paiement contre-passé",
  "order.link-revoke": "Lien client révoqué",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: string): value is AuditAction => value in AUDIT_ACTIONS;

/** The journal page's search, validated on the server. */
export const AUDIT_PAGE_SIZE = 50;
