/** Body of "Comment choisir son ERP : les critères essentiels" (rich-text.ts syntax). */
export default `
Fichiers Excel qui se contredisent, stock qui ne correspond jamais à l'inventaire, factures ressaisies dans la comptabilité, relances clients oubliées : quand une PME grandit, ses outils bricolés finissent par lui coûter plus cher qu'un vrai logiciel de gestion. L'ERP (Enterprise Resource Planning, ou progiciel de gestion intégré) répond à ce problème en réunissant toutes les données de l'entreprise dans un seul système. Encore faut-il choisir le bon. Voici une méthode en sept étapes, pensée pour les PME tunisiennes.

## Ce qu'un ERP change vraiment

Un ERP n'est pas une collection de logiciels : c'est une base de données unique que partagent tous les services. Quand le commercial valide une commande, le magasinier voit immédiatement ce qu'il doit préparer, le stock est réservé, la facture est prête à partir et la trésorerie prévisionnelle se met à jour. Personne ne ressaisit rien.

Pour un dirigeant, le bénéfice principal est la **fiabilité des chiffres**. Le chiffre d'affaires du mois, les créances en retard, la marge par produit ou la valeur du stock sont disponibles à tout moment, sans attendre la clôture comptable. Les décisions se prennent sur des faits plutôt que sur des impressions.

## Étape 1 : partir de vos processus, pas des fonctionnalités

L'erreur la plus répandue consiste à comparer des listes de fonctionnalités. Tous les ERP savent faire une facture. La vraie question est : comment votre entreprise travaille-t-elle, et où perd-elle du temps ?

Réunissez pendant une demi-journée les responsables de chaque service et décrivez ensemble le parcours d'une commande, du premier contact client jusqu'à l'encaissement, puis celui d'un achat, du besoin jusqu'au paiement du fournisseur. Notez à chaque étape qui intervient, avec quel outil, et ce qui pose problème. Ce document de deux ou trois pages devient votre cahier des charges.

## Étape 2 : définir le périmètre et les priorités

Un ERP se déploie rarement d'un seul coup. Classez vos besoins en trois niveaux :

- **indispensables au démarrage** : en général ventes, facturation, stock et achats ;
- **importants dans les six mois** : trésorerie, relation client (CRM), tableaux de bord ;
- **souhaitables plus tard** : paiement en ligne, application mobile pour les commerciaux, connexion avec un site marchand.

Cette hiérarchie vous protège du piège du « tout, tout de suite » qui allonge les projets et épuise les équipes. Elle vous permet aussi de comparer les offres sur ce qui compte vraiment.

## Étape 3 : vérifier l'adaptation au contexte tunisien

Un ERP conçu ailleurs peut être excellent et pourtant mal adapté. En Tunisie, vérifiez au minimum :

- la gestion des **différents taux de TVA**, du **droit de timbre** et des **retenues à la source** ;
- la **facturation électronique** au format TEIF avec transmission à El Fatoora, désormais obligatoire selon un calendrier qui concerne les moyennes entreprises à partir de juillet 2025 (lire notre [guide de la facturation électronique](/blog/facturation-electronique-tunisie)) ;
- l'impression des **traites** (lettres de change) au format des banques tunisiennes ;
- une interface en français, et idéalement en arabe pour certains utilisateurs ;
- un support joignable aux heures de travail tunisiennes, par téléphone, dans votre langue.

## Étape 4 : calculer le coût total, pas seulement le prix

Le prix de la licence n'est qu'une partie du coût. Pour comparer honnêtement deux offres, additionnez sur trois ans :

| Poste de coût | Installation locale | Cloud |
|---|---|---|
| Logiciel | licence payée une fois | abonnement annuel |
| Matériel | serveur ou poste dédié, onduleur | aucun |
| Sauvegardes | à organiser vous-même ou module dédié | incluses chaque jour |
| Mises à jour | selon le contrat de maintenance | incluses |
| Support | contrat de maintenance séparé | inclus |
| Formation | à prévoir | à prévoir |

À titre d'exemple, [DigiERP](/solutions/digierp) coûte 600 DT HT en licence à vie pour une installation locale, ou 550 DT HT par an en version Cloud avec sauvegarde, chiffrement, support sept jours sur sept et mises à jour compris. Selon que vous disposez déjà d'un serveur et d'un informaticien ou non, l'une ou l'autre formule sera la plus économique. Notre article [Cloud ou installation locale](/blog/cloud-vs-installation-locale) détaille ce calcul.

N'oubliez pas le coût caché le plus important : **le temps de vos équipes** pendant la mise en place. Un logiciel plus simple, que les utilisateurs adoptent en deux semaines, rapporte davantage qu'un outil plus riche qu'ils contournent pendant six mois.

## Étape 5 : exiger une démonstration sur vos propres cas

Une démonstration commerciale standard montre toujours un logiciel sous son meilleur jour. Demandez plutôt à l'éditeur de dérouler **vos** scénarios : une commande avec livraison partielle, un avoir, un client soumis à retenue à la source, un inventaire tournant. Invitez à cette démonstration les personnes qui utiliseront l'outil tous les jours ; leurs questions sont souvent les plus pertinentes.

Profitez-en pour juger l'ergonomie : combien de clics pour créer une facture ? Les écrans sont-ils lisibles ? Trouve-t-on facilement une information ?

## Étape 6 : évaluer l'éditeur autant que le logiciel

Vous allez travailler plusieurs années avec cet éditeur. Interrogez-le :

- depuis combien de temps le logiciel existe-t-il, et combien d'entreprises l'utilisent en Tunisie ?
- qui assure l'installation, la formation et le support, et dans quels délais ?
- comment se passent les mises à jour, notamment réglementaires ?
- pouvez-vous récupérer vos données dans un format standard si vous partez ?

Demandez à parler à deux ou trois clients de taille comparable à la vôtre. Leur retour vaut toutes les brochures.

## Étape 7 : préparer la migration et l'adoption

Le succès d'un ERP se joue après la signature. Trois chantiers sont décisifs :

1. **La reprise des données** : fichiers clients, fournisseurs et articles, stock initial, factures non réglées. Nettoyez-les avant l'import ; un ERP alimenté par des données fausses produit des chiffres faux.
2. **La formation** : courte, pratique, par métier, et répétée après quelques semaines d'utilisation. Chez nous, la formation est incluse à chaque installation.
3. **Le pilotage** : désignez un référent interne, fixez une date de démarrage, et arrêtez les anciens fichiers à cette date. Faire cohabiter l'ancien et le nouveau système, c'est la garantie de n'en tenir aucun à jour.

## Les signes qu'il est temps de s'équiper

Vous vous reconnaissez dans au moins deux de ces situations ? Il est probablement temps de passer à un ERP :

- vous découvrez les ruptures de stock quand le client appelle ;
- la préparation des factures du mois prend plusieurs jours ;
- personne ne sait dire rapidement quel client doit combien ;
- le départ d'un collaborateur fait disparaître des informations essentielles ;
- vos chiffres diffèrent selon le fichier que l'on ouvre.

Un ERP bien choisi se rembourse vite : moins de stock immobilisé, moins d'erreurs, des encaissements plus rapides. Nos clients qui activent la gestion de stock réduisent par exemple leur stock moyen de 30 à 50 %, comme l'explique notre article sur l'[optimisation de la gestion de stock](/blog/optimisation-gestion-stock-erp).

## En résumé

Choisir un ERP, c'est d'abord comprendre ses propres processus. Fixez vos priorités, vérifiez l'adaptation aux règles tunisiennes, comparez le coût total sur trois ans, testez le logiciel sur vos cas réels et choisissez un éditeur proche de vous. Nos équipes vous proposent une démonstration gratuite de DigiERP sur vos propres scénarios, sans engagement.
`;
