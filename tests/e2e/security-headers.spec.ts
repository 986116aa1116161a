import { expect, test } from "@playwright/test";

// Every kind of response carries the same protective headers.
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
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-powered-by"]).toBeUndefined();
      if (kind === "hashed asset") expect(headers["cache-control"]).toContain("immutable");
    });
  }

  test("every inline script of a prerendered page carries this response's nonce", async ({ request }) => {
    const response = await request.get("/modules");
    const nonce = response.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1];
    const html = await response.text();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("a visitor's browser reports no CSP violation while pages hydrate", async ({ page }) => {
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
