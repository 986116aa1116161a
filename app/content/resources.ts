// The Resources section: its four kinds of article, their list pages and the words around them.
// Relative imports only: pages.ts (loaded by react-router.config.ts) reads the paths from here.

import { editionRecord } from "./editions";
import { formatDateIn, type Locale } from "./locale";

export const articleKinds = ["blog", "guide", "case-study", "webinar"] as const;
export type ArticleKind = (typeof articleKinds)[number];

type Link = { label: string; href: string };

export type ResourceSection = {
  kind: ArticleKind;
  /** The URL segment under /resources/. */
  segment: string;
  /** As in the Resources menu. */
  label: string;
  /** One article of this kind, e.g. on an article's eyebrow. */
  singular: string;
  title: string;
  lead: string;
  /** One sentence for the section's card on /resources. */
  blurb: string;
  metaTitle: string;
  metaDescription: string;
  /** Shown while the section has no articles: an honest state with a way forward. */
  empty: { title: string; text: string; primary: Link; secondary?: Link };
};

const demo: Link = { label: "Request Demo", href: "/demo" };

export const resourceSections: Record<ArticleKind, ResourceSection> = {
  blog: {
    kind: "blog",
    segment: "blog",
    label: "Blog",
    singular: "Blog",
    title: "Notes on running institutions well",
    lead: "Short, practical pieces for registrars, bursars, principals and IT heads weighing up how their institution runs and what an ERP should change.",
    blurb: "Short, practical notes on running an institution and choosing an ERP.",
    metaTitle: "Blog: notes on running institutions well | Ilimi",
    metaDescription:
      "Practical notes from the Ilimi team for Nigerian and West African institutions choosing and running an education ERP.",
    empty: {
      title: "No posts yet",
      text: "Our first posts are on their way. In the meantime, our team is happy to answer your questions directly.",
      primary: demo,
    },
  },
  guide: {
    kind: "guide",
    segment: "guides",
    label: "Guides",
    singular: "Guide",
    title: "Guides for the work before and after go-live",
    lead: "Step-by-step help for the teams who prepare an institution for a new system: what implementation involves, how to move fee collection online and how to get student records ready.",
    blurb: "Step-by-step help with implementation, fee collection and student records.",
    metaTitle: "Guides: implementation, fees and student records | Ilimi",
    metaDescription:
      "Step-by-step guides on ERP implementation, online fee collection and preparing student records for migration, written by the Ilimi team.",
    empty: {
      title: "No guides yet",
      text: "We are writing our first guides now. Tell us what you would like covered and we will walk you through it in person.",
      primary: demo,
    },
  },
  "case-study": {
    kind: "case-study",
    segment: "case-studies",
    label: "Case studies",
    singular: "Case study",
    title: "How institutions run on Ilimi",
    lead: "How institutions put Ilimi to work, told with their permission and their own figures.",
    blurb: "How institutions run on Ilimi, published with their permission.",
    metaTitle: "Case studies | Ilimi",
    metaDescription:
      "Case studies of institutions running Ilimi are being written with them now. See Ilimi on your own processes in a demo.",
    empty: {
      title: "Our first case studies are being written",
      text: "We are writing our first case studies with institutions now, and we will only publish what they are happy to share. Want to see Ilimi on your processes in the meantime?",
      primary: demo,
      secondary: { label: "Read our guides", href: "/resources/guides" },
    },
  },
  webinar: {
    kind: "webinar",
    segment: "webinars",
    label: "Webinars",
    singular: "Webinar",
    title: "Live walkthroughs and questions",
    lead: "Live walkthroughs of Ilimi and open questions and answers with the team.",
    blurb: "Live walkthroughs of Ilimi, with time for your questions.",
    metaTitle: "Webinars and live walkthroughs | Ilimi",
    metaDescription:
      "No Ilimi webinars are scheduled yet. Ask for a live walkthrough of the platform shaped around your institution instead.",
    empty: {
      title: "No webinars scheduled yet",
      text: "We have not scheduled a webinar yet. Ask for a live walkthrough instead: one of our team shows you Ilimi on your institution's own processes and answers your questions.",
      primary: { label: "Ask for a live walkthrough", href: "/demo" },
      secondary: { label: "Contact sales", href: "/contact" },
    },
  },
};

/** The list pages, in menu order. */
export const resourceSectionList: ResourceSection[] = [
  resourceSections.blog,
  resourceSections["case-study"],
  resourceSections.guide,
  resourceSections.webinar,
];

export function sectionBySegment(segment: string): ResourceSection | undefined {
  return resourceSectionList.find((s) => s.segment === segment);
}

export function sectionPath(kind: ArticleKind): string {
  return `/resources/${resourceSections[kind].segment}`;
}

export function articlePath(kind: ArticleKind, slug: string): string {
  return `${sectionPath(kind)}/${slug}`;
}

/** /resources and its four list pages: prerendered and in the sitemap. */
export const resourcePaths: string[] = ["/resources", ...resourceSectionList.map((s) => sectionPath(s.kind))];

export const resourcesPage = {
  eyebrow: "Resources",
  title: "Practical help for institutions moving to an ERP",
  lead: "Guides and notes from the Ilimi team on choosing a platform, what implementation asks of your staff, moving fees online and getting student records ready. Written for the people who will do the work.",
  metaTitle: "Resources: guides and notes for institutions | Ilimi",
  metaDescription:
    "Guides, notes, case studies and webinars from Ilimi for universities, colleges, schools and training institutes evaluating an education ERP.",
  sectionsTitle: "Browse by type",
  latestTitle: "Latest articles",
  viewAll: "View all",
  /** "{count} articles" under each section's card. */
  countLabel: (count: number) => (count === 0 ? "Coming soon" : count === 1 ? "1 article" : `${count} articles`),
  cta: {
    title: "Rather talk it through?",
    text: "Our team will walk you through Ilimi on your own processes and answer your questions, including the ones these articles do not.",
    primary: demo,
    secondary: { label: "Contact sales", href: "/contact" },
  },
} as const;

/** Words on an article page and in article lists. */
export const articleLabels = {
  breadcrumb: "Breadcrumb",
  resources: "Resources",
  toc: "On this page",
  readingTime: (minutes: number) => `${minutes} min read`,
  by: "By",
  published: "Published",
  tags: "Topics",
  related: "Keep reading",
  listLabel: (label: string) => `${label} articles`,
  readArticle: "Read article",
  cta: {
    title: "See how Ilimi fits your institution",
    text: "A walkthrough on your own processes, with answers from the people who implement Ilimi.",
    primary: demo,
    secondary: { label: "Explore the modules", href: "/modules" },
  },
} as const;

/** One entry of an article's table of contents: an h2 or h3 and its id. */
export type TocEntry = { id: string; text: string; depth: 2 | 3 };

/** What an article list or card shows (no body): built by the loaders, sent to the browser. */
export type ArticleCard = {
  title: string;
  summary: string;
  path: string;
  kind: ArticleKind;
  /** YYYY-MM-DD, for <time dateTime>. */
  date: string;
  /** "17 November 2026": formatted on the server, so the browser never re-formats it differently. */
  dateLabel: string;
  readingMinutes: number;
  tags: string[];
};

const dateFormats = editionRecord(
  (e) => new Intl.DateTimeFormat(e.intl, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);

/** "17 November 2026" in English, « 17 novembre 2026 » (« 1er décembre 2026 ») in French. */
export function formatArticleDate(isoDate: string, locale: Locale = "en"): string {
  return formatDateIn(locale, dateFormats[locale], new Date(`${isoDate}T00:00:00Z`));
}
