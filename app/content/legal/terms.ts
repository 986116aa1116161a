import { mailLink, type LegalDocument } from "../legal";
import { site } from "../site";

// The terms of use of an informational website: plain and fair. Contracts for Ilimi ERP itself
// are separate written agreements; nothing here sells anything.

export const termsOfUse: LegalDocument = {
  path: "/terms",
  metaTitle: `Terms of use | ${site.name}`,
  metaDescription: `The terms for using the ${site.name} website: what it is for, the savings estimator as an illustration, intellectual property, liability and Nigerian law.`,
  eyebrow: "Terms",
  title: "Terms of use",
  lead: `The rules for using this website, in plain words. They apply to the website only: using ${site.productName} is governed by the written agreement an institution signs with us.`,
  lastUpdated: "2026-11-23",
  sections: [
    {
      id: "about",
      heading: "About these terms",
      blocks: [
        {
          kind: "p",
          text: [
            `This website is run by ${site.name}, ${site.office.label}. By using it you accept these terms. If you do not accept them, please do not use the site.`,
          ],
        },
      ],
    },
    {
      id: "informational",
      heading: "An informational website",
      blocks: [
        {
          kind: "p",
          text: [
            `The site describes ${site.productName} and lets you request a demo or subscribe to our newsletter. It has no accounts and sells nothing. A price, a plan or a service becomes binding only in a written quote and agreement signed by both sides.`,
          ],
        },
      ],
    },
    {
      id: "estimates",
      heading: "Figures and the savings estimator",
      blocks: [
        {
          kind: "p",
          text: [
            "The figures on this site describe what institutions can achieve with Ilimi, and say “up to” where they are a maximum. The savings estimator on the pricing page is an illustration: it applies those figures to assumptions that are shown under it, not to measurements of your institution.",
          ],
        },
        {
          kind: "p",
          text: [
            "An estimate is not a quote, an offer or a promise of results. What your institution achieves depends on its processes, its data and how its teams adopt the system. Please do not base a decision on an estimate alone: ask us for a demo on your own figures.",
          ],
        },
      ],
    },
    {
      id: "use",
      heading: "Using the site fairly",
      blocks: [
        { kind: "p", text: ["Please do not:"] },
        {
          kind: "list",
          items: [
            ["send forms with someone else's details without their permission, or with false details;"],
            ["send forms automatically or in bulk, or try to get around the limits that protect them;"],
            ["try to disrupt, overload or gain unauthorised access to the site or its server;"],
            ["copy the site's content in bulk, for example by scraping."],
          ],
        },
        {
          kind: "p",
          text: [
            "If you find a security weakness, please tell us at ",
            mailLink,
            " before telling anyone else, and we will work with you to fix it.",
          ],
        },
      ],
    },
    {
      id: "ip",
      heading: "Intellectual property",
      blocks: [
        {
          kind: "p",
          text: [
            `The site's text, design, illustrations and the ${site.name} name and logo belong to ${site.name}. You may view, print and share pages, and link to them, for your own information or to evaluate ${site.productName} for your institution. Any other use, such as republishing our content, needs our written permission.`,
          ],
        },
      ],
    },
    {
      id: "links",
      heading: "Links to other websites",
      blocks: [
        {
          kind: "p",
          text: [
            "Where we link to other websites, such as social networks, we do so for your convenience. We do not control them and are not responsible for their content or how they handle your data.",
          ],
        },
      ],
    },
    {
      id: "liability",
      heading: "No warranties, and our liability",
      blocks: [
        {
          kind: "p",
          text: [
            "We take care that the site is accurate and available, but we provide it as it is, without warranties: pages may change, contain mistakes or be unavailable at times.",
          ],
        },
        {
          kind: "p",
          text: [
            "As far as the law allows, we are not liable for any loss that arises from using the site or relying on its content, in particular on an estimate. Nothing in these terms limits a liability that the law does not allow to be limited.",
          ],
        },
      ],
    },
    {
      id: "privacy",
      heading: "Your privacy",
      blocks: [
        {
          kind: "p",
          text: [
            { label: "Our privacy notice", href: "/privacy" },
            " explains what we collect and your rights; ",
            { label: "our cookie notice", href: "/cookies" },
            " explains that the site sets no cookies.",
          ],
        },
      ],
    },
    {
      id: "law",
      heading: "Changes and governing law",
      blocks: [
        {
          kind: "p",
          text: [
            "We may update these terms; the date at the top of this page says when they last changed. These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of the Federal Capital Territory, Abuja, decide any dispute about them.",
          ],
        },
      ],
    },
  ],
};
