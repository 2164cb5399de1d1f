/**
 * Interface texts of the content pages (product pages, blog list, article and
 * legal chrome) in French and Arabic. Article and legal bodies are French only.
 * `{brand}` is replaced by the configured company name.
 */
import type { Language } from "~/i18n/language";
import type { LocalOption } from "./product-pages";

export const CONTENT_COPY = {
  fr: {
    breadcrumbLabel: "Fil d'Ariane",
    solutions: "Solutions",
    blog: "Blog",
    blogTitle: "Blog",
    blogMetaTitle: "Blog : guides pour les PME et cabinets médicaux en Tunisie",
    blogIntro:
      "Facturation électronique, choix d'un ERP, digitalisation des cabinets médicaux, cloud ou installation locale, gestion de stock : nos guides pratiques pour les entreprises et les professionnels de santé en Tunisie.",
    readMore: "Lire la suite",
    order: "Commander maintenant",
    appointment: "Prendre RDV",
    quote: "Demander un devis à un expert",
    featuresTitle: "Fonctionnalités",
    benefitsTitle: "Les avantages",
    pricingTitle: "Tarifs",
    pricingNote:
      "Prix en dinars tunisiens (DT), hors taxes. Démonstration gratuite sur demande ; formation incluse à chaque installation.",
    localLabel: "Installation locale",
    localNote: "Licence à vie, paiement unique",
    localIncludes:
      "Licence perpétuelle sur votre poste ou votre serveur|Installation et formation incluses|Support technique inclus 3 mois après l'installation|Options à la carte ci-dessous",
    cloudLabel: "Version Cloud",
    cloudNote: "Abonnement annuel",
    cloudMonthly: "Soit à partir de {price} par mois",
    cloudIncludes:
      "Sauvegarde automatique quotidienne|Chiffrement des données|Support 7 jours sur 7, téléphone illimité|Mises à jour incluses",
    excludingTax: "HT",
    optionsTitle: "Support et options pour Installation locale",
    optionsIntro:
      "Complétez votre licence locale avec les services dont vous avez besoin. Ces options s'appliquent uniquement à l'installation locale : la version Cloud inclut déjà le support et la sauvegarde.",
    options: {
      phone: "Support téléphonique premium",
      emailChat: "Support par e-mail et chat",
      drafts: "Module d'impression des traites bancaires (Tunisie)",
      payment: "Module de paiement en ligne",
      backup: "Module de sauvegarde automatique",
    } satisfies Record<LocalOption["key"], string>,
    free: "Gratuit",
    maintenanceNote:
      "Le support d'une installation locale nécessite un contrat de maintenance séparé.",
    deliveryTitle: "Modes de livraison",
    delivery: [
      {
        title: "Clé USB",
        text: "Le logiciel vous est remis sur une clé USB avec sa licence, prêt à installer sur votre poste ou votre serveur.",
      },
      {
        title: "Cloud",
        text: "Accès en ligne depuis n'importe quel navigateur, ouvert sous 24 à 48 heures après le paiement.",
      },
      {
        title: "Installation locale avec services optionnels",
        text: "Nos techniciens installent et configurent le logiciel chez vous, forment vos équipes et ajoutent les options choisies.",
      },
    ],
    relatedTitle: "Articles liés",
    priceLabel: "{label} : {price} HT",
  },
  ar: {
    breadcrumbLabel: "مسار التنقل",
    solutions: "الحلول",
    blog: "المدونة",
    blogTitle: "المدونة",
    blogMetaTitle: "المدونة: أدلة للمؤسسات الصغرى والمتوسطة والعيادات في تونس",
    blogIntro:
      "الفوترة الإلكترونية، اختيار نظام تخطيط الموارد، رقمنة العيادات، السحابة أو التركيز المحلي، التصرف في المخزون: أدلتنا العملية للمؤسسات ومهنيي الصحة في تونس. المقالات متوفرة باللغة الفرنسية.",
    readMore: "اقرأ المزيد",
    order: "اطلب الآن",
    appointment: "احجز موعدًا",
    quote: "اطلب عرض سعر من خبير",
    featuresTitle: "الوظائف",
    benefitsTitle: "المزايا",
    pricingTitle: "الأسعار",
    pricingNote:
      "الأسعار بالدينار التونسي (DT) دون احتساب الأداءات. عرض تجريبي مجاني عند الطلب، والتكوين مشمول مع كل تركيز.",
    localLabel: "تركيز محلي",
    localNote: "ترخيص مدى الحياة، دفعة واحدة",
    localIncludes:
      "ترخيص دائم على حاسوبك أو خادمك|التركيز والتكوين مشمولان|دعم فني مشمول لمدة 3 أشهر بعد التركيز|خيارات حسب الطلب أدناه",
    cloudLabel: "النسخة السحابية",
    cloudNote: "اشتراك سنوي",
    cloudMonthly: "أي ابتداءً من {price} شهريًا",
    cloudIncludes:
      "نسخ احتياطي آلي يومي|تشفير المعطيات|دعم 7 أيام على 7 وهاتف غير محدود|التحديثات مشمولة",
    excludingTax: "دون أداءات",
    optionsTitle: "الدعم والخيارات للتركيز المحلي",
    optionsIntro:
      "أكمل ترخيصك المحلي بالخدمات التي تحتاجها. تنطبق هذه الخيارات على التركيز المحلي فقط، إذ تشمل النسخة السحابية الدعم والنسخ الاحتياطي.",
    options: {
      phone: "دعم هاتفي متميّز",
      emailChat: "دعم عبر البريد الإلكتروني والمحادثة",
      drafts: "وحدة طباعة الكمبيالات البنكية (تونس)",
      payment: "وحدة الدفع الإلكتروني",
      backup: "وحدة النسخ الاحتياطي الآلي",
    } satisfies Record<LocalOption["key"], string>,
    free: "مجاني",
    maintenanceNote: "يتطلب دعم التركيز المحلي عقد صيانة منفصلًا.",
    deliveryTitle: "طرق التسليم",
    delivery: [
      {
        title: "مفتاح USB",
        text: "يُسلَّم البرنامج على مفتاح USB مع الترخيص، جاهزًا للتثبيت على حاسوبك أو خادمك.",
      },
      {
        title: "السحابة",
        text: "نفاذ عبر الإنترنت من أي متصفح، يُفتح في أجل 24 إلى 48 ساعة بعد الدفع.",
      },
      {
        title: "تركيز محلي مع خدمات اختيارية",
        text: "يركّز تقنيونا البرنامج ويضبطونه لديك، ويكوّنون فريقك ويضيفون الخيارات المطلوبة.",
      },
    ],
    relatedTitle: "مقالات ذات صلة",
    priceLabel: "{label}: {price} دون أداءات",
  },
} satisfies Record<Language, Record<string, unknown>>;

export type ContentCopy = (typeof CONTENT_COPY)["fr"];

/** Chrome of the article and legal pages, whose content is French in both languages. */
export const FRENCH_PAGE_COPY = {
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
};
