import { describe, expect, it } from "vitest";
import { localeOfPath, localizePath, pathWithoutLocale } from "./locale";

describe("the edition of a path", () => {
  it("is French under /fr only", () => {
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/demo")).toBe("fr");
    expect(localeOfPath("/fresh")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });

  it("drops the prefix to find the same page in English", () => {
    expect(pathWithoutLocale("/fr")).toBe("/");
    expect(pathWithoutLocale("/fr/modules/fees")).toBe("/modules/fees");
    expect(pathWithoutLocale("/pricing")).toBe("/pricing");
  });

  it("links within an edition, keeping the query and the fragment", () => {
    expect(localizePath("fr", "/demo?size=small#form")).toBe("/fr/demo?size=small#form");
    expect(localizePath("fr", "/")).toBe("/fr");
    expect(localizePath("fr", "/fr/pricing")).toBe("/fr/pricing");
    expect(localizePath("en", "/fr/pricing#compare")).toBe("/pricing#compare");
    expect(localizePath("fr", "#main")).toBe("#main");
    expect(localizePath("fr", "mailto:sales@example.com")).toBe("mailto:sales@example.com");
    expect(localizePath("fr", "https://example.com/a")).toBe("https://example.com/a");
    expect(localizePath("fr", "//evil.example/a")).toBe("//evil.example/a");
  });
});
