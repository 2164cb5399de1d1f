/**
 * What a cover upload may be, shared by the editor (which refuses an
 * obviously wrong file before sending it) and the server (which decides).
 */
export const COVER_UPLOAD_PATH = "/admin/articles/cover";
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const COVER_MESSAGES = {
  empty: "Aucun fichier reçu : choisissez une image.",
  tooLarge: "Image trop lourde : 5 Mo au plus.",
  type: "Format refusé : la couverture doit être une image JPEG, PNG ou WebP.",
  broken: "Image illisible : le fichier est incomplet ou endommagé.",
  tooBig: "Image trop grande : 50 millions de pixels au plus.",
} as const;
