import { describe, expect, it } from "vitest";
import * as enLegal from "../legal";
import * as enPrivacy from "../legal/privacy";
import * as enResources from "../resources";
import * as frLegal from "./legal";
import * as frPrivacy from "./legal/privacy";
import * as frResources from "./resources";

// The French Resources and legal words that the one shape test (app/content/editions-mirror.test.ts)
// cannot judge: counts, the notice's version and rights, the retention periods.

describe("the French Resources and legal texts", () => {
  it("counts and times articles in French", () => {
    expect(frResources.resourcesPage.countLabel(0)).toBe("Bientôt disponible");
    expect(frResources.resourcesPage.countLabel(1)).toBe("1 article");
    expect(frResources.resourcesPage.countLabel(4)).toBe("4 articles");
    expect(frResources.articleLabels.readingTime(5)).toBe("5\u00a0min de lecture");
    expect(frResources.articleLabels.listLabel("Guides")).toBe("Guides\u00a0: liste des articles");
  });

  it("lists the sections in the English menu order", () => {
    expect(frResources.resourceSectionList.map((s) => s.kind)).toEqual(
      enResources.resourceSectionList.map((s) => s.kind),
    );
  });

  it("gives the French privacy notice the English one's version, so a French sender's record names the notice they read", () => {
    expect(frPrivacy.privacyNotice.version).toBe(enPrivacy.privacyNotice.version);
    expect(frPrivacy.privacyNotice.lastUpdated).toBe(enPrivacy.privacyNotice.lastUpdated);
  });

  it("keeps every right of the English privacy notice", () => {
    const rights = (doc: typeof enPrivacy.privacyNotice) =>
      doc.sections.find((s) => s.id === "your-rights")?.blocks.find((b) => b.kind === "list");
    const en = rights(enPrivacy.privacyNotice);
    const fr = rights(frPrivacy.privacyNotice);
    expect(
      en?.kind === "list" && fr?.kind === "list" && fr.items.length === en.items.length && en.items.length > 0,
    ).toBe(true);
    const text = JSON.stringify(frPrivacy.privacyNotice);
    for (const word of [
      "accéder",
      "rectification",
      "effacement",
      "opposer",
      "portabilité",
      "limiter",
      "retirer votre consentement",
      "réclamation",
      "NDPC",
      "dans un délai d’un mois",
    ]) {
      expect(text, word).toContain(word);
    }
  });

  it("states the same retention periods as the English privacy notice", () => {
    const figures = (text: string) => text.match(/\d+/g) ?? [];
    for (const [key, english] of Object.entries(enLegal.retentionPolicy)) {
      expect(figures(frLegal.retentionPolicy[key as keyof typeof enLegal.retentionPolicy]), key).toEqual(
        figures(english),
      );
    }
  });
});
