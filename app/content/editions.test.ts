import { describe, expect, it } from "vitest";
import { edition, editionList, indexedEditions, routedEditions } from "./editions";
import { localeOfPath, localizePath, pathWithoutLocale } from "./locale";
import { pseudoCopy, pseudoText } from "./pseudo";

describe("the registry of editions", () => {
  it("takes a visitor from any page to the same page in every edition it lists, and back", () => {
    for (const { code, prefix } of editionList) {
      expect(localizePath(code, "/demo?size=small#form")).toBe(`${prefix}/demo?size=small#form`);
      expect(localizePath(code, "/")).toBe(prefix || "/");
      expect(pathWithoutLocale(localizePath(code, "/pricing"))).toBe("/pricing");
    }
    expect(localeOfPath("/fr/pricing")).toBe("fr");
    expect(localeOfPath("/fresh")).toBe("en");
    // Linked to even where it is not mounted (the crawl builds its paths so).
    expect(localizePath("xx", "/pricing")).toBe(`${edition("xx").prefix}/pricing`);
  });

  it("serves no pseudo edition until a test server mounts it, and never indexes it", () => {
    expect(editionList.map((e) => e.code)).toEqual(["en", "fr"]);
    expect(localeOfPath("/xx/pricing")).toBe("en");
    expect(indexedEditions.some((e) => e.pseudo)).toBe(false);
    // The build has its routes all the same (ADR 086): one build for production and the tests.
    expect(routedEditions.map((e) => e.code)).toEqual(["en", "fr", "xx"]);
  });
});

describe("the pseudo-localised edition's copy", () => {
  it("accents, brackets and lengthens every piece of copy by about a third", () => {
    const text = pseudoText("Request a demo");
    expect(text).toMatch(/^\[Ŕéʠûéšţ å ðéɱö ·+\]$/);
    expect(text.length / "Request a demo".length).toBeGreaterThan(1.3);
  });

  it("keeps identifiers, links, addresses and figures as they are", () => {
    const copy = pseudoCopy({
      href: "/demo",
      label: "Book",
      email: "sales@ilimi.ng",
      date: "2026-11-01",
      stats: ["uptime"],
      say: (n: number) => `${n} days`,
    });
    expect(copy).toMatchObject({
      href: "/demo",
      label: "[Ɓööķ ·]",
      email: "sales@ilimi.ng",
      date: "2026-11-01",
      stats: ["uptime"],
    });
    expect(copy.say(3)).toBe("[3 ðåýš ·]");
  });
});
