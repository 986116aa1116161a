import { capabilities, claimText } from "./claims";
import { institutionSizes, type InstitutionSize } from "./contact";
import { moduleSummaries } from "./modules";
import { contactSalesLink } from "./navigation";
import { site } from "./site";

// The Pricing page: plans by the four institution sizes of SPEC section 3, a comparison, the FAQ.
// NO prices: pricing is tailored and quoted after a demo. Every plan can include all ten modules;
// plans differ only in how much implementation help and account attention come with them.

export type Plan = {
  size: InstitutionSize;
  /** "Small", from the size's label in contact.ts. */
  name: string;
  /** "under 1,000 students", from the same label. */
  students: string;
  summary: string;
  includes: string[];
  /** The demo page preselects the size from ?size= (see routes/contact.tsx). */
  quoteHref: string;
};

/** "Medium: 1,000-5,000" gives "Medium" and "1,000-5,000 students": one source for the sizes. */
function splitSizeLabel(label: string): { name: string; students: string } {
  const [name = label, range = ""] = label.split(": ");
  return { name, students: /students$/.test(range) ? range : `${range} students` };
}

const planDetails: Record<InstitutionSize, { summary: string; includes: string[] }> = {
  small: {
    summary:
      "For schools and training institutes that want one system instead of spreadsheets, set up with our guidance.",
    includes: [
      "Guided setup, remotely, with ready templates for terms, classes and fees",
      "Import of your student and staff lists from spreadsheets",
      "Online training sessions for your administrators",
    ],
  },
  medium: {
    summary: "For colleges and larger schools with several offices that need to work from the same records.",
    includes: [
      "An implementation lead from our Abuja team for your project",
      "Migration of records from your spreadsheets and current tools",
      "Training for each office, on site or online",
    ],
  },
  large: {
    summary: "For universities and polytechnics with faculties, departments and several intakes a year.",
    includes: [
      "A dedicated implementation team and a named account manager",
      "Migration from your existing systems, checked with your registry",
      "On-site training per faculty or department",
    ],
  },
  enterprise: {
    summary: "For multi-campus institutions and groups that roll out in phases with their own ICT unit.",
    includes: [
      "A dedicated team that plans a phased roll-out with your ICT unit",
      "Migration and configuration campus by campus",
      "On-site training per campus, including your own trainers",
    ],
  },
};

export const plans: Plan[] = institutionSizes.map(({ value, label }) => ({
  size: value,
  ...splitSizeLabel(label),
  ...planDetails[value],
  quoteHref: `/demo?size=${value}`,
}));

/** What every plan has, said once above the cards rather than four times in them. */
export const everyPlanIncludes = [
  `All ${moduleSummaries.length} modules available: start with those you need, add the rest when you are ready`,
  capabilities.permissions,
  capabilities.sso,
  `${claimText("support")} and ${claimText("uptime")}`,
  capabilities.implementation,
];

type Cell = boolean | string;

/** The comparison table: one row per feature, one cell per plan in the order of `plans`. */
export const comparison: { feature: string; cells: Record<InstitutionSize, Cell> }[] = [
  row(`All ${moduleSummaries.length} modules`, true),
  row("Role-based permissions and single sign-on", true),
  row(claimText("support"), true),
  row(claimText("uptime"), true),
  row(capabilities.implementation, true),
  {
    feature: "Who leads your implementation",
    cells: {
      small: "Guided remote setup",
      medium: "Implementation lead",
      large: "Dedicated team",
      enterprise: "Dedicated team, phased",
    },
  },
  {
    feature: "Data migration",
    cells: {
      small: "From spreadsheets",
      medium: "Spreadsheets and current tools",
      large: "From existing systems",
      enterprise: "Existing systems, per campus",
    },
  },
  {
    feature: "Staff training",
    cells: {
      small: "Online sessions",
      medium: "Per office, on site or online",
      large: "On site, per faculty",
      enterprise: "On site, per campus, with your trainers",
    },
  },
  {
    feature: "Your contact at Ilimi",
    cells: {
      small: "Support team",
      medium: "Implementation lead",
      large: "Named account manager",
      enterprise: "Named account manager",
    },
  },
  row("Price", "Quoted after a demo"),
];

function row(feature: string, value: Cell): { feature: string; cells: Record<InstitutionSize, Cell> } {
  return { feature, cells: { small: value, medium: value, large: value, enterprise: value } };
}

export const pricingPage = {
  metaTitle: `Pricing by institution size | ${site.productName}`,
  metaDescription: `${site.productName} plans for small, medium, large and enterprise institutions: what each includes, a comparison, a savings estimator and FAQs. Quoted after a demo.`,
  hero: {
    eyebrow: "Pricing",
    title: "Plans that fit the size of your institution",
    lead: "Every institution runs differently, so we do not publish a price list. Choose your size, tell us what you need, and we send a written quote after a demo on your own processes.",
    primary: { label: "Request a quote", href: "/demo" },
    secondary: contactSalesLink,
  },
  plans: {
    id: "plans",
    eyebrow: "Plans",
    title: "Four sizes, one platform",
    lead: "The product is the same at every size. What grows with your institution is the help you get to implement it.",
    listLabel: "Plans by institution size",
    everyPlanTitle: "Every plan includes",
    includesTitle: "Implementation help",
    priceNote: "Tailored to your institution, quoted after a demo",
    cta: "Request a quote",
    /** Completes the link's name for screen readers: "Request a quote for the Small plan". */
    ctaContext: (name: string) => ` for the ${name} plan`,
  },
  comparison: {
    id: "compare",
    eyebrow: "Compare",
    title: "Compare the plans",
    caption: "How the plans differ, by institution size",
    /** Rows the same for every plan are said once, above the table (issue #17: show what differs). */
    sharedHeading: "Every plan includes",
    scrollHint: "Scroll sideways to see every plan.",
    featureHeader: "Feature",
    included: "Included",
    notIncluded: "Not included",
  },
  faq: {
    id: "faq",
    eyebrow: "Questions",
    title: "Questions institutions ask about pricing",
    items: [
      {
        question: "Why is there no price list?",
        answer:
          "What an institution needs varies a great deal: the modules it starts with, how many campuses it has, where its records are today and how much training its staff want. A price list would either overcharge small institutions or surprise large ones. After a demo we send a written quote for your institution.",
      },
      {
        question: "Can we start with a few modules and add more later?",
        answer: `Yes. Every plan can include all ${moduleSummaries.length} modules. Many institutions start with admissions, student records and fees, then add the others when their staff are ready.`,
      },
      {
        question: "What if our institution grows into the next size?",
        answer:
          "Tell us when your numbers change. How growth is handled is written into your quote before you sign, so there are no surprises when your enrollment rises.",
      },
      {
        question: "How long does implementation take?",
        answer:
          "Weeks, not months. Every implementation follows four steps: Discovery, Configuration, Training and Go Live. The exact timeline depends on your modules and your data, and we agree it with you before we start.",
      },
      {
        question: "Is support included?",
        answer: `Yes. Every plan includes ${claimText("support")}, from people who know how your institution is set up.`,
      },
      {
        question: "Is the savings estimate a promise?",
        answer:
          "No. It is an illustration built from the assumptions shown under it, to help you think about where time and money go today. In a demo we look at your real processes instead.",
      },
      {
        question: "What should we prepare before asking for a quote?",
        answer:
          "Your number of students and staff, the modules you are most interested in, the systems or spreadsheets you use today, and how many campuses you have. A rough idea is enough to start.",
      },
    ],
  },
  cta: {
    title: "Get a quote for your institution",
    text: `Tell us your size and what you need. Our team replies within ${site.replyWithinHours} hours and arranges a demo on your own processes.`,
    primary: { label: "Request a quote", href: "/demo" },
    secondary: contactSalesLink,
  },
} as const;
