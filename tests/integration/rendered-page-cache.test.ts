import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerAvailable, demoRequestBody } from "../support/demo-form";
import { storedDemoRequests, uniqueEmail } from "../support/leads";
import { startServer, type RunningServer } from "../support/start-server";

// /demo?size=… is rendered once per variant and then served from memory with this response's CSP
// nonce and a fresh form timestamp (server/rendered-page-cache.ts, ADR 018). What a visitor gets
// must be what a fresh render would give: right size, own nonce, own timestamp, a form that posts.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Rendered page cache tests");

type Page = { html: string; nonce: string; token: string; encoding: string | null };

async function get(url: string, encoding = "gzip, br"): Promise<Page> {
  // undici's fetch decompresses gzip itself: a broken splice would throw here.
  const res = await fetch(url, { headers: { "accept-encoding": encoding } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    html,
    nonce: /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "",
    token: /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "",
    encoding: res.headers.get("content-encoding"),
  };
}

describe.skipIf(!built)("the demo page's variants, kept and served again", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      ILIMI_BUILD_DIR: buildDir,
      FORM_MIN_FILL_MS: "0",
      RATE_LIMIT_DISABLED: "1",
      LOG_LEVEL: "error",
    });
  });
  afterAll(async () => {
    await server.kill();
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("every visitor gets the page a render gives, with their own nonce and timestamp, gzipped or not", async () => {
    const pages = [
      await get(`${server.url}/demo?size=medium`),
      await get(`${server.url}/demo?size=medium&utm_source=x`),
      await get(`${server.url}/demo?size=medium`, "identity"),
    ];
    // The first is the render itself (compressed as any page is); the others come from the kept parts.
    expect(pages.map((p) => p.encoding)).toEqual([expect.stringMatching(/^(br|gzip)$/), "gzip", null]);
    for (const page of pages) {
      expect(page.html).toMatch(/<option value="medium" selected="">/);
      const scripts = page.html.match(/<script(?![^>]*ld\+json)[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${page.nonce}"`);
    }
    expect(new Set(pages.map((p) => p.nonce)).size).toBe(3);
    expect(new Set(pages.map((p) => p.token)).size).toBe(3);
    // Apart from those two values, the kept page is the first render, byte for byte.
    const bare = (p: Page) => p.html.replaceAll(p.nonce, "N").replace(p.token, "T");
    expect(bare(pages[1]!)).toBe(bare(pages[0]!));
    expect(bare(pages[2]!)).toBe(bare(pages[0]!));
    // Other sizes are their own variants.
    expect((await get(`${server.url}/demo?size=large`)).html).toMatch(/<option value="large" selected="">/);
    expect((await get(`${server.url}/demo`)).html).not.toMatch(
      /<option value="(small|medium|large|enterprise)" selected/,
    );
  });

  it("a form served from the cache is accepted when posted", async () => {
    await get(`${server.url}/demo?size=small`);
    const { token } = await get(`${server.url}/demo?size=small`);
    const email = uniqueEmail("from-cache");
    const body = demoRequestBody(email, { formToken: token, website: "" });
    const res = await fetch(`${server.url}/demo`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(303);
    expect((await storedDemoRequests(server.dataDir)).map((lead) => lead.email)).toContain(email);
  });
});
