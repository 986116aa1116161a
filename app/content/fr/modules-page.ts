import type * as en from "../modules-page";
import type { Translation } from "../locale";
import { contactSalesLink, requestDemoLink } from "./navigation";
import { site } from "./site";

// Page-level copy of the Modules page in French. The modules themselves live in ./modules.ts.
export const modulesPage: Translation<typeof en.modulesPage> = {
  metaTitle: `Modules\u00a0: des admissions à la paie, une seule plateforme | ${site.productName}`,
  metaDescription: `Les modules d’${site.productName} en détail\u00a0: admissions et inscriptions, dossiers étudiants, planification, examens et évaluation, frais de scolarité et facturation, RH et paie, ainsi que bibliothèque, hébergement, transport et analyses.`,

  hero: {
    eyebrow: "Modules",
    title: "Tous les services de votre établissement, sur une seule plateforme",
    lead: "Chaque module couvre pleinement son domaine et partage une base de données unique avec les autres : un étudiant admis dans le module Admissions figure déjà dans les Frais de scolarité, les Examens et la Bibliothèque. Commencez par les modules dont vous avez besoin et ajoutez les autres le moment venu.",
  },

  index: {
    label: "Aller à un module",
    detailedTitle: "Modules principaux",
    moreTitle: "Autres modules",
  },

  detail: {
    featuresTitle: "Fonctionnalités",
    benefitsTitle: "Avantages",
    /** Introduces a module's figure, e.g. « 70 % de travail manuel en moins aux admissions ». */
    claimCaptionPrefix: "Les établissements peuvent espérer",
  },

  more: {
    id: "more-modules",
    eyebrow: "Autres modules",
    title: "Toute la vie du campus, connectée",
    lead: "Bibliothèque, hébergement, transport et analyses s’appuient sur les mêmes dossiers étudiants et les mêmes frais que tout le reste.",
  },

  cta: {
    title: "Découvrez les modules dont votre établissement a besoin",
    text: `Nous présentons à votre équipe les modules qui comptent pour vous, sur vos propres processus. Nous répondons sous ${site.replyWithinHours} heures.`,
    primary: requestDemoLink,
    secondary: contactSalesLink,
  },
};
