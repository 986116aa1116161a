import { claims, claimText } from "./claims";

// The savings estimator on /pricing: its fields, its ASSUMPTIONS and its wording. The assumptions
// are the company's illustrative starting points, not claims: change a number here and the
// estimate, the page's list of assumptions and the tests follow. The percentages come from
// claims.ts only (SPEC section 1), so the estimator cannot state a figure the site does not claim.

export type EstimatorFieldName = "students" | "staff" | "fees";

export type EstimatorField = {
  name: EstimatorFieldName;
  label: string;
  hint: string;
  placeholder: string;
  min: number;
  max: number;
  /** grouping: digits grouped other than in threes (« 1,5 » on an English page): refused, never read as 15. */
  messages: {
    required: string;
    notNumber: string;
    grouping: string;
    whole: string;
    tooSmall: string;
    tooLarge: string;
  };
};

export const estimatorFields: Record<EstimatorFieldName, EstimatorField> = {
  students: {
    name: "students",
    label: "Number of students",
    hint: "Everyone enrolled this session, all programmes together.",
    placeholder: "e.g. 2,500",
    min: 1,
    max: 1_000_000,
    messages: {
      required: "Enter the number of students, like 2,500",
      notNumber: "Enter the number of students in digits, like 2,500",
      grouping: "Group the digits in threes with commas, like 2,500, or write none",
      whole: "Enter a whole number of students, like 2,500",
      tooSmall: "Enter at least 1 student",
      tooLarge: "Enter no more than 1,000,000 students",
    },
  },
  staff: {
    name: "staff",
    label: "Number of staff",
    hint: "Teaching and non-teaching staff together.",
    placeholder: "e.g. 180",
    min: 1,
    max: 200_000,
    messages: {
      required: "Enter the number of staff, like 180",
      notNumber: "Enter the number of staff in digits, like 180",
      grouping: "Group the digits in threes with commas, like 1,200, or write none",
      whole: "Enter a whole number of staff, like 180",
      tooSmall: "Enter at least 1 staff member",
      tooLarge: "Enter no more than 200,000 staff",
    },
  },
  fees: {
    name: "fees",
    label: "Fees billed per year",
    hint: "The total of all fees you invoice in a year, in the currency chosen above.",
    placeholder: "e.g. 250,000,000",
    min: 0,
    max: 10_000_000_000_000,
    messages: {
      required: "Enter the fees you bill per year, like 250,000,000",
      notNumber: "Enter the yearly fees in digits, like 250,000,000",
      grouping: "Group the digits in threes with commas, like 250,000,000, or write none",
      whole: "Enter the yearly fees as a whole amount, like 250,000,000",
      tooSmall: "Enter fees of 0 or more",
      tooLarge: "Enter no more than 10,000,000,000,000",
    },
  },
};

export const estimatorFieldOrder: EstimatorFieldName[] = ["students", "staff", "fees"];

/** Illustrative starting points, NOT claims. Each is shown on the page with its explanation. */
export const estimatorAssumptions = {
  adminHoursPerStudentPerYear: 4,
  adminHoursPerStaffPerYear: 10,
  reportHoursPerStaffPerMonth: 0.1,
  uncollectedFeeShare: 0.15,
  hoursPerWorkingDay: 8,
} as const;

export type EstimatorAssumptions = { [K in keyof typeof estimatorAssumptions]: number };

/** "60%" becomes 0.6: the claim's own figure, never a copy of it. */
function rateOf(value: string): number {
  return Number.parseFloat(value) / 100;
}

/** The claimed improvements the estimate applies, each the claim's maximum ("up to"). */
export const estimatorRates = {
  adminTime: rateOf(claims.adminTime.value),
  reports: rateOf(claims.reports.value),
  feeCollection: rateOf(claims.feeCollection.value),
} as const;

const a = estimatorAssumptions;

export const savingsEstimatorCopy = {
  id: "savings-estimator",
  eyebrow: "Savings estimator",
  title: "What could Ilimi mean for your institution?",
  lead: `Enter three figures and see what ${claimText("adminTime")}, ${claimText("reports")} and ${claimText("feeCollection")} could mean for you. Every result is an upper bound, worked out from the assumptions listed below.`,
  formLabel: "Your institution's figures",
  submit: "Estimate my savings",
  results: {
    heading: "Your estimate",
    emptyTitle: "Your estimate appears here",
    emptyText:
      "Enter your number of students, staff and yearly fees, then choose Estimate my savings. With JavaScript on, the estimate updates as you type.",
    invalidTitle: "Check the figures on the left",
    invalidText: "Your estimate appears as soon as all three figures are whole numbers in the expected range.",
    hoursUnit: "hours",
    today: "Today (assumed)",
    withIlimi: "With Ilimi (at best)",
    disclaimer:
      "Illustrative only: an estimate from the assumptions below, not a quote or a promise. Your own results depend on your processes, your data and how your teams adopt the system.",
    quoteCta: "Discuss your figures in a demo",
  },
  metrics: {
    adminTime: {
      title: "Administrative time",
      claim: claimText("adminTime"),
      saved: (hours: string, days: string) =>
        `Up to ${hours} hours a year back for your staff, about ${days} working days`,
      barCaption: "Administrative work, hours a year",
      format: "hours",
    },
    reports: {
      title: "Report preparation",
      claim: claimText("reports"),
      saved: (hours: string) => `Up to ${hours} hours a year saved on preparing recurring reports`,
      barCaption: "Preparing recurring reports, hours a year",
      format: "hours",
    },
    feeCollection: {
      title: "Fee collection",
      claim: claimText("feeCollection"),
      saved: (amount: string) => `Up to ${amount} more collected each year`,
      barCaption: "Fees left uncollected, a year",
      format: "money",
    },
  },
  /** The currency the fees are typed and shown in (issue #29): naira by default here, FCFA on French pages. */
  currency: {
    label: "Currency",
    options: { XOF: "CFA franc, UEMOA (XOF)", XAF: "CFA franc, CEMAC (XAF)", NGN: "Naira (NGN)" },
    /** How an amount is written in each currency; {0} is the number. */
    formats: { XOF: "{0} FCFA", XAF: "{0} FCFA", NGN: "₦{0}" },
    parity: "Both CFA francs are fixed at 655.957 to the euro.",
    rate: (rate: string, date: string) =>
      `An estimate in naira is also given in FCFA, at ₦${rate} to the euro, the rate Ilimi set on ${date}.`,
    noRate: "The estimate stays in the currency you choose; it is not converted into another.",
    /** Beside a naira fee figure when a rate is set: the same amount in FCFA. */
    converted: (amount: string) => `About ${amount}`,
  },
  assumptions: {
    heading: "The assumptions behind this estimate",
    note: "These are our illustrative starting points, not measurements of your institution and not claims. In a demo we replace them with your own figures.",
    items: [
      {
        term: "Administrative work per student",
        value: `${a.adminHoursPerStudentPerYear} hours a year`,
        detail: "Applications, registration, records, timetables, results and fee queries, across all offices.",
      },
      {
        term: "Administrative work per staff member",
        value: `${a.adminHoursPerStaffPerYear} hours a year`,
        detail: "Contracts, leave, appraisals and monthly payroll.",
      },
      {
        term: "Recurring reports",
        value: `${a.reportHoursPerStaffPerMonth * 10} hour a month for every 10 staff`,
        detail: "Management, bursary and regulator reports compiled by hand.",
      },
      {
        term: "Fees not collected today",
        value: `${Math.round(a.uncollectedFeeShare * 100)}% of fees billed`,
        detail: `We read “${claimText("feeCollection")}” as collecting up to ${Math.round(estimatorRates.feeCollection * 100)}% of the fees that go uncollected today.`,
      },
      {
        term: "A working day",
        value: `${a.hoursPerWorkingDay} hours`,
        detail: "Used to express saved hours as working days.",
      },
    ],
  },
  /** Read to screen readers, after typing pauses, so they hear the estimate without leaving the form. */
  announcement: (admin: string, reports: string, fees: string) =>
    `Estimate updated: up to ${admin} hours of administrative time, ${reports} hours of report preparation and ${fees} in fees a year.`,
} as const;
