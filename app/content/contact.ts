import { site } from "./site";

export const institutionSizes = [
  { value: "small", label: "Small: under 1,000 students" },
  { value: "medium", label: "Medium: 1,000-5,000" },
  { value: "large", label: "Large: 5,000-15,000" },
  { value: "enterprise", label: "Enterprise: over 15,000" },
] as const;

export type InstitutionSize = (typeof institutionSizes)[number]["value"];

export function isInstitutionSize(value: unknown): value is InstitutionSize {
  return institutionSizes.some((s) => s.value === value);
}

/** The demo-request form's fields of SPEC section 3, with their labels and input types. */
export const demoFormFields = {
  firstName: { label: "First name", required: true, autoComplete: "given-name", type: "text" },
  lastName: { label: "Last name", required: true, autoComplete: "family-name", type: "text" },
  email: { label: "Work email", required: true, autoComplete: "email", type: "email" },
  phone: { label: "Phone number", required: false, autoComplete: "tel", type: "tel" },
  institution: { label: "Institution/company", required: true, autoComplete: "organization", type: "text" },
  size: { label: "Institution size", required: false },
  message: { label: "Message", required: false },
} as const;

export const contactPage = {
  title: "Request a demo",
  metaTitle: `Request a demo or contact sales | ${site.name}`,
  metaDescription: `See ${site.name} on your own institution's processes. Tell us about your institution and our team replies within ${site.replyWithinHours} hours.`,
  heading: "See Ilimi run your institution",
  intro:
    "Tell us a little about your institution. We will show you the modules that matter to you, on your own processes, and answer every question your team has.",
  replyPromise: `Our team replies within ${site.replyWithinHours} hours.`,
  expectations: [
    "A walkthrough shaped around your institution",
    "Answers from people who implement Ilimi, not a script",
    "A plan for implementation in weeks, with your timeline",
  ],
  expectationsHeading: "What to expect",
  details: {
    heading: "Prefer to talk?",
    office: "Office",
    phone: "Phone",
    email: "Email",
    phoneHours: "Phone hours",
  },
  formHeading: "Tell us about your institution",
  submitLabel: "Request Demo",
  messagePlaceholder: "Which processes would you like to improve first?",
  sizePlaceholder: "Select a size",
} as const;
