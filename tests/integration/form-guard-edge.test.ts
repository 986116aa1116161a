import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoFormMessages, formProblems, guardPages } from "~/content/forms";
import { builtServerAvailable, demoFormFields, demoRequestBody, mintFormToken } from "../support/demo-form";
import { storedDemoRequests, storedSubscribers, uniqueEmail } from "../support/leads";
import { startInProcess, type InProcessServer } from "../support/in-process";
import { startServer, type RunningServer } from "../support/start-server";

// The bot checks, probed as an attacker and as a hurried person (issue #14, findings 5 and 6):
// a token used twice, a honeypot in a second copy, a 65-character local part, a form sent too
// fast, a post behind a TLS proxy the server was not told about. Real server, real SQLite; what
// is stored is read back with the sales team's CLI.

const built = builtServerAvailable(process.env.ILIMI_BUILD_DIR || "build", "Form guard tests");

describe.skipIf(!built)("the demo form's bot checks", () => {
  let server: InProcessServer;
  let hidden: Record<string, string>;

  beforeAll(async () => {
    // A minute's minimum fill time: a token minted now is "too fast", one back-dated is not.
    server = await startInProcess({ FORM_MIN_FILL_MS: "60000", RATE_LIMIT_DISABLED: "1" });
    hidden = await demoFormFields(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: body.toString(),
    });
  const ready = () => mintFormToken(undefined, Date.now() - 120_000);
  const storedFor = async (email: string) =>
    (await storedDemoRequests(server.dataDir)).filter((r) => r.email === email);

  it("one served form stores one request: the same token again gets 'already received', nothing stored twice", async () => {
    const formToken = ready();
    const first = uniqueEmail("once");
    const body = demoRequestBody(first, hidden);
    body.set("formToken", formToken);
    expect((await post("/demo", body)).status).toBe(303);
    // Replayed as is, and with another address: neither is stored.
    for (const email of [first, uniqueEmail("replay"), uniqueEmail("replay")]) {
      body.set("email", email);
      const res = await post("/demo", body);
      expect(res.status).toBe(409);
      const html = await res.text();
      expect(html).toContain(formProblems.alreadyReceived.title);
      expect(html).toContain(`value="${email}"`);
    }
    const all = await storedDemoRequests(server.dataDir);
    expect(all.filter((r) => r.email === first)).toHaveLength(1);
    expect(all.filter((r) => r.email.startsWith("replay-"))).toEqual([]);
  });

  it("eight posts of one token at once store exactly one", async () => {
    const formToken = ready();
    const emails = Array.from({ length: 8 }, () => uniqueEmail("burst"));
    const answers = await Promise.all(
      emails.map((email) =>
        post("/demo", new URLSearchParams({ ...Object.fromEntries(demoRequestBody(email, hidden)), formToken })),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([303, 409, 409, 409, 409, 409, 409, 409]);
    const stored = (await storedDemoRequests(server.dataDir)).filter((r) => emails.includes(r.email));
    expect(stored).toHaveLength(1);
  });

  it("a honeypot filled only in a second copy of its field is caught: kept in quarantine, delivered nowhere", async () => {
    const email = uniqueEmail("second-copy");
    const body = demoRequestBody(email, hidden);
    body.set("formToken", ready());
    body.set("website", "");
    body.append("website", "http://spam.example");
    const res = await post("/demo", body);
    expect(res.status).toBe(303);
    expect(await storedFor(email)).toMatchObject([{ quarantine_reason: "honeypot", delivery_status: "stored only" }]);
  });

  it("a person whose browser filled the form in a second is not thrown away: the request is kept in quarantine and its visitor asked to confirm it", async () => {
    const email = uniqueEmail("autofill");
    // A token served this instant: far under the minute's minimum fill time.
    const res = await post("/contact", demoRequestBody(email, hidden));
    expect(res.status).toBe(303);
    // Not the silent thanks it once got: the "Confirm my request" page (ADR 034, fast-request-confirm.test.ts).
    expect(res.headers.get("location")).toMatch(/^\/contact\?confirm=[\w.%-]+#demo-confirm-heading$/);
    expect(await storedFor(email)).toMatchObject([{ quarantine_reason: "too-fast" }]);
  });

  it("a post without any form token is kept in quarantine too; with a mistake it is told about the mistake", async () => {
    const email = uniqueEmail("no-token");
    const body = demoRequestBody(email, {});
    expect((await post("/demo", body)).status).toBe(303);
    expect(await storedFor(email)).toMatchObject([{ quarantine_reason: "missing-timestamp" }]);
    body.set("email", "not an address");
    const refused = await post("/demo", body);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(demoFormMessages.email.invalid);
  });

  it("an address with 65 characters before the @ is refused at its field", async () => {
    const email = `${"a".repeat(65)}@school.edu.ng`;
    const body = demoRequestBody(email, hidden);
    body.set("formToken", ready());
    const res = await post("/demo", body);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(demoFormMessages.email.localPartTooLong);
    expect(await storedFor(email)).toEqual([]);
  });
});

describe.skipIf(!built)("the newsletter box's bot checks", () => {
  let server: InProcessServer;

  beforeAll(async () => {
    server = await startInProcess({ FORM_MIN_FILL_MS: "60000", RATE_LIMIT_DISABLED: "1" });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/newsletter`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(body).toString(),
    });

  it("a sign-up that looks automated is refused and told so, with the address kept; pressed again later it goes through", async () => {
    const email = uniqueEmail("news-fast");
    for (const [body, headers] of [
      [{ email, formToken: mintFormToken(), returnTo: "/" }, {}],
      [{ email, formToken: mintFormToken(), inline: "1" }, { accept: "application/json" }],
      [{ email, website: "x", returnTo: "/" }, {}],
    ] as const) {
      const res = await post(body, headers);
      expect(res.status).toBe(400);
      const text = await res.text();
      if ("inline" in body)
        expect(JSON.parse(text)).toMatchObject({ status: "error", formError: "sendAgain", values: { email } });
      else expect(text).toContain(formProblems.sendAgain.title);
      if (!("inline" in body)) expect(text).toContain(`value="${email}"`);
    }
    expect((await storedSubscribers(server.dataDir)).filter((s) => s.email === email)).toEqual([]);
    const later = await post({ email, formToken: mintFormToken(undefined, Date.now() - 120_000), returnTo: "/" });
    expect(later.status).toBe(303);
    expect((await storedSubscribers(server.dataDir)).filter((s) => s.email === email)).toHaveLength(1);
  });
});

describe.skipIf(!built)("a server behind a TLS proxy it was not told about", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ SITE_URL: "https://ilimi.example", FORM_MIN_FILL_MS: "0", RATE_LIMIT_DISABLED: "1" });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("says at start that TRUST_PROXY is off, and refuses a form with a page that says why, not a bare 400", async () => {
    expect(server.output()).toContain("SITE_URL is https but TRUST_PROXY is off");
    const hidden = await demoFormFields(server.url);
    const email = uniqueEmail("proxy");
    const res = await fetch(`${server.url}/demo`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: "https://ilimi.example",
        "x-forwarded-proto": "https",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: demoRequestBody(email, hidden).toString(),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(guardPages.originMismatch.title);
    expect(server.output()).toContain("set TRUST_PROXY");
    expect(await storedDemoRequests(server.dataDir)).toEqual([]);
  });
});

describe.skipIf(!built)("a server started on every interface with the build's defaults", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ HOST: "0.0.0.0", RATE_LIMIT_DISABLED: "1" });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("tells the operator at start that the public origin is still localhost and the contact details are placeholders", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.output()).toMatch(
      /PUBLIC_SITE_URL is still http:\/\/localhost[^ ]* while the server listens on 0\.0\.0\.0/,
    );
    expect(server.output()).toContain("set PUBLIC_CONTACT_PHONE and PUBLIC_CONTACT_EMAIL");
  });
});
