/** Body of "Facturation électronique en Tunisie : le guide complet" (rich-text.ts syntax). */
export default `
La facture papier vit ses dernières années en Tunisie. Depuis la mise en service de la plateforme **El Fatoora** par Tunisie TradeNet (TTN), l'administration fiscale généralise progressivement la facture électronique à toutes les entreprises. Pour un dirigeant de PME, la question n'est plus de savoir s'il faut passer au numérique, mais quand et comment le faire sans perturber l'activité. Ce guide fait le point sur les obligations, le calendrier, le fonctionnement concret de la plateforme et les étapes d'une mise en conformité réussie.

## Qu'est-ce qu'une facture électronique ?

Une facture électronique n'est pas un simple PDF envoyé par e-mail. Au sens de la réglementation tunisienne, c'est un fichier structuré, au format **TEIF** (Tunisian Electronic Invoice Format, basé sur XML), qui contient toutes les mentions obligatoires d'une facture : identité et matricule fiscal du vendeur et de l'acheteur, numéro et date, désignation des biens ou services, montants hors taxes, taux et montants de TVA, droit de timbre et total à payer.

Ce fichier est **signé électroniquement** par l'émetteur à l'aide d'un certificat délivré par l'Agence nationale de certification électronique (ANCE), puis transmis à El Fatoora. La plateforme contrôle sa conformité, lui attribue un identifiant unique, y appose sa propre signature et un cachet horodaté, et le met à disposition du client. C'est cette chaîne complète qui donne à la facture sa valeur juridique, sur le fondement de la loi n° 2000-83 relative aux échanges et au commerce électroniques et du décret gouvernemental n° 2016-1066 du 15 août 2016, qui fixe les conditions et les procédures de mise en œuvre de la facture électronique.

## Qui est concerné, et à partir de quand ?

La généralisation se fait par étapes, selon la taille des entreprises. Voici le calendrier retenu pour la mise en conformité :

| Catégorie d'entreprise | Obligation de facturation électronique |
|---|---|
| Grandes entreprises | depuis janvier 2024 |
| Moyennes entreprises | à partir de juillet 2025 |
| Petites et très petites entreprises | à partir de janvier 2026 |

Certaines activités ont été concernées plus tôt, par exemple les transactions avec l'État et les établissements publics, ou certains secteurs désignés par les lois de finances successives, comme celui du médicament. Les textes évoluent chaque année avec la loi de finances et les catégories d'entreprises suivent les seuils fixés par l'administration : vérifiez votre situation précise auprès de votre expert-comptable ou de votre centre des impôts.

> **À retenir :** vérifiez sans attendre la date qui s'applique à votre entreprise. Une mise en conformité sereine prend en général de quatre à huit semaines, le temps d'obtenir le certificat, de paramétrer le logiciel et de former les équipes.

## Comment fonctionne El Fatoora au quotidien ?

Le parcours d'une facture électronique suit quatre étapes, que votre logiciel doit automatiser :

1. **Création** de la facture dans votre logiciel de gestion, avec toutes les mentions obligatoires et les bons calculs de TVA, de droit de timbre et, le cas échéant, de retenue à la source.
2. **Génération et signature** du fichier TEIF avec votre certificat de signature électronique.
3. **Transmission** à la plateforme El Fatoora, qui vérifie le format et les données, puis renvoie la facture validée, munie de sa référence unique et de son cachet.
4. **Mise à disposition** au client, qui peut la consulter, et **archivage** électronique par les deux parties.

Avant de pouvoir émettre, l'entreprise doit adhérer à El Fatoora auprès de TTN et obtenir son certificat de signature. Ces démarches administratives sont souvent ce qui prend le plus de temps : lancez-les en premier.

## Les bénéfices pour une PME

On présente souvent la facture électronique comme une contrainte fiscale. C'est surtout une occasion de moderniser un processus qui coûte cher. Les entreprises que nous accompagnons constatent en moyenne **60 % d'économie** sur les coûts liés à la facturation : papier, impression, enveloppes, timbres, déplacements et temps d'archivage.

Le gain de temps est encore plus parlant. Avec une saisie manuelle, une facture demande en moyenne **15 minutes** entre la préparation, les calculs, l'impression, la signature, l'envoi et le classement. Avec un logiciel qui reprend automatiquement les données du devis ou du bon de livraison, il faut environ **3 minutes**. Pour une entreprise qui émet 200 factures par mois, cela représente près de 40 heures libérées chaque mois, l'équivalent d'une semaine de travail.

Viennent s'y ajouter d'autres avantages moins visibles :

- **moins d'erreurs** de calcul et de saisie, donc moins d'avoirs et de litiges avec les clients ;
- **des paiements plus rapides**, parce que la facture arrive immédiatement et ne se perd pas ;
- **un archivage fiable** et consultable en quelques secondes, précieux lors d'un contrôle fiscal ;
- **une meilleure visibilité** sur le chiffre d'affaires et les créances, en temps réel.

## Les étapes d'une mise en conformité réussie

### 1. Faire l'inventaire de votre facturation actuelle

Combien de factures émettez-vous par mois ? Qui les prépare ? Quels logiciels utilisez-vous pour les devis, le stock et la comptabilité ? Cet inventaire permet de choisir une solution qui s'intègre à vos outils au lieu d'ajouter une nouvelle saisie.

### 2. Lancer les démarches administratives

Adhésion à El Fatoora auprès de TTN, demande du certificat de signature électronique, désignation des personnes habilitées à signer. Prévoyez quelques semaines et gardez une copie de chaque document.

### 3. Choisir un logiciel conforme

Le logiciel doit produire des fichiers TEIF valides, gérer la signature et l'échange avec la plateforme, mais aussi calculer correctement la TVA à ses différents taux, le droit de timbre et les retenues à la source. Vérifiez qu'il conserve l'historique des factures et qu'il sait gérer les avoirs. C'est précisément le rôle de [DigiFact](/solutions/digifact), disponible en licence locale ou en version Cloud.

### 4. Nettoyer vos données

Une facture électronique est rejetée si le matricule fiscal d'un client est erroné. Profitez de la migration pour vérifier votre fichier clients, vos articles et vos taux de TVA. Ce travail paraît fastidieux, mais il évite la plupart des rejets des premières semaines.

### 5. Tester, former, basculer

Émettez quelques factures de test, formez les personnes concernées, puis basculez à une date précise, de préférence en début de mois pour faciliter les rapprochements. Gardez un interlocuteur disponible pour les premières semaines : chez nous, la formation est incluse à chaque installation et le support répond sous 2 heures.

## Les erreurs fréquentes à éviter

- **Attendre la dernière minute** : les délais d'obtention du certificat et d'adhésion ne dépendent pas de vous.
- **Confondre PDF et facture électronique** : un PDF envoyé par e-mail ne répond pas à l'obligation.
- **Oublier les cas particuliers** : avoirs, factures d'acompte, clients exonérés de TVA ou soumis à retenue à la source doivent être testés avant la bascule.
- **Négliger l'archivage** : les factures doivent rester consultables pendant toute la durée de conservation prévue par la législation fiscale.

## Cloud ou installation locale ?

Les deux modes permettent d'être en règle. L'installation locale convient aux entreprises qui disposent déjà d'un serveur et d'un informaticien ; l'abonnement cloud, également proposé en formule mensuelle à partir de 49 DT par mois, inclut la sauvegarde quotidienne, le chiffrement des données et les mises à jour réglementaires sans intervention de votre part. Notre comparatif [Cloud ou installation locale](/blog/cloud-vs-installation-locale) détaille les critères de choix.

## En résumé

La facture électronique devient la norme pour toutes les entreprises tunisiennes, selon un calendrier qui touche désormais les moyennes entreprises puis les petites. Bien préparée, elle fait gagner du temps et de l'argent dès le premier mois. Commencez par les démarches administratives, choisissez un logiciel qui automatise la chaîne complète, nettoyez vos données et formez vos équipes. Nos conseillers peuvent vous faire une démonstration gratuite et vérifier avec vous votre calendrier d'obligation.
`;
