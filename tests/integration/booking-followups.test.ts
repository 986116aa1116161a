import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCopy } from "~/content/booking";
import { demoFormMessages } from "~/content/forms";
import { account, get, leadIdFor, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { postBooking, requestDemo } from "../support/booking";
import { partOfType } from "../support/mime-parts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";
import { startWebhookSink, type WebhookSink } from "../support/webhook-sink";

// Issue #26, over HTTP as a browser without JavaScript posts: a real server with a real loopback
// SMTP server and webhook receiver, on its SQLite file and (when TEST_DATABASE_URL is set) on a
// PostgreSQL database of its own. What a visitor tells sales from the booking pages (a cancellation's
// reason, the times that suit them) reaches the sales e-mail, the webhook and the console; a
// corrected address gets the invitation again; every page says "e-mailed" because mail was queued.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Booking follow-ups");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const secret = "followups-webhook-secret-0123456789";

/** What a page says, as text: tags dropped, entities a page uses decoded, spaces collapsed. */
function words(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

const form = (base: string, path: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return fetch(`${base}${path}`, { method: "POST", body, redirect: "manual", headers: { origin: base } });
};

for (const database of ["SQLite", "PostgreSQL"] as const) {
  describe.skipIf(!built || (database === "PostgreSQL" && !adminUrl))(
    `what a visitor tells sales from the booking pages, on ${database}`,
    () => {
      let server: RunningServer;
      let smtp: SmtpSink;
      let webhook: WebhookSink;
      let target: ConsoleServer;
      let cookie = "";
      let drop: (() => Promise<void>) | undefined;

      beforeAll(async () => {
        smtp = await startSmtpSink();
        webhook = await startWebhookSink();
        const pg = database === "PostgreSQL" ? await createPostgresDatabase(adminUrl!, "ilimi_followups") : undefined;
        drop = pg?.drop;
        server = await startServer({
          FORM_MIN_FILL_MS: "0",
          RATE_LIMIT_DISABLED: "1",
          DELIVERY_POLL_MS: "100",
          SMTP_URL: smtp.url,
          SALES_EMAIL: "sales@ilimi.test",
          LEADS_WEBHOOK_URL: webhook.url,
          LEADS_WEBHOOK_SECRET: secret,
          ILIMI_BUILD_DIR: buildDir,
          LOG_LEVEL: "warn",
          ...(pg ? { DATABASE_URL: pg.url } : {}),
        });
        target = { url: server.url, dataDir: server.dataDir, databaseUrl: pg?.url };
        cookie = await account(target, "sales@ilimi.example", "sales");
      }, 120_000);
      afterAll(async () => {
        await server?.kill();
        if (server) rmSync(server.dataDir, { recursive: true, force: true });
        await smtp?.close();
        await webhook?.close();
        await drop?.();
      });

      it("a booked visitor corrects a mistyped address, gets the invitation there, cancels with a reason that sales read, then picks another time without the form", async () => {
        const typo = `amina.${Date.now()}@shcool.edu.ng`;
        const right = typo.replace("shcool", "school");
        const visitor = await requestDemo(server.url, typo);
        const booked = await postBooking(server.url, visitor.token, visitor.slots.at(-1)!);
        expect(booked.status).toBe(303);
        const manageUrl = new URL(booked.headers.get("location")!, server.url);
        const manage = words(await (await fetch(manageUrl)).text());
        // Mail is configured: the invitation was queued to the address shown.
        expect(manage).toContain(bookingCopy.booked.mailed(typo));
        expect(manage).not.toContain(bookingCopy.booked.keepTitle);

        // A wrong correction is refused with the demo form's own message, the input kept; never a 5xx.
        const token = manageUrl.searchParams.get("token")!;
        const refused = await form(server.url, `/booking/manage?token=${encodeURIComponent(token)}`, {
          token,
          intent: "email",
          email: "amina@",
        });
        expect(refused.status).toBe(400);
        const refusedPage = await refused.text();
        expect(words(refusedPage)).toContain(demoFormMessages.email.invalid);
        expect(refusedPage).toContain('value="amina@"');
        for (const junk of ["\u0000@x.ng", "a".repeat(400), ""]) {
          expect(
            (
              await form(server.url, `/booking/manage?token=${encodeURIComponent(token)}`, {
                token,
                intent: "email",
                email: junk,
              })
            ).status,
          ).toBe(400);
        }

        const corrected = await form(server.url, `/booking/manage?token=${encodeURIComponent(token)}`, {
          token,
          intent: "email",
          email: right,
        });
        expect(corrected.status).toBe(200);
        expect(words(await corrected.text())).toContain(bookingCopy.booked.correctedMailed(right));
        await smtp.waitFor((all) => all.some((m) => m.to.includes(right) && /^Booked:/.test(m.subject)));

        // Cancelling: asked first, said truly; a reason over the limit is refused and kept, nothing cancelled.
        const cancelPath = `/booking/cancel?token=${encodeURIComponent(token)}`;
        expect(words(await (await fetch(`${server.url}${cancelPath}`)).text())).toContain(bookingCopy.cancel.body);
        const tooLong = await form(server.url, cancelPath, { token, reason: "x".repeat(501) });
        expect(tooLong.status).toBe(400);
        expect(words(await tooLong.text())).toContain(bookingCopy.cancel.reasonTooLong(500));
        const reason = "Our principal travels to Kano that week.\nNext month suits us better.";
        const cancelled = await form(server.url, cancelPath, { token, reason });
        expect(cancelled.status).toBe(200);
        const cancelledPage = await cancelled.text();
        expect(words(cancelledPage)).toContain(bookingCopy.cancel.doneMailed(right));

        // The reason reaches sales: their e-mail, the webhook, the console's lead.
        await smtp.waitFor((all) =>
          all.some(
            (m) => m.to.includes("sales@ilimi.test") && /^Demo cancelled/.test(m.subject) && m.raw.includes(right),
          ),
        );
        const salesMail = smtp.messages.find(
          (m) => m.to.includes("sales@ilimi.test") && /^Demo cancelled/.test(m.subject) && m.raw.includes(right),
        )!;
        const salesText = partOfType(salesMail.raw, "text/plain")!.body.replace(/\r\n/g, "\n");
        expect(salesText).toContain(
          "Reason given:\n  Our principal travels to Kano that week.\n  Next month suits us better.",
        );
        await webhook.waitFor((all) =>
          all.some(
            (r) =>
              r.json.event === "demo_booking.cancelled" &&
              (r.json.data as { lead: { email: string } }).lead.email === right,
          ),
        );
        const hook = webhook.received.find(
          (r) =>
            r.json.event === "demo_booking.cancelled" &&
            (r.json.data as { lead: { email: string } }).lead.email === right,
        )!;
        expect((hook.json.data as { reason: string }).reason).toBe(reason);
        const leadId = await leadIdFor(target, cookie, right);
        const lead = words(await (await get(target, `/sales/leads/${leadId}`, cookie)).text());
        expect(lead).toContain("Why they cancelled");
        expect(lead).toContain("Our principal travels to Kano that week.");
        expect(lead).toContain("corrected their e-mail address");

        // The visitor's own cancellation e-mail leads back to the picker for the same request, not to the form.
        await smtp.waitFor((all) => all.some((m) => m.to.includes(right) && /^Cancelled/.test(m.subject)));
        const visitorMail = smtp.messages.find((m) => m.to.includes(right) && /^Cancelled/.test(m.subject))!;
        const visitorText = partOfType(visitorMail.raw, "text/plain")!
          .body.replace(/=\r\n/g, "")
          .replace(/=3D/g, "=")
          .replace(/\r\n/g, "\n");
        const mailed = /https?:\/\/\S+\/booking\/book\?booking=[\w.%-]+/.exec(visitorText)?.[0];
        expect(mailed, visitorText).toBeTruthy();
        const mailedPicker = await (
          await fetch(new URL(new URL(mailed!).pathname + new URL(mailed!).search, server.url))
        ).text();
        expect([...mailedPicker.matchAll(/name="slot" value="([^"]+)"/g)].length).toBeGreaterThan(0);
        expect(mailedPicker).not.toContain('name="firstName"');

        // "Pick another time": the picker for the same request, no form; booking again works.
        const another = /href="([^"]*\/booking\/book\?booking=[^"]+)"/.exec(cancelledPage)?.[1]?.replace(/&amp;/g, "&");
        expect(another).toBeTruthy();
        const picker = await (await fetch(new URL(another!, server.url))).text();
        const slots = [...picker.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!);
        expect(slots.length).toBeGreaterThan(0);
        expect(picker).not.toContain('name="firstName"');
        const again = await postBooking(
          server.url,
          new URL(another!, server.url).searchParams.get("booking")!,
          slots.at(-1)!,
        );
        expect(again.status).toBe(303);
        expect(words(await (await fetch(new URL(again.headers.get("location")!, server.url))).text())).toContain(
          bookingCopy.booked.heading,
        );
      });

      it("a visitor none of whose times suit says which would, and sales read it on the lead; malformed posts get a 400", async () => {
        const email = `later.${Date.now()}@school.edu.ng`;
        const visitor = await requestDemo(server.url, email);
        const path = `/booking/later?booking=${encodeURIComponent(visitor.token)}`;
        const ask = await (await fetch(`${server.url}${path}`)).text();
        expect(ask).toContain('value="1-morning"');
        const badNote = await form(server.url, path, {
          booking: visitor.token,
          times: ["1-morning"],
          note: "bad\u0007note",
        });
        expect(badNote.status).toBe(400);
        expect(words(await badNote.text())).toContain(bookingCopy.later.noteCharacters);
        expect((await form(server.url, path, { booking: "forged", times: ["1-morning"], note: "" })).status).toBe(400);
        const sent = await form(server.url, path, {
          booking: visitor.token,
          times: ["3-afternoon", "1-morning", "9-night", "1-morning"],
          note: "Mornings before 11 are best.",
        });
        expect(sent.status).toBe(200);
        expect(words(await sent.text())).toContain(bookingCopy.later.sentHeading);
        const lead = words(
          await (await get(target, `/sales/leads/${await leadIdFor(target, cookie, email)}`, cookie)).text(),
        );
        expect(lead).toContain("Monday morning, Wednesday afternoon");
        expect(lead).toContain("Mornings before 11 are best.");
      });
    },
  );
}
