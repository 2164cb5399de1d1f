/** Body of "Cloud ou installation locale : que choisir ?" (rich-text.ts syntax). */
export default `
Au moment d'acheter un logiciel de gestion, une question revient toujours : faut-il l'installer sur un ordinateur ou un serveur de l'entreprise, ou s'abonner à une version hébergée dans le cloud et accessible par Internet ? Il n'existe pas de réponse universelle. Les deux modes ont de vrais avantages, et le bon choix dépend de votre organisation, de votre budget, de votre connexion et de vos compétences informatiques. Ce comparatif vous donne les critères pour décider en connaissance de cause.

## Deux modèles, deux logiques

L'**installation locale** (on parle aussi d'installation « sur site » ou « on-premise ») consiste à acheter une licence, généralement à vie, et à installer le logiciel sur votre propre matériel. Les données sont stockées chez vous. Vous payez une fois, mais vous êtes responsable du serveur, des sauvegardes et de la sécurité.

Le **cloud** (ou mode SaaS, « logiciel en tant que service ») consiste à louer l'usage du logiciel, hébergé dans un centre de données par l'éditeur. Vous y accédez depuis un navigateur, au bureau comme en déplacement. Vous payez un abonnement, et l'éditeur s'occupe de l'infrastructure, des sauvegardes, des mises à jour et de la sécurité.

## Comparer les coûts sur trois ans

Le réflexe est de comparer le prix de la licence à celui de l'abonnement annuel. C'est une erreur : il faut comparer le **coût total de possession** sur une durée réaliste, par exemple trois ans.

| Poste | Installation locale | Cloud |
|---|---|---|
| Logiciel | licence unique | abonnement annuel, ou mensuel à partir de 49 DT par mois |
| Serveur ou poste dédié | à acheter et remplacer | inclus |
| Onduleur, disques de sauvegarde | à prévoir | inclus |
| Sauvegarde automatique | module en option | quotidienne, incluse |
| Mises à jour | selon contrat de maintenance | incluses |
| Support | contrat de maintenance séparé | 7 jours sur 7, inclus |
| Électricité et intervention technique | à votre charge | incluses |

Prenons l'exemple de [DigiERP](/solutions/digierp). En installation locale, la licence coûte 600 DT HT une fois pour toutes. S'y ajoutent selon vos besoins le module de sauvegarde automatique (+90 DT), le support téléphonique premium (+100 DT), un contrat de maintenance pour le suivi au-delà de la période incluse, et bien sûr le matériel. En cloud, l'abonnement coûte 550 DT HT par an, tout compris.

Si vous disposez déjà d'un serveur récent et d'un informaticien, l'installation locale est souvent plus économique à long terme. Si vous partez de zéro, le cloud évite un investissement initial en matériel et des coûts cachés difficiles à anticiper.

## Disponibilité : qui garantit que le logiciel fonctionne ?

En cloud, l'éditeur s'engage sur un **taux de disponibilité**. La garantie habituelle du marché est de **99,9 %**, ce qui représente moins de 9 heures d'interruption cumulées par an, planifiées de préférence la nuit. Demandez toujours ce chiffre par écrit et vérifiez comment l'éditeur vous informe des incidents.

En installation locale, la disponibilité dépend de vous : qualité du serveur, onduleur en cas de coupure de courant, réactivité de votre prestataire en cas de panne. Un serveur bien entretenu fonctionne très bien, mais un disque qui lâche un vendredi soir peut immobiliser l'activité jusqu'à l'intervention d'un technicien.

Le point faible du cloud, c'est la **connexion Internet**. Sans connexion, pas d'accès au logiciel. Si votre local subit des coupures fréquentes, prévoyez une connexion de secours (une clé 4G suffit pour la plupart des usages de gestion) ou privilégiez l'installation locale.

## Sécurité et sauvegardes

On croit souvent que les données sont plus en sécurité « chez soi ». L'expérience montre le contraire dans beaucoup de PME : serveur posé dans un bureau ouvert, sauvegarde sur un disque branché en permanence à côté, mot de passe partagé par toute l'équipe. Un vol, un incendie, un dégât des eaux ou un rançongiciel peut alors tout emporter d'un coup.

Un hébergement cloud sérieux offre :

- une **sauvegarde automatique quotidienne**, conservée hors du site de production ;
- le **chiffrement des données** stockées et des échanges ;
- des centres de données surveillés en permanence, avec alimentation de secours ;
- des mises à jour de sécurité appliquées sans délai.

L'installation locale peut atteindre le même niveau de sécurité, à condition de l'organiser : module de sauvegarde automatique, copie régulière hors des locaux, contrôle des accès, mises à jour suivies. C'est faisable, mais cela demande de la discipline et des compétences.

Dans les deux cas, les données personnelles de vos clients ou de vos patients restent soumises à la **loi organique n° 2004-63** sur la protection des données personnelles : demandez à l'éditeur où elles sont hébergées et qui peut y accéder.

## Mobilité et travail à plusieurs

Le cloud excelle lorsque vos équipes sont dispersées : un dépôt à Sfax, une agence à Djerba, un commercial sur la route, un dirigeant qui consulte ses chiffres le soir. Tout le monde travaille sur les mêmes données en temps réel, depuis un ordinateur, une tablette ou un téléphone.

L'installation locale est naturellement adaptée à un site unique. L'accès à distance reste possible, mais il demande une configuration réseau spécifique (VPN) et entretenue.

## Mises à jour et évolutions réglementaires

La réglementation évolue : taux de TVA, droit de timbre, facturation électronique avec El Fatoora, dont l'obligation s'étend aux moyennes entreprises à partir de juillet 2025 puis aux petites entreprises en janvier 2026. En cloud, les mises à jour sont appliquées pour vous, sans interruption ni déplacement. En installation locale, elles sont livrées dans le cadre du contrat de maintenance et installées par votre prestataire. Notre [guide de la facturation électronique](/blog/facturation-electronique-tunisie) détaille ce calendrier.

## Quel mode pour quel profil ?

Choisissez plutôt **l'installation locale** si :

- vous travaillez sur un seul site, avec une connexion Internet peu fiable ;
- vous disposez déjà d'un serveur et d'une personne compétente pour l'entretenir ;
- vous préférez un investissement unique à une dépense annuelle.

Choisissez plutôt **le cloud** si :

- vous avez plusieurs sites, des équipes mobiles ou du télétravail ;
- vous n'avez pas d'informaticien et ne voulez pas gérer de serveur ;
- vous voulez un budget prévisible, support, sauvegardes et mises à jour compris ;
- vous voulez démarrer vite : l'accès est ouvert sous 24 à 48 heures après le paiement.

## Et si l'on change d'avis ?

Ce choix n'est pas définitif. Une entreprise qui démarre en installation locale peut migrer vers le cloud lorsqu'elle ouvre une deuxième agence, et inversement. Avant de signer, vérifiez simplement que l'éditeur permet d'exporter vos données dans un format standard et qu'il accompagne la migration. C'est un critère essentiel, détaillé dans notre article [Comment choisir son ERP](/blog/comment-choisir-erp).

## En résumé

L'installation locale offre la maîtrise et un coût unique, au prix d'une responsabilité technique. Le cloud offre la simplicité, la mobilité, une disponibilité élevée (99,9 % est la garantie habituelle du marché) et des sauvegardes incluses, moyennant un abonnement. Faites le calcul sur trois ans, regardez votre connexion et vos compétences internes, puis décidez. Nos conseillers peuvent faire ce calcul avec vous et vous montrer les deux versions de nos logiciels lors d'une démonstration gratuite.
`;
