import type { Language } from "~/i18n/language";
import { typesetFrench } from "~/i18n/typography";

/**
 * Chrome of the article, legal and not-found pages. Apart from the product and
 * blog copy: the not-found page is in every page's shared chunk, and this
 * small module is all it brings there.
 */
export const PAGE_CHROME = {
  fr: typesetFrench({
    byline: "Par l'équipe {brand}",
    readingTime: "{minutes} min de lecture",
    publishedOn: "Publié le",
    ctaTitle: "Un projet de digitalisation ?",
    ctaText:
      "Nos experts vous conseillent gratuitement et vous proposent une démonstration adaptée à votre activité. Réponse sous 2 heures ouvrées.",
    ctaButton: "Contactez-nous",
    relatedArticles: "Articles similaires",
    readArticle: "Lire l'article",
    lastUpdate: "Dernière mise à jour : {date}",
    contents: "Sommaire",
    notFoundText: "La page demandée n'existe pas ou a été déplacée.",
    goneHeading: "Article supprimé",
    goneText: "Cet article a été retiré du site et n'est plus disponible.",
  }),
  ar: {
    byline: "فريق {brand}",
    readingTime: "مدة القراءة بالدقائق: {minutes}",
    publishedOn: "نُشر في",
    ctaTitle: "لديكم مشروع رقمنة؟",
    ctaText:
      "يقدّم لكم خبراؤنا النصح مجانًا ويقترحون عليكم عرضًا تجريبيًا ملائمًا لنشاطكم. نردّ عليكم في أجل ساعتين من ساعات العمل.",
    ctaButton: "اتصلوا بنا",
    relatedArticles: "مقالات مشابهة",
    readArticle: "اقرؤوا المقال",
    lastUpdate: "آخر تحيين: {date}",
    contents: "المحتويات",
    notFoundText: "الصفحة المطلوبة غير موجودة أو نُقلت إلى عنوان آخر.",
    goneHeading: "مقال محذوف",
    goneText: "سُحب هذا المقال من الموقع ولم يعد متاحًا.",
  },
} satisfies Record<Language, Record<string, string>>;
