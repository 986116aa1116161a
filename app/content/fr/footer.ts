import type * as en from "../footer";
import type { Translation } from "../locale";
import { site } from "./site";

// The footer's words in French. Facts (office, phone, hours, socials, years) come from ./site.ts.
export const footerCopy: Translation<typeof en.footerCopy> = {
  newsletter: {
    heading: "La lettre des responsables d’établissement",
    body: "Nouveautés du produit, guides pratiques et dates des webinaires, pour les services de la scolarité, les services financiers et les équipes informatiques, quelques fois par an.",
  },
  contact: {
    heading: "Nous contacter",
    office: "Bureau",
    phone: "Téléphone",
    email: "E-mail",
    phoneHours: "Horaires",
  },
  social: {
    heading: "Suivez-nous",
    linkLabel: (network: string) => `${site.name} sur ${network}`,
  },
  siteMapLabel: "Plan du site",
  policyLabel: "Informations légales",
  copyright: (year: number) => `© ${year} ${site.name}`,
  founded: `Entreprise fondée en ${site.foundedYear} à ${site.office.label}. ${site.productName} a été lancé en ${site.erpLaunchYear}.`,
};
