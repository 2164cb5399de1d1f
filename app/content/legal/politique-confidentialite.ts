import { LEGAL_UPDATED, type LegalSource } from "./types";

/** Politique de Confidentialité: 10 sections, retention periods, Tunisian law. */
export const politiqueConfidentialite: LegalSource = (site) => ({
  title: "Politique de Confidentialité",
  description: `Comment ${site.name} collecte, utilise, conserve et protège vos données personnelles, et comment exercer vos droits selon la loi organique 2004-63.`,
  updated: LEGAL_UPDATED,
  intro: `La protection de vos données personnelles est une priorité pour ${site.name}. Cette politique explique quelles données nous recueillons lorsque vous utilisez ce site, pourquoi, combien de temps nous les gardons et quels sont vos droits.`,
  sections: [
    {
      title: "Responsable du traitement",
      body: `Le responsable du traitement est **${site.name}**, dont le siège social est situé à Montplaisir, Tunis (Tunisie). Pour toute question relative à vos données : [${site.email}](mailto:${site.email}) ou ${site.phone}.`,
    },
    {
      title: "Cadre légal",
      body: `Nos traitements respectent la **loi organique n° 2004-63 du 27 juillet 2004** portant sur la protection des données à caractère personnel et ses textes d'application. Le respect de cette loi est contrôlé par l'**Instance nationale de protection des données personnelles (INPDP)**, auprès de laquelle les traitements concernés doivent être déclarés avant leur mise en œuvre.

Les données de santé gérées par nos clients professionnels de santé dans DigiMed relèvent d'un régime renforcé : elles sont traitées pour le compte du praticien, seul responsable de ces données, et ne sont jamais exploitées par ${site.name} à ses propres fins.`,
    },
    {
      title: "Données collectées",
      body: `Nous ne collectons que les données nécessaires :

- **Formulaire de commande** : nom complet, téléphone, ville, adresse complète, e-mail (facultatif), produit et type de déploiement choisis.
- **Formulaires de rendez-vous** : nom, e-mail, téléphone, entreprise (facultatif), service souhaité, date et heure préférées, message (facultatif).
- **Navigation** : vos préférences (langue, thème, taille du texte, choix relatif aux cookies), enregistrées dans votre navigateur, et les journaux techniques du serveur (adresse IP, date, page demandée), utilisés pour la sécurité.
- **Mesure d'audience** : le site compte lui-même ses visites, sans cookie et sans outil tiers. Pour reconnaître un visiteur au cours d'une même journée, le serveur calcule une empreinte à partir de l'adresse IP, du navigateur et d'une clé qui change chaque jour et n'est jamais enregistrée. L'adresse IP n'est pas conservée pour cette mesure et l'empreinte est effacée à la fin de la journée. Seuls restent des totaux par jour (pages vues, nombre de visiteurs, page d'arrivée, site d'origine, campagne, langue, téléphone ou ordinateur) et, sur une commande ou une demande de rendez-vous, l'origine de la visite qui l'a précédée. Les robots, les préchargements et les membres de notre équipe connectés ne sont pas comptés.

Nous ne collectons aucune donnée bancaire sur ce site.`,
    },
    {
      title: "Finalités des traitements",
      body: `Vos données servent à :

1. traiter vos commandes, vous livrer, installer et facturer les logiciels ;
2. organiser les rendez-vous et démonstrations que vous demandez et vous les confirmer ;
3. assurer le support technique et le suivi de la relation client ;
4. vous adresser, si vous ne vous y êtes pas opposé, des informations sur nos produits proches de ceux que vous utilisez ;
5. protéger le site contre la fraude et les abus (limitation du nombre de requêtes, détection des envois automatisés) ;
6. mesurer la fréquentation du site et savoir quelles pages et quelles campagnes amènent des demandes, par des statistiques qui ne permettent pas de vous identifier.`,
    },
    {
      title: "Fondement et consentement",
      body: `Les traitements liés aux commandes et au support reposent sur l'exécution du contrat qui nous lie. Les rendez-vous et les échanges commerciaux reposent sur votre demande et votre consentement, que vous donnez en envoyant le formulaire. La sécurité du site et la mesure d'audience reposent sur notre intérêt légitime à protéger le service et à connaître sa fréquentation.

Vous pouvez retirer votre consentement à tout moment, sans effet sur les traitements déjà réalisés.`,
    },
    {
      title: "Destinataires des données",
      body: `Vos données sont destinées aux seules personnes habilitées de ${site.name} (commercial, support, administration) et, dans la stricte limite de leurs missions, à nos sous-traitants techniques : hébergement et envoi des e-mails. Ces prestataires sont tenus par contrat à la confidentialité et à la sécurité.

Vos données ne sont **jamais vendues ni louées**. Elles ne sont transférées à l'étranger qu'avec les garanties et l'autorisation préalable de l'INPDP exigées par la loi. Elles peuvent être communiquées aux autorités lorsque la loi l'impose.`,
    },
    {
      title: "Durées de conservation",
      body: `| Catégorie | Durée de conservation |
|---|---|
| Données des clients | 5 ans après la fin de la relation commerciale |
| Données des prospects | 3 ans sans interaction de leur part |
| Données de navigation | 13 mois au maximum |
| Statistiques de visite (totaux par jour) | 13 mois |

À l'issue de ces durées, les données sont supprimées ou rendues anonymes. Les pièces comptables, comme les factures, sont conservées pendant la durée exigée par la législation fiscale et comptable tunisienne.`,
    },
    {
      title: "Sécurité",
      body: `Nous appliquons des mesures techniques et organisationnelles adaptées : chiffrement des échanges (HTTPS), accès à l'administration réservé aux personnes habilitées avec mot de passe robuste, double authentification disponible, mots de passe stockés sous forme hachée, sauvegardes régulières, journalisation des accès et mises à jour de sécurité.

En cas de violation de données susceptible de vous porter préjudice, nous vous en informons dans les meilleurs délais et prenons les mesures nécessaires pour en limiter les effets.`,
    },
    {
      title: "Vos droits",
      body: `Conformément à la loi organique n° 2004-63, vous disposez :

- d'un **droit d'accès** : obtenir la communication des données qui vous concernent ;
- d'un **droit de rectification** : faire corriger, compléter ou mettre à jour des données inexactes ;
- d'un **droit de suppression** des données dont le traitement n'est plus justifié ;
- d'un **droit d'opposition** : vous opposer, pour des raisons légitimes, au traitement de vos données, et sans motif à leur utilisation à des fins de prospection.

Pour exercer ces droits, écrivez à [${site.email}](mailto:${site.email}) en précisant votre demande ; un justificatif d'identité peut vous être demandé. Nous répondons dans un délai maximal d'un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l'**INPDP**, Instance nationale de protection des données personnelles, à Tunis.`,
    },
    {
      title: "Cookies et modification de la politique",
      body: `Le site n'utilise que des cookies et un stockage local nécessaires à son fonctionnement et à la mémorisation de vos préférences ; aucun cookie publicitaire ni outil de mesure d'audience tiers n'est déposé, et la mesure d'audience du site n'en dépose aucun. Le bandeau affiché lors de votre première visite enregistre votre choix (accepté ou refusé). Le détail figure dans nos [mentions légales](/mentions-legales).

Cette politique peut évoluer pour tenir compte des changements légaux ou de nos services. La date de dernière mise à jour figure en haut de la page ; en cas de changement important, nous vous en informons.`,
    },
  ],
});
