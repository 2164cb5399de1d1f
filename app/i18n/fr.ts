/**
 * French texts of the public site (default language). `{brand}` is replaced
 * by the configured company name (see `fill`). `ar.ts` must have exactly the
 * same keys (checked by dictionaries.test.ts).
 */
import { DEPLOYMENT_LABELS, PRODUCT_SUBTITLES } from "~/domain/vocabulary";
export const fr = {
  meta: {
    homeTitle: "{brand} — Logiciels de facturation, ERP et gestion médicale en Tunisie",
    homeDescription:
      "DigiFact, DigiERP et DigiMed : facturation électronique, gestion d'entreprise et gestion de cabinet médical pour les PME tunisiennes, en local ou dans le cloud. Démo gratuite.",
    notFoundTitle: "Page introuvable",
  },
  common: {
    skipToContent: "Aller au contenu",
    languageSwitch: "العربية",
    languageSwitchLabel: "Afficher le site en arabe",
    themeToDark: "Activer le thème sombre",
    themeToLight: "Activer le thème clair",
    textSmaller: "Réduire la taille du texte",
    textLarger: "Agrandir la taille du texte",
    textSizeLabel: "Taille du texte",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    callUs: "Appeler",
    whatsappTooltip: "Contactez-nous sur WhatsApp",
    newWindow: "(nouvelle fenêtre)",
    cookieTitle: "Cookies",
    cookieText:
      "Nous utilisons uniquement des cookies nécessaires au fonctionnement du site et à la mémorisation de vos préférences (langue, thème, taille du texte).",
    cookiePolicy: "Politique de confidentialité",
    cookieAccept: "Accepter",
    cookieReject: "Refuser",
    cookieClose: "Fermer le bandeau cookies",
    notFoundHeading: "Oops! Page not found",
    notFoundLink: "Retour à l'accueil",
    notFoundText: "La page demandée n'existe pas ou a été déplacée.",
    goneHeading: "Article supprimé",
    goneText: "Cet article a été retiré du site et n'est plus disponible.",
  },
  nav: {
    label: "Navigation principale",
    home: "Accueil",
    solutions: "Solutions",
    services: "Services",
    about: "À propos",
    blog: "Blog",
    appointment: "Rendez-vous",
    contact: "Contact",
    homeLink: "{brand}, retour à l'accueil",
  },
  hero: {
    heading: "Logiciels de gestion et solutions digitales pour les entreprises tunisiennes",
    label: "Nos expertises",
    slideOf: "Diapositive {n} sur {total}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    goTo: "Aller à la diapositive {n}",
    discover: "Découvrir nos solutions",
    quote: "Demander un devis",
    slides: [
      {
        eyebrow: "Logiciels sur mesure",
        title: "Des logiciels de gestion conçus pour les entreprises tunisiennes",
        text: "Facturation électronique, ERP et gestion médicale : des outils simples, conformes à la réglementation tunisienne et installés chez vous ou dans le cloud.",
      },
      {
        eyebrow: "Développement web et mobile",
        title: "Des sites et applications qui font grandir votre activité",
        text: "Sites vitrines, boutiques en ligne et applications mobiles rapides, sécurisés et bien référencés, de la maquette à la mise en ligne.",
      },
      {
        eyebrow: "Transformation digitale",
        title: "Passez au numérique sans interrompre votre activité",
        text: "Audit, migration de vos données, formation de vos équipes et accompagnement au quotidien : nous menons votre transformation pas à pas.",
      },
    ],
  },
  solutions: {
    heading: "Nos solutions",
    intro:
      "Trois logiciels prêts à l'emploi, formation incluse, en licence locale à vie ou en abonnement cloud.",
    order: "Commander",
    view: "Voir le produit",
    featuresLabel: "Fonctionnalités de {product}",
    items: {
      digifact: {
        subtitle: PRODUCT_SUBTITLES.fr.digifact,
        description:
          "Créez vos devis, factures et avoirs en quelques clics et transmettez vos factures électroniques conformes à El Fatoora (TTN).",
        features:
          "Factures et devis conformes|Facture électronique TTN / El Fatoora|Suivi des paiements et relances|Gestion des clients et des articles|Déclarations de TVA simplifiées",
      },
      digierp: {
        subtitle: PRODUCT_SUBTITLES.fr.digierp,
        description:
          "Pilotez les achats, les ventes, le stock, la comptabilité et la paie de votre PME dans un seul logiciel.",
        features:
          "Achats, ventes et facturation|Gestion de stock multi-dépôts|Comptabilité et trésorerie|Paie et ressources humaines|Tableaux de bord en temps réel",
      },
      digimed: {
        subtitle: PRODUCT_SUBTITLES.fr.digimed,
        description:
          "Dossier patient, agenda, ordonnances et facturation des actes réunis dans un outil pensé pour les professionnels de santé.",
        features:
          "Dossier patient informatisé|Agenda et rappels de rendez-vous|Ordonnances et certificats|Facturation et tiers payant CNAM|Archivage sécurisé des documents",
      },
    },
  },
  pricing: {
    local: DEPLOYMENT_LABELS.fr.local,
    localNote: "Licence à vie",
    cloud: DEPLOYMENT_LABELS.fr.cloud,
    cloudNote: "par an",
    taxNote: "Prix en dinars tunisiens, hors taxes.",
    cloudFrom: "Formule cloud mensuelle à partir de {price} HT par mois.",
  },
  services: {
    supportHeading: "Support et services inclus",
    supportText:
      "Chaque installation comprend la formation de vos équipes. Notre support répond en moins de 2 heures et la version cloud ajoute la sauvegarde quotidienne automatique, le chiffrement des données, l'assistance téléphonique illimitée 7 jours sur 7 et les mises à jour.",
    supportItems:
      "Formation incluse à chaque installation|Réponse du support en moins de 2 heures|Sauvegarde quotidienne et chiffrement (cloud)|Démonstration gratuite sur demande",
    supportCta: "Demander une démonstration",
    heading: "Services complémentaires",
    intro: "Au-delà de nos logiciels, nous accompagnons toute votre présence numérique.",
    items: [
      {
        title: "Développement web et mobile",
        text: "Sites vitrines, e-commerce et applications iOS et Android sur mesure, rapides et accessibles.",
      },
      {
        title: "Web marketing et publicité",
        text: "Référencement naturel, campagnes sur les réseaux sociaux et publicité en ligne mesurée.",
      },
      {
        title: "ERP et CRM sur mesure",
        text: "Des modules adaptés à vos processus métier et connectés à vos outils existants.",
      },
      {
        title: "Intégration du paiement en ligne",
        text: "Paiement par carte bancaire sur votre site avec les solutions de paiement tunisiennes.",
      },
    ],
  },
  whyChoose: {
    heading: "Pourquoi choisir {brand} ?",
    intro:
      "Une équipe tunisienne qui connaît vos obligations et vous accompagne bien après l'installation.",
    items: [
      {
        title: "Conformité tunisienne",
        text: "Nos logiciels suivent la réglementation locale : TVA, facture électronique El Fatoora, protection des données (loi organique 2004-63).",
      },
      {
        title: "Support réactif",
        text: "Une vraie personne vous répond en moins de 2 heures, par téléphone, e-mail ou WhatsApp.",
      },
      {
        title: "Local ou cloud, à vous de choisir",
        text: "Licence à vie installée chez vous, ou abonnement cloud avec sauvegardes et mises à jour incluses.",
      },
      {
        title: "Formation et accompagnement",
        text: "Formation incluse à chaque installation et reprise de vos données existantes.",
      },
    ],
  },
  stats: {
    label: "{brand} en chiffres",
    items: [
      { value: "10+", label: "Années d'expérience" },
      { value: "200+", label: "Clients satisfaits" },
      { value: "350+", label: "Projets livrés" },
      { value: "98 %", label: "Taux de satisfaction" },
    ],
  },
  testimonials: {
    heading: "Témoignages",
    rating: "Note : 5 sur 5",
    /** Under a testimonial whose person has not agreed in writing to its publication. */
    illustrative: "Témoignage illustratif",
    items: [
      {
        name: "Sonia Ben Ammar",
        company: "Pharmacie Ben Ammar, Sfax",
        text: "Depuis DigiFact, nos factures partent en trois minutes au lieu d'un quart d'heure, et le passage à la facture électronique s'est fait sans stress.",
      },
      {
        name: "Karim Trabelsi",
        company: "Trabelsi Distribution, Sousse",
        text: "DigiERP nous a permis de suivre le stock de nos trois dépôts en temps réel. Les ruptures ont presque disparu.",
      },
      {
        name: "Dr Leila Mansour",
        company: "Cabinet de pédiatrie, Tunis",
        text: "L'agenda et les rappels de DigiMed ont réduit les rendez-vous manqués. L'équipe a formé mon secrétariat en une seule matinée.",
      },
    ],
  },
  partners: {
    heading: "Technologies et conformité",
    items:
      "React|Node.js|PostgreSQL|Cloud sécurisé|Compatible El Fatoora (TTN)|Loi 2004-63 respectée",
  },
  trust: {
    heading: "Votre confiance, notre priorité",
    items: [
      { title: "Paiement sécurisé", text: "Virement, chèque ou espèces, avec facture." },
      {
        title: "Données protégées",
        text: "Chiffrement, conformité au RGPD et à la loi organique 2004-63.",
      },
      { title: "Support 24/7", text: "Assistance téléphonique illimitée pour le cloud." },
      {
        title: "Mises à jour incluses",
        text: "Nouvelles fonctionnalités et correctifs réguliers.",
      },
    ],
    badgesLabel: "Garanties",
    badges: [
      { title: "SSL sécurisé", text: "Connexions chiffrées" },
      { title: "Paiement sécurisé", text: "Transactions protégées" },
      { title: "Performance A+", text: "PageSpeed 95+" },
      { title: "Support rapide", text: "Réponse en moins de 2 h" },
    ],
  },
  faq: {
    heading: "Questions fréquentes",
    items: [
      {
        question: "Quelle est la différence entre l'installation locale et la version cloud ?",
        answer:
          "L'installation locale est une licence à vie installée sur votre ordinateur ou votre serveur. La version cloud est un abonnement annuel accessible partout sur Internet, avec sauvegarde quotidienne automatique, chiffrement des données, assistance téléphonique illimitée 7 jours sur 7 et mises à jour incluses.",
      },
      {
        question: "DigiFact est-il conforme à la facture électronique tunisienne ?",
        answer:
          "Oui. DigiFact produit des factures conformes et les transmet à la plateforme El Fatoora de Tunisie TradeNet (TTN), obligatoire pour les grandes entreprises depuis janvier 2024, puis pour les moyennes entreprises à partir de juillet 2025 et les petites entreprises à partir de janvier 2026, selon le calendrier annoncé.",
      },
      {
        question: "Puis-je essayer le logiciel avant de l'acheter ?",
        answer:
          "Oui, nous proposons une démonstration gratuite et sans engagement, en visioconférence ou dans vos locaux. Prenez rendez-vous en ligne ou appelez-nous.",
      },
      {
        question: "La formation est-elle incluse ?",
        answer:
          "Oui, la formation de vos utilisateurs est incluse dans chaque installation, et des guides pratiques restent disponibles ensuite.",
      },
      {
        question: "Combien de temps faut-il pour être opérationnel ?",
        answer:
          "L'accès cloud est ouvert sous 24 à 48 heures après le paiement. Une installation locale est généralement réalisée en une journée, formation comprise.",
      },
      {
        question: "Mes données sont-elles en sécurité ?",
        answer:
          "Vos données sont chiffrées et sauvegardées chaque jour sur la version cloud. Nous respectons la loi organique 2004-63 sur la protection des données personnelles et ne partageons jamais vos informations.",
      },
      {
        question: "Quels moyens de paiement acceptez-vous ?",
        answer:
          "Le virement bancaire, le chèque et les espèces. Un acompte de 30 % est demandé à la commande, le solde à la livraison.",
      },
      {
        question: "Comment contacter le support ?",
        answer:
          "Par téléphone, par e-mail ou sur WhatsApp. Nous répondons en moins de 2 heures pendant les heures ouvrables, et l'assistance de la version cloud est disponible 7 jours sur 7.",
      },
    ],
  },
  contact: {
    heading: "Contactez-nous",
    intro:
      "Une question, un projet ? Notre équipe vous répond en moins de 2 heures pendant les heures ouvrables.",
    phone: "Téléphone",
    whatsapp: "WhatsApp",
    whatsappAction: "Écrire sur WhatsApp",
    email: "E-mail",
    offices: "Nos bureaux",
    officeNames: { tunis: "Tunis — Montplaisir", djerba: "Djerba — Midoun" },
    headOffice: "Siège social",
    branch: "Agence",
    quote: "Demander un devis gratuit",
  },
  footer: {
    tagline:
      "Logiciels de facturation, de gestion d'entreprise et de gestion médicale pour les entreprises tunisiennes.",
    navigation: "Navigation",
    solutions: "Solutions",
    contact: "Contact",
    legal: "Informations légales",
    cgv: "Conditions générales de vente",
    mentions: "Mentions légales",
    privacy: "Politique de confidentialité",
    reservation: "Réserver une démonstration",
    admin: "Admin",
    rights: "© {year} {brand}. Tous droits réservés.",
  },
};

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> };

type Shape = Widen<typeof fr>;

/** One testimonial of the home page: the dictionary's seed and the stored block alike. */
export interface TestimonialItem {
  name: string;
  company: string;
  text: string;
  /**
   * The person agreed in writing to its publication. Without it the site says
   * the testimonial is illustrative (the seeded ones are).
   */
  consented?: boolean;
}

/**
 * The shape every language must fill. The product cards (`solutions.items`,
 * keyed by product slug), stats, testimonials and FAQ shown on the site come
 * from the database (see app/features/content/store.server.ts); the lists
 * written here are only the seed of migration 0010.
 */
export type Dictionary = Omit<Shape, "solutions" | "testimonials"> & {
  solutions: Omit<Shape["solutions"], "items"> & {
    items: Record<string, Shape["solutions"]["items"]["digifact"]>;
  };
  testimonials: Omit<Shape["testimonials"], "items"> & {
    items: TestimonialItem[];
  };
};
