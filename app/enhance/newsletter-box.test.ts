import { describe, expect, it } from "vitest";
import { readNewsletterAnswer } from "./newsletter-box";

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
const html = (status: number) =>
  new Response("<!doctype html><title>Refused</title>", {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

describe("readNewsletterAnswer", () => {
  it("reads the action's answers", async () => {
    expect(await readNewsletterAnswer(json({ status: "check-inbox" }, 200))).toEqual({ status: "check-inbox" });
    expect(
      await readNewsletterAnswer(
        json({ status: "error", fieldErrors: { email: "Enter your email" }, values: { email: "" } }, 400),
      ),
    ).toEqual({
      status: "error",
      fieldError: "Enter your email",
      formError: undefined,
    });
    for (const [problem, status] of [
      ["expired", 400],
      ["forbidden", 403],
      ["rateLimited", 429],
      ["unavailable", 503],
    ] as const) {
      expect(await readNewsletterAnswer(json({ status: "error", formError: problem }, status))).toEqual({
        status: "error",
        fieldError: undefined,
        formError: problem,
      });
    }
  });

  it("reads the server's own refusals, which are pages, from their status", async () => {
    expect(await readNewsletterAnswer(html(403))).toEqual({ status: "error", formError: "forbidden" });
    expect(await readNewsletterAnswer(html(429))).toEqual({ status: "error", formError: "rateLimited" });
    expect(await readNewsletterAnswer(html(413))).toEqual({ status: "error", formError: "unavailable" });
    expect(await readNewsletterAnswer(html(500))).toEqual({ status: "error", formError: "unavailable" });
  });

  it("never reports a subscription it cannot read as one", async () => {
    // A page instead of the answer (a proxy's, say), a success status on an error, nonsense JSON.
    expect(await readNewsletterAnswer(html(200))).toEqual({ status: "error", formError: "unavailable" });
    expect(await readNewsletterAnswer(json({ status: "check-inbox" }, 500))).toEqual({
      status: "error",
      formError: "unavailable",
    });
    expect(await readNewsletterAnswer(json({ status: "error", formError: "__proto__" }, 400))).toEqual({
      status: "error",
      formError: "unavailable",
    });
    expect(
      await readNewsletterAnswer(
        new Response("{not json", { status: 200, headers: { "Content-Type": "application/json" } }),
      ),
    ).toEqual({
      status: "error",
      formError: "unavailable",
    });
  });
});
