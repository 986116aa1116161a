import { describe, expect, it } from "vitest";
import { searchNamesAnyone, type ErasedPerson } from "./erased-searches.server";

// Which saved searches an erasure clears (ADR 066): those naming the person in any way the inbox's
// search box finds them, and no others.

const adeola: ErasedPerson = {
  names: ["Adéọlá", "Bello-Okoro"],
  emails: ["Adeola.Bello@school.example"],
  phones: ["0803 555 0142", "+2348035550142"],
};

describe("a saved search that names an erased person", () => {
  it("is one with a word of their name, in any case or accent", () => {
    for (const q of ["adeola", "ADEOLA bello-okoro", "Okoro", "Mrs Adeọla, Lagos"])
      expect(searchNamesAnyone(q, [adeola]), q).toBe(true);
  });

  it("is one with their address, or its part before the @", () => {
    expect(searchNamesAnyone("adeola.bello@school.example", [adeola])).toBe(true);
    expect(searchNamesAnyone("adeola.bello", [adeola])).toBe(true);
  });

  it("is one with their number in any spelling", () => {
    for (const q of ["08035550142", "+234 803 555 0142", "(0803) 555-0142", "call 803 555 0142"])
      expect(searchNamesAnyone(q, [adeola]), q).toBe(true);
  });

  it("is not one that names something else", () => {
    for (const q of ["college", "Adewale", "Lagos 0803", "school.example", ""])
      expect(searchNamesAnyone(q, [adeola]), q).toBe(false);
  });
});
