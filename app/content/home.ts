import type { ClaimId } from "./claims";
import { capabilities } from "./claims";

// The home page's copy (SPEC section 2, "Home page"). Figures come only from claims.ts, by id.
// Relative imports and no site.ts: the browser tests import this module outside Vite.

export type CtaLink = { label: string; href: string };

export type HomeCapability = {
  icon: "permissions" | "implementation" | "support";
  title: string;
  body: string;
};

export const homePage = {
  metaTitle: "Ilimi | The education ERP for universities, colleges and schools",
  metaDescription:
    "One platform for admissions, student records, scheduling, exams, fees, HR and payroll, library, hostel, transport and analytics. Built in Abuja for Nigerian institutions.",

  hero: {
    eyebrow: "Education ERP, built in Abuja",
    title: "One platform to run your whole institution",
    lead: "Ilimi brings admissions, student records, timetables, exams, fees and payroll together, so every office works from the same trusted record.",
    highlightsLabel: "Highlights",
    // SPEC section 2: four highlight bullets.
    highlights: [
      "One student record shared by every office",
      "Role-based permissions and single sign-on",
      "Implementation in weeks, with staff training",
      "For universities, colleges, schools and institutes",
    ],
    primaryCta: { label: "Request Demo", href: "/demo" },
    secondaryCta: { label: "See pricing", href: "/pricing" },
    statsLabel: "Ilimi in figures",
    // SPEC section 2: four statistics. The accent colour marks one of them only (DESIGN.md).
    stats: ["uptime", "support", "adminTime", "reports"] satisfies readonly ClaimId[],
    highlightedStat: "adminTime" satisfies ClaimId,
  },

  // The hero's drawn dashboard: sample interface, so labels only, never figures that read as facts.
  dashboard: {
    description:
      "Illustration of the Ilimi dashboard: an admissions pipeline from applications through screening to admission, fee collection progress for the term, and today's lecture timetable.",
    product: "Ilimi",
    session: "Current session",
    nav: ["Overview", "Admissions", "Students", "Timetable", "Fees", "Reports"],
    admissions: { title: "Admissions pipeline", stages: ["Applications", "Screened", "Admitted"] },
    fees: { title: "Fee collection", caption: "This term", legend: ["Paid", "Outstanding"] },
    timetable: {
      title: "Today's timetable",
      // Sample course codes and rooms, in the style of a Nigerian university timetable.
      slots: [
        { time: "08:00", course: "GST 111", room: "LT 1" },
        { time: "10:00", course: "MTH 101", room: "Hall B" },
        { time: "12:00", course: "CHM 103", room: "Lab 2" },
        { time: "14:00", course: "CSC 102", room: "LT 3" },
      ],
    },
  },

  modules: {
    eyebrow: "Modules",
    title: "Every office, one platform",
    lead: "Each module does its own job well and shares one record with the others, so what admissions captures, the registry, the exams office and the bursary can all rely on.",
    learnMore: "Learn More",
    /** Read after "Learn More" by screen readers, followed by the module's name. */
    learnMoreContext: "about",
    exploreAll: { label: "Explore All Modules", href: "/modules" },
  },

  why: {
    eyebrow: "Why Ilimi",
    title: "Built for institutions that run on trust",
    lead: "Student records and fee money deserve software that is careful with access, quick to put in place and looked after around the clock.",
    items: [
      {
        icon: "permissions",
        title: "Role-based permissions and single sign-on",
        body: "Each person sees and changes only what their role allows, and staff sign in once for every module they use.",
      },
      {
        icon: "implementation",
        title: capabilities.implementation,
        body: "Discovery, configuration, training and go-live, planned with your team and on a timeline agreed at the start.",
      },
      {
        icon: "support",
        title: capabilities.support,
        body: "Help from people who know your setup, including in registration week and when results go out.",
      },
    ] satisfies readonly HomeCapability[],
    link: { label: "How Ilimi works with your institution", href: "/solutions" },
  },

  closing: {
    title: "See Ilimi on your own processes",
    text: "Tell us about your institution and we will walk you through the modules that matter to you, with answers from the people who implement them.",
    primary: { label: "Request Demo", href: "/demo" },
    secondary: { label: "Contact sales", href: "/contact" },
  },
} as const;
