import type * as en from "../site";
import { site as enSite } from "../site";
import type { Translation } from "../locale";

// The company's facts in French. Names, figures, contact details and links are the English
// module's own values (contact details come from PUBLIC_* variables there, once); only the
// words are translated here.
export const site: Translation<typeof en.site> = {
  name: enSite.name,
  productName: enSite.productName,
  tagline: "L’ERP éducatif des établissements où la confiance est essentielle",
  summary:
    "Ilimi réunit en une seule plateforme les admissions, les dossiers étudiants, l’emploi du temps, les examens, les frais de scolarité, les RH et la paie, la bibliothèque, l’hébergement, le transport et les analyses. Conçu à Abuja pour les universités et grandes écoles, les collèges et lycées, publics ou privés, et les centres de formation d’Afrique de l’Ouest.",
  foundedYear: enSite.foundedYear,
  erpLaunchYear: enSite.erpLaunchYear,
  office: {
    city: enSite.office.city,
    country: "Nigéria",
    label: "Abuja, Nigéria",
  },
  // Abuja's hours and, beside them, the same hours in Dakar, Abidjan or Bamako (GMT, one hour behind: issue #29).
  // No bracket inside: the hours are often quoted in brackets themselves (issue #46).
  phoneHours: "lun.–ven. 9\u00a0h – 18\u00a0h\u00a0WAT, soit 8\u00a0h – 17\u00a0h\u00a0GMT",
  replyWithinHours: enSite.replyWithinHours,
  phone: enSite.phone,
  email: enSite.email,
  siteUrl: enSite.siteUrl,
  // The networks' own names, in the English order.
  socials: [
    { name: enSite.socials[0].name, icon: "linkedin", href: enSite.socials[0].href },
    { name: enSite.socials[1].name, icon: "twitter", href: enSite.socials[1].href },
    { name: enSite.socials[2].name, icon: "facebook", href: enSite.socials[2].href },
    { name: enSite.socials[3].name, icon: "youtube", href: enSite.socials[3].href },
  ],
};
