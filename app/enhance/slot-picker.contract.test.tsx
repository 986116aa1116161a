// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import "~/content/catalogue.server"; // the French edition's copy, as the server has it
import { NoneSuitMeLink } from "~/components/booking/booking-cards";
import { BookingFacts } from "~/components/booking/booking-summary";
import { SlotPicker } from "~/components/booking/slot-picker";
import type { BookingDetails } from "~/booking/store/pages.server";
import { slotPickerContract as contract, type PickerDay, unseenNote } from "~/components/booking/slot-picker.contract";
import { select } from "~/components/contract";
import { localTimeLabel, offsetMinutes } from "~/booking/time-zones";
import { edition } from "~/content/editions";
import { element, renderPage } from "../../tests/support/page-script-dom";
import { enhanceSlotPicker } from "./slot-picker";

const start = "2026-12-01T09:00:00.000Z"; // 10:00 WAT
const day = (date: string, label: string, starts: string[], current?: string): PickerDay => ({
  date,
  label,
  weekday: label.slice(0, 3),
  short: label.split(" ").slice(1).join(" "),
  slotMinutes: 30,
  slots: [
    ...starts.map((s) => ({ start: s, label: s.slice(11, 16) })),
    ...(current ? [{ start: current, label: current.slice(11, 16), current: true }] : []),
  ],
});
const days = [
  day("2026-12-01", "Tuesday 1 December", [start, "2026-12-01T09:30:00.000Z"]),
  day("2026-12-02", "Wednesday 2 December", [
    "2026-12-02T09:00:00.000Z",
    "2026-12-02T09:30:00.000Z",
    "2026-12-02T10:00:00.000Z",
  ]),
  day("2026-12-03", "Thursday 3 December", ["2026-12-03T13:00:00.000Z"], "2026-12-03T09:00:00.000Z"),
];
// The visitor's clock as the script reads it: Date#getTimezoneOffset (minutes west of UTC) in that zone.
const inZone = (timeZone: string) =>
  vi.spyOn(Date.prototype, "getTimezoneOffset").mockImplementation(function (this: Date) {
    return -offsetMinutes(this, timeZone);
  });
const inLondon = () => inZone("Europe/London");
const fieldset = (date: string) => element<HTMLFieldSetElement>(select(contract.times, date));
const dayLink = (date: string) => element<HTMLAnchorElement>(select(contract.day, date));
const openRadios = () => [
  ...document.querySelectorAll<HTMLInputElement>('fieldset:not([disabled]) input[type="radio"]'),
];

afterEach(() => vi.restoreAllMocks());

describe("the slot picker, as server markup and page script", () => {
  it("adds the visitor's own time beside each WAT slot, and the note that says so, when their zone differs", () => {
    inLondon();
    renderPage(<SlotPicker action="/booking/book?booking=t" token="t" days={days} />, "/booking/book");
    const span = element(contract.local.selector);
    expect(span.textContent).toBe("");
    expect(element(contract.note.selector).classList.contains(unseenNote)).toBe(true);
    enhanceSlotPicker();
    expect(span.textContent).toBe(
      `(${localTimeLabel(start, "Europe/London")} ${element(contract.suffix.selector).getAttribute(contract.suffix.attribute)})`,
    );
    expect(span.hasAttribute(contract.done.attribute)).toBe(true);
    expect(element(contract.note.selector).classList.contains(unseenNote)).toBe(false);
  });

  it("writes the visitor's time without building an Intl formatter, the slow phone's costliest first step", () => {
    inLondon();
    renderPage(<SlotPicker action="/booking/book?booking=t" token="t" days={days} />, "/booking/book");
    const built = vi.spyOn(Intl, "DateTimeFormat");
    enhanceSlotPicker();
    expect(element(contract.local.selector).textContent).not.toBe("");
    expect(built).not.toHaveBeenCalled();
  });

  it("writes the visitor's own time into the open day's slots first, and another day's when it opens", () => {
    inLondon();
    renderPage(<SlotPicker action="/booking/book?booking=t" token="t" days={days} />, "/booking/book");
    enhanceSlotPicker();
    const later = element(select(contract.local, "2026-12-02T09:00:00.000Z"));
    expect(later.hasAttribute(contract.done.attribute)).toBe(false);
    dayLink("2026-12-02").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(later.textContent).toBe(
      `(${localTimeLabel("2026-12-02T09:00:00.000Z", "Europe/London")} ${element(contract.suffix.selector).getAttribute(contract.suffix.attribute)})`,
    );
  });

  it("shows a strip of days, each naming how many times are free, and opens the first day's times only", () => {
    renderPage(
      <SlotPicker action="/booking/book?booking=t" token="t" days={days} none={<NoneSuitMeLink token="t" />} />,
      "/booking/book?booking=t",
    );
    const links = [...document.querySelectorAll<HTMLAnchorElement>(contract.day.selector)];
    // Named by what they show (WCAG 2.5.3): no label of their own, the text is the name.
    expect(links.map((a) => [a.getAttribute("aria-label"), a.textContent])).toEqual([
      [null, "Tue 1 December, 2 free"],
      [null, "Wed 2 December, 3 free"],
      [null, "Thu 3 December, 1 free"],
    ]);
    // Without JavaScript each day is a link the server answers with that day open, the token kept.
    expect(links[1]!.getAttribute("href")).toBe("/booking/book?booking=t&day=2026-12-02");
    expect(links.map((a) => a.getAttribute("aria-current"))).toEqual(["date", null, null]);
    expect(fieldset("2026-12-01").hidden).toBe(false);
    expect(fieldset("2026-12-02").hidden).toBe(true);
    expect(fieldset("2026-12-02").disabled).toBe(true);
    expect(element("legend", fieldset("2026-12-01")).textContent).toBe("Tuesday 1 December, 2 times free");
    expect(openRadios().map((r) => r.value)).toEqual([start, "2026-12-01T09:30:00.000Z"]);
    // The way out comes before the days, not after ten screens of times.
    const none = element<HTMLAnchorElement>('a[href="/booking/later?booking=t"]');
    expect(none.compareDocumentPosition(links[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("opens the day the address asks for (a day link followed without JavaScript)", () => {
    renderPage(
      <SlotPicker action="/booking/book?booking=t" token="t" days={days} />,
      "/booking/book?booking=t&day=2026-12-02",
    );
    expect(dayLink("2026-12-02").getAttribute("aria-current")).toBe("date");
    expect(fieldset("2026-12-02").hidden).toBe(false);
    expect(fieldset("2026-12-01").disabled).toBe(true);
    expect(openRadios()).toHaveLength(3);
  });

  it("switches days in place with JavaScript: one day's radio group at a time, the focus on its first time", () => {
    renderPage(<SlotPicker action="/booking/book?booking=t" token="t" days={days} />, "/booking/book?booking=t");
    enhanceSlotPicker();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    dayLink("2026-12-02").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(dayLink("2026-12-02").getAttribute("aria-current")).toBe("date");
    expect(dayLink("2026-12-01").hasAttribute("aria-current")).toBe(false);
    expect([fieldset("2026-12-01").hidden, fieldset("2026-12-01").disabled]).toEqual([true, true]);
    expect([fieldset("2026-12-02").hidden, fieldset("2026-12-02").disabled]).toEqual([false, false]);
    expect(openRadios().map((r) => r.value)).toEqual([
      "2026-12-02T09:00:00.000Z",
      "2026-12-02T09:30:00.000Z",
      "2026-12-02T10:00:00.000Z",
    ]);
    expect(document.activeElement).toBe(openRadios()[0]);
  });

  it("marks the booking's current time on the reschedule picker, shown but not offered", () => {
    renderPage(
      <SlotPicker action="/booking/reschedule?token=t" token="t" days={days} />,
      "/booking/reschedule?token=t&day=2026-12-03",
    );
    const times = fieldset("2026-12-03");
    expect(times.textContent).toContain("09:00 WATcurrent time");
    expect([...times.querySelectorAll<HTMLInputElement>("input")].map((r) => r.value)).toEqual([
      "2026-12-03T13:00:00.000Z",
    ]);
  });

  it("shows the French edition's GMT under each time without JavaScript, and the visitor's own clock with it", () => {
    inLondon();
    renderPage(<SlotPicker action="/fr/booking/book?booking=t" token="t" days={days} />, "/fr/booking/book?booking=t");
    const span = element(contract.local.selector);
    expect(span.textContent).toBe("(9\u00a0h\u00a000\u00a0GMT)");
    expect(element(contract.zoneNote.selector).classList.contains(unseenNote)).toBe(false);
    document.documentElement.lang = "fr";
    enhanceSlotPicker();
    expect(span.textContent).toBe(`(${localTimeLabel(start, "Europe/London", edition("fr"))} votre\u00a0heure)`);
    expect(element(contract.zoneNote.selector).classList.contains(unseenNote)).toBe(true);
    document.documentElement.lang = "";
  });

  it("on a French booking, adds the visitor's own time beside the GMT only where their clock reads neither WAT nor GMT", () => {
    const details = {
      status: "confirmed",
      start,
      day: "mardi 1er décembre 2026",
      time: "10\u00a0h\u00a000",
      editionTime: "9\u00a0h\u00a000\u00a0GMT",
      minutes: 30,
      location: "",
      meetingUrl: null,
      presenter: null,
      email: "nom@etablissement.org",
    } as unknown as BookingDetails;
    inZone("Africa/Dakar");
    document.documentElement.lang = "fr";
    renderPage(<BookingFacts details={details} join={false} />, "/fr/booking/manage?token=t");
    enhanceSlotPicker();
    expect(element("dd").textContent).toBe(
      "mardi 1er décembre 2026, 10\u00a0h\u00a000 WAT (9\u00a0h\u00a000\u00a0GMT) ",
    );
    vi.restoreAllMocks();
    inZone("Europe/Helsinki");
    renderPage(<BookingFacts details={details} join={false} />, "/fr/booking/manage?token=t");
    enhanceSlotPicker();
    const span = element(contract.local.selector);
    expect(span.textContent).toBe(
      `(${localTimeLabel(start, "Europe/Helsinki", edition("fr"))} ${span.getAttribute(contract.suffix.attribute)})`,
    );
    document.documentElement.lang = "";
  });
});
