/**
 * Interface texts of the content pages (product pages, blog list, article and
 * legal chrome) in French and Arabic. Article and legal bodies are French only.
 * `{brand}` is replaced by the configured company name.
 */
import type { Language } from "~/i18n/language";
import { typesetFrench } from "~/i18n/typography";
import { DEPLOYMENT_LABELS } from "~/domain/vocabulary";

/** Sent by the loaders of those pages in the visitor's language; no component imports it. */
export const CONTENT_COPY = {
  fr: typesetFrench({
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
    localLabel: DEPLOYMENT_LABELS.fr.local,
    localNote: "Licence à vie, paiement unique",
    localIncludes:
      "Licence perpétuelle sur votre poste ou votre serveur|Installation et formation incluses|Support technique inclus 3 mois après l'installation|Options à la carte ci-dessous",
    cloudLabel: DEPLOYMENT_LABELS.fr.cloud,
    cloudNote: "Abonnement annuel",
    cloudMonthly: "Formule mensuelle à partir de {price} HT par mois",
    cloudIncludes:
      "Sauvegarde automatique quotidienne|Chiffrement des données|Support 7 jours sur 7, téléphone illimité|Mises à jour incluses",
    excludingTax: "HT",
    optionsTitle: "Support et options pour Installation locale",
    optionsIntro:
      "Complétez votre licence locale avec les services dont vous avez besoin. Ces options s'appliquent uniquement à l'installation locale : la version Cloud inclut déjà le support et la sauvegarde.",
    free: "Gratuit",
    maintenanceNote:
      "Au-delà des 3 mois inclus, le support d'une installation locale nécessite un contrat de maintenance séparé.",
    deliveryTitle: "Modes de livraison",
    relatedTitle: "Articles liés",
    priceLabel: "{label} : {price} HT",
    metaPrices: "Licence locale {local} HT ou Cloud {cloud} HT par an.",
  }),
  ar: {
    breadcrumbLabel: "مسار التنقل",
    solutions: "الحلول",
    blog: "المدونة",
    blogTitle: "المدونة",
    blogMetaTitle: "المدونة: أدلة للمؤسسات الصغرى والمتوسطة والعيادات في تونس",
    blogIntro:
      "الفوترة الإلكترونية، واختيار نظام تخطيط موارد المؤسسة (ERP)، ورقمنة العيادات، والسحابة أو التثبيت المحلي، والتصرف في المخزون: أدلتنا العملية للمؤسسات ومهنيي الصحة في تونس.",
    readMore: "اقرأ المزيد",
    order: "اطلب الآن",
    appointment: "احجز موعدًا",
    quote: "اطلب عرض سعر من خبير",
    featuresTitle: "الوظائف",
    benefitsTitle: "المزايا",
    pricingTitle: "الأسعار",
    pricingNote:
      "الأسعار بالدينار التونسي (DT) دون احتساب الأداءات. عرض تجريبي مجاني عند الطلب، والتكوين مشمول مع كل تثبيت.",
    localLabel: DEPLOYMENT_LABELS.ar.local,
    localNote: "ترخيص مدى الحياة، دفعة واحدة",
    localIncludes:
      "ترخيص دائم على حاسوبكم أو خادمكم|التثبيت والتكوين مشمولان|دعم فني مشمول لمدة 3 أشهر بعد التثبيت|خيارات حسب الحاجة أدناه",
    cloudLabel: DEPLOYMENT_LABELS.ar.cloud,
    cloudNote: "اشتراك سنوي",
    cloudMonthly: "أو باشتراك شهري ابتداءً من {price} دون أداءات",
    cloudIncludes:
      "نسخ احتياطي آلي يومي|تشفير المعطيات|دعم طوال أيام الأسبوع ومكالمات هاتفية غير محدودة|التحيينات مشمولة",
    excludingTax: "دون أداءات",
    optionsTitle: "الدعم والخيارات للتثبيت المحلي",
    optionsIntro:
      "أكملوا ترخيصكم المحلي بالخدمات التي تحتاجونها. تنطبق هذه الخيارات على التثبيت المحلي فقط، إذ تشمل النسخة السحابية الدعم والنسخ الاحتياطي.",
    free: "مجاني",
    maintenanceNote:
      "بعد انقضاء الأشهر الثلاثة المشمولة، يتطلب دعم التثبيت المحلي عقد صيانة منفصلًا.",
    deliveryTitle: "طرق التسليم",
    relatedTitle: "مقالات ذات صلة",
    priceLabel: "{label}: {price} دون أداءات",
    metaPrices: "ترخيص محلي بـ {local} أو نسخة سحابية بـ {cloud} سنويًا، دون احتساب الأداءات.",
  },
} satisfies Record<Language, Record<string, unknown>>;

export type ContentCopy = (typeof CONTENT_COPY)["fr"];
