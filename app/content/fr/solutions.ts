import type * as en from "../solutions";
import type { Translation } from "../locale";
import { capabilities, claims } from "./claims";
import { contactSalesLink, requestDemoLink } from "./navigation";
import { site } from "./site";

// The Solutions page in French: benefits, differentiators, key figures, the four implementation
// steps, support and calls to action. Figures come only from ./claims.ts; the implementation's
// length is « quelques semaines » and nothing more precise (SPEC section 9).
export const solutionsPage: Translation<typeof en.solutionsPage> = {
  metaTitle: `Solutions\u00a0: pourquoi les établissements choisissent ${site.name} | ${site.productName}`,
  metaDescription: `Ce que votre établissement gagne avec ${site.productName}, pourquoi il fait mieux que les tableurs et les ERP génériques, comment se déroule une mise en œuvre en quelques semaines et comment l’assistance 24\u00a0h/24, 7\u00a0j/7 vous répond.`,

  hero: {
    eyebrow: "Solutions",
    title: "Une seule plateforme pour gérer votre établissement, de l’admission au diplôme",
    lead: `${site.productName} remplace les tableurs, les formulaires papier et les outils isolés entre lesquels vos services jonglent aujourd’hui par un système unique conçu pour l’éducation, avec une assistance basée à ${site.office.city}.`,
    primary: requestDemoLink,
    secondary: contactSalesLink,
    asideTitle: "Inclus pour chaque établissement sur Ilimi",
    asideItems: [capabilities.permissions, capabilities.sso, capabilities.implementation, capabilities.support],
  },

  benefits: {
    id: "benefits",
    eyebrow: "Avantages",
    title: "Ce que votre établissement y gagne",
    lead: "Tous les services travaillent à partir des mêmes dossiers à jour\u00a0: chaque tâche n’est faite qu’une fois et les décisions reposent sur des chiffres fiables.",
    items: [
      {
        icon: "clock",
        title: "Du temps rendu à votre personnel",
        text: "Formulaires, validations et rapports qui demandaient des jours de ressaisie se font au même endroit : le service de la scolarité et le service financier consacrent leur temps aux étudiants.",
      },
      {
        icon: "wallet",
        title: "Des frais encaissés et rapprochés",
        text: "Les étudiants paient en ligne des factures exactes, les reçus partent automatiquement et le service financier voit chaque débiteur sans tableur.",
      },
      {
        icon: "graduation",
        title: "Des étudiants qui persévèrent et réussissent",
        text: "Assiduité, résultats et signaux d’alerte réunis dans un même dossier aident les conseillers à joindre les étudiants en difficulté avant qu’il ne soit trop tard.",
      },
      {
        icon: "chart",
        title: "Des rapports en quelques minutes",
        text: "La direction et les autorités de tutelle obtiennent effectifs, résultats, frais et données sur le personnel à partir de données à jour, sans une semaine de compilation.",
      },
      {
        icon: "shield",
        title: "Des dossiers qui résistent à tout contrôle",
        text: "Chaque note, chaque paiement et chaque décision d’admission est enregistré avec son auteur et sa date, derrière des droits d’accès par rôle.",
      },
      {
        icon: "users",
        title: "Un meilleur service pour tous",
        text: "Candidats, étudiants, parents et personnel consultent leur dossier, leurs résultats et leurs bulletins de paie sur leur téléphone au lieu de faire la queue à un guichet.",
      },
    ],
  },

  differentiators: {
    id: "why-ilimi",
    eyebrow: "Pourquoi Ilimi",
    title: "Pourquoi Ilimi plutôt que des tableurs ou un ERP générique",
    lead: "Les tableurs ne suffisent plus dès que deux services ont besoin du même dossier. Les ERP génériques sont conçus pour l’industrie et le commerce, puis adaptés tant bien que mal à une école. Ilimi part de la façon dont les établissements fonctionnent réellement.",
    items: [
      {
        icon: "graduation",
        title: "Conçu pour l’éducation",
        text: "Années universitaires, semestres, filières, contrôle continu, moyennes et résidences font partie du produit : ce ne sont pas des développements spécifiques à payer en plus.",
      },
      {
        icon: "map-pin",
        title: "Une équipe en Afrique de l’Ouest",
        text: `Conçu et assisté depuis ${site.office.label}, autour des structures de frais, des systèmes de notation et des rapports avec lesquels travaillent les établissements d’Afrique de l’Ouest.`,
      },
      {
        icon: "key",
        title: "Une seule connexion, les bons accès",
        text: "L’authentification unique (SSO) pour tous les modules, avec des droits d’accès par rôle\u00a0: chacun voit exactement ce que son rôle lui permet.",
      },
      {
        icon: "layers",
        title: "Une seule plateforme, pas dix outils",
        text: "Admissions, dossiers, planification, examens, frais de scolarité, RH et paie, bibliothèque, hébergement, transport et analyses partagent une même base de données\u00a0: rien n’est saisi deux fois.",
      },
      {
        icon: "rocket",
        title: capabilities.implementation,
        text: "Une démarche claire en quatre étapes, avec votre propre personnel formé aux modules qu’il utilise, vous permet de démarrer sans projet de plusieurs années.",
      },
      {
        icon: "headset",
        title: "Une assistance qui ne ferme jamais",
        text: `${capabilities.support}, assurée par une équipe qui connaît l’éducation et votre installation.`,
      },
    ],
  },

  stats: {
    id: "results",
    eyebrow: "Chiffres clés",
    title: "Les résultats que les établissements peuvent en attendre",
    lead: "Ce que change, pour vos services, le fait de gérer votre établissement sur une plateforme unique et intégrée.",
    claims: ["adminTime", "admissions", "reports", "feeCollection", "retention"],
    highlight: "adminTime",
    listLabel: "Les résultats en chiffres",
  },

  implementation: {
    id: "implementation",
    eyebrow: "Mise en œuvre",
    title: "Du premier échange à la mise en service en quelques semaines",
    lead: "Quatre étapes, chacune avec un responsable désigné de part et d’autre. Le calendrier exact dépend de votre établissement et des modules par lesquels vous commencez\u00a0; nous le fixons avec vous lors du cadrage.",
    weDoLabel: "Ce que nous faisons",
    youDoLabel: "Ce que vous faites",
    steps: [
      {
        name: "Cadrage",
        weDo: "Nous rencontrons votre service de la scolarité, votre service financier, votre service informatique et vos services pédagogiques pour comprendre comment fonctionnent aujourd’hui les admissions, les dossiers, les frais et la paie, et nous convenons avec vous du périmètre et du calendrier.",
        youDo:
          "Désignez un chef de projet et transmettez vos formulaires actuels, vos barèmes de frais et un échantillon de vos dossiers.",
      },
      {
        name: "Paramétrage",
        weDo: "Nous configurons vos facultés, filières, barèmes de frais, règles de notation et rôles, et reprenons vos dossiers étudiants et ceux du personnel.",
        youDo:
          "Vérifiez la configuration dans un environnement de test et validez chaque module avant d’aller plus loin.",
      },
      {
        name: "Formation",
        weDo: "Nous formons chaque service aux modules qu’il utilise, des agents des admissions et du service financier aux enseignants et aux chefs de département.",
        youDo:
          "Libérez le personnel clé pour les séances et choisissez dans chaque service un référent qui aidera ses collègues.",
      },
      {
        name: "Mise en service",
        weDo: "Nous activons vos modules, restons à vos côtés pendant les premières semaines d’utilisation réelle, puis vous confions à l’assistance 24\u00a0h/24.",
        youDo:
          "Informez le personnel et les étudiants du changement, et commencez à traiter vos vrais dossiers sur Ilimi.",
      },
    ],
  },

  support: {
    id: "support",
    eyebrow: "Assistance",
    title: "Une assistance permanente, par une équipe qui connaît votre installation",
    lead: `Une fois en service, notre aide est disponible ${claims.support.value}, et la plateforme est conçue pour ${claims.uptime.value} ${claims.uptime.label}\u00a0: vos services n’ont jamais à attendre.`,
    claims: ["support", "uptime"],
    figuresLabel: "Assistance et fiabilité en chiffres",
    channelsTitle: "Parlez à notre équipe",
    phoneLabel: "Téléphone",
    emailLabel: "E-mail",
    officeLabel: "Bureau",
    emailNote: `Nous répondons sous ${site.replyWithinHours} heures.`,
    contactLink: { label: "Envoyez-nous un message", href: contactSalesLink.href },
  },

  cta: {
    title: "Voyez Ilimi à l’œuvre sur les processus de votre établissement",
    text: `Réservez une démo adaptée à vos services, ou parlez à notre équipe à ${site.office.city}. Nous répondons sous ${site.replyWithinHours} heures.`,
    primary: requestDemoLink,
    secondary: contactSalesLink,
  },
};
