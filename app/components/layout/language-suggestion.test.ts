import { describe, expect, it } from "vitest";
import { prefersOffered } from "./language-suggestion.contract";

describe("the language suggestion", () => {
  it("is offered when the browser's first English-or-French language is the other edition's", () => {
    expect(prefersOffered(["fr-CI", "en"], "fr")).toBe(true);
    expect(prefersOffered(["ha", "fr"], "fr")).toBe(true);
    expect(prefersOffered(["en-NG", "fr"], "fr")).toBe(false);
    expect(prefersOffered(["en-GB"], "en")).toBe(true);
  });

  it("is not offered when the browser names neither language", () => {
    expect(prefersOffered(["yo", "ha"], "fr")).toBe(false);
    expect(prefersOffered([], "en")).toBe(false);
  });
});
