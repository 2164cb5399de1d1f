/** Body of "Digitalisation médicale en Tunisie : cabinets et cliniques" (rich-text.ts syntax). */
export default `
Dans beaucoup de cabinets tunisiens, la journée commence encore par un agenda papier raturé, des dossiers cartonnés empilés sur le bureau du secrétariat et un téléphone qui sonne sans arrêt. Cette organisation a fait ses preuves pendant des décennies, mais elle atteint ses limites : patients plus nombreux, exigences de traçabilité, facturation du tiers payant de la CNAM et des autres organismes de prise en charge, archives qui débordent. La digitalisation du cabinet médical ou de la clinique n'est plus réservée aux grandes structures. Voici ce qu'elle change concrètement, ce qu'elle rapporte et comment la réussir.

## Pourquoi digitaliser son cabinet maintenant ?

Trois évolutions rendent la question urgente. D'abord, les patients ont changé : ils attendent d'être rappelés avant leur rendez-vous, de recevoir une ordonnance lisible et de ne pas répéter leurs antécédents à chaque visite. Ensuite, la charge administrative augmente, avec la facturation des actes, le tiers payant de la CNAM et les déclarations. Enfin, la protection des données de santé impose une rigueur que le papier rend difficile : un dossier cartonné peut être consulté par n'importe qui, perdu ou détruit par un dégât des eaux.

Un logiciel de gestion médicale répond à ces trois enjeux en même temps. Il ne remplace pas le médecin ; il lui rend du temps pour ses patients.

## Ce que couvre un logiciel de gestion médicale

### L'agenda et les rendez-vous

L'agenda partagé permet au secrétariat, au médecin et, dans une clinique, aux différents services de voir les mêmes créneaux en temps réel. Les doubles réservations disparaissent, les urgences s'insèrent facilement, et les rappels automatiques par SMS ou par appel la veille réduisent les rendez-vous manqués.

### Le dossier médical informatisé

Antécédents, allergies, traitements en cours, comptes rendus de consultation, résultats d'examens, courriers des confrères : tout est réuni dans un dossier unique, consultable en quelques secondes. Le médecin retrouve l'évolution d'une tension artérielle ou d'une glycémie sur plusieurs années en un coup d'œil, au lieu de feuilleter des dizaines de pages.

### Les ordonnances et documents

Ordonnances, certificats médicaux, arrêts de travail et comptes rendus sont générés à partir de modèles, avec l'en-tête du cabinet. Ils sont lisibles, datés, et une copie rejoint automatiquement le dossier du patient.

### La facturation et le suivi des règlements

Chaque acte est enregistré avec son tarif ; le logiciel calcule ce que le patient règle et ce qui relève d'une prise en charge (CNAM, assurances), édite les factures et suit les paiements. En fin de journée, la caisse se rapproche en quelques minutes.

### L'archivage numérique

Les examens, radiographies numérisées et documents scannés sont classés dans le dossier du patient. Les armoires d'archives cessent de grossir, et les documents ne se perdent plus.

## Les gains mesurés

Les cabinets et cliniques qui adoptent un logiciel de gestion médicale constatent des résultats concrets dès les premiers mois :

| Indicateur | Gain constaté |
|---|---|
| Temps administratif | 40 % en moins |
| Nombre de consultations | jusqu'à 25 % en plus |
| Rendez-vous non honorés | 15 % en moins |
| Coût d'archivage | 60 % en moins |

Ces chiffres s'expliquent simplement. Le secrétariat ne passe plus son temps à chercher des dossiers ni à recopier des informations : **40 % de temps administratif** en moins. L'agenda mieux tenu et les créneaux libérés par les annulations réattribués rapidement permettent **jusqu'à 25 % de consultations supplémentaires** sans allonger les journées. Les rappels de rendez-vous font baisser les **absences de 15 %**. Et la fin des dossiers papier, des photocopies et des armoires supplémentaires réduit le **coût d'archivage de 60 %**.

## Protéger les données de santé

Les données de santé sont parmi les plus sensibles qui soient. En Tunisie, leur traitement est encadré par la **loi organique n° 2004-63 du 27 juillet 2004** portant sur la protection des données à caractère personnel, sous le contrôle de l'**Instance nationale de protection des données personnelles (INPDP)**. Le professionnel de santé reste responsable des données de ses patients et tenu au secret médical.

Un bon logiciel vous aide à respecter ces obligations :

- **accès par profil** : le secrétariat voit l'agenda et la facturation, le médecin le dossier médical complet ;
- **journal des accès** : chaque consultation d'un dossier est tracée ;
- **chiffrement** des données et des échanges ;
- **sauvegardes automatiques**, régulières et testées, pour ne jamais perdre un dossier.

Avant de choisir, demandez à l'éditeur où sont hébergées les données, qui peut y accéder et comment elles sont sauvegardées. Si vous optez pour une installation locale, prévoyez une solution de sauvegarde hors du cabinet : un disque posé à côté du serveur ne protège ni d'un vol ni d'un incendie.

## Cabinet individuel ou clinique : des besoins différents

Un **cabinet individuel** a surtout besoin d'un agenda simple, d'un dossier patient complet et d'ordonnances rapides. Le logiciel doit être pris en main en une journée et fonctionner même si la connexion Internet est capricieuse ; l'installation locale ou le cloud conviennent tous deux.

Un **cabinet de groupe ou une clinique** a besoin en plus d'agendas multiples, de droits d'accès fins, d'une facturation plus riche et de statistiques par praticien et par service. La version Cloud, accessible depuis plusieurs sites, simplifie alors beaucoup la coordination. Notre article [Cloud ou installation locale](/blog/cloud-vs-installation-locale) vous aide à trancher.

## Réussir la transition en cinq étapes

1. **Choisir le bon moment** : évitez les périodes de forte affluence et prévoyez une semaine plus calme pour le démarrage.
2. **Paramétrer avant de démarrer** : tarifs des actes, modèles d'ordonnances et de certificats, profils des utilisateurs.
3. **Former toute l'équipe** : le secrétariat utilise le logiciel plus que quiconque ; sa formation est décisive. Chez nous, la formation est incluse à chaque installation.
4. **Numériser progressivement** : inutile de scanner vingt ans d'archives d'un coup. Créez le dossier informatisé à la première visite de chaque patient et numérisez les anciens documents au fil des consultations.
5. **Faire le point après un mois** : ajustez les modèles, les créneaux et les droits selon l'usage réel.

## Combien ça coûte ?

[DigiMed](/solutions/digimed) est proposé à 400 DT HT en licence à vie pour une installation locale, ou à 550 DT HT par an en version Cloud (également en formule mensuelle à partir de 49 DT par mois), avec sauvegarde quotidienne, chiffrement, support sept jours sur sept et mises à jour inclus. Au regard du temps gagné par le secrétariat et des consultations supplémentaires, l'investissement est généralement amorti en quelques semaines.

Les cliniques et cabinets doivent aussi anticiper la **facturation électronique**, que la réglementation étend progressivement à toutes les entreprises et à un nombre croissant de prestations de services ; le secteur du médicament a d'ailleurs fait partie des premiers concernés. Vérifiez avec votre expert-comptable la date qui s'applique à votre activité. Notre [guide de la facturation électronique](/blog/facturation-electronique-tunisie) fait le point.

## En résumé

La digitalisation du cabinet médical n'est pas une affaire de technologie mais d'organisation : un agenda fiable, un dossier patient complet, des documents lisibles, une facturation sans erreurs et des données de santé protégées. Les gains sont rapides et mesurables, pour le praticien comme pour ses patients. Nos équipes vous présentent DigiMed lors d'une démonstration gratuite, sur les cas de votre cabinet ou de votre clinique.
`;
