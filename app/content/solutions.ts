import { capabilities, claims, type ClaimId } from "./claims";
import { contactSalesLink, requestDemoLink, type NavLink } from "./navigation";
import { site } from "./site";

// The copy of the Solutions page (SPEC section 2): benefits, differentiators, key statistics, the
// four implementation steps, support and calls to action. Figures come only from claims.ts;
// the implementation's length is "weeks" and nothing more precise (SPEC section 9).

/** Icons the page may use for a benefit or differentiator; the component maps them to lucide. */
export type SolutionIcon =
  | "layers"
  | "clock"
  | "shield"
  | "chart"
  | "users"
  | "wallet"
  | "graduation"
  | "map-pin"
  | "key"
  | "rocket"
  | "headset";

export type SolutionPoint = { icon: SolutionIcon; title: string; text: string };

export type ImplementationStep = {
  name: string;
  /** What Ilimi's team does in this step. */
  weDo: string;
  /** What the institution does in this step. */
  youDo: string;
};

/** Sub-paths of /solutions that land on a section of the page, by the section's id. */
export const solutionSections = ["implementation", "support"] as const;
export type SolutionSection = (typeof solutionSections)[number];

export const solutionsPage = {
  metaTitle: `Solutions: why institutions choose ${site.name} | ${site.productName}`,
  metaDescription: `What your institution gains with ${site.productName}, why it beats spreadsheets and generic ERPs, how implementation in weeks works, and how 24/7 support reaches you.`,

  hero: {
    eyebrow: "Solutions",
    title: "One platform to run your institution, from admission to graduation",
    lead: `${site.productName} replaces the spreadsheets, paper forms and disconnected tools your offices juggle today with one system built for education, supported from ${site.office.city}.`,
    primary: requestDemoLink satisfies NavLink,
    secondary: contactSalesLink satisfies NavLink,
    asideTitle: "Every institution on Ilimi gets",
    asideItems: [capabilities.permissions, capabilities.sso, capabilities.implementation, capabilities.support],
  },

  benefits: {
    id: "benefits",
    eyebrow: "Benefits",
    title: "What your institution gains",
    lead: "Every office works from the same live records, so work is done once and decisions rest on numbers you trust.",
    items: [
      {
        icon: "clock",
        title: "Time back for your staff",
        text: "Forms, approvals and reports that took days of re-keying happen in one place, so registry and bursary staff spend their time on students.",
      },
      {
        icon: "wallet",
        title: "Fees collected and reconciled",
        text: "Students pay online against correct invoices, receipts go out automatically and the bursary sees every debtor without a spreadsheet.",
      },
      {
        icon: "graduation",
        title: "Students who stay and succeed",
        text: "Attendance, results and early-warning flags in one record help advisers reach struggling students before it is too late.",
      },
      {
        icon: "chart",
        title: "Reports in minutes",
        text: "Management and regulators get enrollment, results, fees and staffing figures from live data instead of a week of compiling.",
      },
      {
        icon: "shield",
        title: "Records you can defend",
        text: "Every score, payment and admission decision is recorded with who made it and when, behind role-based permissions.",
      },
      {
        icon: "users",
        title: "A better experience for everyone",
        text: "Applicants, students, parents and staff check status, results and payslips on their phones instead of queuing at an office.",
      },
    ] satisfies SolutionPoint[],
  },

  differentiators: {
    id: "why-ilimi",
    eyebrow: "Why Ilimi",
    title: "Why Ilimi rather than spreadsheets or a generic ERP",
    lead: "Spreadsheets break as soon as two offices need the same record. Generic ERPs are built for factories and shops, then bent to fit a school. Ilimi starts from how institutions actually work.",
    items: [
      {
        icon: "graduation",
        title: "Built for education",
        text: "Sessions, semesters, programmes, continuous assessment, GPA and hostels are part of the product, not customisations you pay for.",
      },
      {
        icon: "map-pin",
        title: `Local to ${site.office.country}`,
        text: `Designed and supported from ${site.office.label}, around the fee structures, grading systems and reporting that Nigerian institutions work with.`,
      },
      {
        icon: "key",
        title: "One sign-in, the right access",
        text: `${capabilities.sso}, with ${capabilities.permissions.toLowerCase()}: each person sees exactly what their role allows.`,
      },
      {
        icon: "layers",
        title: "One platform, not ten tools",
        text: "Admissions, records, scheduling, exams, fees, HR and payroll, library, hostel, transport and analytics share one database, so nothing is typed twice.",
      },
      {
        icon: "rocket",
        title: capabilities.implementation,
        text: "A clear four-step process, with your own staff trained on the modules they use, gets you live without a years-long project.",
      },
      {
        icon: "headset",
        title: "Support that never closes",
        text: `${capabilities.support}, from a team that knows education and knows your setup.`,
      },
    ] satisfies SolutionPoint[],
  },

  stats: {
    id: "results",
    eyebrow: "Key statistics",
    title: "Results institutions can expect",
    lead: "What running your institution on one integrated platform does to the work your offices carry.",
    claims: ["adminTime", "admissions", "reports", "feeCollection", "retention"] satisfies ClaimId[],
    /** The one figure set in the accent colour. */
    highlight: "adminTime" satisfies ClaimId,
    listLabel: "Results in figures",
  },

  implementation: {
    id: "implementation" satisfies SolutionSection,
    eyebrow: "Implementation",
    title: "From first conversation to go-live in weeks",
    lead: "Four steps, each with a clear owner on both sides. The exact timeline depends on your institution and the modules you start with; we agree it with you in Discovery.",
    weDoLabel: "What we do",
    youDoLabel: "What you do",
    steps: [
      {
        name: "Discovery",
        weDo: "We meet your registry, bursary, ICT and academic offices to understand how admissions, records, fees and payroll run today, and agree the scope and timeline with you.",
        youDo: "Name a project lead, and share your current forms, fee schedules and a sample of your records.",
      },
      {
        name: "Configuration",
        weDo: "We set up your faculties, programmes, fee schedules, grading rules and roles, and bring your existing student and staff records across.",
        youDo: "Review the setup in a test environment and sign off each module before it goes further.",
      },
      {
        name: "Training",
        weDo: "We train each office on the modules it uses, from admissions officers and bursary staff to lecturers and heads of department.",
        youDo: "Free key staff for the sessions and choose a champion in each office to help colleagues.",
      },
      {
        name: "Go Live",
        weDo: "We switch your modules on, stay close through the first weeks of live use, and hand you over to round-the-clock support.",
        youDo: "Tell staff and students about the change and start running real work on Ilimi.",
      },
    ] satisfies ImplementationStep[],
  },

  support: {
    id: "support" satisfies SolutionSection,
    eyebrow: "Support",
    title: "Support around the clock, from people who know your setup",
    lead: `Once you are live, help is there ${claims.support.value}, and the platform is built for ${claims.uptime.value} ${claims.uptime.label} so your offices are never left waiting.`,
    claims: ["support", "uptime"] satisfies ClaimId[],
    figuresLabel: "Support and reliability in figures",
    channelsTitle: "Talk to our team",
    phoneLabel: "Phone",
    emailLabel: "Email",
    officeLabel: "Office",
    emailNote: `We reply within ${site.replyWithinHours} hours.`,
    contactLink: { label: "Send us a message", href: contactSalesLink.href } satisfies NavLink,
  },

  cta: {
    title: "See Ilimi on your own institution's processes",
    text: `Book a demo shaped around your offices, or talk to our team in ${site.office.city}. We reply within ${site.replyWithinHours} hours.`,
    primary: requestDemoLink satisfies NavLink,
    secondary: contactSalesLink satisfies NavLink,
  },
} as const;
