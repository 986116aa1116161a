import "../support/quiet-logs";
import { rmSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerAvailable, demoFormFields } from "../support/demo-form";
import { securityHeaderProblems } from "../support/security-headers";
import { startServer, type RunningServer } from "../support/start-server";

// The responses the browser tests cannot reach carry the same protective headers as pages and
// assets (tests/e2e/security-headers.spec.ts): the form's own error answers, the refusals the
// server gives before React Router runs (403, 411, 413, 415, 429), and HSTS exactly when the site
// is served over https.
// Needs a build: ILIMI_BUILD_DIR=.builds/fuzz npx react-router build.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Response header tests");
const form = "application/x-www-form-urlencoded";
const publicOrigin = "https://www.ilimi.test";

type Answer = { status: number; headers: Headers; body: string };
/** `shows`: text that tells this answer from another with the same status (React Router's own 400, say). */
type Case = { kind: string; status: number; shows?: string; visitorData?: boolean; send: () => Promise<Answer> };

/**
 * node:http rather than fetch, which drops a Host header: a proxy in front of the app passes the
 * public one. `chunked` sends the body without a Content-Length.
 */
function request(
  url: string,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
    chunked = false,
  }: { method?: string; headers?: Record<string, string>; body?: string; chunked?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const length = body !== undefined && !chunked ? { "content-length": String(Buffer.byteLength(body)) } : {};
    const req = http.request(new URL(path, url), { method, headers: { ...headers, ...length } }, (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const v of [value ?? []].flat()) answer.append(name, v);
        resolve({ status: res.statusCode!, headers: answer, body: text });
      });
    });
    // A post refused from its headers is answered, and the connection closed, before its body is read.
    req.on("error", (error) => answered || reject(error));
    // Written before end(): Node sends it chunked, without a Content-Length.
    if (chunked) req.write(body ?? "");
    req.end(chunked ? undefined : body);
  });
}

/** Each kind of answer a form post can get, with the status that shows it is that kind. */
function formAnswers(
  url: string,
  hidden: Record<string, string>,
  origin: string,
  proxied: Record<string, string> = {},
): Case[] {
  const invalid = new URLSearchParams({ ...hidden, firstName: "", email: "not an address" }).toString();
  const headers = { ...proxied, origin, "content-type": form };
  const post =
    (
      path: string,
      body: string,
      extra: Record<string, string> = {},
      options: { method?: string; chunked?: boolean } = {},
    ) =>
    () =>
      request(url, path, { method: "POST", headers: { ...headers, ...extra }, body, ...options });
  return [
    { kind: "form error", status: 400, shows: "Enter your first name", send: post("/demo", invalid) },
    { kind: "form error for JavaScript (.data)", status: 400, shows: "fieldErrors", send: post("/demo.data", invalid) },
    {
      kind: "newsletter error for JavaScript",
      status: 400,
      shows: "fieldErrors",
      send: post("/newsletter.data", "email=x&inline=1"),
    },
    // The page script's post (app/enhance/newsletter-box.ts): the action's answer as JSON, not the page.
    {
      kind: "newsletter error for the page script (JSON)",
      status: 400,
      shows: '"fieldErrors":{"email":',
      send: post("/newsletter", "email=x&inline=1", { accept: "application/json" }),
    },
    {
      kind: "unreadable form body",
      status: 400,
      shows: "Enter your first name",
      send: post("/demo", "--x--", { "content-type": "multipart/form-data" }),
    },
    { kind: "foreign origin (403)", status: 403, send: post("/demo", invalid, { origin: "https://evil.example" }) },
    {
      kind: "foreign origin for JavaScript (403)",
      status: 403,
      send: post("/newsletter.data", "email=a%40b.ng", { origin: "https://evil.example" }),
    },
    { kind: "body too large (413)", status: 413, send: post("/demo", `message=${"a".repeat(70_000)}`) },
    {
      kind: "not a form (415)",
      status: 415,
      send: post("/demo", JSON.stringify({ email: "a@b.ng" }), { "content-type": "application/json" }),
    },
    { kind: "body of unknown length (411)", status: 411, send: post("/demo", "email=x", {}, { chunked: true }) },
    { kind: "method not allowed (405)", status: 405, send: post("/demo", invalid, {}, { method: "PUT" }) },
  ];
}

async function check(c: Case, hsts: boolean) {
  const res = await c.send();
  expect(res.status, c.kind).toBe(c.status);
  if (c.shows) expect(res.body, c.kind).toContain(c.shows);
  // Every form answer shows what was posted (or refuses it): COOP and no-store. A GET of a public page: no COOP.
  expect(securityHeaderProblems(res.headers, { hsts, visitorData: c.visitorData ?? true }), c.kind).toEqual([]);
}

describe.skipIf(!built)("security headers on every kind of answer", () => {
  const servers: RunningServer[] = [];
  let plain: RunningServer;
  let limited: RunningServer;
  let https: RunningServer;

  beforeAll(async () => {
    const common = { ILIMI_BUILD_DIR: buildDir, FORM_MIN_FILL_MS: "0", LOG_LEVEL: "error" };
    [plain, limited, https] = await Promise.all([
      startServer({ ...common, RATE_LIMIT_DISABLED: "1", TRUST_PROXY: "loopback" }),
      startServer({ ...common, RATE_LIMIT_DEMO_MAX: "2", RATE_LIMIT_NEWSLETTER_MAX: "2" }),
      // Behind a TLS-terminating proxy on loopback, as docs/deploy.md describes.
      startServer({ ...common, RATE_LIMIT_DISABLED: "1", SITE_URL: publicOrigin, TRUST_PROXY: "loopback" }),
    ]);
    servers.push(plain, limited, https);
  });
  afterAll(async () => {
    for (const server of servers) {
      await server.kill();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it("form errors and refusals over http carry them, without HSTS", async () => {
    const cases = formAnswers(plain.url, await demoFormFields(plain.url), plain.url);
    for (const c of cases) await check(c, false);
  });

  it("a client over its limit (429), with or without JavaScript, gets them too", async () => {
    const body = new URLSearchParams({ ...(await demoFormFields(limited.url)), firstName: "" }).toString();
    const post = (path: string) =>
      request(limited.url, path, { method: "POST", headers: { origin: limited.url, "content-type": form }, body });
    for (let i = 0; i < 2; i++) expect((await post("/demo")).status).toBe(400);
    for (const path of ["/demo", "/demo.data"]) {
      const res = await post(path);
      expect(res.status, path).toBe(429);
      expect(res.headers.get("retry-after"), path).toBeTruthy();
      expect(securityHeaderProblems(res.headers, { hsts: false, visitorData: true }), path).toEqual([]);
    }
  });

  it("HSTS comes with every answer when SITE_URL is https, pages and refusals alike", async () => {
    // What the proxy passes on, so React Router sees the public https URL the browser posted to.
    const proxied = { host: new URL(publicOrigin).host, "x-forwarded-proto": "https" };
    const pages: Case[] = ["/", "/demo?size=small", "/favicon.svg", "/no-such-page"].map((path) => ({
      kind: `GET ${path}`,
      status: path === "/no-such-page" ? 404 : 200,
      visitorData: false,
      send: () => request(https.url, path, { headers: proxied }),
    }));
    const cases = formAnswers(https.url, await demoFormFields(https.url), publicOrigin, proxied);
    for (const c of [...pages, ...cases]) await check(c, true);
  });

  it("only responses with a visitor's own data carry COOP and no-store; public pages do not (ADR 017)", async () => {
    const own = [
      "/demo?sent=1",
      "/contact?sent=1",
      "/newsletter/confirm?token=abc",
      "/newsletter/unsubscribe?token=abc",
      "/newsletter/token",
      "/booking/x",
      "/sales",
      "/sales/inbox",
    ];
    const pub = [
      "/",
      "/modules",
      "/pricing",
      "/contact",
      "/demo",
      "/demo?size=medium",
      "/favicon.svg",
      "/no-such-page",
    ];
    for (const path of own)
      expect(
        securityHeaderProblems((await request(plain.url, path)).headers, { hsts: false, visitorData: true }),
        path,
      ).toEqual([]);
    for (const path of pub)
      expect(
        securityHeaderProblems((await request(plain.url, path)).headers, { hsts: false, visitorData: false }),
        path,
      ).toEqual([]);
  });

  it("a booking link opened from another app gets no COOP but stays uncached; a page or window that led there gets COOP (ADR 073)", async () => {
    const browserStarted = { "sec-fetch-site": "none", "sec-fetch-mode": "navigate" };
    for (const path of ["/demo?sent=1", "/booking/x", "/fr/booking/manage?token=abc"]) {
      const fromAnApp = await request(plain.url, path, { headers: browserStarted });
      expect(fromAnApp.headers.get("cross-origin-opener-policy"), path).toBeNull();
      expect(fromAnApp.headers.get("cache-control"), path).toBe("no-store");
      expect(fromAnApp.headers.get("vary"), path).toContain("Sec-Fetch-Site");
      for (const site of ["cross-site", "same-origin"]) {
        const followed = await request(plain.url, path, { headers: { ...browserStarted, "sec-fetch-site": site } });
        expect(securityHeaderProblems(followed.headers, { hsts: false, visitorData: true }), `${path} ${site}`).toEqual(
          [],
        );
      }
    }
    // The console keeps it however it is reached.
    const signedIn = await request(plain.url, "/sales", { headers: browserStarted });
    expect(signedIn.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("the check itself catches a weakened policy", () => {
    const weak = new Headers({
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline' https:; base-uri 'self'",
      "x-content-type-options": "nosniff",
      "x-powered-by": "Express",
    });
    expect(securityHeaderProblems(weak, { hsts: true, visitorData: true })).toEqual([
      "script-src should not allow 'unsafe-inline' https:",
      expect.stringContaining("frame-ancestors"),
      expect.stringContaining("base-uri"),
      expect.stringContaining("form-action"),
      expect.stringContaining("referrer-policy"),
      expect.stringContaining("cross-origin-opener-policy"),
      expect.stringContaining("cache-control"),
      expect.stringContaining("cross-origin-resource-policy"),
      expect.stringContaining("permissions-policy"),
      expect.stringContaining("X-Powered-By"),
      expect.stringContaining("strict-transport-security"),
    ]);
  });

  it("HSTS comes with a request the proxy says arrived over https, and not with plain http", async () => {
    await check(
      {
        kind: "https via proxy",
        status: 200,
        visitorData: false,
        send: () => request(plain.url, "/", { headers: { "x-forwarded-proto": "https" } }),
      },
      true,
    );
    await check({ kind: "plain http", status: 200, visitorData: false, send: () => request(plain.url, "/") }, false);
  });
});
