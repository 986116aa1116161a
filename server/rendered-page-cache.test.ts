import { constants, deflateRawSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipSpliced, splitPage, variantKey } from "./rendered-page-cache";

const get = (url: string, method = "GET") => {
  const parsed = new URL(url, "http://x");
  return variantKey({ method, path: parsed.pathname, originalUrl: url });
};

describe("which renders of the demo form's pages are kept (ADR 018)", () => {
  it("keeps one variant per page and size, whatever campaign tags come along", () => {
    expect(get("/demo")).toBe("/demo?size=");
    expect(get("/demo?size=medium")).toBe("/demo?size=medium");
    expect(get("/demo?size=medium&utm_source=x&utm_campaign=y")).toBe("/demo?size=medium");
    expect(get("/contact")).toBe("/contact?size=");
    // The French edition's form pages are kept the same way, apart from the English ones (issue #19).
    expect(get("/fr/demo?size=large&utm_source=x")).toBe("/fr/demo?size=large");
    expect(get("/fr/contact")).toBe("/fr/contact?size=");
  });

  it("renders as before what depends on the visitor or is unknown", () => {
    for (const url of ["/demo?sent=1", "/demo?size=medium&x=1", "/demo?other=1", "/modules", "/demo/"])
      expect(get(url), url).toBeNull();
    expect(get("/demo", "POST")).toBeNull();
    expect(get("/demo", "HEAD")).toBeNull();
    // An unknown size preselects nothing: the same page as /demo.
    expect(get("/demo?size=huge")).toBe("/demo?size=");
  });
});

describe("a kept page with this response's values", () => {
  const nonce = "AbCdEfGhIjKlMnOp+/==";
  const page = `<html><script nonce="${nonce}">a</script><input name="formToken" value="f2.1700000000000.n0nce_1.abc_DEF-1"/><script nonce="${nonce}">b</script>${"x".repeat(5000)}</html>`;

  it("is split around every nonce and the timestamp", () => {
    const split = splitPage(page, nonce)!;
    expect(split.slots).toEqual(["nonce", "token", "nonce"]);
    expect(split.parts.join("|")).not.toContain(nonce);
    expect(splitPage(page.replace(/f2\.[^"]+/, ""), nonce)).toBeNull();
  });

  it("gzips to exactly the page with the new values, readable by any gzip reader", () => {
    const split = splitPage(page, nonce)!;
    const parts = split.parts.map((p) => Buffer.from(p));
    const deflated = parts.map((p, i) =>
      deflateRawSync(p, { finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }),
    );
    const values = split.slots.map((slot) =>
      Buffer.from(slot === "nonce" ? "NEWNONCE1234567890==" : "f2.1800000000000.nonce2.xyz"),
    );
    const body = gunzipSync(gzipSpliced({ parts, deflated }, values)).toString();
    expect(body).toBe(
      page.replaceAll(nonce, "NEWNONCE1234567890==").replace(/f2\.[^"]+/, "f2.1800000000000.nonce2.xyz"),
    );
  });
});
