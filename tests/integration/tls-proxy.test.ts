import "../support/quiet-logs";
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from "node:http2";
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodPassword, usersCli } from "../support/console";
import { builtServerAvailable, demoRequestBody, hiddenFormFields } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";
import { claimPort } from "../support/test-ports";
import { ensureNginx, startTlsProxy, type TlsProxy } from "../../scripts/shared/tls-proxy.mjs";

// The documented deployment (issue line 9, docs/deploy.md): the shipped nginx template
// (deploy/nginx/ilimi.conf) terminating TLS with HTTP/2 in front of two instances on one
// PostgreSQL. Visitors send the demo form and book through it, a salesperson signs in to the
// console through it; the instances trust the proxy (TRUST_PROXY=1), see the public Host, and
// answer with HSTS and Secure cookies.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const nginx = ensureNginx();
if (!nginx.path) console.info(`TLS proxy test skipped: nginx is not installed (${nginx.reason}).`);
if (!adminUrl)
  console.info("TEST_DATABASE_URL is not set: the TLS proxy test (two instances on one PostgreSQL) is skipped.");
const ready = Boolean(nginx.path && adminUrl) && builtServerAvailable(buildDir, "TLS proxy test");

type H2Response = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request on the HTTP/2 connection, as a browser sends it (no compression asked, to read the body as is). */
function h2(
  session: ClientHttp2Session,
  path: string,
  options: { method?: string; form?: URLSearchParams; headers?: Record<string, string> } = {},
): Promise<H2Response> {
  return new Promise((resolve, reject) => {
    const request = session.request({
      ":method": options.method ?? (options.form ? "POST" : "GET"),
      ":path": path,
      ...(options.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...options.headers,
    });
    let headers: IncomingHttpHeaders = {};
    let body = "";
    request.setEncoding("utf8");
    request.on("response", (h) => (headers = h));
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve({ status: Number(headers[":status"]), headers, body }));
    request.on("error", reject);
    request.end(options.form?.toString());
  });
}

const setCookies = (response: H2Response): string[] => {
  const header = response.headers["set-cookie"];
  return Array.isArray(header) ? header : header ? [header] : [];
};

describe.skipIf(!ready)("nginx with TLS and HTTP/2 in front of two instances on one PostgreSQL", () => {
  let proxy: TlsProxy;
  let session: ClientHttp2Session;
  let databaseUrl: string;
  const servers: RunningServer[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    const db = await createPostgresDatabase(adminUrl!, "ilimi_proxy");
    cleanups.push(db.drop);
    databaseUrl = db.url;
    const port = await claimPort();
    const env = {
      ILIMI_BUILD_DIR: buildDir,
      DATABASE_URL: db.url,
      SITE_URL: `https://localhost:${port}`,
      TRUST_PROXY: "1",
      FORM_MIN_FILL_MS: "0",
      // Low enough for the last test to reach; the earlier ones send fewer demo posts than this.
      RATE_LIMIT_DEMO_MAX: "12",
      DELIVERY_DISABLED: "1",
      LOG_LEVEL: "info",
    };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    proxy = await startTlsProxy(
      nginx.path!,
      servers.map((s) => `127.0.0.1:${s.port}`),
      port,
    );
    session = connect(proxy.url, { ca: proxy.ca });
    await new Promise<void>((resolve, reject) => session.once("connect", () => resolve()).once("error", reject));
  }, 120_000);

  afterAll(async () => {
    // The proxy and the servers first: the database is dropped last, with no one connected.
    session?.close();
    await proxy?.stop();
    for (const server of servers) {
      await server.kill();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    for (const cleanup of cleanups) await cleanup();
  });

  /** No page, header or redirect may name an instance's own address: only the public origin. */
  const leaksAnInstance = (text: string) => servers.some((s) => text.includes(`:${s.port}`));

  async function storedEmails(): Promise<string[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ email: string }>("select email from demo_requests")).rows.map((r) => r.email);
    } finally {
      await client.end();
    }
  }

  /** The demo form's hidden fields from one page view: each post then signs a form token of its own. */
  let hidden: Record<string, string> | undefined;
  async function sendDemoForm(email: string, origin = proxy.url): Promise<H2Response> {
    if (!hidden) {
      const page = await h2(session, "/demo");
      expect(page.status).toBe(200);
      hidden = hiddenFormFields(page.body, "/demo");
    }
    return h2(session, "/demo", { form: demoRequestBody(email, hidden), headers: { origin } });
  }

  it("a browser gets the site over TLS with HTTP/2, with HSTS on every answer; plain HTTP is sent to https", async () => {
    expect(session.alpnProtocol).toBe("h2");
    for (const path of ["/", "/demo", "/fr/pricing", "/sales/sign-in"]) {
      const page = await h2(session, path);
      expect(page.status, path).toBeLessThan(400);
      expect(page.headers["strict-transport-security"], path).toBe("max-age=31536000; includeSubDomains");
      expect(leaksAnInstance(JSON.stringify(page.headers)), path).toBe(false);
    }
    const plain = await fetch(`${proxy.httpUrl}/pricing?students=500`, { redirect: "manual" });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe("https://localhost/pricing?students=500");
  });

  it("visitors send the demo form through the proxy: both instances store them, and a post from another site is refused", async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `proxy-${i}@school.edu.ng`);
    for (const email of emails) {
      const answer = await sendDemoForm(email);
      expect(answer.status, email).toBe(303);
      const location = String(answer.headers.location);
      // Relative, or on the public origin: never the instance's own address.
      expect(location.startsWith("/") || location.startsWith(`${proxy.url}/`), location).toBe(true);
    }
    expect((await storedEmails()).sort()).toEqual(emails.sort());
    // nginx shares the posts between the instances, one each in turn: each stored some.
    for (const server of servers) expect(server.output()).toContain("demo request stored");

    const foreign = await sendDemoForm("foreign@school.edu.ng", "https://elsewhere.example");
    expect(foreign.status).toBe(403);
    expect(await storedEmails()).not.toContain("foreign@school.edu.ng");
  });

  it("a visitor books a demo through the proxy and opens its page", async () => {
    const sent = await sendDemoForm("booker@school.edu.ng");
    expect(sent.status).toBe(303);
    const confirmation = await h2(session, String(sent.headers.location));
    expect(confirmation.status).toBe(200);
    expect(leaksAnInstance(confirmation.body)).toBe(false);
    const token = /name="token" value="([^"]+)"/.exec(confirmation.body)![1]!;
    const slot = /name="slot" value="([^"]+)"/.exec(confirmation.body)![1]!;
    const action =
      /<form method="post" action="([^"]*\/booking\/book[^"]*)"/.exec(confirmation.body)?.[1]?.replace(/&amp;/g, "&") ??
      "/booking/book";
    const booked = await h2(session, action, {
      form: new URLSearchParams({ token, slot }),
      headers: { origin: proxy.url },
    });
    expect(booked.status).toBe(303);
    const manage = await h2(session, String(booked.headers.location));
    expect(manage.status).toBe(200);
    expect(leaksAnInstance(manage.body)).toBe(false);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      "select b.status from bookings b join demo_requests d on d.id = b.demo_request_id where d.email = 'booker@school.edu.ng'",
    );
    await client.end();
    expect(rows).toEqual([{ status: "confirmed" }]);
  });

  it("a salesperson signs in to the console through the proxy: the session cookie is Secure, and both instances know it", async () => {
    const { stdout, token } = await usersCli({ url: proxy.url, dataDir: servers[0]!.dataDir, databaseUrl }, [
      ...["create", "--email", "seller@ilimi.example", "--role", "sales"],
    ]);
    // The link the team is given is on the public origin.
    expect(stdout).toContain(`${proxy.url}/sales/set-password?token=${token}`);
    const set = await h2(session, `/sales/set-password?token=${token}`, {
      form: new URLSearchParams({ token: token!, password: goodPassword, confirm: goodPassword }),
      headers: { origin: proxy.url },
    });
    expect(set.status).toBe(302);
    const signedIn = await h2(session, "/sales/sign-in", {
      form: new URLSearchParams({ email: "seller@ilimi.example", password: goodPassword, code: "" }),
      headers: { origin: proxy.url },
    });
    const cookie = setCookies(signedIn).find((c) => c.startsWith("__Host-ilimi_console="));
    expect(cookie, JSON.stringify(signedIn.headers)).toBeDefined();
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Path=\//i);
    const sessionCookie = cookie!.split(";")[0]!;
    // Two requests in a row: nginx sends them to one instance, then the other.
    for (let i = 0; i < 2; i++) {
      const inbox = await h2(session, "/sales", { headers: { cookie: sessionCookie } });
      expect(inbox.status).toBe(200);
      expect(inbox.body).toContain("proxy-0@school.edu.ng");
    }
    expect(proxy.errors()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });

  it("a visitor who sends X-Forwarded-For of their own is still one client to the rate limit, counted across both instances", async () => {
    // Twice the limit and one more, so at least one window sees more than the limit whatever its
    // boundary; each post claims to come from a different address.
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) {
      const page = await h2(session, "/demo");
      const form = demoRequestBody(`spoof-${i}@school.edu.ng`, hiddenFormFields(page.body, "/demo"));
      const answer = await h2(session, "/demo", {
        form,
        headers: { origin: proxy.url, "x-forwarded-for": `203.0.113.${i + 1}` },
      });
      answers.push(answer.status);
    }
    expect(answers).toContain(429);
    expect(answers.filter((s) => s !== 303 && s !== 429)).toEqual([]);
  });
});
