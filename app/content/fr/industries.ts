import type { Segment } from "../industries";
import type * as en from "../industries";
import type { Translation } from "../locale";
import { site } from "../site";
import { contactSalesLink, requestDemoLink } from "./navigation";

// French edition of industries.ts (issue #19): one page per kind of institution. Slugs, icons, module
// slugs and claim ids are the English ones. « Écoles supérieures » are the polytechnics and colleges of
// education (never « collèges », a middle school in French), « écoles normales » the colleges of education.

export const segments: Segment[] = [
  {
    slug: "universities",
    name: "Universités",
    cardText:
      "Facultés, UFR et départements, parcours LMD (licence, master, doctorat), résultats validés par les jurys et des milliers d’étudiants qui s’inscrivent à la rentrée.",
    metaTitle: `${site.productName} pour les universités`,
    metaDescription: `Comment ${site.productName} aide les universités à gérer les admissions, l’inscription aux cours, les résultats, l’hébergement et les rapports de toutes les facultés, à partir d’un dossier unique.`,
    hero: {
      eyebrow: "Pour les universités",
      title: "Un seul dossier par étudiant, dans toutes les facultés, de l’admission à la remise des diplômes",
      lead: "Les universités font travailler de nombreux services à grande échelle : admissions, scolarité, service financier, examens, hébergement et informatique. Ilimi leur donne un dossier étudiant unique et partagé, avec des circuits de validation conformes à vos propres statuts.",
    },
    needsTitle: "Les besoins des universités",
    needs: [
      {
        icon: "users",
        title: "Des rentrées à grande échelle",
        text: "Des milliers de candidatures, la présélection et les listes d’admission, sans files d’attente au service des admissions.",
      },
      {
        icon: "graduation",
        title: "Des inscriptions qui ne bloquent pas",
        text: "L’inscription aux cours à chaque semestre, conforme aux règles de chaque programme et accessible depuis le téléphone de chaque étudiant.",
      },
      {
        icon: "shield",
        title: "Des résultats incontestables",
        text: "Des notes saisies une seule fois, vérifiées par les départements et validées avant publication, avec la trace de qui a fait quoi.",
      },
      {
        icon: "chart",
        title: "Des rapports pour la direction",
        text: "Les chiffres des inscriptions, des résultats et des frais de scolarité pour la direction et les autorités de tutelle, tirés de données à jour plutôt que de tableurs compilés.",
      },
    ],
    keyModules: [
      { slug: "admissions", why: "Candidatures en ligne, présélection et lettres d’admission pour chaque rentrée." },
      {
        slug: "student-information",
        why: "Un dossier unique par étudiant, partagé par la scolarité, les facultés et le service financier.",
      },
      {
        slug: "exams",
        why: "Des règles de notation par programme et un circuit de validation avant la publication des résultats.",
      },
      { slug: "hostel", why: "L’attribution des lits et les frais d’hébergement, liés au dossier de l’étudiant." },
      {
        slug: "analytics",
        why: "Les chiffres pour la direction et les déclarations aux autorités de tutelle en quelques minutes.",
      },
    ],
    stats: ["admissions", "reports", "retention", "uptime"],
  },
  {
    slug: "colleges",
    name: "Écoles supérieures",
    cardText:
      "Grandes écoles, instituts supérieurs et écoles normales, avec plusieurs cycles, filières et promotions à planifier.",
    metaTitle: `${site.productName} pour les grandes écoles et les instituts supérieurs`,
    metaDescription: `Comment ${site.productName} aide les grandes écoles, les instituts supérieurs et les écoles normales à gérer les admissions, les emplois du temps, l’évaluation, les frais de scolarité et la paie du personnel dans un seul système.`,
    hero: {
      eyebrow: "Pour les écoles supérieures",
      title: "Gérez chaque programme et chaque filière dans un seul système",
      lead: "Les grandes écoles, les instituts supérieurs et les écoles normales mènent de front des programmes à temps plein, à temps partiel et en cours du soir, avec le même personnel et les mêmes salles. Ilimi assure la cohérence des programmes, des emplois du temps, des évaluations et des frais de scolarité.",
    },
    needsTitle: "Les besoins des écoles supérieures",
    needs: [
      {
        icon: "layers",
        title: "De nombreux programmes, un seul processus",
        text: "Chaque programme garde ses propres règles, tandis que les admissions, les dossiers et les frais de scolarité suivent un processus unique.",
      },
      {
        icon: "clock",
        title: "Des emplois du temps sans conflits",
        text: "Salles, enseignants et filières planifiés ensemble, avec des modifications publiées immédiatement.",
      },
      {
        icon: "wallet",
        title: "Des frais de scolarité encaissés à temps",
        text: "Des factures exactes par programme et par niveau, le paiement en ligne et des reçus sans files d’attente.",
      },
      {
        icon: "users",
        title: "Un personnel payé correctement",
        text: "Des enseignants aux contrats et aux horaires différents, avec une paie qui reflète les cours réellement assurés.",
      },
    ],
    keyModules: [
      { slug: "admissions", why: "Candidatures et listes d’admission pour chaque programme et chaque filière." },
      { slug: "scheduling", why: "Des emplois du temps sans conflits pour les salles et les enseignants partagés." },
      { slug: "exams", why: "Contrôle continu et examens selon les règles de notation de chaque programme." },
      { slug: "fees", why: "Barèmes des frais de scolarité par programme et par niveau, avec paiement en ligne." },
      { slug: "hr-payroll", why: "Contrats, congés et paie pour le personnel à temps plein et à temps partiel." },
    ],
    stats: ["adminTime", "reports", "feeCollection", "support"],
  },
  {
    slug: "schools",
    name: "Écoles",
    cardText:
      "Écoles primaires, collèges et lycées, publics ou privés, avec des trimestres, des bulletins, des parents à informer et des frais d’inscription et mensualités à encaisser.",
    metaTitle: `${site.productName} pour les écoles, collèges et lycées`,
    metaDescription: `Comment ${site.productName} aide les écoles, collèges et lycées, publics ou privés, à gérer les dossiers des élèves, les bulletins, les frais de scolarité (inscription, mensualités ou tranches), les bus scolaires et la paie du personnel.`,
    hero: {
      eyebrow: "Pour les écoles",
      title: "Moins de paperasse pour votre école, plus de temps pour vos élèves",
      lead: "Les écoles gèrent dossiers, bulletins, frais de scolarité et bus avec une petite équipe administrative. Ilimi supprime les ressaisies à chaque trimestre, pour que le personnel consacre son temps aux élèves et aux parents.",
    },
    needsTitle: "Les besoins des écoles",
    needs: [
      {
        icon: "wallet",
        title: "Des frais de scolarité entièrement recouvrés",
        text: "Des factures par classe et par échéance (inscription, mensualités ou tranches), le paiement en ligne et une liste claire des soldes impayés.",
      },
      {
        icon: "graduation",
        title: "Des bulletins sans nuits blanches",
        text: "Des notes saisies une seule fois par les enseignants, et des bulletins produits pour chaque classe.",
      },
      {
        icon: "users",
        title: "Des parents bien informés",
        text: "Des résultats, des frais et des avis auxquels les parents peuvent se fier, issus d’un dossier unique par élève.",
      },
      {
        icon: "map-pin",
        title: "Des bus qui circulent en toute sécurité",
        text: "Les itinéraires, les arrêts et les élèves de chaque bus, connus de l’administration chaque jour.",
      },
    ],
    keyModules: [
      { slug: "fees", why: "Factures par échéance, paiement en ligne et reçus automatiques." },
      {
        slug: "student-information",
        why: "Un dossier unique par élève, avec ses responsables légaux et ses informations médicales.",
      },
      { slug: "exams", why: "Contrôle continu et bulletins pour chaque classe." },
      { slug: "transport", why: "Itinéraires, arrêts et frais de transport pour les bus scolaires." },
      { slug: "hr-payroll", why: "Dossiers du personnel, congés et paie mensuelle." },
    ],
    stats: ["feeCollection", "adminTime", "support", "uptime"],
  },
  {
    slug: "training",
    name: "Centres de formation",
    cardText:
      "Formations courtes, promotions qui démarrent toutes les quelques semaines, certificats et employeurs qui financent la formation de leur personnel.",
    metaTitle: `${site.productName} pour les centres de formation`,
    metaDescription: `Comment ${site.productName} aide les centres de formation à inscrire leurs promotions, planifier des formations courtes, facturer les financeurs et délivrer des certificats dans un seul système.`,
    hero: {
      eyebrow: "Pour les centres de formation",
      title: "Inscrivez, planifiez et certifiez chaque promotion",
      lead: "Les centres de formation lancent souvent de nouvelles promotions, proposent des horaires souples et facturent à la fois les apprenants et les financeurs. Ilimi réunit inscriptions, sessions, paiements et certificats en un seul endroit.",
    },
    needsTitle: "Les besoins des centres de formation",
    needs: [
      {
        icon: "rocket",
        title: "Des inscriptions rapides",
        text: "Candidature et paiement en ligne, pour qu’un apprenant s’inscrive à la prochaine promotion en quelques minutes.",
      },
      {
        icon: "clock",
        title: "Des horaires souples",
        text: "Des sessions en semaine, en soirée et le week-end, avec salles et formateurs attribués sans conflits.",
      },
      {
        icon: "wallet",
        title: "Des factures pour les apprenants et les financeurs",
        text: "Les employeurs qui paient pour leur personnel et les particuliers qui paient pour eux-mêmes, chacun facturé correctement.",
      },
      {
        icon: "chart",
        title: "Savoir quelles formations fonctionnent",
        text: "Inscriptions, taux d’achèvement et recettes par formation, pour décider de la suite du programme.",
      },
    ],
    keyModules: [
      { slug: "admissions", why: "Candidatures en ligne et inscriptions pour chaque promotion." },
      { slug: "scheduling", why: "Sessions, salles et formateurs planifiés sans conflits." },
      { slug: "fees", why: "Factures pour les apprenants et les financeurs, avec paiement en ligne." },
      {
        slug: "student-information",
        why: "Les formations, l’assiduité et les certificats de chaque apprenant dans un dossier unique.",
      },
      { slug: "analytics", why: "Inscriptions, taux d’achèvement et recettes par formation." },
    ],
    stats: ["admissions", "feeCollection", "reports", "support"],
  },
];

type Page = typeof en.industriesPage;
/** `segment` is an identifier key to Translation<T>, but here it names the copy of a segment page. */
type FrenchPage = Omit<Translation<Page>, "segment"> & { segment: Translation<Page["segment"]> };

export const industriesPage: FrenchPage = {
  metaTitle: `Établissements\u00a0: universités, écoles et centres de formation | ${site.name}`,
  metaDescription: `${site.productName} pour les universités, les grandes écoles et instituts supérieurs, les écoles, collèges et lycées et les centres de formation\u00a0: les besoins de chacun et les modules qui comptent le plus.`,
  hero: {
    eyebrow: "Secteurs",
    title: "Conçu pour tous les établissements d’enseignement",
    lead: `Universités, écoles supérieures, écoles et centres de formation ont tous besoin d’un dossier unique et fiable, mais leur travail quotidien diffère. ${site.productName} est une seule plateforme, paramétrée selon le fonctionnement de votre type d’établissement.`,
    primary: requestDemoLink,
    secondary: { label: "Voir les tarifs", href: "/pricing" },
  },
  segmentsLabel: "Les établissements que nous servons",
  segmentsTitle: "Choisissez votre type d’établissement",
  segmentLink: (name: string) => `${site.name} pour les ${name.toLowerCase()}`,
  platform: {
    eyebrow: "Une seule plateforme",
    title: "Les mêmes dix modules, paramétrés pour votre établissement",
    lead: "Chaque établissement peut utiliser les dix modules. Lors d’une démo, nous vous montrons d’abord ceux qui comptent pour vous, sur vos propres processus.",
    linkLabel: "Découvrir tous les modules",
    href: "/modules",
  },
  segment: {
    asideTitle: "Là où se concentre le travail",
    modulesEyebrow: "Modules",
    modulesTitle: (name: string) => `Les modules qui comptent le plus pour les ${name.toLowerCase()}`,
    modulesLead:
      "Chaque module est accessible à tous les établissements\u00a0; voici ceux qui concentrent l’essentiel du travail.",
    moduleLink: "En savoir plus",
    /** Completes the link's name for screen readers: « En savoir plus : Bibliothèque ». */
    moduleLinkContext: (name: string) => `\u00a0: ${name}`,
    otherModulesTitle: "Également dans la plateforme",
    statsTitle: "Ce que les établissements peuvent en attendre",
    statsLabel: "Ilimi en chiffres",
    otherSegmentsTitle: "Autres établissements",
  },
  cta: {
    title: "Découvrez Ilimi sur les processus de votre établissement",
    text: `Présentez-nous votre établissement. Notre équipe vous répond sous ${site.replyWithinHours}\u00a0heures et vous montre les modules qui comptent pour vous.`,
    primary: requestDemoLink,
    secondary: contactSalesLink,
  },
};
