import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Reads like SPEC section 2: one line per screen, splats included.
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx", { id: "contact" }),
  route("demo", "routes/contact.tsx", { id: "demo" }),
  route("solutions/*", "routes/solutions.tsx"),
  route("modules/*", "routes/modules.tsx"),
  // The links SPEC section 2 left without a page: each now has one; unknown sub-paths are not found.
  route("pricing", "routes/pricing.tsx"),
  route("industries/:segment?", "routes/industries.tsx"),
  route("company/:page?", "routes/company.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("privacy", "routes/legal.tsx", { id: "privacy" }),
  route("terms", "routes/legal.tsx", { id: "terms" }),
  route("cookies", "routes/legal.tsx", { id: "cookies" }),
  // Throws only when the server runs with ILIMI_TEST_ROUTES=1, to prove the error screen; otherwise not found.
  route("__test/error", "routes/test-error.tsx"),
  // The footer's newsletter box posts here; the e-mails link to confirm and unsubscribe.
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/token", "routes/newsletter-token.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  // Booking a demo slot after the demo form (app/booking): pick, the booking, change, cancel, .ics.
  route("booking/book", "routes/booking-book.tsx"),
  route("booking/manage", "routes/booking-manage.tsx"),
  route("booking/reschedule", "routes/booking-reschedule.tsx"),
  route("booking/cancel", "routes/booking-cancel.tsx"),
  route("booking/invite.ics", "routes/booking-invite.ts"),
  route("booking/later", "routes/booking-later.tsx"),
  // Resources: the overview, a list per kind, and each article (Markdown in app/content/articles).
  route("resources", "routes/resources.tsx"),
  route("resources/:section", "routes/resources-list.tsx"),
  route("resources/:section/:slug", "routes/article.tsx"),
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
    layout("routes/sales/layout.tsx", [
      index("routes/sales/inbox.tsx"),
      route("leads/:id", "routes/sales/lead.tsx"),
      route("export", "routes/sales/export.ts"),
      route("subscribers", "routes/sales/subscribers.tsx"),
      route("bookings", "routes/sales/bookings.tsx"),
      route("users", "routes/sales/users.tsx"),
      route("audit", "routes/sales/audit.tsx"),
      route("account", "routes/sales/account.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
