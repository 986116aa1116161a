import type { LegalDocument } from "../legal";
import { site } from "../site";

// The cookie notice, matching what the site REALLY stores in a browser: no cookies at all (no
// Set-Cookie, no document.cookie, no createCookie anywhere in app/ or server/), and one
// sessionStorage entry that React Router's <ScrollRestoration> (app/root.tsx) keeps for the Back button.

/** What this site keeps in a visitor's browser, exactly. Empty cookie list on purpose. */
export const browserStorage = {
  cookies: [] as { name: string; purpose: string; duration: string }[],
  sessionStorage: [
    {
      name: "react-router-scroll-positions",
      purpose: "Remembers how far down each page you had scrolled, so the Back button returns you to the same place",
      duration: "Until you close the tab",
    },
  ],
};

const socialNames = new Intl.ListFormat("en-GB", { type: "conjunction" }).format(site.socials.map((s) => s.name));

export const cookieNotice: LegalDocument = {
  path: "/cookies",
  metaTitle: `Cookie notice | ${site.name}`,
  metaDescription: `The ${site.name} website sets no cookies and uses no third-party analytics or advertising trackers. What it keeps in your browser, and why.`,
  eyebrow: "Cookies",
  title: "Cookie notice",
  lead: "This website sets no cookies. It uses no third-party analytics, no advertising and no social-media trackers, so there is nothing to accept or refuse. Our server counts page views itself, without cookies and without storing anything in your browser (see the privacy notice).",
  lastUpdated: "2026-11-26",
  sections: [
    {
      id: "no-cookies",
      heading: "No cookies",
      blocks: [
        {
          kind: "p",
          text: [
            `Our pages, forms and server set no cookies, first-party or third-party. Our fonts and images are served from our own server, so visiting the site does not contact any other company.`,
          ],
        },
        {
          kind: "p",
          text: [
            "The demo-request and newsletter forms protect themselves from spam with a hidden, signed time stamp inside the form itself. It is sent with the form and is not stored in your browser.",
          ],
        },
      ],
    },
    {
      id: "browser-storage",
      heading: "What stays in your browser",
      blocks: [
        {
          kind: "p",
          text: [
            "One small entry in your browser's session storage, which only this site can read and which is never sent to us:",
          ],
        },
        {
          kind: "table",
          caption: "What this website stores in your browser",
          head: ["Name", "Type", "Purpose", "Kept"],
          rows: browserStorage.sessionStorage.map((entry) => [
            entry.name,
            "Session storage",
            entry.purpose,
            entry.duration,
          ]),
        },
        {
          kind: "p",
          text: [
            "It is strictly necessary for the site to work as you expect, so it does not need your consent. Your browser deletes it when you close the tab; you can also clear it in your browser's settings.",
          ],
        },
      ],
    },
    {
      id: "other-sites",
      heading: "Other websites",
      blocks: [
        {
          kind: "p",
          text: [
            `Our links to ${socialNames} are plain links. Those sites may set their own cookies once you open them; their own notices explain how.`,
          ],
        },
      ],
    },
    {
      id: "changes",
      heading: "If this changes",
      blocks: [
        {
          kind: "p",
          text: [
            "If we ever want to use a cookie that is not strictly necessary, we will list it here first and ask for your consent before setting it.",
          ],
        },
        {
          kind: "p",
          text: [{ label: "Our privacy notice", href: "/privacy" }, " explains what we collect through the forms."],
        },
      ],
    },
  ],
};
