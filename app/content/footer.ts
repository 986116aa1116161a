import { site } from "./site";

// The footer's words. Facts (office, phone, hours, socials, years) come from site.ts, once.
export const footerCopy = {
  newsletter: {
    heading: "Notes for people who run institutions",
    body: "Product news, practical guides and webinar dates for registrars, bursars and IT teams, a few times a year.",
  },
  contact: {
    heading: "Talk to us",
    office: "Office",
    phone: "Phone",
    email: "Email",
    phoneHours: "Phone hours",
  },
  social: {
    heading: "Follow us",
    /** The accessible name of a social icon link; the tooltip shows the network's name alone. */
    linkLabel: (network: string) => `${site.name} on ${network}`,
  },
  siteMapLabel: "Site map",
  policyLabel: "Legal",
  copyright: (year: number) => `© ${year} ${site.name}`,
  founded: `Founded in ${site.foundedYear} in ${site.office.label}. ${site.productName} launched in ${site.erpLaunchYear}.`,
} as const;
