import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCopy } from "~/content/booking";
import { bookingCopy as bookingCopyFr } from "~/content/fr/booking";
import { usersCopy } from "~/content/sales-console-users";
import { postBooking, requestDemo } from "../support/booking";
import { account, post, usersCli, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { partOfType } from "../support/mime-parts";
import { startSmtpSink, type ReceivedEmail, type SmtpSink } from "../support/smtp-sink";
import { startServer, type RunningServer } from "../support/start-server";

// Issue #25 items 5 and 9 on the production server, over HTTP as a browser without JavaScript: a
// visitor books and finds one meeting link on the confirmation, the manage page (both editions),
// the .ics download and every e-mail caught by a loopback SMTP server; a reschedule keeps it; a
// presenter's own room (set with the users CLI) is used once set; a bad room address gets a 400
// naming the problem, never a 5xx.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Meeting links");
const jitsiRoom = /^https:\/\/meet\.jit\.si\/Ilimi-[A-Z2-7]{24}$/;
const ownRoom = "https://meet.google.com/abc-defg-hij";

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The page's "Join the meeting" link, in the page's edition; undefined when it has none. */
function joinLink(html: string, label: string): string | undefined {
  const match = new RegExp(`<a href="([^"]+)" rel="noopener noreferrer"[^>]*>(?:(?!</a>).)*${label}</a>`, "s").exec(
    html,
  );
  return match ? decode(match[1]!) : undefined;
}

function invitation(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const attendee = vevent.getFirstProperty("attendee")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: vevent.getFirstPropertyValue("uid"),
    sequence: vevent.getFirstPropertyValue("sequence"),
    location: vevent.getFirstPropertyValue("location"),
    url: vevent.getFirstPropertyValue("url"),
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    rsvp: attendee.getParameter("rsvp"),
  };
}

const inlineCalendar = (m: ReceivedEmail) =>
  partOfType(m.raw, "text/calendar", (p) => !/attachment/i.test(p.headers["content-disposition"] ?? ""))!.body;
const attachedCalendar = (m: ReceivedEmail) =>
  partOfType(m.raw, "text/calendar", (p) => /attachment/i.test(p.headers["content-disposition"] ?? ""))!.body;
/** A booking's e-mail to the visitor, not the demo request's acknowledgement. */
const isInvitation = (m: ReceivedEmail) => partOfType(m.raw, "text/calendar") !== undefined;
const plainText = (m: ReceivedEmail) => partOfType(m.raw, "text/plain")!.body;

describe.skipIf(!built)("a meeting link for every booking, on the production server", () => {
  let server: RunningServer;
  let smtp: SmtpSink;
  let target: ConsoleServer;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startServer({
      ILIMI_BUILD_DIR: buildDir,
      FORM_MIN_FILL_MS: "0",
      RATE_LIMIT_DISABLED: "1",
      DELIVERY_POLL_MS: "100",
      SMTP_URL: smtp.url,
      SALES_EMAIL: "sales@ilimi.test",
      LOG_LEVEL: "warn",
    });
    target = { url: server.url, dataDir: server.dataDir };
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    await smtp?.close();
  });

  /** A visitor books the first offered time; everything that names the booking, by where it is read. */
  async function book(email: string) {
    const visitor = await requestDemo(server.url, email);
    const booked = await postBooking(server.url, visitor.token, visitor.slots[0]!);
    expect(booked.status).toBe(303);
    const manage = new URL(booked.headers.get("location")!, server.url);
    const token = manage.searchParams.get("token")!;
    const page = await (await fetch(manage)).text();
    const french = await (await fetch(`${server.url}/fr/booking/manage?token=${encodeURIComponent(token)}`)).text();
    // The demo form's confirmation address, reloaded after booking, shows the booking too.
    const confirmation = await (
      await fetch(`${server.url}/demo?sent=1&booking=${encodeURIComponent(visitor.token)}`)
    ).text();
    const download = await fetch(`${server.url}/booking/invite.ics?token=${encodeURIComponent(token)}`);
    return {
      token,
      slots: visitor.slots,
      page,
      french,
      confirmation,
      download,
      ics: invitation(await download.text()),
    };
  }

  it("the confirmation, the manage page in both editions, the .ics and every e-mail carry the same Jitsi Meet room, and a reschedule keeps it", async () => {
    const email = `jitsi.${Date.now()}@school.edu.ng`;
    const shown = await book(email);
    const link = joinLink(shown.page, bookingCopy.booked.join);
    expect(link).toMatch(jitsiRoom);
    expect(decode(shown.page)).toMatch(new RegExp(`Join at \\d{2}:\\d{2} WAT, when the demo starts`));
    expect(joinLink(shown.french, bookingCopyFr.booked.join)).toBe(link);
    // The one time a French visitor acts on carries GMT too (Dakar, Abidjan: issue #46).
    expect(decode(shown.french)).toMatch(
      /Rejoignez-la à \d{1,2}\u00a0h\u00a0\d{2}\u00a0WAT \(\d{1,2}\u00a0h\u00a0\d{2}\u00a0GMT\), à l’heure de la démo/,
    );
    expect(joinLink(shown.confirmation, bookingCopy.booked.join)).toBe(link);
    // The download is the e-mailed event itself: a request to the visitor, from the sales address (nobody presents).
    expect(shown.download.headers.get("content-type")).toMatch(/^text\/calendar.*method=REQUEST/);
    expect(shown.ics).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      location: link,
      url: link,
      organizer: "mailto:sales@ilimi.test",
      rsvp: "TRUE",
    });

    const toVisitor = () => smtp.messages.filter((m) => m.to.includes(email) && isInvitation(m));
    const toSales = () =>
      smtp.messages.filter(
        (m) => m.to.includes("sales@ilimi.test") && /^Demo booked/.test(m.subject) && m.raw.includes(email),
      );
    await smtp.waitFor(() => toVisitor().length === 1 && toSales().length === 1);
    expect(plainText(toVisitor()[0]!)).toContain(
      `Join the meeting at the time of the demo, in your web browser: ${link}`,
    );
    expect(plainText(toVisitor()[0]!)).not.toContain("the link follows");
    expect(invitation(inlineCalendar(toVisitor()[0]!))).toMatchObject({ ...shown.ics });
    expect(plainText(toSales()[0]!)).toMatch(new RegExp(`Where: +${link!.replace(/\./g, "\\.")}`));
    expect(invitation(attachedCalendar(toSales()[0]!))).toMatchObject({ location: link, url: link });

    const moved = await fetch(`${server.url}/booking/reschedule`, {
      method: "POST",
      body: new URLSearchParams({ token: shown.token, slot: shown.slots[1]! }),
      redirect: "manual",
      headers: { origin: server.url },
    });
    expect(moved.status).toBe(303);
    const after = await (await fetch(new URL(moved.headers.get("location")!, server.url))).text();
    expect(joinLink(after, bookingCopy.booked.join)).toBe(link);
    await smtp.waitFor(() => toVisitor().length === 2);
    expect(invitation(inlineCalendar(toVisitor()[1]!))).toMatchObject({
      method: "REQUEST",
      uid: shown.ics.uid,
      sequence: 1,
      location: link,
      url: link,
    });
    expect(plainText(toVisitor()[1]!)).toContain(link);
  });

  it("a presenter's own room, set with the users CLI, is the link of the demos they present", async () => {
    await expect(
      usersCli(target, [
        "create",
        "--email",
        "ada@ilimi.example",
        "--role",
        "sales",
        "--name",
        "Ada Obi",
        "--presenter",
        "--meeting-url",
        "javascript:alert(1)",
      ]),
    ).rejects.toThrow(/--meeting-url: The address must start with https:\/\//);
    await usersCli(target, [
      "create",
      "--email",
      "ada@ilimi.example",
      "--role",
      "sales",
      "--name",
      "Ada Obi",
      "--presenter",
      "--languages",
      "en,fr",
      "--meeting-url",
      ownRoom,
    ]);
    const email = `own.${Date.now()}@school.edu.ng`;
    const shown = await book(email);
    expect(shown.page).toMatch(/Presented by<\/dt><dd[^>]*>Ada Obi<\/dd>/);
    expect(joinLink(shown.page, bookingCopy.booked.join)).toBe(ownRoom);
    expect(joinLink(shown.french, bookingCopyFr.booked.join)).toBe(ownRoom);
    expect(shown.ics).toMatchObject({
      method: "REQUEST",
      location: ownRoom,
      url: ownRoom,
      organizer: "mailto:ada@ilimi.example",
    });
    await smtp.waitFor((all) => all.some((m) => m.to.includes(email) && isInvitation(m)));
    const mail = smtp.messages.find((m) => m.to.includes(email) && isInvitation(m))!;
    expect(plainText(mail)).toContain(ownRoom);
    expect(invitation(inlineCalendar(mail))).toMatchObject({ location: ownRoom, url: ownRoom });
  });

  it("a bad room address on the account and team pages gets a 400 naming the problem and keeping what was typed, never a 5xx", async () => {
    const cookie = await account(target, "bola@ilimi.example", "admin", { profile: { presents: true } });
    const db = new SQLite(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    const bola = (db.prepare("select id from users where email = ?").get("bola@ilimi.example") as { id: string }).id;
    const errors = usersCopy.meetingUrlErrors;
    const cases: [string, string][] = [
      ["javascript:alert(document.cookie)", errors.notHttps],
      ["http://meet.google.com/abc-defg-hij", errors.notHttps],
      ["https://meet.google.com/abc defg hij", errors.malformed],
      [`https://meet.google.com/${"x".repeat(5 * 1024)}`, errors.tooLong],
      ["https://attacker.example/meet", errors.unknownHost],
      ["https://meet.google.com/", errors.noRoom],
      ["\u0000\r\n<script>", errors.malformed],
    ];
    for (const [typed, message] of cases) {
      const own = await post(target, "/sales/account", { intent: "meeting-room", meetingUrl: typed }, { cookie });
      expect(own.status, typed.slice(0, 40)).toBe(400);
      const html = decode(await own.text());
      expect(html, typed.slice(0, 40)).toContain(message);
      if (!typed.includes("\u0000") && !typed.includes("<")) expect(html).toContain(`value="${typed.slice(0, 2000)}"`);
      const team = await post(
        target,
        "/sales/users",
        { intent: "profile", account: bola, name: "Bola Ade", presents: "1", languages: "en", meetingUrl: typed },
        { cookie },
      );
      expect(team.status, typed.slice(0, 40)).toBe(400);
      expect(decode(await team.text())).toContain(message);
    }
    // A good one is kept, and shown on the account page for the next visit.
    const saved = await post(
      target,
      "/sales/account",
      { intent: "meeting-room", meetingUrl: " https://us02web.zoom.us/j/81234567890 " },
      { cookie },
    );
    expect(saved.status).toBe(200);
    expect(decode(await (await fetch(`${server.url}/sales/account`, { headers: { cookie } })).text())).toContain(
      'value="https://us02web.zoom.us/j/81234567890"',
    );
    expect(
      (db.prepare("select meeting_url from users where id = ?").get(bola) as { meeting_url: string }).meeting_url,
    ).toBe("https://us02web.zoom.us/j/81234567890");
    db.close();
  });
});
