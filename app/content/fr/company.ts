import type * as en from "../company";
import type { Translation } from "../locale";
import { site } from "../site";
import { homeCrumb } from "./breadcrumbs";
import { contactSalesLink, requestDemoLink } from "./navigation";
import { site as siteFr } from "./site";

const phoneHours = siteFr.phoneHours;

// French edition of company.ts (issue #19): overview, about, careers, partners. Facts come from
// site.ts; the office's country and the phone hours are copy, so they are written here in French.
// Still no team members, headcount, customers or job openings.

const city = site.office.city;
const overviewCrumb = { label: "Entreprise", href: "/company" };

export const companyFacts: Translation<typeof en.companyFacts> = [
  { term: "Création", value: String(site.foundedYear) },
  { term: `Lancement d’${site.productName}`, value: String(site.erpLaunchYear) },
  { term: "Bureau", value: `${city}, Nigéria` },
  { term: "Horaires téléphoniques", value: phoneHours },
];

export const companyOverview: Translation<typeof en.companyOverview> = {
  metaTitle: `Entreprise\u00a0: à propos d’${site.name}, carrières et partenaires`,
  metaDescription: `${site.name} développe ${site.productName} à ${city}, au Nigéria. Fondée en ${site.foundedYear}, l’entreprise a lancé son ERP en ${site.erpLaunchYear}. Découvrez qui nous sommes, rejoignez-nous ou devenez notre partenaire.`,
  hero: {
    eyebrow: "Entreprise",
    title: `${site.name}, conçu à ${city} pour les établissements d’enseignement`,
    lead: `Nous avons créé ${site.name} en ${site.foundedYear} pour offrir aux établissements d’enseignement un logiciel adapté à leur fonctionnement réel. En ${site.erpLaunchYear}, nous avons lancé ${site.productName}, une seule plateforme de l’admission à la remise des diplômes.`,
  },
  factsLabel: `${site.name} en bref`,
  sectionsTitle: "Mieux nous connaître",
  cards: [
    {
      href: "/company/about",
      title: "À propos",
      text: "Pourquoi nous développons Ilimi, ce en quoi nous croyons et comment nous travaillons avec les établissements.",
      linkLabel: "À propos d’Ilimi",
    },
    {
      href: "/company/careers",
      title: "Carrières",
      text: `Travaillez avec nous à ${city} sur des logiciels pour les établissements d’enseignement.`,
      linkLabel: "Carrières chez Ilimi",
    },
    {
      href: "/company/partners",
      title: "Partenaires",
      text: "Mettez en œuvre ou revendez Ilimi auprès des établissements de votre région.",
      linkLabel: "Devenir partenaire d’Ilimi",
    },
  ],
  cta: {
    title: "Parlez à notre équipe",
    text: `Une question sur ${site.name}, une démo ou un partenariat\u00a0: nous répondons sous ${site.replyWithinHours}\u00a0heures.`,
    primary: requestDemoLink,
    secondary: contactSalesLink,
  },
};

export const aboutPage: Translation<typeof en.aboutPage> = {
  slug: "about",
  metaTitle: `À propos d’${site.name}\u00a0: l’ERP éducatif conçu à ${city}`,
  metaDescription: `${site.name} a été fondée à ${city}, au Nigéria, en ${site.foundedYear} et a lancé ${site.productName} en ${site.erpLaunchYear}. Notre mission, nos convictions et notre façon de travailler.`,
  breadcrumbs: [homeCrumb, overviewCrumb, { label: "À propos", href: "/company/about" }],
  hero: {
    eyebrow: "À propos",
    title: "Des logiciels qui redonnent aux établissements du temps pour l’apprentissage",
    lead: `${site.name} a été fondée à ${city} en ${site.foundedYear}. Notre nom signifie «\u00a0savoir\u00a0» en haoussa, et notre mission est d’aider les établissements qui le transmettent à bien fonctionner.`,
  },
  mission: {
    eyebrow: "Notre mission",
    title: "Un dossier unique et fiable pour chaque établissement d’enseignement",
    paragraphs: [
      "Les services de la scolarité, les services financiers et les chefs d’établissement passent trop de temps à ressaisir les mêmes informations dans des formulaires, des tableurs et des systèmes séparés qui ne communiquent pas entre eux. Les étudiants font la queue pour des démarches qui devraient prendre quelques minutes.",
      `Nous développons ${site.productName} pour que tous les services d’un établissement travaillent à partir du même dossier\u00a0: admissions, dossiers étudiants, emploi du temps, examens, frais de scolarité, RH et paie, bibliothèque, hébergement, transport et analyses. Nous l’avons lancé en ${site.erpLaunchYear}, conçu autour du travail quotidien de ces services.`,
    ],
  },
  beliefsTitle: "Nos convictions",
  beliefs: [
    {
      icon: "shield",
      title: "Des dossiers dignes de confiance",
      text: "Chaque note, chaque paiement et chaque décision est enregistré avec son auteur et sa date. Les établissements répondent de leurs dossiers ; notre logiciel doit les y aider.",
    },
    {
      icon: "map-pin",
      title: "Le contexte local compte",
      text: `Nous sommes installés à ${city}, et nous concevons nos logiciels pour le fonctionnement réel des établissements d’Afrique de l’Ouest, francophones comme anglophones\u00a0: leurs calendriers, leurs frais de scolarité et leurs autorités de tutelle.`,
    },
    {
      icon: "rocket",
      title: "Une mise en œuvre en quelques semaines",
      text: "Nous planifions chaque mise en œuvre en quelques semaines, et non en plusieurs mois, et formons votre personnel avant la mise en service, pour que le changement ne freine jamais votre année.",
    },
    {
      icon: "headset",
      title: "Des interlocuteurs joignables",
      text: "Une assistance 24 h/24, 7 j/7, assurée par des personnes qui connaissent le paramétrage de votre établissement.",
    },
  ],
  factsTitle: "Repères",
};

export const careersPage: Translation<typeof en.careersPage> = {
  slug: "careers",
  metaTitle: `Carrières chez ${site.name} à ${city}`,
  metaDescription: `Travaillez avec ${site.name} à ${city}, au Nigéria, sur des logiciels pour l’éducation. Aucun poste n’est publié pour le moment\u00a0: envoyez-nous votre CV et dites-nous sur quoi vous aimeriez travailler.`,
  breadcrumbs: [homeCrumb, overviewCrumb, { label: "Carrières", href: "/company/careers" }],
  hero: {
    eyebrow: "Carrières",
    title: "Aidez-nous à concevoir des logiciels pour les établissements d’enseignement",
    lead: `Nous sommes une équipe basée à ${city} qui développe ${site.productName} pour les universités, les écoles supérieures, les écoles et les centres de formation. Nous tenons à soigner chaque détail pour celles et ceux qui l’utilisent.`,
  },
  openings: {
    title: "Postes ouverts",
    emptyTitle: "Aucun poste n’est publié pour le moment",
    emptyText:
      "Nous sommes toujours heureux d’avoir des nouvelles de personnes qui s’intéressent à l’éducation et aux logiciels bien faits, en développement, en mise en œuvre, en assistance ou en vente. Envoyez-nous votre CV\u00a0: nous penserons à vous lorsqu’un poste s’ouvrira.",
    applyLabel: "Envoyez-nous votre CV",
    subject: "Carrières : candidature spontanée",
  },
  howTitle: "Comment postuler",
  steps: [
    {
      title: "Écrivez-nous",
      text: `Envoyez votre CV à ${site.email} en indiquant «\u00a0Carrières\u00a0» dans l’objet.`,
    },
    {
      title: "Parlez-nous de vous",
      text: "Quelques lignes sur le travail que vous aimeriez faire et sur votre parcours suffisent. Nul besoin d’une lettre de motivation type.",
    },
    {
      title: "Nous vous répondons",
      text: "Nous lisons chaque message. Lorsqu’un poste correspond à ce que vous nous avez dit, nous vous contactons pour convenir d’un entretien.",
    },
  ],
  privacyNote:
    "Nous utilisons votre CV uniquement pour étudier votre candidature à des postes chez Ilimi. Sur simple demande, nous le supprimons à tout moment ; notre politique de confidentialité explique vos droits.",
  privacyLink: { label: "Lire notre politique de confidentialité", href: "/privacy" },
};

export const partnersPage: Translation<typeof en.partnersPage> = {
  slug: "partners",
  metaTitle: `Devenir partenaire d’${site.name}\u00a0: mise en œuvre et revente`,
  metaDescription: `Devenez partenaire de mise en œuvre ou revendeur d’${site.productName}\u00a0: le rôle des partenaires, ce qu’${site.name} leur apporte et comment commencer.`,
  breadcrumbs: [homeCrumb, overviewCrumb, { label: "Partenaires", href: "/company/partners" }],
  hero: {
    eyebrow: "Partenaires",
    title: "Faites découvrir Ilimi aux établissements que vous connaissez",
    lead: "Les cabinets de conseil, les entreprises informatiques et les spécialistes de l’éducation travaillent déjà au plus près des établissements. Devenez notre partenaire pour mettre en œuvre ou revendre Ilimi dans votre région.",
  },
  typesTitle: "Deux façons de devenir partenaire",
  types: [
    {
      title: "Partenaire de mise en œuvre",
      text: "Vous paramétrez Ilimi, migrez les dossiers et formez le personnel des établissements, selon notre méthode en quatre étapes : Cadrage, Paramétrage, Formation et Mise en service.",
      fits: "Convient aux cabinets de conseil informatique et aux intégrateurs de systèmes qui ont des clients dans l’éducation.",
    },
    {
      title: "Partenaire revendeur",
      text: "Vous présentez Ilimi aux établissements, organisez des démos avec notre équipe et entretenez la relation, tandis que nous pilotons la mise en œuvre.",
      fits: "Convient aux entreprises et aux spécialistes qui conseillent déjà des établissements.",
    },
  ],
  providesTitle: "Ce que nous vous apportons",
  provides: [
    "Une formation à la plateforme et à notre méthode de mise en œuvre, assurée par notre propre équipe",
    "Des supports pour présenter Ilimi aux établissements",
    "Un interlocuteur attitré chez Ilimi pour vos questions et les demandes urgentes de vos clients",
    "Notre assistance 24 h/24, 7 j/7 pour chaque établissement que vous nous amenez",
  ],
  howTitle: "Comment devenir partenaire",
  steps: [
    {
      title: "Présentez votre entreprise",
      text: `Écrivez à ${site.email} en indiquant «\u00a0Partenariat\u00a0» dans l’objet\u00a0: qui vous êtes, où vous travaillez et quels établissements vous accompagnez.`,
    },
    {
      title: "Rencontrez notre équipe",
      text: "Nous organisons un appel pour comprendre votre activité et vous présenter la plateforme.",
    },
    {
      title: "Convenez de notre collaboration",
      text: "Si nous sommes faits pour travailler ensemble, nous formalisons le partenariat par écrit et formons votre équipe.",
    },
  ],
  contact: { label: "Nous écrire au sujet d’un partenariat", subject: "Demande de partenariat" },
};

export const companyPages: Translation<typeof en.companyPages> = {
  about: aboutPage,
  careers: careersPage,
  partners: partnersPage,
};
