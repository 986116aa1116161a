import { mailLink, type LegalDocument } from "./legal";
import { phoneHref, site } from "./site";

// The accessibility statement of this website (not of Ilimi ERP). It says how the site is tested
// (tests/e2e: axe checks at 390 and 1280 px, keyboard journeys) and what is still imperfect.

export const accessibilityStatement: LegalDocument = {
  path: "/accessibility",
  metaTitle: `Accessibility statement | ${site.name}`,
  metaDescription: `How the ${site.name} website aims to meet WCAG 2.2 level AA, how we test it, its known limitations and how to report a problem.`,
  eyebrow: "Accessibility",
  title: "Accessibility statement",
  lead: `We want everyone to be able to use this website, whatever device, browser or assistive technology they use. This statement covers the ${site.name} website; ask us about ${site.productName} itself and we will tell you how it is tested too.`,
  lastUpdated: "2026-11-23",
  sections: [
    {
      id: "target",
      heading: "Our target",
      blocks: [
        {
          kind: "p",
          text: [
            "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. That means, among other things, that you can:",
          ],
        },
        {
          kind: "list",
          items: [
            ["use every link, menu, form and control with a keyboard alone, with a visible focus indicator;"],
            [
              "zoom the text to 200% and use the site on a screen 320 pixels wide without scrolling sideways (only wide tables scroll inside their own box);",
            ],
            [
              "use the site with a screen reader: pages have one main heading, landmarks, labelled form fields and error messages tied to their fields;",
            ],
            ["use the forms and the savings estimator without JavaScript;"],
            ["read text that contrasts with its background at a ratio of at least 4.5 to 1;"],
            ["browse without motion if your device asks for reduced motion."],
          ],
        },
      ],
    },
    {
      id: "testing",
      heading: "How we test",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "Automated checks with axe in our browser test suite, on every page at a phone width (390 pixels) and a desktop width (1280 pixels), before every release.",
            ],
            [
              "Keyboard-only journeys: opening the menus, requesting a demo, subscribing to the newsletter, using the estimator and the questions on the pricing page.",
            ],
            [
              "Screen-reader checks of the main journeys: finding a page, requesting a demo, subscribing and using the estimator.",
            ],
            ["Zoom to 200% and reflow at 320 pixels wide."],
          ],
        },
      ],
    },
    {
      id: "limitations",
      heading: "Known limitations",
      blocks: [
        { kind: "p", text: ["We know of these, and are working on them:"] },
        {
          kind: "list",
          items: [
            [
              "On narrow screens the plan comparison on the pricing page scrolls sideways inside its own box. The same information is in the plan cards above it, one plan at a time.",
            ],
            ["The savings estimator's bars are a picture. Every figure they show is also written next to them."],
            ["The social networks we link to are not run by us, and their accessibility is outside our control."],
          ],
        },
      ],
    },
    {
      id: "report",
      heading: "Report a problem",
      blocks: [
        {
          kind: "p",
          text: [
            "If something on this site is hard or impossible for you to use, or you need information in another format, please tell us:",
          ],
        },
        {
          kind: "list",
          items: [
            ["Email ", mailLink, " with the address of the page and what went wrong."],
            ["Call ", { label: site.phone, href: phoneHref() }, ` (${site.phoneHours}).`],
          ],
        },
        {
          kind: "p",
          text: [
            `We reply within ${site.replyWithinHours} hours on working days, and tell you when we expect to fix the problem. Until then we will give you the information you need another way.`,
          ],
        },
      ],
    },
    {
      id: "enforcement",
      heading: "If you are not satisfied",
      blocks: [
        {
          kind: "p",
          text: [
            "If our answer does not solve your problem, write to us again and a senior member of our team will review it.",
          ],
        },
      ],
    },
  ],
};
