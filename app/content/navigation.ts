import { moduleSummaries, type ModuleIcon } from "./modules";
import { site } from "./site";

/** `icon` marks a module link, drawn with its module icon in the menus. */
export type NavLink = { label: string; href: string; description?: string; icon?: ModuleIcon };
export type NavMenu = { label: string; href: string; links: NavLink[] };

// The menus link exactly the paths of SPEC section 2 ("Links without a page of their own" included).
export const mainMenus: NavMenu[] = [
  {
    label: "Solutions",
    href: "/solutions",
    links: [
      { label: "Why Ilimi", href: "/solutions", description: "Benefits, differentiators and results" },
      { label: "Implementation", href: "/solutions/implementation", description: "Discovery to go-live in weeks" },
      { label: "Support", href: "/solutions/support", description: "24/7 help from people who know your setup" },
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
      { label: "All modules", href: "/modules", description: "The whole platform on one page" },
    ],
  },
  {
    label: "Industries",
    href: "/industries",
    links: [
      { label: "Universities", href: "/industries/universities", description: "Faculties, senate and large cohorts" },
      { label: "Colleges", href: "/industries/colleges", description: "Polytechnics and colleges of education" },
      { label: "Schools", href: "/industries/schools", description: "Primary and secondary schools" },
      { label: "Training institutes", href: "/industries/training", description: "Short courses and certifications" },
    ],
  },
  {
    label: "Resources",
    href: "/resources",
    links: [
      { label: "Blog", href: "/resources/blog", description: "Notes on running institutions well" },
      { label: "Case studies", href: "/resources/case-studies", description: "How institutions use Ilimi" },
      { label: "Guides", href: "/resources/guides", description: "Practical how-tos for your team" },
      { label: "Webinars", href: "/resources/webinars", description: "Live walkthroughs and Q&A" },
    ],
  },
  {
    label: "Company",
    href: "/company",
    links: [
      { label: "About", href: "/company/about", description: "Who we are and why we build Ilimi" },
      { label: "Careers", href: "/company/careers", description: "Work with us in Abuja" },
      { label: "Partners", href: "/company/partners", description: "Implement and resell Ilimi" },
    ],
  },
];

export const pricingLink: NavLink = { label: "Pricing", href: "/pricing" };
export const contactSalesLink: NavLink = { label: "Contact Sales", href: "/contact" };
export const requestDemoLink: NavLink = { label: "Request Demo", href: "/demo" };

export const policyLinks: NavLink[] = [
  { label: "Privacy", href: "/privacy" },
  { label: "Terms", href: "/terms" },
  { label: "Cookies", href: "/cookies" },
  { label: "Accessibility", href: "/accessibility" },
];

/**
 * Footer columns: every link of every top-bar menu, all ten modules included, because the footer's
 * site map (#site-map) is where the menus lead before JavaScript has loaded, or without it.
 */
export const footerColumns: { heading: string; links: NavLink[] }[] = [
  ...mainMenus.map((menu) => ({ heading: menu.label, links: menu.links })),
  { heading: "Get started", links: [pricingLink, contactSalesLink, requestDemoLink] },
];

/** Words of the top bar's controls (the mobile menu's toggle and sheet). */
export const navigationLabels = {
  mainNav: "Main",
  mobileNav: "Site menu",
  homeLink: `${site.name} home`,
  openMenu: "Open menu",
  closeMenu: "Close menu",
  /** Visible text of the mobile toggle, and of its no-JavaScript link to the footer's site map. */
  menu: "Menu",
  sheetTitle: "Menu",
} as const;
