import { homeCrumb as home, type Crumb } from "./breadcrumbs";
import type { ClaimId } from "./claims";
import { contactSalesLink, pricingLink, requestDemoLink } from "./navigation";
import { site } from "./site";
import type { SolutionPoint } from "./solutions";

// The Industries pages: one per segment the navigation links (SPEC section 2), each with what that
// kind of institution needs and which of the ten modules matter most to it. The same platform
// serves all four; nothing here claims a customer, an integration or a figure beyond claims.ts.

export type Segment = {
  slug: string;
  name: string;
  /** The overview card. */
  cardText: string;
  metaTitle: string;
  metaDescription: string;
  hero: { eyebrow: string; title: string; lead: string };
  needsTitle: string;
  needs: SolutionPoint[];
  /** The modules that matter most, by slug (modules.ts), each with why it matters to this segment. */
  keyModules: { slug: string; why: string }[];
  stats: ClaimId[];
};

export const segments: Segment[] = [
  {
    slug: "universities",
    name: "Universities",
    cardText: "Faculties, departments, senate-approved results and thousands of students registering at once.",
    metaTitle: `${site.productName} for universities`,
    metaDescription: `How ${site.productName} helps universities run admissions, course registration, results, hostels and reporting across faculties from one record.`,
    hero: {
      eyebrow: "For universities",
      title: "One record for every faculty, from admission to convocation",
      lead: "Universities run many offices at scale: admissions, registry, bursary, exams, hostels and ICT. Ilimi gives them one shared student record, with approvals that follow your own statutes.",
    },
    needsTitle: "What universities need",
    needs: [
      {
        icon: "users",
        title: "Intakes at scale",
        text: "Thousands of applications, screening and admission lists, without queues at the admissions office.",
      },
      {
        icon: "graduation",
        title: "Registration that does not stall",
        text: "Course registration per semester that follows each programme's rules and opens on every student's phone.",
      },
      {
        icon: "shield",
        title: "Results you can defend",
        text: "Scores captured once, checked by departments and approved before they are published, with a record of who did what.",
      },
      {
        icon: "chart",
        title: "Reports for management",
        text: "Enrollment, results and fee figures for management and regulators, from live data rather than compiled spreadsheets.",
      },
    ],
    keyModules: [
      { slug: "admissions", why: "Online applications, screening and offer letters for every intake." },
      { slug: "student-information", why: "One record per student, shared by registry, faculties and bursary." },
      { slug: "exams", why: "Grading rules per programme and an approval workflow before results go out." },
      { slug: "hostel", why: "Bed allocation and hostel fees tied to the student's record." },
      { slug: "analytics", why: "Figures for management and regulator returns in minutes." },
    ],
    stats: ["admissions", "reports", "retention", "uptime"],
  },
  {
    slug: "colleges",
    name: "Colleges",
    cardText: "Polytechnics and colleges of education with several programmes, streams and sessions to timetable.",
    metaTitle: `${site.productName} for polytechnics and colleges`,
    metaDescription: `How ${site.productName} helps polytechnics and colleges of education with admissions, timetables, assessment, fees and staff payroll in one system.`,
    hero: {
      eyebrow: "For colleges",
      title: "Run every programme and stream from one system",
      lead: "Polytechnics and colleges of education juggle full-time, part-time and evening programmes with the same staff and rooms. Ilimi keeps programmes, timetables, assessment and fees in step.",
    },
    needsTitle: "What colleges need",
    needs: [
      {
        icon: "layers",
        title: "Many programmes, one process",
        text: "Each programme keeps its own rules while admissions, records and fees follow one process.",
      },
      {
        icon: "clock",
        title: "Timetables without clashes",
        text: "Rooms, lecturers and streams scheduled together, with changes published at once.",
      },
      {
        icon: "wallet",
        title: "Fees collected on time",
        text: "Correct invoices per programme and level, online payment and receipts without queues.",
      },
      {
        icon: "users",
        title: "Staff paid correctly",
        text: "Lecturers on different contracts and hours, with payroll that reflects what they taught.",
      },
    ],
    keyModules: [
      { slug: "admissions", why: "Applications and admission lists for every programme and stream." },
      { slug: "scheduling", why: "Clash-free timetables across shared rooms and lecturers." },
      { slug: "exams", why: "Continuous assessment and exams under each programme's grading rules." },
      { slug: "fees", why: "Fee schedules per programme and level, with online payment." },
      { slug: "hr-payroll", why: "Contracts, leave and payroll for full-time and part-time staff." },
    ],
    stats: ["adminTime", "reports", "feeCollection", "support"],
  },
  {
    slug: "schools",
    name: "Schools",
    cardText: "Primary and secondary schools with terms, report cards, parents to keep informed and fees to collect.",
    metaTitle: `${site.productName} for primary and secondary schools`,
    metaDescription: `How ${site.productName} helps primary and secondary schools with pupil records, report cards, termly fees, school buses and staff payroll.`,
    hero: {
      eyebrow: "For schools",
      title: "Less paperwork for your school, more time for your pupils",
      lead: "Schools keep records, report cards, fees and buses running with a small office team. Ilimi takes the re-typing out of each term, so staff can spend their time on pupils and parents.",
    },
    needsTitle: "What schools need",
    needs: [
      {
        icon: "wallet",
        title: "Termly fees, fully collected",
        text: "Invoices per class and term, online payment and a clear list of outstanding balances.",
      },
      {
        icon: "graduation",
        title: "Report cards without late nights",
        text: "Scores entered once by teachers, report cards produced for every class.",
      },
      {
        icon: "users",
        title: "Parents kept informed",
        text: "Results, fees and notices that parents can trust, from one record per pupil.",
      },
      {
        icon: "map-pin",
        title: "Buses that run safely",
        text: "Routes, stops and the pupils on each bus, known to the office every day.",
      },
    ],
    keyModules: [
      { slug: "fees", why: "Termly invoices, online payment and automatic receipts." },
      { slug: "student-information", why: "One record per pupil, with guardians and medical notes." },
      { slug: "exams", why: "Continuous assessment and report cards for every class." },
      { slug: "transport", why: "Routes, stops and transport fees for school buses." },
      { slug: "hr-payroll", why: "Staff records, leave and monthly payroll." },
    ],
    stats: ["feeCollection", "adminTime", "support", "uptime"],
  },
  {
    slug: "training",
    name: "Training institutes",
    cardText: "Short courses, cohorts that start every few weeks, certificates and sponsors who pay for their staff.",
    metaTitle: `${site.productName} for training institutes`,
    metaDescription: `How ${site.productName} helps training institutes enroll cohorts, schedule short courses, invoice sponsors and issue certificates from one system.`,
    hero: {
      eyebrow: "For training institutes",
      title: "Enrol, schedule and certify every cohort",
      lead: "Training institutes start new cohorts often, teach on flexible schedules and invoice both learners and sponsors. Ilimi keeps enrollment, sessions, payments and certificates in one place.",
    },
    needsTitle: "What training institutes need",
    needs: [
      {
        icon: "rocket",
        title: "Fast enrollment",
        text: "Online applications and payment, so a learner can enroll for the next cohort in minutes.",
      },
      {
        icon: "clock",
        title: "Flexible schedules",
        text: "Weekday, evening and weekend sessions, with rooms and trainers assigned without clashes.",
      },
      {
        icon: "wallet",
        title: "Invoices for learners and sponsors",
        text: "Employers paying for their staff and individuals paying for themselves, each invoiced correctly.",
      },
      {
        icon: "chart",
        title: "Know which courses work",
        text: "Enrollment, completion and income per course, to decide what to run next.",
      },
    ],
    keyModules: [
      { slug: "admissions", why: "Online applications and enrollment for every cohort." },
      { slug: "scheduling", why: "Sessions, rooms and trainers scheduled without clashes." },
      { slug: "fees", why: "Invoices for learners and sponsors, with online payment." },
      { slug: "student-information", why: "Each learner's courses, attendance and certificates in one record." },
      { slug: "analytics", why: "Enrollment, completion and income per course." },
    ],
    stats: ["admissions", "feeCollection", "reports", "support"],
  },
];

export function segmentBySlug(slug: string | undefined): Segment | undefined {
  return segments.find((s) => s.slug === slug);
}

const overviewCrumb: Crumb = { label: "Industries", href: "/industries" };

/** Breadcrumbs of a segment page (also the source of its BreadcrumbList structured data). */
export function segmentBreadcrumbs(segment: Segment): Crumb[] {
  return [home, overviewCrumb, { label: segment.name, href: `/industries/${segment.slug}` }];
}

export const industriesPage = {
  metaTitle: `Industries: universities, colleges, schools, institutes | ${site.name}`,
  metaDescription: `${site.productName} for universities, polytechnics and colleges, primary and secondary schools and training institutes: what each needs and the modules that matter most.`,
  hero: {
    eyebrow: "Industries",
    title: "Built for every kind of institution that teaches",
    lead: `Universities, colleges, schools and training institutes share a need for one trusted record, but not the same daily work. ${site.productName} is one platform, set up for the way your kind of institution runs.`,
    primary: requestDemoLink,
    secondary: { label: "See pricing", href: pricingLink.href },
  },
  segmentsLabel: "Institutions we serve",
  segmentsTitle: "Choose your kind of institution",
  segmentLink: (name: string) => `${site.name} for ${name.toLowerCase()}`,
  platform: {
    eyebrow: "One platform",
    title: "The same ten modules, set up for your institution",
    lead: "Every institution can use all ten modules. In a demo we show the ones that matter to you first, on your own processes.",
    linkLabel: "Explore all modules",
    href: "/modules",
  },
  segment: {
    asideTitle: "Where most of the work is",
    modulesEyebrow: "Modules",
    modulesTitle: (name: string) => `The modules that matter most to ${name.toLowerCase()}`,
    modulesLead: "Every module is available to every institution; these are where most of the work is.",
    moduleLink: "Learn more",
    /** Completes the link's name for screen readers: "Learn more about Library". */
    moduleLinkContext: (name: string) => ` about ${name}`,
    otherModulesTitle: "Also part of the platform",
    statsTitle: "What institutions can expect",
    statsLabel: "Ilimi in figures",
    otherSegmentsTitle: "Other institutions",
  },
  cta: {
    title: "See Ilimi on your institution's processes",
    text: `Tell us about your institution. Our team replies within ${site.replyWithinHours} hours and shows you the modules that matter to you.`,
    primary: requestDemoLink,
    secondary: contactSalesLink,
  },
} as const;
