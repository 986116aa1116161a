// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mark, select } from "~/components/contract";
import { DemoRequestConfirmation } from "~/components/forms/demo-request-confirmation";
import { DemoRequestForm } from "~/components/forms/demo-request-form";
import { demoFormContract as contract, demoFormFieldOrder } from "~/components/forms/demo-request-form.contract";
import { errorId } from "~/components/forms/field.contract";
import { element, renderPage, serverHtml } from "../../tests/support/page-script-dom";
import { enhanceDemoForm } from "./demo-form";

/** The demo form as routes/contact.tsx places it: a status region, and the panel the answer replaces. */
function ContactPanel({ children, status = "" }: { children: ReactNode; status?: string }) {
  return (
    <>
      <p role="status" {...mark(contract.status)}>
        {status}
      </p>
      <div {...mark(contract.panel)}>{children}</div>
    </>
  );
}

/** The server's answers: a fresh form timestamp for the token request, `post` for the form's post. */
function serverAnswers(post: () => Response) {
  const fetch = vi.fn(async (url: string | URL | Request) =>
    String(url).endsWith("/newsletter/token") ? Response.json({ token: "fresh" }) : post(),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const posts = (fetch: ReturnType<typeof serverAnswers>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith("/demo"));

const field = (name: string) => element<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`);
const form = () => element<HTMLFormElement>(`form${contract.form.selector}`);

function fillValid() {
  const values: Record<string, string> = {
    firstName: "Ada",
    lastName: "Okafor",
    email: "ada@school.edu.ng",
    phone: "+234 803 123 4567",
    institution: "Unity College",
    size: "medium",
  };
  for (const [name, value] of Object.entries(values)) field(name).value = value;
}

describe("the demo form, as server markup and page script", () => {
  beforeAll(() => {
    renderPage(
      <ContactPanel>
        <DemoRequestForm action="/demo" formToken="t" defaultSize={null} result={undefined} />
      </ContactPanel>,
      "/demo",
    );
    enhanceDemoForm();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("checks an empty form with the server's schema, without a post, and focuses the first field in order", () => {
    const fetch = serverAnswers(() => new Response(null, { status: 500 }));
    form().requestSubmit();
    expect(posts(fetch)).toHaveLength(0);
    const first = field(demoFormFieldOrder[0]!);
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(element(`#${errorId(first.id)}`).hidden).toBe(false);
    expect(document.activeElement).toBe(first);
  });

  it("shows the template of a refusal by the server's front among the notices", async () => {
    fillValid();
    serverAnswers(
      () =>
        new Response("<!doctype html><title>Too many</title>", {
          status: 429,
          headers: { "Content-Type": "text/html" },
        }),
    );
    form().requestSubmit();
    const notices = element(contract.notices.selector);
    await vi.waitFor(() => expect(notices.querySelector('[role="alert"]')).not.toBeNull());
    expect(notices.textContent).toBe(
      element<HTMLTemplateElement>(`template${select(contract.problem, "rateLimited")}`).content.textContent,
    );
  });

  it("replaces the form with the server's confirmation, announces it and focuses its heading", async () => {
    const confirmation = serverHtml(
      <ContactPanel status="Your demo request was sent.">
        <DemoRequestConfirmation againHref="/demo" />
      </ContactPanel>,
    );
    serverAnswers(
      () =>
        new Response(`<!doctype html><body>${confirmation}</body>`, {
          status: 200,
          headers: { "Content-Type": "text/html" },
        }),
    );
    form().requestSubmit();
    await vi.waitFor(() => expect(document.querySelector(`form${contract.form.selector}`)).toBeNull());
    expect(element(contract.status.selector).textContent).toBe("Your demo request was sent.");
    expect(document.activeElement).toBe(element(contract.focusTarget, element(contract.panel.selector)));
  });
});
