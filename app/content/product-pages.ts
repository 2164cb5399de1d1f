/**
 * Long bilingual copy of the three product pages.
 * Prices stay in products.ts; the local-install options and their prices are
 * the same on every product page.
 */
import type { Language } from "~/i18n/language";
import { typesetFrench } from "~/i18n/typography";
import type { ProductTexts } from "./catalog-types";
import type { ProductSlug } from "./products";

/** A product page's texts as first shipped: the stored texts' page part, and its illustration. */
export type ProductPageCopy = Pick<
  ProductTexts,
  "title" | "subtitle" | "description" | "metaDescription" | "features" | "benefits" | "imageAlt"
> & { image: string };

export interface LocalOption {
  key: "phone" | "emailChat" | "drafts" | "payment" | "backup";
  /** Extra price in DT excluding tax; 0 means free. */
  price: number;
}

/** The local-install options, identical on all three product pages. */
export const LOCAL_OPTIONS: readonly LocalOption[] = [
  { key: "phone", price: 100 },
  { key: "emailChat", price: 0 },
  { key: "drafts", price: 80 },
  { key: "payment", price: 150 },
  { key: "backup", price: 90 },
];

const PAGES: Record<ProductSlug, Record<Language, ProductPageCopy>> = {
  digifact: {
    fr: {
      title: "DigiFact",
      subtitle: "Facturation électronique conforme El Fatoora",
      description:
        "DigiFact établit vos devis, factures et avoirs en quelques clics, les signe électroniquement et les transmet à la plateforme El Fatoora de Tunisie TradeNet (TTN). Vous restez en règle avec l'obligation de facturation électronique tout en divisant par cinq le temps passé sur chaque facture.",
      metaDescription:
        "DigiFact : logiciel de facturation électronique conforme El Fatoora (TTN) pour les entreprises tunisiennes. Licence locale 159 DT HT ou Cloud 550 DT HT par an.",
      features:
        "Devis, factures, avoirs et bons de livraison|Format TEIF et transmission à El Fatoora (TTN)|Signature électronique et cachet horodaté|Calcul automatique de la TVA, du droit de timbre et des retenues à la source|Suivi des règlements et relances clients|Impression des traites bancaires tunisiennes (module)|Tableaux de bord du chiffre d'affaires|Export comptable vers Excel et votre logiciel comptable",
      benefits: [
        "Une facture prête en 3 minutes au lieu de 15 en moyenne",
        "En moyenne 60 % d'économie sur les coûts d'édition, d'envoi et d'archivage",
        "Conformité avec le calendrier d'obligation de la facturation électronique",
        "Archives consultables en un instant lors d'un contrôle fiscal",
        "Formation incluse à chaque installation",
      ],
      image: "/images/products/digifact.svg",
      imageAlt: "Illustration : une facture DigiFact signée et transmise à El Fatoora",
    },
    ar: {
      title: "DigiFact",
      subtitle: "فوترة إلكترونية مطابقة لمنصة «الفاتورة» (El Fatoora)",
      description:
        "يُعِدّ DigiFact عروض الأسعار والفواتير والفواتير التعديلية ببضع نقرات، ويمضيها إلكترونيًا ويرسلها إلى منصة «الفاتورة» (El Fatoora) التابعة لشبكة تونس للتجارة (TTN). فتبقى مؤسستكم ملتزمة بواجب الفوترة الإلكترونية مع تقليص الوقت المخصص لكل فاتورة إلى الخُمس.",
      metaDescription:
        "DigiFact: برنامج فوترة إلكترونية مطابق لمنصة الفاتورة (El Fatoora) للمؤسسات التونسية. ترخيص محلي بـ 159 دينارًا أو نسخة سحابية بـ 550 دينارًا سنويًا، دون احتساب الأداءات.",
      features:
        "عروض أسعار وفواتير وفواتير تعديلية ووصولات تسليم|صيغة TEIF والإرسال إلى منصة الفاتورة (TTN)|إمضاء إلكتروني وختم مؤرّخ|احتساب آلي للأداء على القيمة المضافة ومعلوم الطابع والخصم من المورد|متابعة الخلاص وتذكير الحرفاء|طباعة الكمبيالات البنكية التونسية (وحدة إضافية)|لوحات قيادة لرقم المعاملات|تصدير محاسبي إلى Excel وإلى برنامج المحاسبة",
      benefits: [
        "فاتورة جاهزة في 3 دقائق بدل 15 دقيقة في المتوسط",
        "توفير بنسبة 60% في المتوسط من تكاليف الإعداد والإرسال والأرشفة",
        "احترام رزنامة وجوب الفوترة الإلكترونية",
        "أرشيف متاح في لحظة عند أي مراقبة جبائية",
        "تكوين مشمول مع كل تثبيت",
      ],
      image: "/images/products/digifact.svg",
      imageAlt: "رسم توضيحي: فاتورة DigiFact ممضاة ومرسلة إلى منصة الفاتورة (El Fatoora)",
    },
  },
  digierp: {
    fr: {
      title: "DigiERP",
      subtitle: "La gestion complète de votre entreprise",
      description:
        "DigiERP réunit dans un seul logiciel les ventes, les achats, le stock, la facturation, la trésorerie et la gestion de la relation client. Chaque service travaille sur les mêmes données, à jour en temps réel, et la direction pilote l'activité depuis un tableau de bord clair.",
      metaDescription:
        "DigiERP : ERP pour PME tunisiennes — ventes, achats, stock, facturation électronique, trésorerie et CRM. Licence locale 600 DT HT ou Cloud 550 DT HT par an.",
      features:
        "Ventes : devis, commandes, livraisons et factures|Achats et suivi des fournisseurs|Stock multi-dépôts, inventaires et alertes de réapprovisionnement|Classement ABC des articles|Trésorerie, échéancier et rapprochement bancaire|CRM : prospects, relances et historique client|Facturation électronique El Fatoora intégrée|Droits d'accès par utilisateur et journal des opérations",
      benefits: [
        "Un stock moyen réduit de 30 à 50 % grâce aux seuils de réapprovisionnement",
        "Jusqu'à 80 % de ruptures en moins et un temps d'inventaire réduit de 70 %",
        "Des chiffres fiables partagés par tous les services, sans double saisie",
        "Un déploiement progressif, module par module, avec formation incluse",
        "Un interlocuteur local qui répond sous 2 heures",
      ],
      image: "/images/products/digierp.svg",
      imageAlt: "Illustration : les modules de DigiERP reliés à un tableau de bord",
    },
    ar: {
      title: "DigiERP",
      subtitle: "التصرف الشامل في مؤسستكم",
      description:
        "يجمع DigiERP في برنامج واحد المبيعات والمشتريات والمخزون والفوترة والخزينة والتصرف في العلاقة مع الحرفاء. تعمل كل المصالح على المعطيات نفسها المحيّنة في الوقت الحقيقي، وتتابع الإدارة العامة النشاط من لوحة قيادة واضحة.",
      metaDescription:
        "DigiERP: نظام تخطيط موارد المؤسسة (ERP) للمؤسسات الصغرى والمتوسطة في تونس — مبيعات ومشتريات ومخزون وفوترة إلكترونية وخزينة. ترخيص محلي بـ 600 دينار أو نسخة سحابية بـ 550 دينارًا سنويًا، دون احتساب الأداءات.",
      features:
        "المبيعات: عروض أسعار وطلبيات وتسليم وفواتير|المشتريات ومتابعة المزوّدين|مخزون متعدد المستودعات وجرد وتنبيهات إعادة التزويد|تصنيف ABC للمنتجات|الخزينة والآجال والمقاربة البنكية|التصرف في العلاقة مع الحرفاء: متابعة الحرفاء المحتملين والتذكير وسجل الحريف|فوترة إلكترونية مدمجة مع منصة الفاتورة (El Fatoora)|صلاحيات لكل مستعمل وسجل للعمليات",
      benefits: [
        "تخفيض متوسط المخزون بنسبة 30 إلى 50% بفضل عتبات إعادة التزويد",
        "حالات نفاد المخزون أقل بنسبة تصل إلى 80% ووقت جرد أقل بنسبة 70%",
        "أرقام موثوقة تتقاسمها كل المصالح دون إعادة إدخال",
        "إرساء تدريجي وحدةً بوحدة مع تكوين مشمول",
        "مخاطب محلي يجيب في أجل ساعتين",
      ],
      image: "/images/products/digierp.svg",
      imageAlt: "رسم توضيحي: وحدات DigiERP مرتبطة بلوحة قيادة",
    },
  },
  digimed: {
    fr: {
      title: "DigiMed",
      subtitle: "Gestion de cabinet médical et de clinique",
      description:
        "DigiMed organise l'agenda, le dossier médical, les ordonnances et la facturation des actes de votre cabinet ou de votre clinique. Le secrétariat gagne du temps, le médecin retrouve l'historique du patient en un instant et les données de santé restent protégées.",
      metaDescription:
        "DigiMed : logiciel de gestion de cabinet médical et de clinique en Tunisie — agenda, dossier patient, ordonnances, facturation. Licence locale 400 DT HT ou Cloud 550 DT HT par an.",
      features:
        "Agenda partagé et rappels de rendez-vous|Dossier médical informatisé : antécédents, consultations, examens|Ordonnances, certificats et comptes rendus imprimables|Facturation des actes, tiers payant CNAM et suivi des règlements|Archivage numérique des examens et documents scannés|Statistiques d'activité du cabinet|Accès par profil : médecin, secrétariat, administration|Journal des accès aux dossiers",
      benefits: [
        "40 % de temps administratif en moins pour le secrétariat",
        "Jusqu'à 25 % de consultations en plus grâce à un agenda mieux rempli",
        "15 % d'absences en moins avec les rappels de rendez-vous",
        "Un coût d'archivage réduit de 60 % par rapport au papier",
        "Des données de santé protégées, dans le respect de la loi organique 2004-63",
      ],
      image: "/images/products/digimed.svg",
      imageAlt: "Illustration : agenda et dossier patient de DigiMed",
    },
    ar: {
      title: "DigiMed",
      subtitle: "التصرف في العيادات الطبية والمصحات",
      description:
        "ينظّم DigiMed مواعيد عيادتكم أو مصحتكم والملف الطبي والوصفات وفوترة الأعمال الطبية. توفّر السكرتارية وقتًا ثمينًا، ويطّلع الطبيب على سوابق المريض في لحظة، وتبقى المعطيات الصحية محميّة.",
      metaDescription:
        "DigiMed: برنامج للتصرف في العيادات الطبية والمصحات في تونس — مواعيد وملف المريض ووصفات وفوترة. ترخيص محلي بـ 400 دينار أو نسخة سحابية بـ 550 دينارًا سنويًا، دون احتساب الأداءات.",
      features:
        "رزنامة مشتركة وتذكير بالمواعيد|ملف طبي رقمي: سوابق وفحوص وتحاليل|وصفات وشهادات وتقارير قابلة للطباعة|فوترة الأعمال الطبية ونظام الطرف الدافع مع الصندوق الوطني للتأمين على المرض (CNAM) ومتابعة الخلاص|أرشفة رقمية للفحوصات والوثائق الممسوحة|إحصائيات نشاط العيادة|صلاحيات حسب الصفة: طبيب وسكرتارية وإدارة|سجل للاطلاع على الملفات",
      benefits: [
        "وقت إداري أقل بنسبة 40% للسكرتارية",
        "فحوص أكثر بنسبة تصل إلى 25% بفضل رزنامة أفضل تنظيمًا",
        "تغيّب أقل بنسبة 15% بفضل التذكير بالمواعيد",
        "تكلفة أرشفة أقل بنسبة 60% مقارنة بالورق",
        "معطيات صحية محمية وفق القانون الأساسي عدد 63 لسنة 2004",
      ],
      image: "/images/products/digimed.svg",
      imageAlt: "رسم توضيحي: رزنامة وملف المريض في DigiMed",
    },
  },
};

/** The French copy gets French typography once, here (see typesetFrench). */
export const PRODUCT_PAGES: Record<
  ProductSlug,
  Record<Language, ProductPageCopy>
> = Object.fromEntries(
  Object.entries(PAGES).map(([slug, page]) => [slug, { fr: typesetFrench(page.fr), ar: page.ar }]),
) as Record<ProductSlug, Record<Language, ProductPageCopy>>;
