import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoFormCopy, formProblems, guardPages } from "~/content/forms";
import { demoFormCopy as frDemoFormCopy } from "~/content/fr/forms";
import { builtServerAvailable, demoFormFields, demoRequestBody } from "../support/demo-form";
import { storedDemoRequests, uniqueEmail } from "../support/leads";
import { startServer, type RunningServer } from "../support/start-server";

// The demo form posted without JavaScript is answered by the server directly (ADR 009), and by
// React Router only when a page must be shown. These posts go through the real production server
// and the real SQLite file; what is stored is read back with the sales team's own CLI.

const built = builtServerAvailable(process.env.ILIMI_BUILD_DIR || "build", "Demo form post tests");

describe.skipIf(!built)("the demo form posted without JavaScript", () => {
  let server: RunningServer;
  let hidden: Record<string, string>;

  beforeAll(async () => {
    server = await startServer({ FORM_MIN_FILL_MS: "0", RATE_LIMIT_DISABLED: "1" });
    hidden = await demoFormFields(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: URLSearchParams | string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: body.toString(),
    });
  const storedFor = async (email: string) =>
    (await storedDemoRequests(server.dataDir)).filter((r) => r.email === email);

  it("a visitor is sent to the confirmation of the page they used, and the request is stored once", async () => {
    for (const [path, confirmation, source] of [
      ["/demo", "/demo?sent=1", "demo"],
      ["/contact", "/contact?sent=1", "contact"],
    ] as const) {
      const email = uniqueEmail("plain-post");
      const res = await post(path, demoRequestBody(email, hidden));
      expect(res.status, path).toBe(303);
      // The confirmation of a stored request carries the slot picker's signed token (app/booking).
      expect(res.headers.get("location"), path).toMatch(
        new RegExp(`^${confirmation.replace("?", "\\?")}&booking=[\\w-]+\\.[\\w-]+#demo-confirmation-heading$`),
      );
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(
        (await storedFor(email)).map((r) => r.source),
        path,
      ).toEqual([source]);
    }
  });

  it("a visitor who made mistakes sees each one by its field, with everything they typed kept", async () => {
    const email = "ada@school";
    const body = demoRequestBody(email, hidden);
    body.set("firstName", "");
    body.set("institution", "Government Girls' College, Kano");
    body.set("message", "Line one\r\nLine two");
    const res = await post("/contact", body);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter your first name");
    expect(html).toContain("Enter your work email, like name@school.edu.ng");
    expect(html).toMatch(/id="demo-firstName"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="demo-firstName"/);
    expect(html).toContain('value="ada@school"');
    expect(html).toContain("Government Girls&#x27; College, Kano");
    expect(html).toContain("Line one\r\nLine two");
    expect(await storedFor(email)).toEqual([]);
  });

  it("a form whose timestamp was tampered with is asked to be sent again, with the input kept", async () => {
    const email = uniqueEmail("tampered");
    const body = demoRequestBody(email, hidden);
    body.set("formToken", `${hidden.formToken!.slice(0, -4)}AAAA`);
    const res = await post("/demo", body);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(formProblems.expired.title);
    expect(html).toContain(`value="${email}"`);
    expect(await storedFor(email)).toEqual([]);
  });

  it("a form whose hidden field was filled (a bot, or a password manager) is kept in quarantine, never thrown away", async () => {
    const email = uniqueEmail("honeypot");
    const res = await post("/demo", demoRequestBody(email, { ...hidden, website: "https://spam.example" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/demo?sent=1&review=1");
    expect(await storedFor(email)).toMatchObject([{ quarantine_reason: "honeypot", delivery_status: "stored only" }]);
    // Nobody is told of a held request: its page promises no reply and asks a person to call or write.
    for (const [path, copy] of [
      ["/demo?sent=1&review=1", demoFormCopy.confirmation],
      ["/fr/demo?sent=1&review=1", frDemoFormCopy.confirmation],
    ] as const) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toContain(copy.reviewHeading);
      expect(html, path).toContain(copy.reviewBody.slice(0, 60));
      expect(html, path).not.toContain(copy.body.slice(0, 30));
    }
  });

  it("a compressed body is not a browser's form: every required field is asked for, nothing stored", async () => {
    const email = uniqueEmail("gzip");
    const res = await post("/demo", demoRequestBody(email, hidden), { "content-encoding": "gzip" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Enter your first name");
    expect(await storedFor(email)).toEqual([]);
  });

  it("an Origin header naming another origin is refused even with a same-site Referer, with a page that says why", async () => {
    const email = uniqueEmail("null-origin");
    const res = await post("/demo", demoRequestBody(email, hidden), { origin: "null", referer: `${server.url}/demo` });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(guardPages.originMismatch.title);
    expect(await storedFor(email)).toEqual([]);
  });

  it("the page script's JSON posts and React Router's .data posts are still answered with data", async () => {
    const email = uniqueEmail("json");
    const json = await post("/demo", demoRequestBody(email, hidden), { accept: "application/json" });
    expect(json.status).toBe(303); // the action's redirect, as before: only the newsletter box posts JSON
    const invalid = demoRequestBody("nope", hidden);
    const asJson = await post("/demo", invalid, { accept: "application/json" });
    expect(asJson.status).toBe(400);
    expect(asJson.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await asJson.json()) as { fieldErrors: Record<string, string> }).fieldErrors.email).toBeTruthy();
    const data = await post("/demo.data", invalid);
    expect(data.status).toBe(400);
    expect(await data.text()).toContain("fieldErrors");
    expect((await storedFor(email)).length).toBe(1);
  });
});
