import { homeCrumb, type Crumb } from "./breadcrumbs";
import { capabilities } from "./claims";
import { contactSalesLink, requestDemoLink } from "./navigation";
import type { SolutionPoint } from "./solutions";
import { site } from "./site";

// The Company pages: overview, about, careers, partners. Facts come from site.ts only. No team
// members, no headcount, no customers and no job openings are invented: careers says honestly
// that no roles are listed and how to write to us anyway.

export type CompanyPageSlug = "about" | "careers" | "partners";

export type Step = { title: string; text: string };

const overviewCrumb: Crumb = { label: "Company", href: "/company" };

function crumbs(label: string, slug: CompanyPageSlug): Crumb[] {
  return [homeCrumb, overviewCrumb, { label, href: `/company/${slug}` }];
}

/** A mailto link with a subject line, so messages reach the right person without a second address. */
export function mailtoWithSubject(subject: string): string {
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;
}

export const companyFacts = [
  { term: "Founded", value: String(site.foundedYear) },
  { term: `${site.productName} launched`, value: String(site.erpLaunchYear) },
  { term: "Office", value: site.office.label },
  { term: "Phone hours", value: site.phoneHours },
];

export const companyOverview = {
  metaTitle: `Company: about ${site.name}, careers and partners`,
  metaDescription: `${site.name} builds ${site.productName} in ${site.office.label}. Founded in ${site.foundedYear}, with the ERP launched in ${site.erpLaunchYear}. Learn about us, work with us or partner with us.`,
  hero: {
    eyebrow: "Company",
    title: `${site.name}, built in ${site.office.city} for institutions that teach`,
    lead: `We started ${site.name} in ${site.foundedYear} to give education institutions software that fits how they really work. In ${site.erpLaunchYear} we launched ${site.productName}, one platform from admission to graduation.`,
  },
  factsLabel: `${site.name} at a glance`,
  sectionsTitle: "Get to know us",
  cards: [
    {
      href: "/company/about",
      title: "About us",
      text: "Why we build Ilimi, what we believe and how we work with institutions.",
      linkLabel: "About Ilimi",
    },
    {
      href: "/company/careers",
      title: "Careers",
      text: `Work with us in ${site.office.city} on software for the institutions that teach.`,
      linkLabel: "Careers at Ilimi",
    },
    {
      href: "/company/partners",
      title: "Partners",
      text: "Implement or resell Ilimi for institutions in your region.",
      linkLabel: "Partner with Ilimi",
    },
  ],
  cta: {
    title: "Talk to our team",
    text: `Questions about ${site.name}, a demo or a partnership: we reply within ${site.replyWithinHours} hours.`,
    primary: requestDemoLink,
    secondary: contactSalesLink,
  },
};

export const aboutPage = {
  slug: "about" as const,
  metaTitle: `About ${site.name}: education ERP built in ${site.office.city}`,
  metaDescription: `${site.name} was founded in ${site.office.label} in ${site.foundedYear} and launched ${site.productName} in ${site.erpLaunchYear}. Our mission, what we believe and how we work.`,
  breadcrumbs: crumbs("About", "about"),
  hero: {
    eyebrow: "About us",
    title: "Software that gives institutions time back for learning",
    lead: `${site.name} was founded in ${site.office.city} in ${site.foundedYear}. Our name is the Hausa word for knowledge, and our work is to help the institutions that share it run well.`,
  },
  mission: {
    eyebrow: "Our mission",
    title: "One trusted record for every institution that teaches",
    paragraphs: [
      "Registrars, bursars and principals spend too much of their time re-typing the same information into forms, spreadsheets and separate systems that do not talk to each other. Students wait in queues for things that should take minutes.",
      `We build ${site.productName} so that every office of an institution works from the same record: admissions, student records, scheduling, exams, fees, HR and payroll, library, hostel, transport and analytics. We launched it in ${site.erpLaunchYear}, designed around the daily work of those offices.`,
    ],
  },
  beliefsTitle: "What we believe",
  beliefs: [
    {
      icon: "shield",
      title: "Records must be trustworthy",
      text: "Every score, payment and decision is recorded with who made it and when. Institutions answer for their records; our software has to help them do it.",
    },
    {
      icon: "map-pin",
      title: "Local matters",
      text: `We are based in ${site.office.city}, and we build for the way Nigerian and West African institutions actually work: their calendars, their fees and their regulators.`,
    },
    {
      icon: "rocket",
      title: "Implementation in weeks",
      text: "We plan every implementation in weeks, not months, and train your staff before you go live, so the change never stalls your term.",
    },
    {
      icon: "headset",
      title: "People you can reach",
      text: `${capabilities.support}, from people who know how your institution is set up.`,
    },
  ] satisfies SolutionPoint[],
  factsTitle: "Facts",
};

export const careersPage = {
  slug: "careers" as const,
  metaTitle: `Careers at ${site.name} in ${site.office.city}`,
  metaDescription: `Work with ${site.name} in ${site.office.label} on education software. No roles are listed right now: send us your CV and tell us what you would like to work on.`,
  breadcrumbs: crumbs("Careers", "careers"),
  hero: {
    eyebrow: "Careers",
    title: "Help build software for the institutions that teach",
    lead: `We are a team in ${site.office.city} building ${site.productName} for universities, colleges, schools and training institutes. We care about getting the details right for the people who use it.`,
  },
  openings: {
    title: "Open roles",
    emptyTitle: "No open roles are listed right now",
    emptyText:
      "We still like to hear from people who care about education and well-made software, in engineering, implementation, support and sales. Send us your CV and we will keep it in mind when a role opens.",
    applyLabel: "Send us your CV",
    subject: "Careers: open application",
  },
  howTitle: "How to apply",
  steps: [
    { title: "Write to us", text: `Email your CV to ${site.email} with “Careers” in the subject line.` },
    {
      title: "Tell us about yourself",
      text: "A few lines on the work you would like to do and what you have done before are enough. No cover-letter template needed.",
    },
    {
      title: "Hear back from us",
      text: "We read every message. When a role fits what you told us, we contact you to arrange a conversation.",
    },
  ] satisfies Step[],
  privacyNote:
    "We use your CV only to consider you for roles at Ilimi. Ask us at any time and we delete it; our privacy notice explains your rights.",
  privacyLink: { label: "Read our privacy notice", href: "/privacy" },
};

export const partnersPage = {
  slug: "partners" as const,
  metaTitle: `Partner with ${site.name}: implementation and reseller partners`,
  metaDescription: `Become an implementation or reseller partner of ${site.productName}: what partners do, what ${site.name} provides and how to start.`,
  breadcrumbs: crumbs("Partners", "partners"),
  hero: {
    eyebrow: "Partners",
    title: "Bring Ilimi to the institutions you know",
    lead: "Consultancies, IT firms and education specialists already work closely with institutions. Partner with us to implement or resell Ilimi in your region.",
  },
  typesTitle: "Two ways to partner",
  types: [
    {
      title: "Implementation partner",
      text: "You configure Ilimi, migrate records and train staff for institutions, following our four-step method: Discovery, Configuration, Training and Go Live.",
      fits: "Suits IT consultancies and systems integrators with education clients.",
    },
    {
      title: "Reseller partner",
      text: "You introduce Ilimi to institutions, arrange demos with our team and look after the relationship, while we lead the implementation.",
      fits: "Suits firms and specialists who already advise institutions.",
    },
  ],
  providesTitle: "What we provide",
  provides: [
    "Training on the platform and on our implementation method, from our own team",
    "Material to present Ilimi to institutions",
    "A named contact at Ilimi for your questions and your clients' escalations",
    `Our ${capabilities.support.toLowerCase()} for every institution you bring`,
  ],
  howTitle: "How to become a partner",
  steps: [
    {
      title: "Introduce your firm",
      text: `Email ${site.email} with “Partnership” in the subject: who you are, where you work and which institutions you serve.`,
    },
    { title: "Meet our team", text: "We arrange a call to understand your work and show you the platform." },
    {
      title: "Agree how we work together",
      text: "If we are a good fit, we agree the partnership in writing and train your team.",
    },
  ] satisfies Step[],
  contact: { label: "Email us about a partnership", subject: "Partnership enquiry" },
};

export const companyPages = { about: aboutPage, careers: careersPage, partners: partnersPage } as const;

export function isCompanyPageSlug(value: string | undefined): value is CompanyPageSlug {
  return value === "about" || value === "careers" || value === "partners";
}
