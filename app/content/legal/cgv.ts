import { LEGAL_UPDATED, type LegalSource } from "./types";

/** Conditions Générales de Vente: 8 numbered sections with the sales terms (prices, payment, delivery, support). */
export const cgv: LegalSource = (site) => ({
  title: "Conditions Générales de Vente",
  description: `Conditions générales de vente des logiciels DigiFact, DigiERP et DigiMed et des services de ${site.name} : prix, paiement, livraison, support, résiliation et responsabilité.`,
  updated: LEGAL_UPDATED,
  intro: `Les présentes conditions générales de vente (ci-après « CGV ») régissent les relations entre **${site.name}**, dont le siège social est situé à Montplaisir, Tunis (Tunisie), et toute personne physique ou morale (ci-après « le Client ») qui commande un logiciel, un abonnement ou un service proposé sur ce site ou auprès de nos équipes.

Toute commande implique l'acceptation sans réserve des présentes CGV, qui prévalent sur tout autre document du Client, sauf accord écrit contraire de ${site.name}.`,
  sections: [
    {
      title: "Objet et champ d'application",
      body: `Les CGV définissent les conditions dans lesquelles ${site.name} vend :

- les licences des logiciels **DigiFact** (facturation électronique), **DigiERP** (gestion d'entreprise) et **DigiMed** (gestion de cabinet médical et de clinique) en installation locale ;
- les abonnements à ces mêmes logiciels en version Cloud ;
- les modules et services complémentaires : support premium, impression des traites bancaires, paiement en ligne, sauvegarde automatique, installation, formation et développements sur mesure.

Les prestations de développement web, mobile ou sur mesure font l'objet d'un devis et, le cas échéant, d'un contrat spécifique qui complète les présentes CGV.`,
    },
    {
      title: "Prix",
      body: `Les prix sont exprimés en **dinars tunisiens (TND) hors taxes**. La TVA et, le cas échéant, le droit de timbre sont ajoutés au taux en vigueur à la date de facturation.

| Logiciel | Installation locale (licence à vie) | Cloud (abonnement annuel) |
|---|---|---|
{priceRows}

Les options de l'installation locale sont facturées en sus : support téléphonique premium +100 DT, module d'impression des traites bancaires +80 DT, module de paiement en ligne +150 DT, module de sauvegarde automatique +90 DT ; le support par e-mail et chat est gratuit.

Les prix applicables sont ceux affichés ou figurant sur le devis au jour de la commande. Un devis est valable trente (30) jours à compter de sa date d'émission.`,
    },
    {
      title: "Commande",
      body: `La commande est passée en ligne au moyen du formulaire de commande, par téléphone ou par courriel. Elle devient ferme après confirmation par ${site.name} et réception de l'acompte prévu à l'article suivant.

${site.name} se réserve le droit de refuser une commande pour un motif légitime, notamment en cas de litige de paiement antérieur ou d'informations manifestement erronées. Le Client est informé de ce refus dans les meilleurs délais.`,
    },
    {
      title: "Modalités de paiement",
      body: `Le paiement s'effectue au choix du Client par **virement bancaire**, par **chèque** ou en **espèces**, dans la limite des plafonds autorisés par la réglementation tunisienne pour les paiements en espèces.

Un **acompte de 30 %** du montant total TTC est exigé à la commande. Le solde est payable à la livraison de la licence ou à l'ouverture de l'accès Cloud, sauf échéancier convenu par écrit.

Tout retard de paiement peut entraîner la suspension des prestations en cours, après relance restée sans effet.`,
    },
    {
      title: "Livraison, installation et accès Cloud",
      body: `Selon l'offre choisie, le logiciel est livré :

- **sur clé USB**, avec la clé de licence, prêt à installer ;
- **par installation locale** sur le poste ou le serveur du Client par nos techniciens, avec les options souscrites ;
- **en version Cloud** : les identifiants d'accès sont communiqués **dans un délai de 24 à 48 heures après la réception du paiement**.

Une formation à la prise en main est incluse dans chaque installation. Le Client s'engage à mettre à disposition un matériel et une connexion conformes aux prérequis techniques communiqués avant l'installation.`,
    },
    {
      title: "Support technique et maintenance",
      body: `Le **support technique est inclus pendant trois (3) mois après l'installation**. Il couvre l'assistance à l'utilisation et la correction des anomalies reproductibles du logiciel. Nos équipes s'engagent à répondre dans un délai de deux heures ouvrées.

Au-delà de cette période, le support d'une installation locale nécessite un **contrat de maintenance séparé**. L'abonnement Cloud comprend, pendant toute sa durée, le support sept jours sur sept avec téléphone illimité, la sauvegarde automatique quotidienne, le chiffrement des données et les mises à jour.

Sont exclues du support les interventions rendues nécessaires par une mauvaise utilisation, une modification du logiciel par un tiers ou une panne du matériel du Client.`,
    },
    {
      title: "Durée et résiliation",
      body: `La licence d'installation locale est concédée pour une durée illimitée. L'abonnement Cloud est conclu pour une durée d'un an, renouvelable par tacite reconduction sauf dénonciation par l'une des parties au moins trente jours avant son échéance.

En cas de manquement grave de l'une des parties à ses obligations, l'autre partie peut résilier le contrat **trente (30) jours après une mise en demeure restée sans effet**, adressée par lettre recommandée ou par courriel avec accusé de réception.

À la fin d'un abonnement Cloud, le Client peut obtenir l'export de ses données dans un format standard pendant un délai de trente jours ; elles sont ensuite supprimées de nos serveurs.`,
    },
    {
      title: "Responsabilité, propriété intellectuelle et droit applicable",
      body: `${site.name} est tenue d'une obligation de moyens. Sa **responsabilité est limitée au montant effectivement payé par le Client** au titre de la commande concernée. Elle ne saurait être engagée pour les dommages indirects, tels que la perte d'exploitation ou de données lorsque le Client n'a pas souscrit de solution de sauvegarde.

Les logiciels restent la propriété de ${site.name}. Le Client bénéficie d'un droit d'utilisation non exclusif et non cessible, limité à ses besoins internes ; toute reproduction, décompilation ou revente est interdite.

Les présentes CGV sont soumises au **droit tunisien**. Les parties rechercheront d'abord une solution amiable ; à défaut, tout litige relève de la compétence des tribunaux de Tunis.

Pour toute question : [${site.email}](mailto:${site.email}) ou ${site.phone}.`,
    },
  ],
});
