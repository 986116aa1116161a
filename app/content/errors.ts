import { site } from "./site";

export type ErrorPage = {
  code: string;
  title: string;
  body: string;
  metaTitle: string;
  links: { label: string; href: string }[];
};

// SPEC section 8's messages, verbatim in their titles.
export const errorPages = {
  notFound: {
    code: "404",
    title: "Oops! Page not found",
    body: "The page you were looking for does not exist or has moved. These pages may help instead.",
    metaTitle: `Page not found | ${site.name}`,
    links: [
      { label: "Return to Home", href: "/" },
      { label: "Explore the modules", href: "/modules" },
      { label: "Request Demo", href: "/demo" },
    ],
  },
  unexpected: {
    code: "500",
    title: "Unexpected Application Error!",
    body: `Something went wrong on our side and this page could not be shown. Please try again in a moment; if it keeps happening, call us on ${site.phone}.`,
    metaTitle: `Something went wrong | ${site.name}`,
    links: [
      { label: "Return to Home", href: "/" },
      { label: "Contact us", href: "/contact" },
    ],
  },
} as const satisfies Record<string, ErrorPage>;
