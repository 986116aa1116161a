import type * as en from "../modules";
import type { Translation } from "../locale";

// The ten modules in French, in the English order and with the English slugs, icons and claims.
export const moduleSummaries: Translation<typeof en.moduleSummaries> = [
  {
    slug: "admissions",
    name: "Admissions et inscriptions",
    icon: "admissions",
    tagline: "De la candidature à l’inscription",
    description: "Gérez chaque rentrée en ligne, du premier contact à la lettre d’admission et à l’inscription.",
    features: [
      "Formulaires de candidature en ligne et dépôt de pièces",
      "Présélection, étude des dossiers et notifications d’admission",
      "Droits d’inscription et inscription administrative en un seul parcours",
    ],
  },
  {
    slug: "student-information",
    name: "Dossiers étudiants",
    icon: "students",
    tagline: "Un dossier unique pour chaque apprenant",
    description: "Tenez pour chaque étudiant un dossier complet et fiable, du premier jour à la remise du diplôme.",
    features: [
      "État civil, responsables légaux et informations médicales",
      "Inscription aux cours et parcours académique",
      "Relevés de notes et attestations sur demande",
    ],
  },
  {
    slug: "scheduling",
    name: "Planification et emplois du temps",
    icon: "scheduling",
    tagline: "Des emplois du temps sans conflit",
    description:
      "Établissez des emplois du temps qui tiennent compte des salles, des enseignants et des filières, et publiez chaque changement aussitôt.",
    features: [
      "Détection automatique des conflits",
      "Attribution des salles et des locaux",
      "L’emploi du temps sur le téléphone de chaque étudiant",
    ],
  },
  {
    slug: "exams",
    name: "Examens et évaluation",
    icon: "exams",
    tagline: "Des résultats fiables",
    description:
      "Planifiez les examens, saisissez les notes une seule fois et publiez des résultats vérifiés, validés et traçables.",
    features: [
      "Notes de contrôle continu et d’examen",
      "Règles de notation par filière",
      "Circuit de validation avant la publication des résultats",
    ],
  },
  {
    slug: "fees",
    name: "Frais de scolarité et facturation",
    icon: "fees",
    tagline: "Chaque franc comptabilisé, quelle que soit la devise",
    description: "Facturez chaque étudiant sans erreur, encaissez en ligne et rapprochez les paiements sans tableur.",
    features: [
      "Barèmes de frais, remises et paiements échelonnés",
      "Paiement en ligne et reçus automatiques",
      "Listes des débiteurs et rapprochement",
    ],
  },
  {
    slug: "hr-payroll",
    name: "RH et paie",
    icon: "payroll",
    tagline: "Dossiers du personnel et paie",
    description: "Gérez le personnel de la nomination à la retraite et établissez la paie avec les retenues dues.",
    features: [
      "Dossiers du personnel, congés et évaluations",
      "Paie avec retenues fiscales et cotisations de retraite",
      "Bulletins de paie téléchargeables par le personnel",
    ],
  },
  {
    slug: "library",
    name: "Bibliothèque",
    icon: "library",
    tagline: "Catalogue, prêts et pénalités",
    description:
      "Cataloguez votre fonds, prêtez et rappelez les ouvrages, et réglez les pénalités sur le compte de frais de l’étudiant.",
    features: [
      "Catalogue avec codes-barres",
      "Prêts, réservations et rappels",
      "Pénalités liées au compte de l’étudiant",
    ],
  },
  {
    slug: "hostel",
    name: "Hébergement et résidences",
    icon: "hostel",
    tagline: "Chambres, attribution et vie en résidence",
    description:
      "Attribuez les lits équitablement, suivez l’occupation et gardez frais d’hébergement et incidents au même endroit.",
    features: [
      "Demande et attribution des lits",
      "Suivi de l’occupation et des arrivées",
      "Frais d’hébergement et registre des incidents",
    ],
  },
  {
    slug: "transport",
    name: "Transport",
    icon: "transport",
    tagline: "Lignes, cars et usagers",
    description: "Planifiez les lignes, affectez véhicules et chauffeurs, et sachez quels élèves prennent quel car.",
    features: [
      "Lignes, arrêts et affectation des véhicules",
      "Liste des passagers de chaque trajet",
      "Frais de transport et suivi de l’entretien",
    ],
  },
  {
    slug: "analytics",
    name: "Analyses et rapports",
    icon: "analytics",
    tagline: "Décider sur des données à jour",
    description:
      "Suivez effectifs, résultats, frais et personnel sur des tableaux de bord en temps réel, et produisez vos rapports en quelques minutes.",
    features: [
      "Tableaux de bord en temps réel pour la direction",
      "Rapports prêts pour les autorités de tutelle",
      "Export vers tableur ou PDF",
    ],
  },
];

// The six detailed modules of the modules page, by slug of the summaries above.
export const moduleDetails: Translation<typeof en.moduleDetails> = [
  {
    slug: "admissions",
    claim: "admissions",
    intro:
      "Les candidats postulent depuis n’importe quel téléphone, votre service des admissions examine et décide au même endroit, et personne ne ressaisit un formulaire.",
    features: [
      "Formulaires de candidature paramétrables par filière, avec dépôt de pièces",
      "Paiement des frais de candidature avant l’envoi du dossier",
      "Notes de présélection, seuils d’admission et listes par ordre de mérite",
      "Notifications et attestations d’admission générées à partir de modèles",
      "Droits d’inscription, formalités et inscription administrative en un seul parcours",
    ],
    benefits: [
      "Moins de travail manuel aux admissions : plus aucune ressaisie de formulaires papier",
      "Les candidats suivent leur dossier sans appeler le service",
      "Chaque décision enregistrée, avec son auteur et sa date",
    ],
  },
  {
    slug: "student-information",
    claim: "retention",
    intro:
      "Un dossier par étudiant, auquel chaque service se fie, de l’inscription au relevé de notes délivré des années après le diplôme.",
    features: [
      "État civil, responsables légaux, garants financiers et informations médicales",
      "Inscription aux cours avec contrôle des prérequis",
      "Parcours académique sur plusieurs années et filières",
      "Assiduité et signaux d’alerte pour les étudiants en difficulté",
      "Relevés de notes, attestations de résultats et courriers sur demande",
    ],
    benefits: [
      "Une meilleure rétention : les conseillers repèrent tôt les étudiants en difficulté",
      "Une seule source de vérité au lieu des tableurs de chaque département",
      "Des dossiers protégés par des droits d’accès par rôle",
    ],
  },
  {
    slug: "scheduling",
    claim: "adminTime",
    intro:
      "Des emplois du temps qui respectent chaque salle, chaque enseignant et chaque filière, établis en quelques heures et modifiés en quelques minutes.",
    features: [
      "Création des emplois du temps avec détection automatique des conflits",
      "Attribution des salles, laboratoires et locaux selon leur capacité",
      "Disponibilités des enseignants et plafonds de charge d’enseignement",
      "Calendrier des examens établi à partir des mêmes données",
      "Changements publiés aussitôt au personnel et aux étudiants",
    ],
    benefits: [
      "Moins de temps administratif passé à résoudre les conflits",
      "Des salles pleinement utilisées, sans double réservation",
      "Des étudiants qui voient toujours l’emploi du temps à jour",
    ],
  },
  {
    slug: "exams",
    claim: "reports",
    intro:
      "Des notes saisies une seule fois par ceux qui corrigent, vérifiées par ceux qui valident, et publiées sans erreur.",
    features: [
      "Saisie des notes de contrôle continu et d’examen",
      "Barèmes et règles de notation par filière",
      "Harmonisation et validation avant la publication des résultats",
      "Calcul des résultats : moyennes semestrielle et cumulée, mention du diplôme",
      "Bulletins de résultats et procès-verbaux générés automatiquement",
    ],
    benefits: [
      "Des rapports plus rapides : les procès-verbaux en quelques minutes, et non en plusieurs semaines",
      "Chaque modification d’une note est journalisée et traçable",
      "Les étudiants consultent leurs résultats validés sur leur téléphone",
    ],
  },
  {
    slug: "fees",
    claim: "feeCollection",
    intro:
      "Chaque étudiant facturé sans erreur, chaque paiement rapproché de sa facture et chaque débiteur connu, sans tableur.",
    features: [
      "Barèmes de frais par filière, niveau et année universitaire",
      "Remises, bourses et échéanciers de paiement",
      "Paiement en ligne avec reçus automatiques",
      "Rapprochement des paiements bancaires et en ligne",
      "Listes des débiteurs et relances par SMS et par e-mail",
    ],
    benefits: [
      "Un meilleur recouvrement des frais de scolarité grâce aux relances et au paiement facilité",
      "Le service financier ne rapproche plus les paiements à la main",
      "La direction suit les encaissements au jour le jour",
    ],
  },
  {
    slug: "hr-payroll",
    claim: "adminTime",
    intro: "Dossiers du personnel, congés, évaluations et une paie qui applique les bonnes retenues, chaque mois.",
    features: [
      "Dossiers du personnel de la nomination à la retraite",
      "Demandes et validation des congés",
      "Évaluations et promotions",
      "Paie avec retenues fiscales, cotisations de retraite et autres retenues",
      "Bulletins de paie et relevés téléchargeables par le personnel",
    ],
    benefits: [
      "Moins de temps administratif à chaque fin de mois",
      "Les erreurs de paie repérées avant le versement des salaires",
      "Un personnel autonome, qui ne fait plus la queue au service RH",
    ],
  },
];

/** The four modules the home grid links to that have no detailed section of their own. */
export const moreModules = moduleSummaries.filter((m) => !moduleDetails.some((d) => d.slug === m.slug));
