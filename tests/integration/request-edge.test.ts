import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerAvailable, demoFormFields, demoRequestBody } from "../support/demo-form";
import { storedDemoRequests, storedSubscribers, uniqueEmail } from "../support/leads";
import { startServer, type RunningServer } from "../support/start-server";

// The edge an attacker probes first (issue #14): paths spelt so the rate limiter and the router
// disagree, methods React Router cannot build a request for, and redirect targets a Location
// header cannot carry. Real server, real SQLite, read back with the sales team's CLI.

const built = builtServerAvailable(process.env.ILIMI_BUILD_DIR || "build", "Request edge tests");

/** A request sent as written: fetch() would resolve dot segments itself and never send "TRACE". */
function raw(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = "",
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe.skipIf(!built)("a client probing the edge of the server", () => {
  let server: RunningServer;
  let hidden: Record<string, string>;

  beforeAll(async () => {
    server = await startServer({
      FORM_MIN_FILL_MS: "0",
      RATE_LIMIT_DEMO_MAX: "2",
      RATE_LIMIT_NEWSLETTER_MAX: "20",
      RATE_LIMIT_WINDOW_SECONDS: "600",
    });
    hidden = await demoFormFields(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  const form = { "content-type": "application/x-www-form-urlencoded" };

  it("a client at its limit cannot store more by spelling the form's path differently", async () => {
    const origin = { origin: server.url, ...form };
    // Two accepted, the third refused: the client is at its limit.
    for (const expected of [303, 303, 429]) {
      const res = await raw(
        server.url,
        "POST",
        "/demo",
        origin,
        demoRequestBody(uniqueEmail("limit"), hidden).toString(),
      );
      expect(res.status).toBe(expected);
    }
    const spellings: [string, string][] = [
      ["/d%65mo", "/demo"],
      ["/%64%65%6D%6F", "/demo"],
      ["/x/../demo", "/demo"],
      ["/%2e%2e/demo", "/demo"],
      ["/demo/.", "/demo"],
      ["/demo/./", "/demo"],
      ["/demo/", "/demo"],
      ["//demo", "/demo"],
      ["/demo/.data", "/demo.data"],
      ["/demo%2Edata", "/demo.data"],
      ["/c%6Fntact.data?index", "/contact.data?index"],
      ["/newsletter/.", "/newsletter"],
      ["/n%65wsletter.data", "/newsletter.data"],
      // Upper case is the router's same route: sent to the one lower-case spelling, where it is counted.
      ["/DEMO", "/demo"],
      ["/Demo.data", "/demo.data"],
      ["/CONTACT", "/contact"],
      ["/FR/Demo", "/fr/demo"],
      ["/fr/CONTACT.DATA", "/fr/contact.data"],
      ["/NEWSLETTER", "/newsletter"],
      ["/Fr/Newsletter", "/fr/newsletter"],
    ];
    const before = (await storedDemoRequests(server.dataDir)).length;
    for (const [path, canonical] of spellings) {
      const res = await raw(
        server.url,
        "POST",
        path,
        origin,
        demoRequestBody(uniqueEmail("spelling"), hidden).toString(),
      );
      expect(res.status, path).toBe(308);
      expect(res.headers.location, path).toBe(canonical);
    }
    expect((await storedDemoRequests(server.dataDir)).length).toBe(before);
    // A page fetched by an odd spelling is sent to its one address.
    const page = await raw(server.url, "GET", "/m%6Fdules/../pricing/?x=1");
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe("/pricing?x=1");
    // Served under an upper-case spelling, a page named the wrong page as its canonical URL (/FR was the English home).
    for (const [path, canonical] of [
      ["/FR", "/fr"],
      ["/PRICING", "/pricing"],
      ["/Fr/Pricing?x=1", "/fr/pricing?x=1"],
      ["/Sales/Sign-In", "/sales/sign-in"],
    ]) {
      const res = await raw(server.url, "GET", path!);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(canonical);
    }
    // A raw backslash never reaches a Location: browsers read "/\\evil.example" as "//evil.example",
    // another site (issue #23). Escaped, it names a path of ours that does not exist.
    for (const [path, location] of [
      ["/\\Evil.example", "/%5Cevil.example"],
      ["/\\/evil.example?x=1", "/%5C/evil.example?x=1"],
      ["/fr/\\\\evil.example", "/fr/%5C%5Cevil.example"],
    ]) {
      const res = await raw(server.url, "GET", path!);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(location);
      expect(new URL(res.headers.location as string, server.url).origin, path).toBe(server.url);
    }
    // Hashed asset names keep their capitals: served as named, not redirected.
    const asset = /\/assets\/[\w.-]*[A-Z][\w.-]*\.(?:js|css|woff2)/.exec((await raw(server.url, "GET", "/")).body)?.[0];
    expect(asset).toBeDefined();
    expect((await raw(server.url, "GET", asset!)).status).toBe(200);
  });

  it("unusual methods get 405 with Allow and the normal headers, never a 5xx", async () => {
    for (const [method, status] of [
      ["TRACE", 405],
      ["PUT", 405],
      ["DELETE", 405],
      ["PATCH", 405],
      ["OPTIONS", 405],
      ["PROPFIND", 405],
      ["MKCOL", 405],
      ["SEARCH", 405],
    ] as const) {
      for (const path of ["/", "/demo", "/newsletter", "/nowhere"]) {
        const res = await raw(server.url, method, path, { origin: server.url, ...form }, "a=1");
        expect(res.status, `${method} ${path}`).toBe(status);
        expect(res.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
        expect(res.headers["x-content-type-options"], `${method} ${path}`).toBe("nosniff");
      }
    }
    // An empty Host (found by tests/integration/edge-fuzz.test.ts) would make a URL that fails later.
    for (const request of ["GET /modules?q=1 HTTP/1.1\r\nHost: \r\n\r\n", "GET /modules HTTP/1.0\r\n\r\n"]) {
      const status = await new Promise<string>((resolve) => {
        const socket = connect(server.port, "127.0.0.1", () => socket.write(request));
        let text = "";
        socket.on("data", (chunk) => (text += chunk));
        socket.on("close", () => resolve(text.split("\r\n")[0]!));
      });
      expect(status, JSON.stringify(request)).toBe("HTTP/1.1 400 Bad Request");
    }
    // A Host that is a path ("/", found by the edge fuzz): a form post from our own origin is refused
    // as coming from another one, not answered 500 while the refusal is worded.
    for (const path of ["/sitemap.xml", "/pricing"]) {
      const res = await raw(server.url, "POST", path, { host: "/", origin: server.url, ...form }, "a=1");
      expect(res.status, `POST ${path} with Host "/"`).toBe(403);
    }
    // A method Node's parser does not know at all is answered before Express, still not a 500.
    const invented = await raw(server.url, "FOO", "/");
    expect(invented.status).toBe(405);
    expect(invented.headers.allow).toBe("GET, HEAD, POST");
    expect(server.output()).not.toMatch(/"level":50|TypeError|\n\s+at /);
  });

  it("a sign-up without JavaScript goes back to any page it names, however odd its characters", async () => {
    const { token: formToken } = (await (await fetch(`${server.url}/newsletter/token`)).json()) as { token: string };
    const cases: [string, string][] = [
      ["/modules/ŝkolo", "/modules/%C5%9Dkolo"],
      ["/résumé 😀", "/r%C3%A9sum%C3%A9%20%F0%9F%98%80"],
      ["/a\u0000b", "/"],
      ["/\uD800x", "/%EF%BF%BDx"],
      ["/100%", "/100%25"],
    ];
    for (const [returnTo, expected] of cases) {
      const email = uniqueEmail("return");
      const res = await raw(
        server.url,
        "POST",
        "/newsletter",
        { origin: server.url, ...form },
        new URLSearchParams({ email, returnTo, formToken }).toString(),
      );
      expect(res.status, returnTo).toBe(303);
      expect(res.headers.location, returnTo).toBe(`${expected}?newsletter=check-inbox#newsletter-form`);
    }
    expect((await storedSubscribers(server.dataDir)).length).toBe(cases.length);
  });

  it("says where to report a security problem, from the site's configuration", async () => {
    const res = await fetch(`${server.url}/.well-known/security.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^Contact: mailto:\S+@\S+$/m);
  });
});
