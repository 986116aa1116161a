import type * as en from "../resources";
import type { ResourceSection } from "../resources";
import type { Translation } from "../locale";

// The Resources section in French (issue #19): same kinds, segments and links as English, so
// /fr/resources/guides lists the French guides. Hrefs stay locale-neutral: the pages prefix /fr.

type Link = { label: string; href: string };

const demo: Link = { label: "Demander une démo", href: "/demo" };

export const resourceSections: Translation<typeof en.resourceSections> = {
  blog: {
    kind: "blog",
    segment: "blog",
    label: "Blog",
    singular: "Blog",
    title: "Articles pour bien gérer un établissement",
    lead: "Des textes courts et concrets pour les responsables de la scolarité et des finances, les chefs d’établissement et les responsables informatiques qui s’interrogent sur le fonctionnement de leur établissement et sur ce qu’un ERP doit y changer.",
    blurb: "Des articles courts et concrets sur la gestion d’un établissement et le choix d’un ERP.",
    metaTitle: "Blog\u00a0: articles pour bien gérer un établissement | Ilimi",
    metaDescription:
      "Des articles concrets de l’équipe Ilimi pour les établissements d’Afrique de l’Ouest qui choisissent et utilisent un ERP éducatif.",
    empty: {
      title: "Aucun article pour le moment",
      text: "Nos premiers articles sont en préparation. D’ici là, notre équipe répond volontiers à vos questions directement.",
      primary: demo,
    },
  },
  guide: {
    kind: "guide",
    segment: "guides",
    label: "Guides",
    singular: "Guide",
    title: "Des guides pour avant et après la mise en service",
    lead: "Une aide pas à pas pour les équipes qui préparent un établissement à un nouveau système\u00a0: ce qu’implique la mise en œuvre, comment mettre en ligne le recouvrement des frais de scolarité et comment préparer les dossiers étudiants.",
    blurb: "Une aide pas à pas sur la mise en œuvre, les frais de scolarité et les dossiers étudiants.",
    metaTitle: "Guides\u00a0: mise en œuvre, frais et dossiers étudiants | Ilimi",
    metaDescription:
      "Des guides pas à pas sur la mise en œuvre d’un ERP, le recouvrement en ligne des frais de scolarité et la préparation des dossiers étudiants à la migration, rédigés par l’équipe Ilimi.",
    empty: {
      title: "Aucun guide pour le moment",
      text: "Nous rédigeons nos premiers guides. Dites-nous quels sujets vous intéressent et nous vous les présenterons en personne.",
      primary: demo,
    },
  },
  "case-study": {
    kind: "case-study",
    segment: "case-studies",
    label: "Études de cas",
    singular: "Étude de cas",
    title: "Comment les établissements fonctionnent avec Ilimi",
    lead: "Comment des établissements utilisent Ilimi, raconté avec leur accord et à partir de leurs propres chiffres.",
    blurb: "Comment des établissements fonctionnent avec Ilimi, publié avec leur accord.",
    metaTitle: "Études de cas | Ilimi",
    metaDescription:
      "Les études de cas d’établissements qui utilisent Ilimi sont en cours de rédaction avec eux. Découvrez Ilimi appliqué à vos propres processus lors d’une démo.",
    empty: {
      title: "Nos premières études de cas sont en cours de rédaction",
      text: "Nous rédigeons actuellement nos premières études de cas avec des établissements, et nous ne publierons que ce qu’ils acceptent de partager. En attendant, souhaitez-vous découvrir Ilimi appliqué à vos processus\u00a0?",
      primary: demo,
      secondary: { label: "Lire nos guides", href: "/resources/guides" },
    },
  },
  webinar: {
    kind: "webinar",
    segment: "webinars",
    label: "Webinaires",
    singular: "Webinaire",
    title: "Présentations en direct et questions",
    lead: "Des présentations d’Ilimi en direct et des séances de questions-réponses avec l’équipe.",
    blurb: "Des présentations d’Ilimi en direct, avec du temps pour vos questions.",
    metaTitle: "Webinaires et présentations en direct | Ilimi",
    metaDescription:
      "Aucun webinaire Ilimi n’est encore programmé. Demandez plutôt une présentation en direct de la plateforme, adaptée à votre établissement.",
    empty: {
      title: "Aucun webinaire programmé pour le moment",
      text: "Nous n’avons pas encore programmé de webinaire. Demandez plutôt une présentation en direct\u00a0: un membre de notre équipe vous montre Ilimi appliqué aux processus de votre établissement et répond à vos questions.",
      primary: { label: "Demander une présentation", href: "/demo" },
      secondary: { label: "Contacter un commercial", href: "/contact" },
    },
  },
};

/** The list pages, in menu order (as in English). */
export const resourceSectionList: Translation<typeof en.resourceSectionList> = [
  resourceSections.blog,
  resourceSections["case-study"],
  resourceSections.guide,
  resourceSections.webinar,
] satisfies ResourceSection[];

export const resourcesPage: Translation<typeof en.resourcesPage> = {
  eyebrow: "Ressources",
  title: "Une aide concrète pour les établissements qui passent à un ERP",
  lead: "Des guides et des articles de l’équipe Ilimi sur le choix d’une plateforme, ce que la mise en œuvre demande à votre personnel, la mise en ligne des frais de scolarité et la préparation des dossiers étudiants. Écrits pour celles et ceux qui feront le travail.",
  metaTitle: "Ressources\u00a0: guides et articles pour les établissements | Ilimi",
  metaDescription:
    "Guides, articles, études de cas et webinaires d’Ilimi pour les universités, grandes écoles, collèges, lycées et centres de formation qui évaluent un ERP éducatif.",
  sectionsTitle: "Parcourir par type",
  latestTitle: "Derniers articles",
  viewAll: "Tout voir",
  countLabel: (count: number) => (count === 0 ? "Bientôt disponible" : count === 1 ? "1 article" : `${count} articles`),
  cta: {
    title: "Vous préférez en parler\u00a0?",
    text: "Notre équipe vous présente Ilimi appliqué à vos propres processus et répond à vos questions, y compris celles que ces articles ne traitent pas.",
    primary: demo,
    secondary: { label: "Contacter un commercial", href: "/contact" },
  },
};

/** Words on an article page and in article lists. */
export const articleLabels: Translation<typeof en.articleLabels> = {
  breadcrumb: "Fil d’Ariane",
  resources: "Ressources",
  toc: "Sur cette page",
  readingTime: (minutes: number) => `${minutes}\u00a0min de lecture`,
  by: "Par",
  published: "Publié le",
  tags: "Thèmes",
  related: "À lire aussi",
  listLabel: (label: string) => `${label}\u00a0: liste des articles`,
  readArticle: "Lire l’article",
  cta: {
    title: "Découvrez comment Ilimi s’adapte à votre établissement",
    text: "Une présentation appliquée à vos propres processus, avec les réponses des personnes qui mettent en œuvre Ilimi.",
    primary: demo,
    secondary: { label: "Découvrir les modules", href: "/modules" },
  },
};
