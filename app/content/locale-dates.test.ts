import { describe, expect, it } from "vitest";
import { formatLegalDate } from "./legal";
import { formatDateIn } from "./locale";
import { formatArticleDate } from "./resources";

// Issue #29: French writes the first of the month « 1er » (« mardi 1er décembre »), which Intl does not.
const long = (locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const firstOfDecember = new Date("2026-12-01T12:00:00Z");

describe("dates the French way", () => {
  it("write the first of the month « 1er », in long and short months", () => {
    expect(formatDateIn("fr", long("fr-FR"), firstOfDecember)).toBe("mardi 1er décembre 2026");
    const short = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
    expect(formatDateIn("fr", short, firstOfDecember)).toBe("1er déc.");
  });

  it("leave every other day, numeric dates and English as Intl writes them", () => {
    expect(formatDateIn("fr", long("fr-FR"), new Date("2026-12-11T12:00:00Z"))).toBe("vendredi 11 décembre 2026");
    expect(formatDateIn("fr", long("fr-FR"), new Date("2026-12-21T12:00:00Z"))).toBe("lundi 21 décembre 2026");
    const numeric = new Intl.DateTimeFormat("fr-FR", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(formatDateIn("fr", numeric, firstOfDecember)).toBe("01/12/2026");
    expect(formatDateIn("en", long("en-GB"), firstOfDecember)).toBe("Tuesday, 1 December 2026");
  });

  it("reach the legal pages' and the articles' dates", () => {
    expect(formatLegalDate("2026-12-01", "fr")).toBe("1er décembre 2026");
    expect(formatArticleDate("2026-11-01", "fr")).toBe("1er novembre 2026");
    expect(formatLegalDate("2026-12-01", "en")).toBe("1 December 2026");
    expect(formatArticleDate("2026-11-02", "fr")).toBe("2 novembre 2026");
  });
});
