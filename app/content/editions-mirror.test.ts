import { describe, expect, it } from "vitest";
import "./catalogue.server"; // registers every edition's copy modules, as the server does
import { catalogueModules } from "./catalogue";
import { editionList, rootLocale } from "./editions";
import { mirrorFindings } from "../../tests/support/edition-mirror";

// One shape test for every copy module of every edition with a folder of its own (issue #24): each
// module the catalogue registers for English, beside the same module of the edition. A module or an
// export missing in an edition falls back to English on the page: here it is a failure instead.

/** English exports that hold no copy, and why (functions are never mirrored: they compute, not word). */
const notMirrored: Record<string, string[]> = {
  // The page's section ids, which the /solutions/<section> routes match: identifiers, not copy.
  "./solutions.ts": ["solutionSections"],
  // The versions name the words a person consented to: the same in every edition.
  "./forms.ts": ["privacyNoticeVersion", "reminderConsentVersion"],
  // The company's address as a link: the same in every edition.
  "./legal.ts": ["mailLink"],
  // The kinds of article and their paths: identifiers the routes match.
  "./resources.ts": ["articleKinds", "resourcePaths"],
  // The estimator's arithmetic (rates, assumptions, the fields' order): figures, not copy.
  "./savings-estimator.ts": ["estimatorAssumptions", "estimatorFieldOrder", "estimatorRates"],
};

/** Extra exports an edition may have for its own pages (French phone hours with GMT beside WAT, issue #29). */
const ownExports: Record<string, string[]> = { "./legal.ts": ["phoneHours"] };

const english = catalogueModules(rootLocale);
const mirrored = editionList.filter((e) => e.code !== rootLocale && !e.pseudo);

describe.each(mirrored.map((e) => e.code))("the %s edition's copy", (locale) => {
  const own = catalogueModules(locale);

  it("has every English copy module", () => {
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english).sort())("mirrors %s: every export that holds copy, the same shape, identifiers and figures, no English left", (path) => {
    const en = english[path]!;
    const other = own[path] ?? {};
    const expected = Object.keys(en).filter((name) => typeof en[name] !== "function" && !(notMirrored[path] ?? []).includes(name));
    expect(Object.keys(other).filter((name) => typeof other[name] !== "function" && !(ownExports[path] ?? []).includes(name)).sort()).toEqual(expected.sort());
    const findings: string[] = [];
    for (const name of expected) mirrorFindings(en[name], other[name], `${path.slice(2, -3)}.${name}`, name, locale, findings);
    expect(findings).toEqual([]);
  });
});

describe("the mirror check itself", () => {
  it("notices English left in, a changed identifier, a misplaced space and a changed figure", () => {
    const findings: string[] = [];
    mirrorFindings({ title: "Hello there", href: "/demo" }, { title: "Hello there", href: "/fr/demo" }, "x", "x", "fr", findings);
    mirrorFindings({ t: "Why?" }, { t: "Pourquoi ?" }, "y", "y", "fr", findings);
    mirrorFindings({ t: "99.9% of 1,000" }, { t: "99,9\u00a0% sur 1\u00a0000" }, "z", "z", "fr", findings);
    mirrorFindings({ t: "99.9% of 1,000" }, { t: "99,5\u00a0% sur 1\u00a0000" }, "w", "w", "fr", findings);
    mirrorFindings({ f: (n: number) => `${n}` }, { f: () => "" }, "v", "v", "fr", findings);
    expect(findings.map((f) => f.split(":")[0])).toEqual(["x.href", "x.title", "y.t", "w.t", "v.f"]);
  });
});
