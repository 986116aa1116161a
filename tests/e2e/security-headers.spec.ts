import { createHash } from "node:crypto";
import { expect, test } from "../support/browser-test";
import { securityHeaderProblems } from "../support/security-headers";

// Every kind of response carries the same protective headers (tests/support/security-headers.ts);
// form errors, refusals and 429 are in tests/integration/response-headers.test.ts.
const kinds = {
  "prerendered page": "/",
  "server-rendered page": "/demo?size=large",
  "hashed asset": null as string | null,
  "not found": "/no-such-page",
  "server error": "/__test/error",
  "public file": "/favicon.svg",
};

test.describe("security headers", () => {
  for (const [kind, path] of Object.entries(kinds)) {
    test(`a ${kind} carries the security headers`, async ({ request }) => {
      let target = path;
      if (target === null) {
        const html = await (await request.get("/")).text();
        target = html.match(/\/assets\/[^"]+\.js/)?.[0] ?? null;
        expect(target).not.toBeNull();
      }
      const response = await request.get(target!);
      const headers = response.headers();
      // The browser tests' server is plain http: no HSTS. None of these holds a visitor's data: no COOP (ADR 017).
      expect(securityHeaderProblems(headers, { hsts: false, visitorData: false })).toEqual([]);
      if (kind === "hashed asset") expect(headers["cache-control"]).toContain("immutable");
    });
  }

  test("a prerendered page without React has one inline script: the page script's loader", async ({ request }) => {
    const html = await (await request.get("/modules")).text();
    // Data blocks (structured data, the form messages' words: ADR 036) are never run; code is.
    const inline = [
      ...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map(([, body]) => body!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatch(/^addEventListener\("load".*\/assets\/page-script-[\w-]+\.js/);
    const data = [
      ...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map(([, body]) => body!);
    expect(data).toHaveLength(1);
    expect(
      Object.values(JSON.parse(data[0]!) as Record<string, unknown>).every((words) => typeof words === "string"),
    ).toBe(true);
  });

  for (const path of ["/modules", "/pricing"]) {
    test(`every inline script of a prerendered page is allowed by its hash, and nothing else is (${path})`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const policy = response.headers()["content-security-policy"]!;
      const allowed = new Set([...policy.matchAll(/'(sha256-[^']+)'/g)].map(([, hash]) => hash));
      expect(policy).not.toContain("'nonce-");
      const html = await response.text();
      const inline = [
        ...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ].map(([, body]) => body!);
      expect(inline.length).toBeGreaterThan(0);
      const hashes = new Set(inline.map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`));
      expect(hashes).toEqual(allowed);
    });
  }

  test("every script of a server-rendered page carries this response's nonce", async ({ request }) => {
    const response = await request.get("/demo");
    const nonce = response.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1];
    const scripts = ((await response.text()).match(/<script[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes("application/ld+json"),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("a visitor's browser reports no CSP violation while pages load their scripts", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    for (const path of ["/", "/modules", "/demo?size=small", "/no-such-page"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
  });
});
