// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { errorId } from "~/components/forms/field.contract";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { newsletterContract as contract } from "~/components/forms/newsletter-form.contract";
import { select } from "~/components/contract";
import { consoleWarnings, element, renderPage } from "../../tests/support/page-script-dom";
import { enhanceNewsletterBoxes } from "./newsletter-box";

/** The server's answer to the next post (the token request answers with nothing). */
function serverAnswers(response: () => Response) {
  const fetch = vi.fn(async (url: string | URL | Request) =>
    String(url).endsWith("/newsletter/token") ? new Response(null, { status: 404 }) : response(),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the newsletter box, as server markup and page script", () => {
  // As on a page: the document complete, then the script (it runs after the load event).
  beforeAll(() => {
    renderPage(<NewsletterForm />, "/company/about");
    enhanceNewsletterBoxes();
  });
  afterEach(() => vi.unstubAllGlobals());

  const form = () => element<HTMLFormElement>(contract.box.selector);
  const input = () => element<HTMLInputElement>(`input[name="${contract.emailField}"]`);
  const send = (address: string) => {
    input().value = address;
    form().requestSubmit();
  };

  it("shows the server's message on the field, and focuses it", async () => {
    const fetch = serverAnswers(() =>
      json({ status: "error", fieldErrors: { email: "Enter an email address like name@school.edu.ng" } }, 400),
    );
    send("not-an-address");
    await vi.waitFor(() => expect(input().getAttribute("aria-invalid")).toBe("true"));
    // One post; the token request that focusing the field starts is not one.
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith("/newsletter"))).toHaveLength(1);
    expect(element(`#${errorId(input().id)}`).hidden).toBe(false);
    expect(element(`#${errorId(input().id)}`).textContent).toContain("Enter an email address");
    expect(input().getAttribute("aria-describedby")?.split(" ")[0]).toBe(errorId(input().id));
    expect(document.activeElement).toBe(input());
  });

  it("copies the confirmation into the status region, and empties the field", async () => {
    serverAnswers(() => json({ status: "check-inbox" }));
    send("ada@school.edu.ng");
    const status = element(contract.status.selector);
    await vi.waitFor(() => expect(status.querySelector(contract.added.selector)).not.toBeNull());
    expect(status.textContent).toBe(element(contract.confirmation.selector).textContent);
    expect(input().value).toBe("");
  });

  it("shows the alert for a refusal by the server's front, read from its status", async () => {
    serverAnswers(
      () =>
        new Response("<!doctype html><title>Too many</title>", {
          status: 429,
          headers: { "Content-Type": "text/html" },
        }),
    );
    send("ada@school.edu.ng");
    await vi.waitFor(() => expect(element(select(contract.problem, "rateLimited")).hidden).toBe(false));
    expect(element(select(contract.problem, "forbidden")).hidden).toBe(true);
  });

  it("says so on the console when the markup has no status region", () => {
    const warnings = consoleWarnings();
    renderPage(<NewsletterForm />, "/company/about");
    element(contract.status.selector).remove();
    vi.resetModules();
    return import("./newsletter-box").then(({ enhanceNewsletterBoxes: fresh }) => {
      fresh();
      expect(warnings.messages().join("\n")).toMatch(/newsletter-form: its markup has no \[data-newsletter-status\]/);
      warnings.restore();
    });
  });
});
