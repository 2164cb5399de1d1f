import type { Language } from "./language";
import { frenchSpacing } from "./typography";

/**
 * The unexpected-error page's words. They live apart from the dictionaries
 * because that page must render when the root's data (and its dictionary) is
 * missing; the French heading is the specification's.
 */
export const ERROR_PAGE: Record<Language, { heading: string; text: string; home: string }> = {
  fr: {
    heading: "Unexpected Application Error!",
    text: frenchSpacing(
      "Une erreur inattendue s'est produite. Nos équipes en ont été informées ; veuillez réessayer dans quelques instants.",
    ),
    home: "Retour à l'accueil",
  },
  ar: {
    heading: "خطأ غير متوقع",
    text: "حدث خطأ غير متوقع، وقد أُبلغ فريقنا به. يُرجى المحاولة من جديد بعد لحظات.",
    home: "العودة إلى الصفحة الرئيسية",
  },
};
