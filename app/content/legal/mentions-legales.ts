import { LEGAL_UPDATED, legalFact, type LegalSource } from "./types";

/** Mentions Légales: publisher, director, hosting, IP, data, cookies, liability. */
export const mentionsLegales: LegalSource = (site, facts = {}) => ({
  title: "Mentions Légales",
  description: `Mentions légales du site ${site.name} : éditeur, directeur de la publication, hébergement, propriété intellectuelle, données personnelles, cookies et responsabilité.`,
  updated: LEGAL_UPDATED,
  intro: `Conformément à la législation tunisienne, et notamment à la loi n° 2000-83 du 9 août 2000 relative aux échanges et au commerce électroniques, les informations suivantes sont portées à la connaissance des utilisateurs du site ${site.url}.`,
  sections: [
    {
      title: "Éditeur du site",
      body: `Le site est édité par **${site.name}**, société de services informatiques spécialisée dans les logiciels de gestion et la transformation numérique des entreprises.

- Siège social : ${legalFact(facts.registeredAddress, "fr")}
- Agence : Midoun, Djerba, Tunisie
- Téléphone : ${site.phone}
- E-mail : [${site.email}](mailto:${site.email})
- Identifiant unique au Registre national des entreprises (RNE) : ${legalFact(facts.rne, "fr")}
- Matricule fiscal : ${legalFact(facts.taxId, "fr")}`,
    },
    {
      title: "Directeur de la publication",
      body: `Le directeur de la publication est le représentant légal de ${site.name}. Il peut être contacté à l'adresse [${site.email}](mailto:${site.email}) ou par courrier au siège social.`,
    },
    {
      title: "Hébergement",
      body: `Le site et la version cloud des logiciels sont hébergés dans des centres de données sécurisés : alimentation secourue, sauvegardes quotidiennes, surveillance permanente et chiffrement des échanges (HTTPS).

- Hébergeur : ${legalFact(facts.hostName, "fr")}
- Adresse : ${legalFact(facts.hostAddress, "fr")}
- Téléphone : ${legalFact(facts.hostPhone, "fr")}

Aucun transfert de données personnelles vers l'étranger n'a lieu sans les garanties et autorisations exigées par la loi tunisienne.`,
    },
    {
      title: "Propriété intellectuelle",
      body: `L'ensemble des éléments de ce site — textes, illustrations, logos, marques DigiFact, DigiERP et DigiMed, interface et code source — est la propriété exclusive de ${site.name} ou fait l'objet d'une autorisation d'utilisation.

Toute reproduction, représentation, modification ou exploitation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par la loi n° 94-36 du 24 février 1994 relative à la propriété littéraire et artistique. Les citations courtes sont autorisées avec mention de la source et un lien vers la page concernée.`,
    },
    {
      title: "Protection des données personnelles",
      body: `Les données personnelles recueillies par les formulaires de commande et de rendez-vous sont traitées par ${site.name} dans le respect de la **loi organique n° 2004-63 du 27 juillet 2004** portant sur la protection des données à caractère personnel, sous le contrôle de l'**Instance nationale de protection des données personnelles (INPDP)**.

Vous disposez d'un droit d'accès, de rectification et d'opposition, que vous pouvez exercer à l'adresse [${site.email}](mailto:${site.email}). Le détail des traitements, des durées de conservation et de vos droits figure dans notre [politique de confidentialité](/politique-confidentialite).`,
    },
    {
      title: "Cookies",
      body: `Le site n'utilise ni cookie publicitaire ni outil de suivi tiers. Il enregistre uniquement, dans un cookie et dans le stockage local de votre navigateur, les préférences nécessaires à son fonctionnement : langue, thème clair ou sombre, taille du texte et votre choix concernant les cookies. Un cookie de session sécurisé est utilisé pour l'espace d'administration.

Vous pouvez refuser les cookies non indispensables depuis le bandeau affiché lors de votre première visite, et supprimer à tout moment les données enregistrées depuis les réglages de votre navigateur.`,
    },
    {
      title: "Responsabilité",
      body: `${site.name} s'efforce d'assurer l'exactitude et la mise à jour des informations publiées, notamment des prix et des guides du blog, mais ne peut garantir l'absence d'erreur ou d'omission. Les articles ont une vocation informative et ne remplacent pas le conseil d'un expert-comptable, d'un avocat ou de l'administration fiscale.

${site.name} ne saurait être tenue responsable des dommages résultant d'une interruption du site, d'une intrusion malveillante ou du contenu des sites externes vers lesquels des liens renvoient. Les conditions applicables aux ventes figurent dans les [conditions générales de vente](/cgv).`,
    },
  ],
});
