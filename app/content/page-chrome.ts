import type { Language } from "~/i18n/language";
import { typesetFrench } from "~/i18n/typography";

/**
 * Chrome of the article and legal pages. Their loaders send the visitor's
 * language of it, so no component imports this module (the not-found texts
 * are in the site dictionary, which every page already receives).
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
  }),
  ar: {
    byline: "فريق {brand}",
    readingTime: "مدة القراءة: {duration}",
    publishedOn: "نُشر في",
    ctaTitle: "لديكم مشروع رقمنة؟",
    ctaText:
      "يقدّم لكم خبراؤنا النصح مجانًا ويقترحون عليكم عرضًا تجريبيًا ملائمًا لنشاطكم. نردّ عليكم في أجل ساعتين من ساعات العمل.",
    ctaButton: "اتصلوا بنا",
    relatedArticles: "مقالات مشابهة",
    readArticle: "اقرأ المقال",
    lastUpdate: "آخر تحيين: {date}",
    contents: "المحتويات",
  },
} satisfies Record<Language, Record<string, string>>;

export type PageChrome = (typeof PAGE_CHROME)[Language];
