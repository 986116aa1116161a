import ICAL from "ical.js";
import { consoleCopy } from "../../app/content/sales-console";
import { outcomeCopy } from "~/content/sales-console-outcome";
import { leadCopy } from "~/content/sales-console-lead";
import { bookingEditions, requestAndBook } from "../support/booking-browser";
import { postBooking, requestDemo } from "../support/booking";
import { expect, test } from "../support/browser-test";
import { goodPassword, usersCli } from "../support/console";
import { uniqueEmail } from "../support/leads";
import { partOfType } from "../support/mime-parts";
import { moveBooking, startReminderServer, type ReminderServer } from "../support/reminder-server";
import { waitUntil } from "../support/webhook-sink";

// Issue #25's "Done when", as one journey on the production server: two presenters made by the
// users CLI; a visitor books in French and is given the French speaker, her name, a meeting link
// and an invitation with that link and an alarm; two English bookings in a row go to each
// presenter once; the reminders go out on e-mail and on WhatsApp (loopback servers); the
// presenter marks the demo held in Today's demos; the lead reached "Demo booked" and "Demo held"
// by itself. The clock is moved in the database (the reminders' time, then the demo's), as the
// other booking tests on the server do.

let journey: ReminderServer;
test.describe.configure({ timeout: 180_000 });
test.beforeAll(async () => {
  journey = await startReminderServer();
});
test.afterAll(async () => {
  await journey?.stop();
});

const french = bookingEditions.find((e) => e.lang === "fr")!;
const presenters = {
  english: { email: "tunde.bakare@ilimi.example", name: "Tunde Bakare", languages: "en" },
  french: { email: "awa.diop@ilimi.example", name: "Awa Diop", languages: "en,fr" },
};

test("a French visitor books, is given the French-speaking presenter and a meeting link, is reminded, and the presenter marks the demo held", async ({
  page,
  browser,
}) => {
  const { server, smtp, whatsapp, sql } = journey;
  const links: Record<string, string> = {};
  for (const [key, p] of Object.entries(presenters)) {
    const { token } = await usersCli(server, [
      "create",
      "--email",
      p.email,
      "--role",
      "sales",
      "--name",
      p.name,
      "--presenter",
      "--languages",
      p.languages,
    ]);
    links[key] = token!;
  }

  // The visitor, in French, with WhatsApp reminders.
  const email = uniqueEmail("journey-fr");
  await requestAndBook(page, server.url, french, {
    firstName: "Fatou",
    lastName: "Sow",
    email,
    institution: "Lycée Blaise Diagne",
    phone: "+221 77 555 01 23",
    remindOnWhatsApp: true,
  });
  const booked = page.locator("main");
  await expect(booked.getByText(french.copy.booked.presenter, { exact: true })).toBeVisible();
  await expect(booked.getByText(presenters.french.name, { exact: true })).toBeVisible();
  const meetingUrl = (await booked.getByRole("link", { name: french.copy.booked.join }).getAttribute("href"))!;
  expect(meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/[\w-]{16,}$/);

  // The invitation, as downloaded: the meeting link where calendars look for it, an alarm, the presenter as organiser.
  const ics = await page.request.get(
    new URL((await booked.getByRole("link", { name: french.copy.booked.download }).getAttribute("href"))!, page.url())
      .href,
  );
  expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
  const event = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent("vevent")!;
  expect(event.getFirstPropertyValue("location")).toBe(meetingUrl);
  expect(event.getFirstPropertyValue("url")).toBe(meetingUrl);
  expect(String(event.getFirstPropertyValue("organizer"))).toBe(`mailto:${presenters.french.email}`);
  expect(String(event.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger"))).toBe("-PT1H");

  // The e-mailed confirmation carries the same link, in the invitation it attaches too.
  await smtp.waitFor((messages) => messages.some((m) => m.to.includes(email) && partOfType(m.raw, "text/calendar")));
  const confirmation = smtp.messages.find((m) => m.to.includes(email) && partOfType(m.raw, "text/calendar"))!;
  expect(confirmation.text).toContain(meetingUrl);
  expect(partOfType(confirmation.raw, "text/calendar")!.body).toContain(meetingUrl);

  const [row] = sql(
    "select b.id, b.demo_request_id, u.email as presenter from bookings b join demo_requests d on d.id = b.demo_request_id join users u on u.id = b.presenter_id where d.email = ?",
    email,
  );
  expect(row!.presenter).toBe(presenters.french.email);
  const bookingId = String(row!.id);
  const leadId = String(row!.demo_request_id);

  // Two English bookings in a row, at other times: each presenter once.
  const others = await Promise.all([1, 2].map((n) => requestDemo(server.url, uniqueEmail(`journey-en-${n}`))));
  for (const [n, visitor] of others.entries())
    expect((await postBooking(server.url, visitor.token, visitor.slots[n]!)).status).toBe(303);
  const englishPresenters = sql(
    "select u.email from bookings b join users u on u.id = b.presenter_id where b.id != ? and b.status = 'confirmed'",
    bookingId,
  ).map((r) => r.email);
  expect(englishPresenters.sort()).toEqual([presenters.english.email, presenters.french.email].sort());

  // The day before: the e-mails (visitor and presenter) and the WhatsApp template go out once each.
  // A reminder is recorded sent after its receiver took it: wait for the record, then read the receivers.
  journey.dueNow(bookingId, 1440);
  const dayBefore = () =>
    sql(
      "select channel, audience, status from reminders where booking_id = ? and offset_minutes = 1440 order by channel, audience",
      bookingId,
    );
  await waitUntil(() => dayBefore().every((r) => r.status === "sent"), 30_000, "the day-before reminders to be sent");
  expect(dayBefore().map((r) => `${String(r.audience)} ${String(r.channel)}`)).toEqual([
    "presenter email",
    "visitor email",
    "visitor whatsapp",
  ]);
  for (const to of [email, presenters.french.email])
    expect(
      smtp.messages.filter((m) => m.to.includes(to) && m.headers["message-id"]?.endsWith("@reminders.ilimi>")),
    ).toHaveLength(1);
  expect(
    whatsapp.requests
      .filter((r) => r.body.to === "221775550123")
      .map((r) => (r.body.template as { language: { code: string } }).language.code),
  ).toEqual(["fr"]);

  // The presenter signs in; the lead already reads "Demo booked", because the visitor booked.
  const team = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await team.goto(`${server.url}/sales/set-password?token=${links.french}`);
  await team.getByLabel("New password", { exact: true }).fill(goodPassword);
  await team.getByLabel("New password again").fill(goodPassword);
  await team.getByRole("button", { name: "Set password" }).click();
  await team.getByLabel("E-mail address").fill(presenters.french.email);
  await team.getByLabel("Password", { exact: true }).fill(goodPassword);
  await team.getByRole("button", { name: "Sign in" }).click();
  await expect(team.getByRole("heading", { name: "Inbox" })).toBeVisible();
  const history = leadCopy.history;
  const statuses = consoleCopy.leadStatuses;
  // The lead's timeline says each move with its cause (issue #27 item 4).
  const move = leadCopy.timeline.status;
  const bookedLine = move(statuses.new, statuses.demo_booked, history.causes.booking);
  await team.goto(`${server.url}/sales/leads/${leadId}`);
  await expect(team.getByText(bookedLine)).toBeVisible();

  // The demo ends (its time moved to 20 minutes ago); the presenter marks it held in one press.
  moveBooking(sql, bookingId, new Date(Date.now() - 50 * 60_000));
  await team.goto(`${server.url}/sales`);
  await team.getByRole("link", { name: consoleCopy.today.title }).click();
  await expect(team.getByRole("heading", { level: 1, name: consoleCopy.today.title })).toBeVisible();
  await team.getByRole("button", { name: outcomeCopy.markHeld("Fatou Sow") }).click();
  await expect(team.getByRole("status").filter({ hasText: outcomeCopy.savedHeld })).toBeVisible();
  await team.goto(`${server.url}/sales/leads/${leadId}`);
  await expect(team.getByText(move(statuses.demo_booked, statuses.demo_held, history.causes.outcome))).toBeVisible();
  await expect(team.getByText(bookedLine)).toBeVisible();
  expect(sql("select outcome from bookings where id = ?", bookingId)[0]?.outcome).toBe("held");
});
