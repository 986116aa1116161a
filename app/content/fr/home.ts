import type * as en from "../home";
import type { Translation } from "../locale";
import { capabilities } from "./claims";

// The home page in French. Figures come only from the claims, by id, as in English.
// Relative imports and no site module: the browser tests import the English one outside Vite.
export const homePage: Translation<typeof en.homePage> = {
  metaTitle: "Ilimi | ERP pour universités, grandes écoles, collèges et lycées",
  metaDescription:
    "Une seule plateforme pour les admissions, les dossiers étudiants, l’emploi du temps, les examens, les frais de scolarité, les RH et la paie, la bibliothèque, l’hébergement, le transport et les analyses. Pour les universités et grandes écoles du système LMD, les collèges et lycées et les établissements privés d’Afrique de l’Ouest.",

  hero: {
    eyebrow: "ERP éducatif conçu à Abuja",
    title: "Une seule plateforme pour gérer tout votre établissement",
    lead: "Ilimi réunit admissions, dossiers étudiants, emplois du temps, examens, frais de scolarité et paie : chaque service travaille à partir du même dossier, fiable et partagé.",
    highlightsLabel: "Points forts",
    highlights: [
      "Un dossier étudiant unique, partagé par tous les services",
      "Droits d’accès par rôle et authentification unique",
      "Mise en œuvre en quelques semaines, formation du personnel comprise",
      "Pour les universités, grandes écoles, collèges, lycées et centres de formation",
    ],
    primaryCta: { label: "Demander une démo", href: "/demo" },
    secondaryCta: { label: "Voir les tarifs", href: "/pricing" },
    statsLabel: "Ilimi en chiffres",
    stats: ["uptime", "support", "adminTime", "reports"],
    highlightedStat: "adminTime",
  },

  // A sample interface: labels only, never figures that read as facts.
  dashboard: {
    description:
      "Illustration du tableau de bord d’Ilimi\u00a0: le suivi des admissions, des candidatures à l’admission en passant par la présélection, l’avancement du recouvrement des mensualités du mois et l’emploi du temps des cours du jour.",
    product: "Ilimi",
    session: "Année en cours",
    nav: ["Vue d’ensemble", "Admissions", "Étudiants", "Emploi du temps", "Frais", "Rapports"],
    admissions: { title: "Suivi des admissions", stages: ["Candidatures", "Présélectionnés", "Admis"] },
    fees: { title: "Recouvrement des frais", caption: "Ce mois-ci", legend: ["Payé", "Restant dû"] },
    timetable: {
      title: "Emploi du temps du jour",
      // The same sample course codes; rooms and times written the French way.
      slots: [
        { time: "8 h 00", course: "INF 111", room: "Amphi 1" },
        { time: "10 h 00", course: "MTH 101", room: "Salle B" },
        { time: "12 h 00", course: "CHM 103", room: "Labo 2" },
        { time: "14 h 00", course: "CSC 102", room: "Amphi 3" },
      ],
    },
  },

  modules: {
    eyebrow: "Modules",
    title: "Tous vos services, une seule plateforme",
    lead: "Chaque module fait bien son propre travail et partage un dossier unique avec les autres : le service de la scolarité, celui des examens et le service financier peuvent tous se fier à ce que saisit le service des admissions.",
    learnMore: "En savoir plus",
    /** Read after « En savoir plus » by screen readers, followed by the module's name. */
    learnMoreContext: "sur le module",
    exploreAll: { label: "Voir tous les modules", href: "/modules" },
  },

  why: {
    eyebrow: "Pourquoi Ilimi",
    title: "Conçu pour les établissements où la confiance est essentielle",
    lead: "Les dossiers des étudiants et l’argent des frais de scolarité méritent un logiciel rigoureux sur les accès, rapide à mettre en place et suivi 24\u00a0h/24.",
    items: [
      {
        icon: "permissions",
        title: "Droits d’accès par rôle et authentification unique",
        body: "Chacun ne voit et ne modifie que ce que son rôle permet, et le personnel se connecte une seule fois pour tous les modules qu’il utilise.",
      },
      {
        icon: "implementation",
        title: capabilities.implementation,
        body: "Cadrage, paramétrage, formation et mise en service, planifiés avec votre équipe selon un calendrier convenu dès le départ.",
      },
      {
        icon: "support",
        title: capabilities.support,
        body: "Une aide assurée par des personnes qui connaissent votre installation, y compris pendant la semaine des inscriptions et à la publication des résultats.",
      },
    ],
    link: { label: "Comment Ilimi accompagne votre établissement", href: "/solutions" },
  },

  closing: {
    title: "Voyez Ilimi à l’œuvre sur vos propres processus",
    text: "Présentez-nous votre établissement : nous vous montrerons les modules qui comptent pour vous, avec les réponses de ceux qui les mettent en œuvre.",
    primary: { label: "Demander une démo", href: "/demo" },
    secondary: { label: "Contacter un commercial", href: "/contact" },
  },
};
