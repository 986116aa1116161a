import { describe, expect, it } from "vitest";
import { checkFormToken, createFormToken, FORM_TOKEN_MAX_AGE_MS, isSameOriginPost } from "./form.server";

const key = "k".repeat(64);

describe("the signed form timestamp", () => {
  const issued = 1_700_000_000_000;
  const token = createFormToken(key, issued);

  it("passes once the minimum fill time has gone by", () => {
    expect(checkFormToken(key, token, 3000, issued + 3000)).toBe("fresh");
    expect(checkFormToken(key, token, 0, issued)).toBe("fresh");
  });

  it("catches a form sent faster than a person could fill it in", () => {
    expect(checkFormToken(key, token, 3000, issued + 2999)).toBe("too-fast");
  });

  it("cannot be back-dated or signed with another key", () => {
    const [version, , nonce, mac] = token.split(".");
    expect(checkFormToken(key, `${version}.${issued - 60_000}.${nonce}.${mac}`, 3000, issued + 1)).toBe("forged");
    expect(checkFormToken(key, `${version}.${issued}.other.${mac}`, 3000, issued + 5000)).toBe("forged");
    expect(checkFormToken("other".repeat(10), token, 3000, issued + 5000)).toBe("forged");
    for (const junk of ["x", "f1..", "f1.abc.def", `${token}.extra`, "a".repeat(500)]) {
      expect(checkFormToken(key, junk, 0, issued), junk).toBe("forged");
    }
  });

  it("is different for every form served, even in the same millisecond", () => {
    expect(createFormToken(key, issued)).not.toBe(createFormToken(key, issued));
    expect(checkFormToken(key, createFormToken(key, issued), 0, issued)).toBe("fresh");
  });

  it("expires after a day, and is missing when absent", () => {
    expect(checkFormToken(key, token, 3000, issued + FORM_TOKEN_MAX_AGE_MS + 1)).toBe("expired");
    expect(checkFormToken(key, null, 3000, issued)).toBe("missing");
    expect(checkFormToken(key, "", 3000, issued)).toBe("missing");
  });
});

describe("the same-origin check", () => {
  const post = (headers: Record<string, string>, url = "http://127.0.0.1:3000/contact") =>
    new Request(url, { method: "POST", headers });
  const site = "https://ilimi.example";

  it("accepts posts from the site's own origin or the host the request was sent to", () => {
    expect(isSameOriginPost(post({ origin: "https://ilimi.example" }), site)).toBe(true);
    expect(isSameOriginPost(post({ origin: "http://127.0.0.1:3000" }), site)).toBe(true);
    expect(isSameOriginPost(post({ referer: "https://ilimi.example/contact?size=small" }), site)).toBe(true);
    expect(isSameOriginPost(post({ origin: "null", referer: "http://127.0.0.1:3000/demo" }), site)).toBe(true);
  });

  it("refuses posts from other sites, look-alikes, and posts that say nothing", () => {
    expect(isSameOriginPost(post({ origin: "https://evil.example" }), site)).toBe(false);
    expect(isSameOriginPost(post({ origin: "https://ilimi.example.evil.example" }), site)).toBe(false);
    expect(isSameOriginPost(post({ origin: "http://ilimi.example" }), site)).toBe(false);
    expect(isSameOriginPost(post({ referer: "https://evil.example/ilimi.example" }), site)).toBe(false);
    expect(isSameOriginPost(post({ origin: "https://evil.example", referer: "https://ilimi.example/" }), site)).toBe(
      false,
    );
    expect(isSameOriginPost(post({}), site)).toBe(false);
    expect(isSameOriginPost(post({ origin: "not a url" }), site)).toBe(false);
  });
});
