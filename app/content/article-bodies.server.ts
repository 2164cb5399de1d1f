/**
 * Article bodies, kept out of the client bundle: the article loader sends
 * only the parsed body of the requested article.
 */
import choisirErp from "./articles/comment-choisir-erp";
import cloudVsLocal from "./articles/cloud-vs-installation-locale";
import digitalisationMedicale from "./articles/digitalisation-medicale-tunisie";
import facturationElectronique from "./articles/facturation-electronique-tunisie";
import gestionStock from "./articles/optimisation-gestion-stock-erp";

export const ARTICLE_BODIES: Record<string, string> = {
  "facturation-electronique-tunisie": facturationElectronique,
  "comment-choisir-erp": choisirErp,
  "digitalisation-medicale-tunisie": digitalisationMedicale,
  "cloud-vs-installation-locale": cloudVsLocal,
  "optimisation-gestion-stock-erp": gestionStock,
};
