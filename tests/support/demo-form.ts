import { createHmac } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createFormToken } from "~/guards/form.server";

import { testAppSecret } from "./start-server";

/** A fresh form token as a server started with `appSecret` issues it (formTokenKey's derivation). */
export function mintFormToken(appSecret = testAppSecret, issuedAt = Date.now()): string {
  return createFormToken(createHmac("sha256", appSecret).update("form-timestamp-key").digest("hex"), issuedAt);
}

/** The hidden anti-bot fields of the demo form, as the server issued them for this page view. */
export async function demoFormFields(url: string): Promise<Record<string, string>> {
  return hiddenFormFields(await (await fetch(`${url}/demo`)).text(), "/demo");
}

/** The hidden fields of the form posting to `action` in a page's HTML. */
export function hiddenFormFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  if (start < 0) throw new Error(`no form posting to ${action}`);
  const form = html.slice(start, html.indexOf("</form>", start));
  const hidden: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name && /\btype="hidden"/.test(input)) hidden[name] = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
  }
  return hidden;
}

/**
 * A valid demo request from a visitor with this address, ready to POST: the page's hidden fields,
 * with a form token of its own (each token stores one request), signed with the test secret.
 */
export function demoRequestBody(email: string, hidden: Record<string, string>): URLSearchParams {
  const own: Record<string, string> = "formToken" in hidden ? { formToken: mintFormToken() } : {};
  return new URLSearchParams({
    firstName: "Ada",
    lastName: "Test",
    email,
    phone: "",
    institution: "Test College",
    size: "small",
    message: "",
    ...hidden,
    ...own,
  });
}

/**
 * Whether a production build with the lead store exists. Suites that start the built server skip
 * without one during development, and fail in CI, where `npm test` always builds first.
 */
export function builtServerAvailable(buildDir: string, suite: string): boolean {
  const serverDir = join(buildDir, "server");
  const ok =
    existsSync(serverDir) &&
    readdirSync(serverDir, { recursive: true, encoding: "utf8" }).some(
      (f) => f.endsWith(".js") && readFileSync(join(serverDir, f), "utf8").includes("demo request stored"),
    );
  if (!ok && process.env.CI)
    throw new Error(`${suite}: no production build in ${buildDir}/ (npm test builds before the integration tests)`);
  if (!ok) console.info(`${suite} skipped: no build with the lead store in ${buildDir}/ (run npm run build first).`);
  return ok;
}

/**
 * A lead made as a visitor without JavaScript makes one: the demo form's page fetched for its
 * hidden fields, then posted to the running server, which stores the row itself (ADR 085, 090).
 * For a test whose subject is what the team does with a lead; the form in a browser keeps its
 * own journeys (demo-request.spec.ts, sales-console.spec.ts's first journey).
 */
export async function leadFromDemoForm(base: string, email: string, fields: Record<string, string> = {}) {
  const response = await fetch(`${base}/demo`, {
    method: "POST",
    body: demoRequestBody(email, { ...(await demoFormFields(base)), ...fields }),
    redirect: "manual",
    headers: { origin: base },
  });
  // 303 to the confirmation: stored and not quarantined (a quarantined one goes to ?sent=1 or a confirm page).
  const location = response.headers.get("location") ?? "";
  if (response.status !== 303 || !/\/demo\?sent=1&booking=/.test(location))
    throw new Error(`the demo form answered ${response.status} ${location}`);
}
