import type { Translation } from "../locale";
import type * as en from "../pricing";
import type { Plan } from "../pricing";
import { moduleSummaries } from "../modules";
import { site } from "../site";
import { contactSalesLink } from "./navigation";

// French edition of pricing.ts (issue #19): plans by the four institution sizes, the comparison and
// the FAQ. Still no prices. Plan names and ranges are those of fr/contact.ts's institutionSizes; the
// claims (24/7 support, 99.9% uptime) and capabilities are written out in French here, as the
// English builds them from claims.ts; their figures are the spec's.

const moduleCount = moduleSummaries.length;
const supportClaim = "assistance 24 h/24, 7 j/7";
const uptimeClaim = "99,9 % de disponibilité";
const implementationCapability = "Mise en œuvre en quelques semaines, et non en plusieurs mois";

export const plans: Plan[] = [
  {
    size: "small",
    name: "Petit",
    students: "moins de 1 000 apprenants",
    summary:
      "Pour les écoles et les centres de formation qui veulent un seul système à la place des tableurs, mis en place avec notre accompagnement.",
    includes: [
      "Mise en place guidée, à distance, avec des modèles prêts à l’emploi pour les trimestres, les classes, les frais d’inscription et les mensualités",
      "Import de vos listes d’élèves et de personnel depuis des tableurs",
      "Sessions de formation en ligne pour vos administrateurs",
    ],
    quoteHref: "/demo?size=small",
  },
  {
    size: "medium",
    name: "Moyen",
    students: "1 000 à 5 000 apprenants",
    summary:
      "Pour les écoles supérieures et les grands établissements scolaires dont les différents services doivent travailler à partir des mêmes dossiers.",
    includes: [
      "Un chef de projet de notre équipe d’Abuja pour piloter votre mise en œuvre",
      "Migration des dossiers depuis vos tableurs et vos outils actuels",
      "Formation de chaque service, sur site ou en ligne",
    ],
    quoteHref: "/demo?size=medium",
  },
  {
    size: "large",
    name: "Grand",
    students: "5 000 à 15 000 apprenants",
    summary:
      "Pour les universités et les écoles polytechniques qui comptent des facultés, des départements et plusieurs rentrées par an.",
    includes: [
      "Une équipe de mise en œuvre dédiée et un responsable de compte attitré",
      "Migration depuis vos systèmes existants, vérifiée avec votre service de la scolarité",
      "Formation sur site par faculté ou par département",
    ],
    quoteHref: "/demo?size=large",
  },
  {
    size: "enterprise",
    name: "Très grand",
    students: "plus de 15 000 apprenants",
    summary:
      "Pour les établissements multisites et les groupes qui déploient par étapes avec leur propre service informatique.",
    includes: [
      "Une équipe dédiée qui planifie un déploiement par étapes avec votre service informatique",
      "Migration et paramétrage campus par campus",
      "Formation sur site par campus, y compris de vos propres formateurs",
    ],
    quoteHref: "/demo?size=enterprise",
  },
];

export const everyPlanIncludes: Translation<typeof en.everyPlanIncludes> = [
  `Les ${moduleCount}\u00a0modules disponibles\u00a0: commencez par ceux dont vous avez besoin, ajoutez les autres quand vous êtes prêts`,
  "Droits d’accès par rôle dans tous les modules",
  "Authentification unique (SSO) pour tous les modules",
  `${capitalized(supportClaim)} et ${uptimeClaim}`,
  implementationCapability,
];

type Row = Translation<typeof en.comparison>[number];

export const comparison: Translation<typeof en.comparison> = [
  row(`Les ${moduleCount}\u00a0modules`, true),
  row("Droits d’accès par rôle et authentification unique (SSO)", true),
  row(capitalized(supportClaim), true),
  row(capitalized(uptimeClaim), true),
  row(implementationCapability, true),
  {
    feature: "Qui pilote votre mise en œuvre",
    cells: {
      small: "Mise en place guidée à distance",
      medium: "Chef de projet",
      large: "Équipe dédiée",
      enterprise: "Équipe dédiée, par étapes",
    },
  },
  {
    feature: "Migration des données",
    cells: {
      small: "Depuis des tableurs",
      medium: "Tableurs et outils actuels",
      large: "Depuis les systèmes existants",
      enterprise: "Systèmes existants, par campus",
    },
  },
  {
    feature: "Formation du personnel",
    cells: {
      small: "Sessions en ligne",
      medium: "Par service, sur site ou en ligne",
      large: "Sur site, par faculté",
      enterprise: "Sur site, par campus, avec vos formateurs",
    },
  },
  {
    feature: "Votre interlocuteur chez Ilimi",
    cells: {
      small: "Équipe d’assistance",
      medium: "Chef de projet",
      large: "Responsable de compte attitré",
      enterprise: "Responsable de compte attitré",
    },
  },
  row("Prix", "Sur devis après une démo"),
];

function row(feature: string, value: boolean | string): Row {
  return { feature, cells: { small: value, medium: value, large: value, enterprise: value } };
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const pricingPage: Translation<typeof en.pricingPage> = {
  metaTitle: `Tarifs selon la taille de l’établissement | ${site.productName}`,
  metaDescription: `Les formules ${site.productName} pour les petits, moyens, grands et très grands établissements\u00a0: ce que chacune comprend, un comparatif, un simulateur d’économies et les questions fréquentes. Sur devis après une démo.`,
  hero: {
    eyebrow: "Tarifs",
    title: "Des formules adaptées à la taille de votre établissement",
    lead: "Chaque établissement fonctionne à sa manière\u00a0: c’est pourquoi nous ne publions pas de grille tarifaire. Choisissez votre taille, dites-nous ce dont vous avez besoin, et nous vous envoyons un devis écrit après une démo sur vos propres processus.",
    primary: { label: "Demander un devis", href: "/demo" },
    secondary: contactSalesLink,
  },
  plans: {
    id: "plans",
    eyebrow: "Formules",
    title: "Quatre tailles, une seule plateforme",
    lead: "Le produit est le même quelle que soit la taille. Ce qui grandit avec votre établissement, c’est l’accompagnement dont vous bénéficiez pour le mettre en œuvre.",
    listLabel: "Formules selon la taille de l’établissement",
    everyPlanTitle: "Toutes les formules comprennent",
    includesTitle: "Accompagnement à la mise en œuvre",
    priceNote: "Adapté à votre établissement, sur devis après une démo",
    cta: "Demander un devis",
    /** Completes the link's name for screen readers: « Demander un devis pour la formule Petit ». */
    ctaContext: (name: string) => ` pour la formule ${name}`,
  },
  comparison: {
    id: "compare",
    eyebrow: "Comparatif",
    title: "Comparez les formules",
    caption: "Ce qui distingue les formules, selon la taille de l’établissement",
    sharedHeading: "Toutes les formules comprennent",
    scrollHint: "Faites défiler horizontalement pour voir toutes les formules.",
    featureHeader: "Fonctionnalité",
    included: "Inclus",
    notIncluded: "Non inclus",
  },
  faq: {
    id: "faq",
    eyebrow: "Questions fréquentes",
    title: "Les questions que les établissements posent sur nos tarifs",
    items: [
      {
        question: "Pourquoi n’y a-t-il pas de grille tarifaire\u00a0?",
        answer:
          "Les besoins varient beaucoup d’un établissement à l’autre\u00a0: les modules par lesquels il commence, le nombre de ses campus, l’endroit où se trouvent aujourd’hui ses dossiers et la formation que souhaite son personnel. Une grille tarifaire ferait payer trop cher les petits établissements ou réserverait des surprises aux grands. Après une démo, nous vous envoyons un devis écrit pour votre établissement.",
      },
      {
        question: "Pouvons-nous commencer par quelques modules et en ajouter d’autres plus tard\u00a0?",
        answer: `Oui. Toutes les formules peuvent inclure les ${moduleCount}\u00a0modules. De nombreux établissements commencent par les admissions, les dossiers étudiants et les frais de scolarité, puis ajoutent les autres lorsque leur personnel est prêt.`,
      },
      {
        question: "Et si notre établissement passe à la taille supérieure ?",
        answer:
          "Prévenez-nous lorsque vos effectifs évoluent. La façon dont cette croissance est prise en compte figure dans votre devis avant la signature : aucune surprise lorsque vos inscriptions augmentent.",
      },
      {
        question: "Combien de temps dure la mise en œuvre ?",
        answer:
          "Quelques semaines, pas plusieurs mois. Chaque mise en œuvre suit quatre étapes : Cadrage, Paramétrage, Formation et Mise en service. Le calendrier précis dépend de vos modules et de vos données, et nous le fixons avec vous avant de commencer.",
      },
      {
        question: "L’assistance est-elle incluse\u00a0?",
        answer: `Oui. Toutes les formules comprennent une ${supportClaim}, assurée par des personnes qui connaissent le paramétrage de votre établissement.`,
      },
      {
        question: "L’estimation des économies est-elle un engagement\u00a0?",
        answer:
          "Non. C’est une illustration fondée sur les hypothèses indiquées en dessous, pour vous aider à voir où partent aujourd’hui votre temps et votre argent. Lors d’une démo, nous examinons plutôt vos processus réels.",
      },
      {
        question: "Que devons-nous préparer avant de demander un devis ?",
        answer:
          "Votre nombre d’apprenants et de membres du personnel, les modules qui vous intéressent le plus, les systèmes ou les tableurs que vous utilisez aujourd’hui et le nombre de vos campus. Un ordre de grandeur suffit pour commencer.",
      },
    ],
  },
  cta: {
    title: "Obtenez un devis pour votre établissement",
    text: `Indiquez-nous votre taille et vos besoins. Notre équipe vous répond sous ${site.replyWithinHours}\u00a0heures et organise une démo sur vos propres processus.`,
    primary: { label: "Demander un devis", href: "/demo" },
    secondary: contactSalesLink,
  },
};
