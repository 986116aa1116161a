import { describe, expect, it } from "vitest";
import "./catalogue.server"; // registers every edition's copy modules, as the server does
import { editionFolder, untranslated, type CopyName } from "./catalogue";
import { englishCopy } from "./copy-modules";
import { editionList, rootLocale, type TranslatedLocale } from "./editions";
import { mirrorFindings } from "../../tests/support/edition-mirror";

// One shape test for every copy module of every edition with a folder of its own (issue #24): each
// English copy module by name (./copy-modules.ts), beside the same module of the edition. The
// typecheck already refuses a missing module or export (EditionCopy); this test also checks that no
// English is left in, identifiers and figures are kept, and French typography holds.

type Module = Record<string, unknown>;
/** Extra exports an edition may have for its own pages (French phone hours with GMT beside WAT, issue #29). */
const ownExports: Partial<Record<CopyName, string[]>> = { legal: ["phoneHours"] };

const english = englishCopy as unknown as Record<CopyName, Module>;
const names = Object.keys(english).sort() as CopyName[];
const mirrored = editionList.filter((e) => e.code !== rootLocale && !e.pseudo).map((e) => e.code as TranslatedLocale);

describe.each(mirrored)("the %s edition's copy", (locale) => {
  const own = editionFolder(locale) as unknown as Record<CopyName, Module>;

  it("has every English copy module", () => {
    expect(Object.keys(own).sort()).toEqual(names);
  });

  it.each(names)(
    "mirrors %s: every export that holds copy, the same shape, identifiers and figures, no English left",
    (name) => {
      const en = english[name];
      const other = own[name] ?? {};
      const notMirrored: readonly string[] = (untranslated as Partial<Record<CopyName, readonly string[]>>)[name] ?? [];
      const expected = Object.keys(en).filter((e) => typeof en[e] !== "function" && !notMirrored.includes(e));
      expect(
        Object.keys(other)
          .filter((e) => typeof other[e] !== "function" && !(ownExports[name] ?? []).includes(e))
          .sort(),
      ).toEqual(expected.sort());
      const findings: string[] = [];
      for (const e of expected) mirrorFindings(en[e], other[e], `${name}.${e}`, e, locale, findings);
      expect(findings).toEqual([]);
    },
  );
});

describe("the mirror check itself", () => {
  it("notices English left in, a changed identifier, a misplaced space and a changed figure", () => {
    const findings: string[] = [];
    mirrorFindings(
      { title: "Hello there", href: "/demo" },
      { title: "Hello there", href: "/fr/demo" },
      "x",
      "x",
      "fr",
      findings,
    );
    mirrorFindings({ t: "Why?" }, { t: "Pourquoi ?" }, "y", "y", "fr", findings);
    mirrorFindings({ t: "99.9% of 1,000" }, { t: "99,9\u00a0% sur 1\u00a0000" }, "z", "z", "fr", findings);
    mirrorFindings({ t: "99.9% of 1,000" }, { t: "99,5\u00a0% sur 1\u00a0000" }, "w", "w", "fr", findings);
    mirrorFindings({ f: (n: number) => `${n}` }, { f: () => "" }, "v", "v", "fr", findings);
    expect(findings.map((f) => f.split(":")[0])).toEqual(["x.href", "x.title", "y.t", "w.t", "v.f"]);
  });
});
