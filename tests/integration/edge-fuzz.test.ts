import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { Agent, METHODS, request as httpRequest } from "node:http";
import Database from "better-sqlite3";
import fc from "fast-check";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalPath } from "../../server/canonical-path";
import { methodStatus } from "../../server/methods";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// The edge of the server fuzzed as an attacker would (issue #14): any method, any spelling of any
// path, any bytes in the headers, characters from every Unicode plane in paths, queries, headers
// and bodies: 8,000 at the form, newsletter, booking and console sign-in endpoints of both
// editions, then a few hundred at the pages and files around them. No answer is a 5xx (issue #23:
// not even for a method nobody implements), a path spelt another way is sent to its one spelling,
// no Location carries a backslash or leaves the site, an unserved method gets 405, nothing is
// stored, and no stack reaches the log. With
// tests/integration/form-fuzz.test.ts (2,000+ refused posts), at least 10,000 bad inputs per run.

const built = builtServerAvailable(process.env.ILIMI_BUILD_DIR || "build", "Edge fuzz tests");
const batch = 10;
const deepRuns = Number(process.env.FORM_FUZZ_RUNS) || 0;
/** Of them at the form, newsletter, booking and sign-in endpoints, both editions (the rest go to pages, assets and the like). */
const minimumBadInputs = 8_000;

type Probe = { method: string; path: string; headers: Record<string, string>; body: string };
type Answer = { status: number | "closed"; location?: string };

/** UTF-8 bytes as a latin1 string: what a client can put on the wire in a header (controls dropped: Node will not send them). */
// eslint-disable-next-line no-control-regex
const unsendable = /[\u0000-\u0008\u000a-\u001f\u007f]/g;
const wireBytes = (text: string) => Buffer.from(text, "utf8").toString("latin1").replace(unsendable, "");

function send(port: number, agent: Agent, probe: Probe): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        agent,
        method: probe.method,
        path: probe.path,
        headers: { ...probe.headers, "content-length": String(Buffer.byteLength(probe.body, "latin1")) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location }));
        res.on("error", () => resolve({ status: "closed" }));
      },
    );
    req.on("error", () => resolve({ status: "closed" }));
    req.end(probe.body, "latin1");
  });
}

// Every endpoint that takes a form, in both editions (the French forms post under /fr: issue #19),
// and the console's sign-in; then the pages, files and unknown paths around them.
const formEndpoints = [
  "/demo",
  "/contact",
  "/newsletter",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/newsletter/token",
  "/demo.data",
  "/contact.data",
  "/newsletter.data",
  "/booking/book",
  "/booking/cancel",
  "/booking/reschedule",
  "/booking/manage",
];
const endpoints = [
  ...formEndpoints,
  ...formEndpoints.map((p) => `/fr${p}`),
  "/sales/sign-in",
  "/sales/sign-in.data",
  "/sales/forgot-password",
  "/sales/set-password",
];
const otherPaths = [
  "/",
  "/fr",
  "/_root.data",
  "/modules",
  "/pricing",
  "/fr/pricing",
  "/nowhere",
  "/healthz",
  "/assets/x.js",
  "/sitemap.xml",
  "/__test/error",
  "/booking/invite.ics",
  "/fr/booking/later",
  "/sales",
  "/sales/leads/x",
  "/.well-known/security.txt",
];

function arbitraries(site: string, paths: string[]) {
  const host = new URL(site).host;
  const planes = fc
    .array(
      fc.constantFrom(
        "\u0001",
        "\u0085",
        "\u009b",
        "\u200f",
        "\u202e",
        "\u2066",
        "\ue000",
        "\ufffe",
        "\u{1f600}",
        "\u{20000}",
        "\u{2fffd}",
        "\u{30000}",
        "\u{e0041}",
        "\u{f0000}",
        "\u{10ffff}",
        "Ạ",
        "ß",
        " ",
        "%",
        "/",
        "?",
        "#",
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((chars) => chars.join(""));
  const methods = fc.constantFrom(
    "GET",
    "HEAD",
    "POST",
    "POST",
    "POST",
    "PUT",
    "DELETE",
    "PATCH",
    "OPTIONS",
    "TRACE",
    "PROPFIND",
    "MKCOL",
    "SEARCH",
    "LOCK",
    "PURGE",
    "FOO",
    "BREW",
  );
  const bases: fc.Arbitrary<string> = fc.constantFrom(...paths);
  /** One way of spelling a path differently, each as an attacker would try it. */
  const respell: fc.Arbitrary<(p: string) => string> = fc.oneof(
    fc.constant((p: string) => p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)),
    fc.constant((p: string) => p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)),
    fc.constant((p: string) => `/x/..${p}`),
    fc.constant((p: string) => `/%2e%2e${p}`),
    fc.constant((p: string) => `${p}/.`),
    fc.constant((p: string) => `${p}/`),
    fc.constant((p: string) => `/${p}`),
    fc.constant((p: string) => p.replace(/\.data$/, "/.data")),
    fc.constant((p: string) => `${p}%2e`),
    fc.constant((p: string) => `${p}%zz`),
    fc.constant((p: string) => `${p}/%c0%ae%c0%ae`),
    fc.constant((p: string) => p.toUpperCase()),
    // Browsers read a backslash as a slash: the spellings of an open redirect (issue #23).
    fc.constant((p: string) => `/\\evil.example${p}`),
    fc.constant((p: string) => `${p}\\..\\x`),
    fc.constant((p: string) => `/\\${p}`),
    planes.map((u) => (p: string) => `${p}/${encodeURIComponent(u.replace(/[\ud800-\udfff]/g, ""))}`),
  );
  const path = fc
    .tuple(bases, fc.array(respell, { maxLength: 2 }), fc.option(planes, { nil: undefined }))
    .map(([base, fs, query]) => {
      const p = fs.reduce<string>((acc, f) => f(acc), base);
      return query === undefined ? p : `${p}?q=${encodeURIComponent(query.replace(/[\ud800-\udfff]/g, ""))}`;
    });
  const headerValue = fc.oneof(
    planes.map(wireBytes),
    fc.constantFrom(
      "",
      "null",
      site,
      `${site}/`,
      "http://evil.example",
      `https://${host}`,
      "\xff\xfe",
      "a".repeat(4000),
    ),
  );
  const headers = fc.record(
    {
      origin: fc.oneof(fc.constant(site), headerValue),
      referer: headerValue,
      accept: fc.oneof(fc.constantFrom("application/json", "text/html", "*/*"), headerValue),
      "content-type": fc.oneof(
        fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json"),
        headerValue,
      ),
      "user-agent": headerValue,
      cookie: headerValue,
      "x-forwarded-for": headerValue,
      "x-forwarded-proto": headerValue,
      host: fc.oneof(fc.constant(host), fc.constant(host), headerValue),
    },
    { requiredKeys: ["host"] },
  );
  // Never a valid form: whatever the method or path, nothing may be stored.
  const body = fc.oneof(
    fc.constantFrom(
      "",
      "a=1",
      "email=not-an-address",
      "firstName=&email=%40",
      "website=x&email=a",
      "%zz=%",
      "email=ada%40school.edu.ng%00%0d%0a",
    ),
    planes.map((u) => `email=${encodeURIComponent(u.replace(/[\ud800-\udfff]/g, ""))}&firstName=${wireBytes(u)}`),
  );
  return fc.record({ method: methods, path, headers, body }).map((p) =>
    Object.assign(p, {
      [fc.toStringMethod]: () => `${p.method} ${p.path} ${JSON.stringify(p.headers)} ${JSON.stringify(p.body)}`,
    }),
  );
}

describe.skipIf(!built)("any method, path and header values at the server's edge", () => {
  let server: RunningServer;
  let agent: Agent;
  let sent = 0;
  const statuses: Record<string, number> = {};
  const started = Date.now();

  beforeAll(async () => {
    server = await startServer({
      RATE_LIMIT_DISABLED: "1",
      FORM_MIN_FILL_MS: "0",
      LOG_LEVEL: "warn",
      SERVER_MAX_CONNECTIONS: "1000",
    });
    agent = new Agent({ keepAlive: true, maxSockets: batch });
  });
  afterAll(async () => {
    agent?.destroy();
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    console.info(
      `edge fuzz: ${sent} requests in ${Math.round((Date.now() - started) / 1000)} s, answers ${JSON.stringify(statuses)}`,
    );
  });

  /** Sends one batch at once and checks every answer. */
  const check = async (batchOf: Probe[]) => {
    const answers = await Promise.all(batchOf.map((p) => send(server.port, agent, p)));
    sent += batchOf.length;
    for (const [i, probe] of batchOf.entries()) {
      const got = answers[i]!;
      statuses[got.status] = (statuses[got.status] ?? 0) + 1;
      const what = `${probe.method} ${probe.path} host=${JSON.stringify(probe.headers.host)}`;
      if (got.status === "closed") continue;
      // Headers past Node's 16 KiB limit are refused by its parser (400 or 431) before any
      // method or path is looked at: a client's error, answered as one.
      const headerBytes = Object.entries(probe.headers).reduce(
        (n, [k, v]) => n + k.length + Buffer.byteLength(v, "latin1") + 4,
        probe.path.length,
      );
      if (headerBytes > 12 * 1024 && (got.status === 400 || got.status === 431)) continue;
      const allowed = methodStatus(probe.method);
      expect(got.status, what).toBeLessThan(500);
      // Browsers read a backslash in a Location as a slash: "/\\x" would be the site x.
      if (typeof got.location === "string") expect(got.location, what).toMatch(/^\/(?![/\\])[^\\]*$/);
      // A method Node's parser does not know is answered before any path is looked at.
      if (!METHODS.includes(probe.method)) {
        expect(got.status, what).toBe(405);
        continue;
      }
      if (probe.headers.host !== new URL(server.url).host || !URL.canParse(`http://x${probe.path}`)) continue;
      const [raw, query] = probe.path.split(/\?(.*)/s) as [string, string | undefined];
      // The health probes answer before the Host check and the canonical path (server/app.ts).
      if (/^\/(healthz|readyz)\/?$/i.test(raw)) continue;
      const canonical = canonicalPath(raw);
      if (canonical !== raw) {
        expect(got.status, what).toBe(probe.method === "GET" || probe.method === "HEAD" ? 301 : 308);
        expect(got.location, what).toBe(`${canonical}${query === undefined ? "" : `?${query}`}`);
      } else if (allowed !== 200) expect(got.status, what).toBe(allowed);
    }
  };
  const fuzz = (paths: string[], numRuns: number) =>
    fc.assert(
      fc.asyncProperty(fc.array(arbitraries(server.url, paths), { minLength: batch, maxLength: batch }), check),
      { numRuns: deepRuns || numRuns },
    );
  const expectNothingStoredNoStack = async () => {
    const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    const stored = db
      .prepare(
        "select (select count(*) from demo_requests) + (select count(*) from subscribers) + (select count(*) from bookings) + (select count(*) from users) + (select count(*) from sessions) as n",
      )
      .get() as { n: number };
    db.close();
    expect(stored.n).toBe(0);
    expect(server.output()).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  };

  it(
    "never answers 5xx at a form, newsletter, booking or sign-in endpoint in either edition, not even for an invented method, redirects odd spellings, refuses unserved methods, stores nothing",
    { timeout: deepRuns ? 3_600_000 : 150_000 },
    async () => {
      await fuzz(endpoints, 800);
      const atEndpoints = sent;
      await expectNothingStoredNoStack();
      if (!deepRuns) expect(atEndpoints).toBeGreaterThanOrEqual(minimumBadInputs);
    },
  );

  it(
    "never answers 5xx at the pages, files and unknown paths around them either",
    { timeout: deepRuns ? 3_600_000 : 60_000 },
    async () => {
      await fuzz(otherPaths, 80);
      await expectNothingStoredNoStack();
    },
  );
});
