// The picker's slot computation with presenters (ADR 038): 10 presenters in two languages, with
// their own hours and days off, a third of their times held, over the default 10-working-day
// horizon. Prints the median and worst of 200 runs; issue #25 asks for well under 20 ms.
// With their own calendars (ADR 042): each presenter's feed holds 500 one-hour events, parsed by
// ical.js once (as a fetch does; timed apart) and searched by the picker for every time.
// Held demos are intervals per presenter (ADR 078), searched like the busy times.
// Run: npm run bench:presenters (pure computation: no server, no database).
import { defaultAvailability } from "~/booking/availability-config";
import { busyIntervals } from "~/booking/calendar/parse.server";
import { mergeIntervals, type BusyInterval } from "~/booking/intervals";
import { presenterAvailability, type PresenterProfile } from "~/booking/presenters/profile";
import { freeSlots } from "~/booking/slots";
import { busyCalendar } from "../tests/support/calendar-feed";

const now = new Date("2026-11-30T07:00:00.000Z");
const presenters: PresenterProfile[] = Array.from({ length: 10 }, (_, i) => ({
  id: `presenter-${i}`,
  name: `Presenter ${i}`,
  email: `p${i}@ilimi.example`,
  languages: i % 3 === 0 ? ["en", "fr"] : ["en"],
  opensAt: i % 2 ? "09:00" : "10:00",
  closesAt: i % 2 ? "17:00" : "18:00",
  daysOff: i % 4 === 0 ? ["2026-12-02", "2026-12-09"] : [],
}));
const horizon = now.getTime() + 35 * 86_400_000;
const parseStarted = performance.now();
// Staggered so that the presenters are busy at different times and some time stays free.
presenters.forEach(
  (p, i) => (p.busy = busyIntervals(busyCalendar(500, now.getTime() + i * 37 * 60_000, p.id), now.getTime(), horizon)),
);
const parseMs = (performance.now() - parseStarted) / presenters.length;
const busyCount = presenters.reduce((n, p) => n + (p.busy?.length ?? 0), 0);
const everySlot = freeSlots(now, defaultAvailability).flatMap((d) => d.slots);
// Their booked demos as intervals (ADR 078), as the picker reads them from the bookings.
const booked = new Map<string, BusyInterval[]>();
let heldCount = 0;
everySlot.forEach((slot, i) =>
  presenters.forEach((p, j) => {
    if ((i + j) % 3 !== 0) return;
    booked.set(p.id, [...(booked.get(p.id) ?? []), { start: Date.parse(slot.start), end: Date.parse(slot.end) }]);
    heldCount++;
  }),
);
const held = new Map([...booked].map(([id, list]) => [id, mergeIntervals(list)]));

const times: number[] = [];
let offered = 0;
for (let run = 0; run < 200; run++) {
  const started = performance.now();
  for (const language of ["en", "fr"] as const)
    offered = freeSlots(now, defaultAvailability, undefined, presenterAvailability(presenters, held, language)).reduce(
      (n, d) => n + d.slots.length,
      0,
    );
  times.push((performance.now() - started) / 2);
}
times.sort((a, b) => a - b);
console.log(`parsing one 500-event feed with ical.js: ${parseMs.toFixed(1)} ms (at fetch time, not per view)`);
console.log(
  `picker with 10 presenters, ${busyCount} busy intervals from their feeds, ${everySlot.length} times, ${heldCount} held seats: median ${times[100]!.toFixed(3)} ms, worst ${times.at(-1)!.toFixed(3)} ms per edition (${offered} French times offered)`,
);
