import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { rootLocale, routedEditions, type Locale } from "./content/editions";

type Options = { id?: string };

/**
 * The public site, once per edition of the registry (ADR 023, ADR 045): English at the root, the
 * others under their prefix (/fr) with the same slugs. Each route of a prefixed edition gets the id
 * of its English twin prefixed with the edition's code, "fr/" (React Router needs one id per route
 * when a file serves twice); the screens read their edition from the URL.
 */
function publicSite(locale: Locale): RouteConfigEntry[] {
  const id = (file: string, options?: Options) => {
    const own = options?.id ?? file.replace(/^routes\//, "").replace(/\.tsx?$/, "");
    return locale === rootLocale ? options : { id: `${locale}/${own}` };
  };
  const page = (path: string, file: string, options?: Options) => route(path, file, id(file, options) ?? {});
  const home = (file: string) => index(file, id(file) ?? {});
  // Reads like SPEC section 2: one line per screen, splats included.
  return [
    home("routes/home.tsx"),
    page("contact", "routes/contact.tsx", { id: "contact" }),
    page("demo", "routes/contact.tsx", { id: "demo" }),
    page("solutions/*", "routes/solutions.tsx"),
    page("modules/*", "routes/modules.tsx"),
    // The links SPEC section 2 left without a page: each now has one; unknown sub-paths are not found.
    page("pricing", "routes/pricing.tsx"),
    page("industries/:segment?", "routes/industries.tsx"),
    page("company/:page?", "routes/company.tsx"),
    page("accessibility", "routes/accessibility.tsx"),
    page("privacy", "routes/legal.tsx", { id: "privacy" }),
    page("terms", "routes/legal.tsx", { id: "terms" }),
    page("cookies", "routes/legal.tsx", { id: "cookies" }),
    // Throws only when the server runs with ILIMI_TEST_ROUTES=1, to prove the error screen; otherwise not found.
    page("__test/error", "routes/test-error.tsx"),
    // The footer's newsletter box posts here; the e-mails link to confirm and unsubscribe.
    page("newsletter", "routes/newsletter.tsx"),
    page("newsletter/token", "routes/newsletter-token.tsx"),
    page("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    page("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    // Booking a demo slot after the demo form (app/booking): pick, the booking, change, cancel, .ics.
    page("booking/book", "routes/booking-book.tsx"),
    page("booking/manage", "routes/booking-manage.tsx"),
    page("booking/reschedule", "routes/booking-reschedule.tsx"),
    page("booking/cancel", "routes/booking-cancel.tsx"),
    page("booking/invite.ics", "routes/booking-invite.ts"),
    page("booking/later", "routes/booking-later.tsx"),
    // Resources: the overview, a list per kind, and each article (Markdown in app/content/articles).
    page("resources", "routes/resources.tsx"),
    page("resources/:section", "routes/resources-list.tsx"),
    page("resources/:section/:slug", "routes/article.tsx"),
  ];
}

export default [
  // The pseudo edition's routes too: the server mounts them in test mode only (ADR 086).
  ...routedEditions.flatMap((e) => (e.prefix ? prefix(e.prefix.slice(1), publicSite(e.code)) : publicSite(e.code))),
  // Generated from the prerender list and the articles; prerendered to files like the pages.
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // How to report a security problem (RFC 9116; docs/security.md).
  route(".well-known/security.txt", "routes/security.txt.ts"),
  // The sales console (ADR 020): the team's application, the one place React runs in the browser.
  ...prefix("sales", [
    route("sign-in", "routes/sales/sign-in.tsx"),
    route("forgot-password", "routes/sales/forgot-password.tsx"),
    route("set-password", "routes/sales/set-password.tsx"),
    route("sign-out", "routes/sales/sign-out.tsx"),
    // A presenter's demos as a subscribed calendar: the secret token is the only key (ADR 042).
    route("feeds/:file", "routes/sales/calendar-feed.ts"),
    layout("routes/sales/layout.tsx", [
      index("routes/sales/inbox.tsx"),
      route("leads/:id", "routes/sales/lead.tsx"),
      route("export", "routes/sales/export.ts"),
      route("subscribers", "routes/sales/subscribers.tsx"),
      route("my-day", "routes/sales/my-day.tsx"),
      route("today", "routes/sales/today.tsx"),
      route("bookings", "routes/sales/bookings.tsx"),
      route("insights", "routes/sales/insights.tsx"),
      route("insights/export", "routes/sales/insights-export.ts"),
      route("users", "routes/sales/users.tsx"),
      route("audit", "routes/sales/audit.tsx"),
      route("account", "routes/sales/account.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
