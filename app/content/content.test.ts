import { describe, expect, it } from "vitest";
import { claims, claimText } from "./claims";
import { institutionSizes } from "./contact";
import { moduleDetails, moduleSummaries, moreModules } from "./modules";
import { footerColumns, mainMenus, policyLinks, pricingLink, contactSalesLink, requestDemoLink } from "./navigation";
import { staticPaths } from "./pages";
import { site } from "./site";
import { solutionsPage } from "./solutions";
import { specMenuPaths } from "../../tests/support/spec-paths";

describe("company facts and claims (SPEC section 1)", () => {
  it("states the founding and launch years and the office", () => {
    expect(site.name).toBe("Ilimi");
    expect(site.foundedYear).toBe(2021);
    expect(site.erpLaunchYear).toBe(2025);
    expect(site.office.label).toBe("Abuja, Nigeria");
    expect(site.phoneHours).toBe("Mon-Fri 9AM-6PM WAT");
    expect(site.replyWithinHours).toBe(24);
  });

  it("keeps every figure verbatim", () => {
    expect(Object.values(claims).map((c) => claimText(c.id))).toEqual([
      "99.9% uptime",
      "24/7 support",
      "up to 60% less administrative time",
      "40% better retention",
      "90% faster reports",
      "70% less manual admissions work",
      "40% better fee collection",
    ]);
  });
});

describe("modules (SPEC section 2)", () => {
  it("has ten modules on the home grid, each with a description and three features", () => {
    expect(moduleSummaries).toHaveLength(10);
    for (const m of moduleSummaries) {
      expect(m.description.length).toBeGreaterThan(20);
      expect(m.features).toHaveLength(3);
      expect(m.slug).toMatch(/^[a-z0-9-]+$/);
    }
    expect(new Set(moduleSummaries.map((m) => m.slug)).size).toBe(10);
  });

  it("details six modules in the spec's order, each with features and benefits", () => {
    expect(moduleDetails.map((d) => d.slug)).toEqual([
      "admissions",
      "student-information",
      "scheduling",
      "exams",
      "fees",
      "hr-payroll",
    ]);
    for (const d of moduleDetails) {
      expect(moduleSummaries.some((m) => m.slug === d.slug)).toBe(true);
      expect(d.features.length).toBeGreaterThanOrEqual(3);
      expect(d.benefits.length).toBeGreaterThanOrEqual(2);
    }
    expect(moreModules.map((m) => m.slug)).toEqual(["library", "hostel", "transport", "analytics"]);
  });
});

describe("implementation process (SPEC sections 2 and 9)", () => {
  it("has four steps in the spec's order, and no duration beyond weeks", () => {
    const steps = solutionsPage.implementation.steps;
    expect(steps.map((s) => s.name)).toEqual(["Discovery", "Configuration", "Training", "Go Live"]);
    const text = JSON.stringify(solutionsPage.implementation);
    expect(text).not.toMatch(/\b\d+\s*(weeks?|months?|days?)\b/i);
  });
});

describe("demo-request form (SPEC section 3)", () => {
  it("offers the four institution sizes with the spec's labels", () => {
    expect(institutionSizes.map((s) => s.value)).toEqual(["small", "medium", "large", "enterprise"]);
    expect(institutionSizes.map((s) => s.label)).toEqual([
      "Small: under 1,000 students",
      "Medium: 1,000-5,000",
      "Large: 5,000-15,000",
      "Enterprise: over 15,000",
    ]);
  });
});

describe("navigation (SPEC section 2)", () => {
  const menuHrefs = mainMenus.flatMap((m) => m.links.map((l) => l.href));

  it("has the Solutions, Modules, Industries, Resources and Company menus", () => {
    expect(mainMenus.map((m) => m.label)).toEqual(["Solutions", "Modules", "Industries", "Resources", "Company"]);
  });

  it("links every path the spec lists", () => {
    // Every path the spec lists (the menu paths of modules are checked against moduleSummaries apart).
    const specPaths = specMenuPaths.filter((path) => !path.startsWith("/modules/"));
    for (const path of specPaths) expect(menuHrefs).toContain(path);
    expect(pricingLink.href).toBe("/pricing");
    expect(contactSalesLink.href).toBe("/contact");
    expect(requestDemoLink.href).toBe("/demo");
    expect(policyLinks.map((l) => l.href)).toEqual(["/privacy", "/terms", "/cookies", "/accessibility"]);
  });

  it("repeats every menu link in the footer, so the site works without JavaScript", () => {
    const footerHrefs = new Set(footerColumns.flatMap((c) => c.links.map((l) => l.href)));
    const moduleLinks = moduleSummaries.slice(0, 6).map((m) => `/modules/${m.slug}`);
    for (const href of menuHrefs.filter((h) => !h.startsWith("/modules/") || moduleLinks.includes(h))) {
      expect(footerHrefs).toContain(href);
    }
  });

  it("prerenders every module's page", () => {
    for (const m of moduleSummaries) expect(staticPaths).toContain(`/modules/${m.slug}`);
  });
});
