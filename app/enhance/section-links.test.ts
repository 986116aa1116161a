import { describe, expect, it } from "vitest";
import { landingFor } from "./section-links";

/** Just enough of a Document: elements by id, some of them landing sections. */
function pageWith(sections: Record<string, boolean>): Document {
  return {
    getElementById: (id: string) =>
      id in sections ? { hasAttribute: (name: string) => name === "data-landing" && sections[id] } : null,
  } as unknown as Document;
}

describe("the section a sub-path lands on", () => {
  const page = pageWith({ support: true, fees: true, benefits: false });

  it("is the landing section named by the second segment", () => {
    expect(landingFor("/solutions/support", page)).toBeDefined();
    expect(landingFor("/modules/fees/anything", page)).toBeDefined();
    expect(landingFor("/modules/FEES", page)).toBeDefined();
  });

  it("is nothing for the page itself, unknown segments, sections that are not landings, or broken escapes", () => {
    expect(landingFor("/solutions", page)).toBeUndefined();
    expect(landingFor("/solutions/", page)).toBeUndefined();
    expect(landingFor("/solutions/anything-else", page)).toBeUndefined();
    expect(landingFor("/solutions/benefits", page)).toBeUndefined();
    expect(landingFor("/solutions/%E0%A4%A", page)).toBeUndefined();
  });
});
