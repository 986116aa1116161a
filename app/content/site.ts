// The company's facts, in one place. Contact details an operator changes per deployment are read
// from PUBLIC_* build-time variables (see README); the defaults are placeholders, marked as such.
// `?? {}`: test runners outside Vite (Playwright) import this module too.
const env: Record<string, unknown> = import.meta.env ?? {};

export const site = {
  name: "Ilimi",
  productName: "Ilimi ERP",
  tagline: "The education ERP for institutions that run on trust",
  summary:
    "Ilimi is one integrated platform for admissions, student records, scheduling, exams, fees, HR and payroll, library, hostel, transport and analytics, built in Abuja for universities, colleges, schools and training institutes.",
  foundedYear: 2021,
  erpLaunchYear: 2025,
  office: {
    city: "Abuja",
    country: "Nigeria",
    label: "Abuja, Nigeria",
  },
  phoneHours: "Mon-Fri 9AM-6PM WAT",
  replyWithinHours: 24,
  // Placeholders until the company supplies real ones: override with PUBLIC_CONTACT_PHONE etc.
  // Non-breaking spaces: a phone number must never wrap across lines.
  phone: ((env.PUBLIC_CONTACT_PHONE as string | undefined) || "+234 800 000 0000").replace(/ /g, "\u00a0"),
  email: (env.PUBLIC_CONTACT_EMAIL as string | undefined) || "sales@ilimi.example",
  siteUrl: ((env.PUBLIC_SITE_URL as string | undefined) || "http://localhost:3000").replace(/\/+$/, ""),
  socials: [
    {
      name: "LinkedIn",
      icon: "linkedin",
      href: (env.PUBLIC_SOCIAL_LINKEDIN as string | undefined) || "https://www.linkedin.com/",
    },
    { name: "X (Twitter)", icon: "twitter", href: (env.PUBLIC_SOCIAL_X as string | undefined) || "https://x.com/" },
    {
      name: "Facebook",
      icon: "facebook",
      href: (env.PUBLIC_SOCIAL_FACEBOOK as string | undefined) || "https://www.facebook.com/",
    },
    {
      name: "YouTube",
      icon: "youtube",
      href: (env.PUBLIC_SOCIAL_YOUTUBE as string | undefined) || "https://www.youtube.com/",
    },
  ],
} as const;

export type SocialIcon = (typeof site.socials)[number]["icon"];

export function phoneHref(phone: string = site.phone): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
