import type * as en from "../navigation";
import type { Translation } from "../locale";
import { moduleSummaries } from "./modules";
import { site } from "./site";

type NavLink = Translation<en.NavLink>;

// The French menus: the same paths as English (locale-neutral; the page code adds /fr).
export const mainMenus: Translation<typeof en.mainMenus> = [
  {
    label: "Solutions",
    href: "/solutions",
    links: [
      { label: "Pourquoi Ilimi", href: "/solutions", description: "Avantages, atouts et résultats" },
      {
        label: "Mise en œuvre",
        href: "/solutions/implementation",
        description: "Du cadrage à la mise en service en quelques semaines",
      },
      {
        label: "Assistance",
        href: "/solutions/support",
        description: "Une aide 24 h/24, 7 j/7 par une équipe qui connaît votre installation",
      },
    ],
  },
  {
    label: "Modules",
    href: "/modules",
    links: [
      ...moduleSummaries.map((m) => ({
        label: m.name,
        href: `/modules/${m.slug}`,
        description: m.tagline,
        icon: m.icon,
      })),
      { label: "Tous les modules", href: "/modules", description: "Toute la plateforme sur une seule page" },
    ],
  },
  {
    label: "Établissements",
    href: "/industries",
    links: [
      {
        label: "Universités",
        href: "/industries/universities",
        description: "Facultés, UFR, système LMD et grands effectifs",
      },
      {
        label: "Écoles supérieures",
        href: "/industries/colleges",
        description: "Grandes écoles, instituts et écoles normales",
      },
      { label: "Écoles", href: "/industries/schools", description: "Écoles primaires, collèges et lycées" },
      {
        label: "Centres de formation",
        href: "/industries/training",
        description: "Formations courtes et certifications",
      },
    ],
  },
  {
    label: "Ressources",
    href: "/resources",
    links: [
      { label: "Blog", href: "/resources/blog", description: "Conseils pour bien gérer un établissement" },
      {
        label: "Études de cas",
        href: "/resources/case-studies",
        description: "Comment les établissements utilisent Ilimi",
      },
      { label: "Guides", href: "/resources/guides", description: "Des guides pratiques pour vos équipes" },
      {
        label: "Webinaires",
        href: "/resources/webinars",
        description: "Démonstrations en direct et questions-réponses",
      },
    ],
  },
  {
    label: "Entreprise",
    href: "/company",
    links: [
      { label: "À propos", href: "/company/about", description: "Qui nous sommes et pourquoi nous développons Ilimi" },
      { label: "Carrières", href: "/company/careers", description: "Travaillez avec nous à Abuja" },
      { label: "Partenaires", href: "/company/partners", description: "Déployez et revendez Ilimi" },
    ],
  },
];

export const pricingLink: NavLink = { label: "Tarifs", href: "/pricing" };
export const contactSalesLink: NavLink = { label: "Contacter un commercial", href: "/contact" };
export const requestDemoLink: NavLink = { label: "Demander une démo", href: "/demo" };

export const policyLinks: Translation<typeof en.policyLinks> = [
  { label: "Confidentialité", href: "/privacy" },
  { label: "Conditions d’utilisation", href: "/terms" },
  { label: "Cookies", href: "/cookies" },
  { label: "Accessibilité", href: "/accessibility" },
];

/** Footer columns: every link of every menu, as in English (the site map without JavaScript). */
export const footerColumns: Translation<typeof en.footerColumns> = [
  ...mainMenus.map((menu) => ({ heading: menu.label, links: menu.links })),
  { heading: "Pour commencer", links: [pricingLink, contactSalesLink, requestDemoLink] },
];

/** Words of the top bar's controls (the mobile menu's toggle and sheet). */
export const navigationLabels: Translation<typeof en.navigationLabels> = {
  mainNav: "Principale",
  mobileNav: "Menu du site",
  homeLink: `Accueil ${site.name}`,
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  menu: "Menu",
  sheetTitle: "Menu",
};
