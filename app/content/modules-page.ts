import { contactSalesLink, requestDemoLink, type NavLink } from "./navigation";
import { site } from "./site";

// Page-level copy of the Modules page (SPEC section 2). The modules themselves live in modules.ts.
export const modulesPage = {
  metaTitle: `Modules: admissions to payroll on one platform | ${site.productName}`,
  metaDescription: `The modules of ${site.productName} in detail: admissions and enrollment, student information, scheduling, exams and assessment, fees and billing, HR and payroll, plus library, hostel, transport and analytics.`,

  hero: {
    eyebrow: "Modules",
    title: "Every office of your institution, on one platform",
    lead: "Each module does one job well and shares one database with the rest, so a student admitted in Admissions is already in Fees, Exams and the Library. Start with the modules you need and add the others when you are ready.",
  },

  index: {
    label: "Jump to a module",
    detailedTitle: "Core modules",
    moreTitle: "More modules",
  },

  detail: {
    featuresTitle: "Features",
    benefitsTitle: "Benefits",
    /** Introduces a module's figure from claims.ts, e.g. "70% less manual admissions work". */
    claimCaptionPrefix: "Institutions can expect",
  },

  more: {
    id: "more-modules",
    eyebrow: "More modules",
    title: "The rest of campus life, connected",
    lead: "Library, hostel, transport and analytics work from the same student and fee records as everything else.",
  },

  cta: {
    title: "See the modules your institution needs",
    text: `We will walk your team through the modules that matter to you, on your own processes. We reply within ${site.replyWithinHours} hours.`,
    primary: requestDemoLink satisfies NavLink,
    secondary: contactSalesLink satisfies NavLink,
  },
} as const;
