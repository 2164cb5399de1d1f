/**
 * French texts of the mails. Customers get them in the language of the page
 * they ordered or booked on (`ar.ts`, same keys); administrators always get
 * French. `{name}` placeholders are filled by the templates.
 */
import { APPOINTMENT_STATUS_LABELS, ORDER_STATUS_LABELS } from "~/domain/status-machine";
import { DEPLOYMENT_LABELS, OTHER_SERVICE_LABELS } from "~/domain/vocabulary";
import { typesetFrench } from "../typography";

export const mailsFr = typesetFrench({
  signature: "L'équipe {brand}",
  greeting: "Bonjour {name},",
  /** Date and time of an appointment: `mardi 4 mars 2025 à 14 h 00`. */
  dateTime: "{date} à {time}",
  rows: {
    reference: "Référence",
    product: "Produit",
    type: "Type",
    fullName: "Nom complet",
    name: "Nom",
    phone: "Téléphone",
    email: "E-mail",
    city: "Ville",
    address: "Adresse",
    company: "Entreprise",
    service: "Service",
    dateTime: "Date et heure",
    message: "Message",
  },
  deploymentTypes: DEPLOYMENT_LABELS.fr,
  services: OTHER_SERVICE_LABELS.fr,
  orderStatuses: ORDER_STATUS_LABELS,
  /** A cloud order has nothing to ship: its «shipped» reads as the access being opened. */
  cloudShipped: "Accès en cours d'ouverture",
  appointmentStatuses: APPOINTMENT_STATUS_LABELS,
  orderCreated: {
    subject: "Votre commande {reference} est enregistrée",
    thanks:
      "Merci pour votre commande de {product}. Elle a bien été enregistrée sous la référence {reference}.",
    next: "Nous vous appelons sous 2 heures ouvrées pour confirmer votre commande et convenir de l'installation.",
    payment:
      "Un acompte de 30 % est demandé à la commande ; le paiement se fait par virement bancaire, chèque ou espèces.",
    delivery: {
      local:
        "L'installation est planifiée avec vous ; elle est généralement réalisée en une journée, formation comprise.",
      cloud: "Votre accès cloud est ouvert sous 24 à 48 heures après réception du paiement.",
    },
    terms: "Nos conditions générales de vente : {url}",
    closing: "Merci d'indiquer cette référence dans vos échanges avec nous.",
    proforma: "Votre facture proforma {number} est jointe à ce message.",
    orderLink: "Suivez votre commande, sa facture proforma et vos paiements : {url}",
  },
  orderLink: {
    subject: "Nouveau lien vers votre commande {reference}",
    body: "Voici le nouveau lien de votre commande {reference} ; l'ancien ne fonctionne plus.",
    link: "Votre commande, sa facture proforma et vos paiements : {url}",
  },
  orderStatus: {
    subject: "Votre commande {reference} : {status}",
    changed:
      "Le statut de votre commande {reference} ({product}, {type}) est passé de « {from} » à « {to} ».",
    /** What the new status means for the customer, by deployment type. */
    meaning: {
      pending:
        "Votre commande attend de nouveau notre confirmation ; nous vous appelons rapidement.",
      confirmed: {
        local: "Nous préparons votre licence et convenons avec vous de la date d'installation.",
        cloud:
          "Nous préparons votre espace cloud ; il est ouvert sous 24 à 48 heures après réception du paiement.",
      },
      shipped: {
        local:
          "Votre licence est prête et l'installation est planifiée : notre technicien vous contacte pour le rendez-vous.",
        cloud:
          "Votre accès cloud est en cours d'ouverture : vous recevez vos identifiants très prochainement.",
      },
      delivered: {
        local:
          "Votre logiciel est installé. Le support technique est inclus pendant 3 mois après l'installation.",
        cloud: "Votre accès cloud est ouvert. Le support technique est inclus pendant 3 mois.",
      },
      cancelled:
        "Votre commande est annulée et rien ne vous sera facturé. S'il s'agit d'une erreur, répondez à ce message.",
    },
    closing: "Pour toute question, répondez simplement à ce message ou appelez-nous.",
  },
  appointmentCreated: {
    subject: "Votre demande de rendez-vous du {dateTime}",
    received:
      "Nous avons bien reçu votre demande de rendez-vous. Nous vous contacterons bientôt pour la confirmer.",
    invitation: "L'invitation jointe ajoute ce rendez-vous à votre agenda.",
  },
  appointmentStatus: {
    /** One sentence per status. */
    subject: {
      pending: "Votre rendez-vous du {dateTime} attend notre confirmation",
      confirmed: "Votre rendez-vous du {dateTime} est confirmé",
      cancelled: "Votre rendez-vous du {dateTime} est annulé",
      done: "Votre rendez-vous du {dateTime} a eu lieu",
      no_show: "Votre absence au rendez-vous du {dateTime}",
    },
    confirmed: "Votre rendez-vous « {service} » du {dateTime} est confirmé. À bientôt !",
    /** How the meeting takes place: page B's meeting type, or to agree for page A. */
    how: {
      video:
        "Il se tient en visioconférence : nous vous envoyons le lien de la réunion avant le rendez-vous.",
      phone: "Nous vous appelons à l'heure prévue, au numéro que vous nous avez indiqué.",
      /** A video appointment whose room is made (decision 0064). */
      videoRoom:
        "Il se tient en visioconférence. À l'heure du rendez-vous, ouvrez ce lien dans votre navigateur ou dans l'application Jitsi Meet : {url}",
      toAgree:
        "Nous vous appelons avant le rendez-vous pour convenir avec vous de son déroulement.",
    },
    cancelled:
      "Votre rendez-vous « {service} » du {dateTime} est annulé. N'hésitez pas à en demander un autre sur notre site.",
    other: "Le statut de votre rendez-vous du {dateTime} est maintenant « {status} ».",
  },
  /** The self-service link, at the end of every mail about an appointment still to come. */
  manageLink: "Pour annuler ce rendez-vous ou choisir une autre date : {url}",
  appointmentReminder: {
    subject: "Rappel : votre rendez-vous du {dateTime}",
    reminder: "Nous vous rappelons votre rendez-vous « {service} » du {dateTime}. À bientôt !",
  },
  /** After a missed appointment (decision 0065). */
  noShowFollowUp: {
    subject: "Choisissez un autre créneau pour votre rendez-vous",
    missed:
      "Nous vous attendions à votre rendez-vous « {service} » du {dateTime}. Un empêchement arrive à tout le monde : si vous souhaitez toujours nous rencontrer, choisissez un autre créneau ici : {url}",
    call: "Vous préférez en parler de vive voix ? Appelez-nous au numéro ci-dessous.",
  },
  appointmentMoved: {
    subject: "Votre rendez-vous est déplacé au {dateTime}",
    moved:
      "Comme vous l'avez demandé, votre rendez-vous « {service} » du {from} est déplacé au {dateTime}. L'invitation jointe met votre agenda à jour.",
    movedByTeam:
      "Notre équipe a déplacé votre rendez-vous « {service} » du {from} au {dateTime}. L'invitation jointe met votre agenda à jour.",
  },
  ics: {
    summary: "Rendez-vous {brand} : {service}",
    description: "Rendez-vous avec {brand} : {service}. Pour toute question : {phone}.",
    /** Where it takes place: page B's meeting type, else at the head office. */
    location: {
      video: "Visioconférence (lien envoyé avant le rendez-vous)",
      phone: "Appel téléphonique de {brand}",
      office: "{brand}, Montplaisir, Tunis",
    },
    /** The description's line with the video room (decision 0064). */
    videoRoom: "Lien de la visioconférence : {url}",
  },
});

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape every language's mail texts must fill. */
export type MailsDictionary = Widen<typeof mailsFr>;
