/** Body of "Optimiser sa gestion de stock avec un ERP" (rich-text.ts syntax). */
export default `
Pour une entreprise de négoce, de distribution ou de production, le stock est souvent le premier poste de l'actif et le plus mal connu. Trop de stock immobilise la trésorerie et vieillit sur les étagères ; pas assez, et ce sont des ventes perdues et des clients mécontents. Entre les deux, beaucoup de PME naviguent à vue, avec un inventaire annuel qui révèle chaque fois de mauvaises surprises. Un ERP permet de reprendre la main. Voici les méthodes qui fonctionnent et les résultats que l'on peut en attendre.

## Ce que coûte vraiment un stock

Un article en stock ne coûte pas seulement son prix d'achat. Il faut y ajouter le **coût de possession** : le financement de la marchandise (intérêts ou trésorerie immobilisée), la place dans l'entrepôt, l'assurance, la manutention, la casse, le vol, l'obsolescence et la péremption. Ce coût représente en général **15 à 25 % de la valeur du stock chaque année**.

Autrement dit, une entreprise qui détient en permanence 200 000 DT de marchandises dépense chaque année 30 000 à 50 000 DT simplement pour les garder. Réduire le stock moyen d'un tiers sans perdre de ventes libère donc de la trésorerie et améliore directement la marge.

À l'inverse, la rupture a aussi un coût, plus difficile à mesurer : vente perdue, client qui part chez le concurrent, commande urgente payée plus cher, chaîne de production arrêtée. L'objectif n'est donc pas d'avoir le moins de stock possible, mais le **bon stock, au bon endroit, au bon moment**.

## Les symptômes d'un stock mal piloté

- l'inventaire physique ne correspond jamais au stock informatique ;
- certains articles sont en rupture pendant que d'autres dorment depuis des années ;
- les commandes fournisseurs se font « au feeling », souvent dans l'urgence ;
- personne ne connaît la valeur exacte du stock avant la clôture ;
- l'inventaire annuel mobilise toute l'équipe et ferme le dépôt pendant plusieurs jours.

Si vous vous reconnaissez dans ces situations, la bonne nouvelle est que les gains possibles sont importants.

## Première méthode : la classification ABC

Tous les articles ne méritent pas la même attention. La **méthode ABC**, issue du principe de Pareto, classe les références selon leur poids dans le chiffre d'affaires (ou dans les sorties en valeur). Dans la plupart des entreprises, la répartition ressemble à ceci :

| Classe | Part des références | Part du chiffre d'affaires | Niveau de suivi |
|---|---|---|---|
| A | environ 20 % | environ 80 % | suivi serré, réapprovisionnement fréquent, inventaire tournant mensuel |
| B | environ 30 % | environ 15 % | suivi régulier, inventaire trimestriel |
| C | environ 50 % | environ 5 % | règles simples, commandes groupées, inventaire annuel |

Concrètement, une poignée d'articles A fait l'essentiel de votre activité : ce sont eux qui ne doivent jamais manquer et dont il faut surveiller le niveau de près. Les articles C, nombreux mais peu stratégiques, peuvent être gérés par des règles simples ; on en profite souvent pour supprimer les références qui ne se vendent plus.

Un ERP calcule cette classification automatiquement à partir de l'historique des ventes et la met à jour chaque mois. Sur papier ou sur tableur, l'exercice est si fastidieux qu'il n'est presque jamais refait.

## Deuxième méthode : des seuils de réapprovisionnement calculés

Le principe est simple : pour chaque article, on définit un **point de commande**, le niveau de stock à partir duquel il faut commander. Il dépend de trois données :

1. la **consommation moyenne** de l'article par jour ou par semaine ;
2. le **délai de réapprovisionnement** du fournisseur ;
3. un **stock de sécurité** qui couvre les variations de la demande et les retards de livraison.

Le niveau du stock de sécurité découle du **taux de service** que vous visez, c'est-à-dire la probabilité de servir un client sans rupture. Pour les articles A, on vise rarement moins de **95 %**, seuil minimal généralement retenu ; pour les articles C, on peut accepter un peu moins. Plus le taux de service visé est élevé, plus le stock de sécurité augmente : c'est un arbitrage à faire consciemment, article par article.

L'ERP suit les sorties en temps réel, compare le stock au point de commande et propose les commandes à passer. L'acheteur valide au lieu de calculer.

## Troisième méthode : l'inventaire tournant

Plutôt que de tout compter une fois par an en fermant le dépôt, l'**inventaire tournant** consiste à compter chaque jour ou chaque semaine une petite partie des références, en priorité les articles A. L'ERP prépare les listes de comptage, enregistre les écarts et les explique. Les erreurs sont détectées au fil de l'eau, le stock informatique reste fiable et l'inventaire annuel devient une simple formalité de contrôle, dans le respect de vos obligations comptables.

## Ce que change un ERP au quotidien

Sans outil intégré, chaque mouvement de stock est une saisie de plus, donc une erreur possible. Dans un ERP comme [DigiERP](/solutions/digierp), le stock est mis à jour automatiquement par les opérations courantes :

- la **livraison** d'une commande client décrémente le stock ;
- la **réception** d'une commande fournisseur l'incrémente, avec contrôle des quantités ;
- les **transferts entre dépôts** sont tracés ;
- les **alertes** signalent les articles sous le point de commande, les stocks dormants et les lots proches de la péremption.

La valorisation du stock est disponible à tout moment, et les tableaux de bord montrent la rotation par article, par famille ou par dépôt.

## Les résultats que l'on peut attendre

Les entreprises qui mettent en œuvre ces méthodes avec un ERP observent en général :

- un **stock moyen réduit de 30 à 50 %**, grâce aux points de commande et à l'élimination des références dormantes ;
- **80 % de ruptures en moins**, parce que les articles A sont suivis de près et commandés à temps ;
- un **temps d'inventaire réduit de 70 %**, grâce à l'inventaire tournant et à la lecture des codes-barres.

Reprenons l'exemple d'un stock de 200 000 DT : une réduction de 30 % libère 60 000 DT de trésorerie et économise, au taux de possession de 15 à 25 %, entre 9 000 et 15 000 DT par an. Bien plus que le coût du logiciel.

## Par où commencer ?

1. **Fiabiliser les données** : un inventaire complet de départ, des fiches articles propres, des unités cohérentes.
2. **Classer vos articles en ABC** sur les douze derniers mois.
3. **Fixer des points de commande** pour les articles A, puis B.
4. **Lancer l'inventaire tournant** sur les articles A.
5. **Suivre trois indicateurs** chaque mois : valeur du stock, taux de rupture, taux de rotation.

Ne cherchez pas la perfection dès le premier mois : quelques règles bien appliquées aux articles A produisent déjà l'essentiel des gains. Pour bien choisir l'outil qui portera cette démarche, lisez notre guide [Comment choisir son ERP](/blog/comment-choisir-erp). Et n'oubliez pas que les factures émises à partir de vos livraisons devront bientôt être électroniques : notre [guide de la facturation électronique](/blog/facturation-electronique-tunisie) fait le point sur le calendrier.

## En résumé

Un stock bien géré, c'est de la trésorerie libérée et des clients servis. La classification ABC concentre vos efforts là où ils comptent, les points de commande évitent à la fois les ruptures et les excès, et l'inventaire tournant garde des chiffres fiables toute l'année. Un ERP automatise ces méthodes et les rend durables. Nos équipes vous montrent comment, lors d'une démonstration gratuite sur vos propres articles.
`;
