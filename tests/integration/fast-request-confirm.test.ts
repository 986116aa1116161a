import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoFormCopy } from "~/content/forms";
import { builtServerAvailable, demoFormFields, demoRequestBody, mintFormToken } from "../support/demo-form";
import { uniqueEmail } from "../support/leads";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";
import { startWebhookSink, type WebhookSink } from "../support/webhook-sink";

// The "Confirm my request" step of a request sent too fast (ADR 034), against a real server on
// SQLite and on PostgreSQL: what a script can do with the confirm page, and what one press does.
// The server's minimum fill time is a minute, so every request posted here is "too fast"; the
// press is timed with tokens signed by the test secret: one from two seconds ago passes, one
// "from the future" is always too soon.

const built = builtServerAvailable(process.env.ILIMI_BUILD_DIR || "build", "Fast request tests");
const backends = [
  { name: "SQLite", enabled: true },
  { name: "PostgreSQL", enabled: Boolean(process.env.TEST_DATABASE_URL) },
] as const;

for (const backend of backends) {
  describe.skipIf(!built || !backend.enabled)(
    `a request sent too fast, confirmed by its visitor (${backend.name})`,
    () => {
      let server: RunningServer;
      let webhook: WebhookSink;
      let database: { url: string; drop: () => Promise<void> } | undefined;

      beforeAll(async () => {
        webhook = await startWebhookSink();
        if (backend.name === "PostgreSQL")
          database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "fast_confirm");
        server = await startServer({
          FORM_MIN_FILL_MS: "60000",
          RATE_LIMIT_DISABLED: "1",
          LOG_LEVEL: "warn",
          LEADS_WEBHOOK_URL: webhook.url,
          LEADS_WEBHOOK_SECRET: "fast-request-webhook-secret-0123",
          ...(database ? { DATABASE_URL: database.url } : {}),
        });
      });
      afterAll(async () => {
        await server?.stop();
        await webhook?.close();
        await database?.drop();
        if (server) rmSync(server.dataDir, { recursive: true, force: true });
      });

      const post = (path: string, body: URLSearchParams) =>
        fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
          body,
          redirect: "manual",
        });

      /** A request sent too fast: the address of its confirm page. */
      async function sendTooFast(email: string): Promise<string> {
        const res = await post("/demo", demoRequestBody(email, await demoFormFields(server.url)));
        expect(res.status).toBe(303);
        const location = res.headers.get("location")!;
        expect(location).toMatch(/^\/demo\?confirm=[\w.%-]+#demo-confirm-heading$/);
        return location;
      }

      /** The hidden fields of the confirm page's form, as a script reading the page would take them. */
      async function confirmFields(location: string): Promise<{ html: string; fields: Record<string, string> }> {
        const res = await fetch(`${server.url}${location}`, { redirect: "manual" });
        expect(res.status).toBe(200);
        const html = await res.text();
        const form = html.slice(
          html.lastIndexOf("<form", html.indexOf('name="confirmRequest"')),
          html.indexOf("</form>", html.indexOf('name="confirmRequest"')),
        );
        const fields: Record<string, string> = {};
        for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
          const name = /\bname="([^"]*)"/.exec(input)?.[1];
          if (name) fields[name] = (/\bvalue="([^"]*)"/.exec(input)?.[1] ?? "").replaceAll("&amp;", "&");
        }
        return { html, fields };
      }

      const deliveredTo = (email: string) =>
        webhook.received.filter(
          (w) => w.json.event === "demo_request.created" && (w.json.data as { email?: string }).email === email,
        );

      /** One read of the server's own database (SQLite file or PostgreSQL), while it runs. */
      async function read<T>(sql: string, email: string): Promise<T[]> {
        if (database) {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          try {
            return (await client.query(sql, [email])).rows as T[];
          } finally {
            await client.end();
          }
        }
        const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
        try {
          return db.prepare(sql.replace("$1", "?")).all(email) as T[];
        } finally {
          db.close();
        }
      }
      const reasons = async (email: string) =>
        (
          await read<{ quarantine_reason: string | null }>(
            "select quarantine_reason from demo_requests where email = $1",
            email,
          )
        ).map((r) => r.quarantine_reason);
      const outboxJobs = async (email: string) =>
        (
          await read(
            "select outbox.id from outbox join demo_requests on demo_requests.id = outbox.record_id where demo_requests.email = $1",
            email,
          )
        ).length;

      it("one press in time releases it once: delivered, and on to the confirmation with the picker; a second press changes nothing", async () => {
        const email = uniqueEmail("confirm-once");
        const location = await sendTooFast(email);
        const { html, fields } = await confirmFields(location);
        expect(html).toContain(demoFormCopy.confirmRequest.button);
        expect(await reasons(email)).toEqual(["too-fast"]);
        expect(await outboxJobs(email)).toBe(0);

        const press = new URLSearchParams({ ...fields, formToken: mintFormToken(undefined, Date.now() - 2000) });
        const first = await post("/demo", press);
        expect(first.status).toBe(303);
        expect(first.headers.get("location")).toMatch(/^\/demo\?sent=1&booking=/);
        expect(await reasons(email)).toEqual([null]);
        await webhook.waitFor(() => deliveredTo(email).length > 0);

        // A double click, or Back and press again: the same confirmation, no second delivery.
        const second = await post("/demo", press);
        expect(second.headers.get("location")).toMatch(/^\/demo\?sent=1&booking=/);
        expect(await outboxJobs(email)).toBe(1);
        // The confirm page's address, opened again, goes on to the confirmation too.
        const again = await fetch(`${server.url}${location}`, { redirect: "manual" });
        expect(again.status).toBe(303);
        expect(again.headers.get("location")).toMatch(/^\/demo\?sent=1&booking=/);
        expect(await reasons(email)).toEqual([null]);
      });

      it("a press at once (a script posting the page's form) is asked again, and the request waits in quarantine", async () => {
        const email = uniqueEmail("confirm-fast");
        const location = await sendTooFast(email);
        const { fields } = await confirmFields(location);
        const res = await post(
          "/demo",
          new URLSearchParams({ ...fields, formToken: mintFormToken(undefined, Date.now() + 60_000) }),
        );
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toMatch(/^\/demo\?confirm=[\w.%-]+&again=1#demo-confirm-heading$/);
        const { html } = await confirmFields(res.headers.get("location")!);
        expect(html).toContain(demoFormCopy.confirmRequest.again);
        // Without its timestamp, or with one not signed here: asked again too.
        expect(
          (await post("/demo", new URLSearchParams({ ...fields, formToken: "" }))).headers.get("location"),
        ).toMatch(/&again=1#demo-confirm-heading$/);
        expect(await reasons(email)).toEqual(["too-fast"]);
        expect(await outboxJobs(email)).toBe(0);
      });

      it("a press with the honeypot filled keeps the request for good; a forged link names nothing", async () => {
        const email = uniqueEmail("confirm-honeypot");
        const location = await sendTooFast(email);
        const { fields } = await confirmFields(location);
        const filled = await post(
          "/demo",
          new URLSearchParams({
            ...fields,
            website: "https://cheap-pills.example",
            formToken: mintFormToken(undefined, Date.now() - 2000),
          }),
        );
        expect(filled.headers.get("location")).toBe("/demo?sent=1&review=1");
        expect(await reasons(email)).toEqual(["honeypot"]);
        // Its confirm page now thanks like any quarantined request, and a later press releases nothing.
        expect((await fetch(`${server.url}${location}`, { redirect: "manual" })).headers.get("location")).toBe(
          "/demo?sent=1&review=1",
        );
        expect(
          (
            await post(
              "/demo",
              new URLSearchParams({ ...fields, formToken: mintFormToken(undefined, Date.now() - 2000) }),
            )
          ).headers.get("location"),
        ).toBe("/demo?sent=1&review=1");
        expect(await reasons(email)).toEqual(["honeypot"]);

        const forged = `${fields.confirmRequest!.slice(0, -4)}AAAA`;
        expect(
          (
            await post(
              "/demo",
              new URLSearchParams({
                ...fields,
                confirmRequest: forged,
                formToken: mintFormToken(undefined, Date.now() - 2000),
              }),
            )
          ).headers.get("location"),
        ).toBe("/demo?sent=1&review=1");
        expect(
          (await fetch(`${server.url}/demo?confirm=${encodeURIComponent(forged)}`, { redirect: "manual" })).headers.get(
            "location",
          ),
        ).toBe("/demo?sent=1&review=1");
        expect(await outboxJobs(email)).toBe(0);
      });
    },
  );
}
