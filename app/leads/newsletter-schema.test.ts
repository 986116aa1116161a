import { describe, expect, it } from "vitest";
import { newsletterMessageKeys as newsletterMessages } from "./form-message-keys";
import { parseNewsletter, safeReturnPath } from "./newsletter-schema";

function form(email?: string): FormData {
  const data = new FormData();
  if (email !== undefined) data.set("email", email);
  return data;
}

describe("the newsletter schema", () => {
  it("accepts an address, trimmed", () => {
    const result = parseNewsletter(form("  bursar@college.edu.ng "));
    expect(result.ok && result.data).toEqual({ email: "bursar@college.edu.ng" });
  });

  it("asks for an address when there is none", () => {
    for (const value of [undefined, "", "   "]) {
      const result = parseNewsletter(form(value));
      expect(!result.ok && result.errors.email).toBe(newsletterMessages.email.required);
    }
  });

  it("refuses malformed and overlong addresses with specific messages", () => {
    const bad = parseNewsletter(form("bursar@college"));
    expect(!bad.ok && bad.errors.email).toBe("newsletter.email.invalid");
    expect(!bad.ok && bad.values.email).toBe("bursar@college");
    const long = parseNewsletter(form(`${"a".repeat(250)}@b.ng`));
    expect(!long.ok && long.errors.email).toBe(newsletterMessages.email.tooLong);
    const injected = parseNewsletter(form("a@b.ng\r\nBcc: c@d.ng"));
    expect(injected.ok).toBe(false);
  });
});

describe("the path a visitor without JavaScript returns to", () => {
  it("keeps paths on this site, without their query or fragment", () => {
    expect(safeReturnPath("/modules/fees")).toBe("/modules/fees");
    expect(safeReturnPath("/contact?size=small#x")).toBe("/contact");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("sends anything that could leave the site to the home page", () => {
    for (const value of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "evil",
      "",
      null,
      "/a\r\nLocation: x",
    ]) {
      expect(safeReturnPath(value), String(value)).toBe("/");
    }
  });

  it("encodes a return path a Location header could not carry, and refuses one with control characters", () => {
    expect(safeReturnPath("/modules/ŝkolo")).toBe("/modules/%C5%9Dkolo");
    expect(safeReturnPath("/a b/100%")).toBe("/a%20b/100%25");
    expect(safeReturnPath("/already%20encoded")).toBe("/already%20encoded");
    for (const value of ["/a\u0000b", "/\uD800x", "/a\u0085b", "/a\u001bb"])
      expect(safeReturnPath(value), JSON.stringify(value)).toBe("/");
  });
});
