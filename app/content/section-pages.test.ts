import { describe, expect, it } from "vitest";
import { accessibilityStatement } from "./accessibility";
import { careersPage, companyOverview, companyPages } from "./company";
import { institutionSizes } from "./contact";
import { industriesPage, segments } from "./industries";
import { cookieNotice, browserStorage } from "./legal/cookies";
import { demoRequestFieldList, privacyNotice } from "./legal/privacy";
import { termsOfUse } from "./legal/terms";
import { privacyNoticeVersion } from "./forms";
import { moduleSummaries } from "./modules";
import { mainMenus, policyLinks, pricingLink } from "./navigation";
import { staticPaths } from "./pages";
import { comparison, plans } from "./pricing";

// The pages behind the links SPEC section 2 left without one: pricing, industries, company and
// the policy pages. Checks that content, navigation and the prerender list agree.

const menu = (label: string) => mainMenus.find((m) => m.label === label)!;
const flatText = JSON.stringify;

describe("pricing", () => {
  it("has one plan per institution size, each quoting through /demo?size=<size>", () => {
    expect(plans.map((p) => p.size)).toEqual(institutionSizes.map((s) => s.value));
    expect(plans.map((p) => `${p.name}: ${p.students}`)).toEqual([
      "Small: under 1,000 students",
      "Medium: 1,000-5,000 students",
      "Large: 5,000-15,000 students",
      "Enterprise: over 15,000 students",
    ]);
    for (const plan of plans) expect(plan.quoteHref).toBe(`/demo?size=${plan.size}`);
  });

  it("compares every plan on every row, and states no price", () => {
    for (const row of comparison)
      expect(Object.keys(row.cells).sort()).toEqual(["enterprise", "large", "medium", "small"]);
    expect(flatText(plans) + flatText(comparison)).not.toMatch(/₦|NGN|\bnaira\b|\$\d/i);
  });
});

describe("industries", () => {
  it("has a page for every Industries menu link, each naming real modules", () => {
    expect(segments.map((s) => `/industries/${s.slug}`)).toEqual(menu("Industries").links.map((l) => l.href));
    for (const segment of segments) {
      expect(segment.keyModules.length).toBeGreaterThanOrEqual(3);
      for (const { slug } of segment.keyModules) expect(moduleSummaries.map((m) => m.slug)).toContain(slug);
      expect(segment.needs.length).toBeGreaterThanOrEqual(3);
    }
    expect(industriesPage.segmentsTitle.length).toBeGreaterThan(0);
  });
});

describe("company", () => {
  it("has a page for every Company menu link", () => {
    expect(Object.keys(companyPages).map((slug) => `/company/${slug}`)).toEqual(
      menu("Company").links.map((l) => l.href),
    );
    expect(companyOverview.cards.map((c) => c.href)).toEqual(menu("Company").links.map((l) => l.href));
  });

  it("invents no job openings", () => {
    expect(careersPage.openings.emptyTitle).toMatch(/no open roles/i);
  });
});

describe("policy pages", () => {
  it("list every field of the demo-request form in the privacy notice", () => {
    expect(demoRequestFieldList).toHaveLength(8);
    const text = flatText(privacyNotice);
    for (const word of [
      "First name",
      "Last name",
      "Work email",
      "Phone number",
      "Institution/company",
      "Institution size",
      "Message",
      "product news",
    ]) {
      expect(text).toContain(word);
    }
    expect(text).toContain("Nigeria Data Protection Act 2023");
    expect(text).toContain("GDPR");
    expect(text).toContain("Nigeria Data Protection Commission");
  });

  it("version the privacy notice from the one value the forms store", () => {
    expect(privacyNotice.version).toBe(privacyNoticeVersion);
  });

  it("say the site sets no cookies", () => {
    expect(browserStorage.cookies).toEqual([]);
    expect(cookieNotice.lead).toMatch(/sets no cookies/);
  });

  it("give every section a unique id", () => {
    for (const doc of [privacyNotice, termsOfUse, cookieNotice, accessibilityStatement]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(doc.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("every new page is prerendered", () => {
  it("lists pricing, industries, company and the policy pages", () => {
    const paths = [
      pricingLink.href,
      "/industries",
      ...menu("Industries").links.map((l) => l.href),
      "/company",
      ...menu("Company").links.map((l) => l.href),
      ...policyLinks.map((l) => l.href),
    ];
    for (const path of paths) expect(staticPaths).toContain(path);
  });
});
