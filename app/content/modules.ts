import type { ClaimId } from "./claims";

export type ModuleIcon =
  | "admissions"
  | "students"
  | "scheduling"
  | "exams"
  | "fees"
  | "payroll"
  | "library"
  | "hostel"
  | "transport"
  | "analytics";

export type ModuleSummary = {
  slug: string;
  name: string;
  icon: ModuleIcon;
  /** A few words, used in menus. */
  tagline: string;
  description: string;
  features: [string, string, string];
};

// The ten modules of the home grid (SPEC section 2, "ten module cards"), in the order SPEC section 1 names them.
export const moduleSummaries: ModuleSummary[] = [
  {
    slug: "admissions",
    name: "Admissions & Enrollment",
    icon: "admissions",
    tagline: "From application to matriculation",
    description: "Run every intake online, from the first enquiry to the admission letter and enrollment.",
    features: [
      "Online application forms and document upload",
      "Screening, scoring and offer letters",
      "Acceptance fees and enrollment in one flow",
    ],
  },
  {
    slug: "student-information",
    name: "Student Information",
    icon: "students",
    tagline: "One record for every learner",
    description: "Keep one complete, trustworthy record for every student, from first day to graduation.",
    features: [
      "Biodata, guardians and medical notes",
      "Course registration and academic history",
      "Transcripts and letters on request",
    ],
  },
  {
    slug: "scheduling",
    name: "Scheduling & Timetables",
    icon: "scheduling",
    tagline: "Clash-free timetables",
    description: "Build timetables that respect rooms, lecturers and programmes, and publish changes instantly.",
    features: ["Automatic clash detection", "Room and venue allocation", "Timetables on every student's phone"],
  },
  {
    slug: "exams",
    name: "Exams & Assessment",
    icon: "exams",
    tagline: "Results you can stand behind",
    description: "Plan exams, capture scores once and publish results that are checked, approved and traceable.",
    features: [
      "Continuous assessment and exam scores",
      "Grading rules per programme",
      "Approval workflow before results go out",
    ],
  },
  {
    slug: "fees",
    name: "Fees & Billing",
    icon: "fees",
    tagline: "Every naira accounted for",
    description: "Bill every student correctly, take payment online and reconcile without spreadsheets.",
    features: [
      "Fee schedules, discounts and instalments",
      "Online payment and automatic receipts",
      "Debtor lists and reconciliation",
    ],
  },
  {
    slug: "hr-payroll",
    name: "HR & Payroll",
    icon: "payroll",
    tagline: "Staff records and payroll",
    description: "Manage staff from appointment to retirement and run payroll with the deductions you owe.",
    features: [
      "Staff records, leave and appraisals",
      "Payroll with tax and pension deductions",
      "Payslips staff can download themselves",
    ],
  },
  {
    slug: "library",
    name: "Library",
    icon: "library",
    tagline: "Catalogue, loans and fines",
    description: "Catalogue your collection, lend and recall books, and settle fines with the fee account.",
    features: ["Catalogue with barcode support", "Loans, reservations and recalls", "Fines linked to student accounts"],
  },
  {
    slug: "hostel",
    name: "Hostel & Accommodation",
    icon: "hostel",
    tagline: "Rooms, allocation and welfare",
    description: "Allocate bed spaces fairly, track occupancy and keep hostel fees and incidents in one place.",
    features: [
      "Bed-space application and allocation",
      "Occupancy and check-in records",
      "Hostel fees and incident log",
    ],
  },
  {
    slug: "transport",
    name: "Transport",
    icon: "transport",
    tagline: "Routes, buses and riders",
    description: "Plan routes, assign vehicles and drivers, and know which students ride which bus.",
    features: [
      "Routes, stops and vehicle assignment",
      "Rider lists for each trip",
      "Transport fees and maintenance records",
    ],
  },
  {
    slug: "analytics",
    name: "Analytics & Reports",
    icon: "analytics",
    tagline: "Decisions from live data",
    description: "See enrollment, results, fees and staffing on live dashboards, and produce reports in minutes.",
    features: ["Live dashboards for management", "Regulator-ready reports", "Export to spreadsheet or PDF"],
  },
];

export type ModuleDetail = {
  slug: string;
  intro: string;
  features: string[];
  benefits: string[];
  /** A figure of SPEC section 1 that belongs to this module, if any. */
  claim?: ClaimId;
};

// The six detailed modules of the modules page (SPEC section 2), by slug of the summaries above.
export const moduleDetails: ModuleDetail[] = [
  {
    slug: "admissions",
    claim: "admissions",
    intro:
      "Applicants apply from any phone, your admissions office screens and decides in one place, and nobody retypes a form.",
    features: [
      "Configurable application forms per programme, with document upload",
      "Application fee payment before submission",
      "Screening scores, cut-off marks and merit lists",
      "Offer and admission letters generated from templates",
      "Acceptance fee, clearance and enrollment in a single flow",
    ],
    benefits: [
      "Less manual admissions work: no re-keying of paper forms",
      "Applicants see their status without calling the office",
      "Every decision recorded with who made it and when",
    ],
  },
  {
    slug: "student-information",
    claim: "retention",
    intro:
      "One record per student that every office trusts, from registration to the transcript issued years after graduation.",
    features: [
      "Biodata, guardians, sponsors and medical notes",
      "Course registration with prerequisite checks",
      "Academic history across sessions and programmes",
      "Attendance and early-warning flags for students at risk",
      "Transcripts, statements of result and letters on request",
    ],
    benefits: [
      "Better retention: advisers see who is struggling early",
      "One source of truth instead of departmental spreadsheets",
      "Records protected by role-based permissions",
    ],
  },
  {
    slug: "scheduling",
    claim: "adminTime",
    intro: "Timetables that respect every room, lecturer and programme, built in hours and changed in minutes.",
    features: [
      "Timetable builder with automatic clash detection",
      "Room, laboratory and venue allocation by capacity",
      "Lecturer availability and teaching-load limits",
      "Exam timetables from the same data",
      "Changes published instantly to staff and students",
    ],
    benefits: [
      "Less administrative time spent resolving clashes",
      "Rooms used fully, without double bookings",
      "Students always see the current timetable",
    ],
  },
  {
    slug: "exams",
    claim: "reports",
    intro:
      "Scores captured once by the people who mark, checked by the people who approve, and published without errors.",
    features: [
      "Continuous assessment and examination score entry",
      "Grading scales and rules per programme",
      "Moderation and approval before results are released",
      "Result computation: GPA, CGPA and class of degree",
      "Result slips and broadsheets generated automatically",
    ],
    benefits: [
      "Faster reports: broadsheets in minutes, not weeks",
      "Every change to a score is logged and traceable",
      "Students see approved results on their phones",
    ],
  },
  {
    slug: "fees",
    claim: "feeCollection",
    intro:
      "Every student billed correctly, every payment matched to its invoice, and every debtor known without a spreadsheet.",
    features: [
      "Fee schedules per programme, level and session",
      "Discounts, scholarships and instalment plans",
      "Online payment with automatic receipts",
      "Reconciliation of bank and gateway payments",
      "Debtor lists and reminders by SMS and email",
    ],
    benefits: [
      "Better fee collection with reminders and easy payment",
      "Bursary staff stop matching payments by hand",
      "Management sees collections by the day",
    ],
  },
  {
    slug: "hr-payroll",
    claim: "adminTime",
    intro: "Staff records, leave, appraisals and a payroll that gets deductions right, every month.",
    features: [
      "Staff records from appointment to retirement",
      "Leave requests and approvals",
      "Appraisals and promotions",
      "Payroll with tax, pension and other deductions",
      "Payslips and statements staff download themselves",
    ],
    benefits: [
      "Less administrative time at every month's end",
      "Payroll errors caught before salaries are paid",
      "Staff serve themselves instead of queuing at HR",
    ],
  },
];

export function moduleBySlug(slug: string): ModuleSummary | undefined {
  return moduleSummaries.find((m) => m.slug === slug);
}

/** The four modules the home grid links to that have no detailed section of their own. */
export const moreModules = moduleSummaries.filter((m) => !moduleDetails.some((d) => d.slug === m.slug));
