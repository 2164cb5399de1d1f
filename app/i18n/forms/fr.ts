import { typesetFrench } from "../typography";

/**
 * French texts of the public forms: the order dialog, both appointment pages,
 * their validation messages and the anti-spam answers. Strings the
 * specification quotes are kept exactly (typography included). `ar.ts` must
 * have the same keys (checked by dictionaries.test.ts). Kept apart from the
 * site dictionary so pages without a form do not carry these texts.
 */
import { DEPLOYMENT_LABELS, NO_SHOW_LABELS, OTHER_SERVICE_LABELS } from "~/domain/vocabulary";
export const formsFr = typesetFrench({
  fields: {
    fullName: "Nom complet",
    phone: "Téléphone",
    city: "Ville",
    address: "Adresse complète",
    email: "E-mail",
    emailOptional: "E-mail (optionnel)",
    companyOptional: "Entreprise (optionnel)",
    service: "Service souhaité",
    servicePlaceholder: "Sélectionnez un service",
    date: "Date souhaitée",
    time: "Heure souhaitée",
    timePlaceholder: "Sélectionnez une heure",
    messageOptional: "Message (optionnel)",
    honeypot: "Site web (laisser vide)",
    requiredNote: "Les champs marqués d'un astérisque (*) sont obligatoires.",
  },
  services: OTHER_SERVICE_LABELS.fr,
  meetingTypes: {
    video: "Visioconférence",
    phone: "Appel téléphonique",
  },
  deploymentTypes: DEPLOYMENT_LABELS.fr,
  order: {
    title: "Commander {product}",
    intro: "Remplissez le formulaire : nous vous contacterons pour finaliser votre commande.",
    close: "Fermer",
    deploymentLegend: "Type de déploiement",
    priceLocal: "{price} HT",
    priceCloud: "{price} HT par an",
    cancel: "Annuler",
    submit: "Confirmer la commande",
    sending: "Envoi en cours...",
    errorTitle: "Erreur",
    error: "Une erreur est survenue lors de l'enregistrement de votre commande",
    successTitle: "Commande enregistrée !",
    success: "Votre commande a été enregistrée avec succès. Nous vous contacterons bientôt.",
    reference: "Référence : {reference}",
    terms: {
      before: "En confirmant, vous acceptez nos ",
      link: "conditions générales de vente",
      after: ".",
    },
    company: "Société (facultatif)",
    taxId: "Matricule fiscal (facultatif)",
    taxIdHint: "Par exemple 1234567A/A/M/000, avec ou sans barres obliques.",
    optionsLegend: "Options de l'installation locale",
    optionsCloud: "La version Cloud inclut déjà le support et la sauvegarde.",
    free: "Gratuit",
    summaryTitle: "Récapitulatif",
    totalHt: "Total HT",
    vat: "TVA {rate}",
    stamp: "Timbre fiscal",
    totalTtc: "Total TTC",
    deposit: "Acompte à la commande ({rate})",
    summaryNote: "Une facture proforma vous est envoyée avec la confirmation.",
    pageTitle: "Commander {product}",
    backToProduct: "Retour à la page du produit",
  },
  appointment: {
    validationTitle: "Erreur de validation",
    errorTitle: "Erreur",
    error: "Une erreur est survenue. Veuillez réessayer.",
    sending: "Envoi en cours...",
  },
  pageA: {
    metaTitle: "Prendre Rendez-vous",
    metaDescription:
      "Réservez un rendez-vous avec nos experts : démonstration de DigiFact, DigiERP ou DigiMed, ou conseil personnalisé. Gratuit et sans engagement.",
    heading: "Prendre Rendez-vous",
    intro:
      "Réservez un créneau avec l'un de nos experts pour une démonstration de nos solutions ou un conseil personnalisé sur la digitalisation de votre activité. C'est gratuit et sans engagement.",
    formTitle: "Informations de rendez-vous",
    note: "Nous vous contacterons pour confirmer votre rendez-vous.",
    submit: "Confirmer le rendez-vous",
    successTitle: "Rendez-vous confirmé !",
    success: "Nous vous contacterons bientôt pour confirmer votre rendez-vous.",
    summaryService: "Service",
    summaryDate: "Date",
    summaryTime: "Heure",
    another: "Prendre un autre rendez-vous",
  },
  pageB: {
    metaTitle: "Rendez-vous : démonstration gratuite",
    metaDescription:
      "Demandez une démonstration en direct de DigiFact, DigiERP ou DigiMed, en visioconférence ou par téléphone. Confirmation sous 2 heures ouvrées, gratuit et sans engagement.",
    breadcrumbLabel: "Fil d'Ariane",
    breadcrumbHome: "Accueil",
    breadcrumbCurrent: "Rendez-vous",
    heading: "Réservez votre démonstration",
    intro:
      "Choisissez une date et une heure : un expert vous présente la solution adaptée à votre entreprise, en visioconférence ou par téléphone.",
    reassurance: [
      {
        title: "Réponse rapide",
        text: "Confirmation de votre rendez-vous sous 2 heures ouvrées.",
      },
      {
        title: "Démonstration en direct",
        text: "Un expert vous présente la solution sur des cas concrets de votre activité.",
      },
      {
        title: "Gratuit et sans engagement",
        text: "Aucun frais, aucune obligation d'achat : posez toutes vos questions.",
      },
    ],
    formTitle: "Formulaire de rendez-vous",
    meetingLegend: "Type de rendez-vous",
    messageHint: "Présentez votre activité et vos besoins en quelques mots.",
    cancel: "Annuler",
    submit: "Envoyer la demande",
    successTitle: "Demande envoyée !",
    success: "Nous vous contacterons sous 2h pour confirmer votre rendez-vous.",
    help: "Besoin d'une aide immédiate ? Appelez-nous au",
  },
  /** Validation messages, in each schema's order. `{max}` is the field's cap. */
  validation: {
    formInvalid: "Le formulaire contient une erreur.",
    orderNameRequired: "Le nom complet est requis",
    orderNameTooLong: "Le nom complet ne doit pas dépasser {max} caractères",
    orderPhoneRequired: "Le numéro de téléphone est requis",
    orderPhoneTooLong: "Le numéro de téléphone ne doit pas dépasser {max} caractères",
    orderPhoneInvalid: "Le numéro de téléphone n'est pas valide",
    cityRequired: "La ville est requise",
    cityTooLong: "La ville ne doit pas dépasser {max} caractères",
    addressRequired: "L'adresse complète est requise",
    addressTooLong: "L'adresse ne doit pas dépasser {max} caractères",
    orderEmailInvalid: "L'adresse email n'est pas valide",
    deploymentInvalid: "Veuillez choisir un type de déploiement valide",
    productUnknown: "Produit inconnu : veuillez recharger la page",
    orderCompanyTooLong: "Le nom de la société ne doit pas dépasser {max} caractères",
    taxIdInvalid:
      "Le matricule fiscal n'est pas valide : 7 chiffres, la lettre clé, le code TVA, le code catégorie et 3 chiffres, par exemple 1234567A/A/M/000",
    optionUnknown: "Option inconnue : veuillez recharger la page",
    nameTooShort: "Le nom doit contenir au moins 2 caractères",
    nameRequired: "Le nom est requis",
    nameTooLong: "Le nom ne doit pas dépasser {max} caractères",
    emailRequired: "L'email est requis",
    emailInvalid: "Email invalide",
    emailTooLong: "L'email ne doit pas dépasser {max} caractères",
    phoneRequired: "Le numéro de téléphone est requis",
    phoneInvalid: "Numéro invalide",
    phoneTooLong: "Le numéro ne doit pas dépasser {max} caractères",
    companyTooLong: "Le nom de l'entreprise ne doit pas dépasser {max} caractères",
    serviceRequired: "Veuillez sélectionner un service",
    dateRequired: "Veuillez sélectionner une date",
    dateInvalid: "Date invalide",
    dateInPast: "La date ne peut pas être antérieure à aujourd'hui",
    dateTooFar: "Cette date est trop éloignée. Veuillez choisir une date plus proche.",
    timeRequired: "Veuillez sélectionner une heure",
    timeInvalid: "Heure invalide",
    meetingTypeInvalid: "Veuillez choisir le type de rendez-vous",
    messageTooLong: "Le message ne doit pas dépasser {max} caractères",
    companySizeInvalid: "Veuillez choisir une taille d'entreprise de la liste",
    seatsInvalid: "Le nombre d'utilisateurs doit être un nombre entier entre 1 et 10 000",
    currentSoftwareTooLong: "Le logiciel utilisé ne doit pas dépasser {max} caractères",
    sectorTooLong: "Le secteur d'activité ne doit pas dépasser {max} caractères",
  },
  /** The optional qualifying questions of pages A and B (decision 0064). */
  qualifying: {
    legend: "Pour préparer votre démonstration (facultatif)",
    hint: "Ces réponses nous aident à adapter la démonstration à votre activité.",
    companySize: "Taille de l'entreprise",
    companySizePlaceholder: "Choisissez une taille",
    companySizes: {
      "1": "1 personne",
      "2-10": "2 à 10 personnes",
      "11-50": "11 à 50 personnes",
      "51-250": "51 à 250 personnes",
      "250+": "Plus de 250 personnes",
    },
    currentSoftware: "Logiciel utilisé aujourd'hui",
    currentSoftwareHint: "Par exemple : Excel, un autre logiciel, aucun",
    seats: "Nombre d'utilisateurs ou de postes",
    sector: "Secteur d'activité (pour DigiMed : votre spécialité)",
    /** The answer's label once the service is known. */
    sectorShort: "Secteur d'activité",
    speciality: "Spécialité",
    answersTitle: "Vos réponses",
  },
  /**
   * Availability of appointments: the server's refusals (one per rule) and
   * page A's free slots. `{notice}` is a duration, `{days}` a number,
   * `{hours}` the day's opening hours, `{date}` a formatted day, `{label}`
   * a closure's name.
   */
  booking: {
    past: "Ce créneau est déjà passé. Veuillez choisir une date et une heure à venir.",
    tooSoon: "Ce créneau est trop proche : réservez au moins {notice} à l'avance.",
    tooFar: "Les rendez-vous se réservent au plus {days} jours à l'avance.",
    closure: "Nous sommes fermés ce jour-là. Veuillez choisir une autre date.",
    closedDay:
      "Nous ne recevons pas de rendez-vous ce jour de la semaine. Veuillez choisir une autre date.",
    hours: "Cette heure est en dehors de nos horaires de rendez-vous ce jour-là ({hours}).",
    full: "Ce créneau n'est plus disponible. Veuillez en choisir un autre.",
    freeSlotsFor: "Créneaux libres du {date}",
    showSlots: "Afficher les créneaux libres",
    noFreeSlot: "Aucun créneau libre ce jour-là.",
    closed: "Fermé ce jour-là.",
    closedFor: "Fermé : {label}",
    nextOpenDay: "Prochain jour disponible : {date}.",
    seeNextOpenDay: "Voir ce jour",
    noneAhead: "Aucun créneau libre dans les {days} prochains jours.",
    chooseDate: "Choisissez d'abord une date.",
  },
  /**
   * The visitor's page of their appointment, reached by the link of their
   * mails: see it, cancel it, or move it to a free slot. `{dateTime}` is a
   * formatted day and time.
   */
  manage: {
    title: "Votre rendez-vous",
    intro:
      "Vous pouvez annuler ce rendez-vous ou choisir une autre date parmi nos créneaux libres.",
    summaryLabel: "Votre rendez-vous",
    status: "Statut",
    statuses: {
      pending: "En attente de confirmation",
      confirmed: "Confirmé",
      cancelled: "Annulé",
      done: "Terminé",
      no_show: NO_SHOW_LABELS.fr,
    },
    moveTitle: "Choisir une autre date",
    moveText: "Seuls les créneaux encore libres sont proposés.",
    moveSubmit: "Déplacer mon rendez-vous",
    cancelTitle: "Annuler le rendez-vous",
    cancelText: "Le créneau sera libéré et notre équipe en sera informée.",
    cancelSubmit: "Annuler mon rendez-vous",
    sending: "Envoi en cours…",
    doneTitle: "C'est fait",
    cancelled: "Votre rendez-vous est annulé. Un e-mail vous le confirme.",
    moved: "Votre rendez-vous est déplacé au {dateTime}. Un e-mail vous le confirme.",
    closedCancelled: "Ce rendez-vous est annulé : il ne peut plus être modifié.",
    closedPast: "Ce rendez-vous est passé : il ne peut plus être modifié.",
    refused: "Ce rendez-vous ne peut plus être modifié.",
    sameSlot: "Votre rendez-vous est déjà à cette date et à cette heure.",
    invalidTitle: "Lien invalide",
    invalid:
      "Ce lien n'est pas valide. Vérifiez qu'il est complet, ou utilisez celui du dernier e-mail reçu au sujet de votre rendez-vous.",
    expiredTitle: "Lien expiré",
    expired:
      "Ce lien a expiré. Pour toute question sur votre rendez-vous, appelez-nous ; vous pouvez aussi demander un nouveau rendez-vous.",
    newAppointment: "Demander un rendez-vous",
    help: "Une question ? Appelez-nous au",
    /** How the meeting takes place (decision 0064). */
    meeting: "Déroulement",
    meetingVideoRoom: "Visioconférence : à l'heure du rendez-vous, ouvrez ce lien.",
    meetingVideoPending:
      "Visioconférence : le lien de la réunion vous est envoyé dès la confirmation.",
    meetingPhone: "Appel téléphonique : nous vous appelons au numéro que vous nous avez indiqué.",
    joinMeeting: "Rejoindre la réunion",
    /** The cancellation cut-off (decision 0065); `{hours}` is a duration. */
    cutoffNote:
      "Vous pouvez annuler ou déplacer ce rendez-vous en ligne jusqu'à {hours} avant son début.",
    lockedTitle: "Modification par téléphone",
    locked:
      "Ce rendez-vous commence dans moins de {hours} : il ne peut plus être annulé ni déplacé en ligne. Pour le modifier, appelez-nous au",
    refusedCutoff:
      "Ce rendez-vous commence bientôt : il ne peut plus être annulé ni déplacé en ligne. Appelez-nous au {phone}.",
  },
  /** Answers of the anti-spam checks shared by every public form. */
  spam: {
    honeypot:
      "Votre envoi a été bloqué par notre protection anti-spam. Si vous n'êtes pas un robot, laissez vide le champ « Site web » et réessayez.",
    expired: "Le formulaire a expiré. Veuillez recharger la page puis réessayer.",
    tooFast:
      "Formulaire envoyé trop rapidement. Veuillez patienter quelques secondes puis réessayer.",
    rateLimited: "Trop de demandes envoyées. Veuillez réessayer dans {duration}.",
    malformed: "Requête invalide : données de formulaire attendues.",
    methodNotAllowed: "Méthode non autorisée.",
  },
});

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> };

/** The shape every language's form texts must fill. */
export type FormsDictionary = Widen<typeof formsFr>;
export type ValidationMessages = FormsDictionary["validation"];
