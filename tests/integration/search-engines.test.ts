import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerAvailable, demoFormFields, demoRequestBody, mintFormToken } from "../support/demo-form";
import { bookSlot } from "../support/booking";
import { startInProcess, type InProcessServer } from "../support/in-process";
import { uniqueEmail } from "../support/leads";

// What a search engine is told by the built site (issue #45 item 6, ADR 096): no address holding a
// visitor's token may be indexed, the structured data is only what Google's rules accept, and
// robots.txt means the same to a parser that applies the first matching line as to one that
// applies the longest (RFC 9309).

const built = builtServerAvailable(process.env.ILIMI_BUILD_DIR || "build", "Search engine tests");

type Rule = { allow: boolean; path: string };
function rulesOf(robots: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of robots.split("\n")) {
    const match = /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim());
    if (match && match[2]) rules.push({ allow: match[1]!.toLowerCase() === "allow", path: match[2] });
  }
  return rules;
}
/** An old-style reader: the first line whose path prefixes the address decides. */
const firstMatch = (rules: Rule[], path: string) => rules.find((r) => path.startsWith(r.path))?.allow ?? true;
/** RFC 9309: the longest matching path decides, Allow winning a tie. */
function longestMatch(rules: Rule[], path: string): boolean {
  const matching = rules.filter((r) => path.startsWith(r.path));
  matching.sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

function jsonLdTypes(html: string): string[] {
  const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) return [];
  const graph = (JSON.parse(script) as { "@graph": { "@type": string }[] })["@graph"];
  return graph.map((item) => item["@type"]);
}

describe.skipIf(!built)("what a search engine is told", () => {
  let site: InProcessServer;

  beforeAll(async () => {
    site = await startInProcess({ FORM_MIN_FILL_MS: "30000", RATE_LIMIT_DISABLED: "1", DELIVERY_DISABLED: "1" });
  });
  afterAll(async () => {
    await site?.stop();
    if (site) rmSync(site.dataDir, { recursive: true, force: true });
  });

  const robotsTag = async (path: string) =>
    (await fetch(new URL(path, site.url), { redirect: "manual" })).headers.get("x-robots-tag");

  it("a visitor's own addresses all say noindex, and the public pages do not", async () => {
    const slow = demoRequestBody(uniqueEmail("seo"), await demoFormFields(site.url));
    slow.set("formToken", mintFormToken(undefined, Date.now() - 120_000));
    const sent = await fetch(`${site.url}/demo`, {
      method: "POST",
      body: slow,
      redirect: "manual",
      headers: { origin: site.url },
    });
    const sentPage = sent.headers.get("location")!;
    expect(sentPage).toMatch(/^\/demo\?sent=1&booking=/);
    const html = await (await fetch(new URL(sentPage, site.url))).text();
    const token = /name="token" value="([^"]+)"/.exec(html)![1]!;
    const slot = /name="slot" value="([^"]+)"/.exec(html)![1]!;
    const manage = await bookSlot(site.url, token, slot);
    const managePage = await (await fetch(manage)).text();
    const links = [...managePage.matchAll(/href="(\/(?:fr\/)?booking\/[^"]+)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, "&"),
    );
    expect(links.some((l) => l.startsWith("/booking/reschedule?"))).toBe(true);
    expect(links.some((l) => l.startsWith("/booking/cancel?"))).toBe(true);

    // Sent too fast: kept for "Confirm my request", whose page names the request.
    const fast = await fetch(`${site.url}/demo`, {
      method: "POST",
      body: demoRequestBody(uniqueEmail("seo-fast"), await demoFormFields(site.url)),
      redirect: "manual",
      headers: { origin: site.url },
    });
    const confirmPage = fast.headers.get("location")!;
    expect(confirmPage).toMatch(/^\/demo\?confirm=/);

    const tokenAddresses = [
      sentPage,
      `/fr${sentPage}`,
      confirmPage,
      `${manage.pathname}${manage.search}`,
      ...links,
      "/booking/later?booking=x",
      "/newsletter/token?token=x",
      "/newsletter/confirm?token=x",
      "/newsletter/unsubscribe?token=x",
      "/fr/newsletter/confirm?token=x",
      "/demo?booking=x",
    ];
    for (const address of tokenAddresses) expect(await robotsTag(address), address).toMatch(/noindex/);
    for (const address of ["/", "/fr", "/modules", "/demo", "/pricing"])
      expect(await robotsTag(address), address).toBeNull();
  });

  it("the home page names the site and no page claims a software offer without a price or rating", async () => {
    for (const path of ["/", "/fr"]) {
      const types = jsonLdTypes(await (await fetch(new URL(path, site.url))).text());
      expect(types, path).toContain("WebSite");
      expect(types, path).not.toContain("SoftwareApplication");
    }
    for (const path of ["/modules", "/fr/modules", "/pricing"]) {
      const html = await (await fetch(new URL(path, site.url))).text();
      expect(jsonLdTypes(html), path).not.toContain("SoftwareApplication");
      expect(jsonLdTypes(html), path).not.toContain("WebSite");
      expect(html, path).not.toMatch(/aggregateRating|"offers"/);
    }
  });

  it("robots.txt keeps /sales and the test routes out for a first-match and a longest-match reader alike", async () => {
    const robots = await (await fetch(`${site.url}/robots.txt`)).text();
    const rules = rulesOf(robots);
    for (const path of ["/sales", "/sales/leads/1", "/__test/error", "/", "/demo", "/fr/modules"]) {
      expect(firstMatch(rules, path), path).toBe(longestMatch(rules, path));
    }
    expect(firstMatch(rules, "/sales/leads/1")).toBe(false);
    expect(firstMatch(rules, "/modules")).toBe(true);
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });
});
