import "../support/quiet-logs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { CalendarTooComplexError } from "~/booking/calendar/parse.server";
import { calendarParseEntryBeside, startCalendarParseThread } from "../../server/calendar-parser";
import { busyCalendar, presenterCalendar } from "../support/calendar-feed";
import { builtServerAvailable } from "../support/demo-form";

// The feeds' parse thread (ADR 076) started from the production build's own entry, as the server
// starts it: a feed that runs past the wall-time limit ends its worker and fails as too complex,
// and the next feed is read by a new one.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Calendar parse thread test");
const from = Date.parse("2026-11-30T00:00:00Z");
const to = from + 35 * 86_400_000;

describe.skipIf(!built)("the calendar parse thread", () => {
  it("ends a feed that takes longer than its limit, and reads the next one on a new worker", async () => {
    // The server's own search for the entry (it imports every index*.js, the whole server among them).
    const entry = await calendarParseEntryBeside(pathToFileURL(resolve(buildDir, "server/index.js")).href);
    expect(entry).toBeDefined();
    const thread = startCalendarParseThread(entry!, 300);
    try {
      expect((await thread.parse(presenterCalendar, from, to)).length).toBeGreaterThan(0);
      // 20,000 events, about 2 MB: seconds of ical.js, well within the meter, past 300 ms of wall time.
      const big = busyCalendar(20_000, from - 20 * 86_400_000);
      const started = Date.now();
      await expect(thread.parse(big, from, to)).rejects.toThrow(CalendarTooComplexError);
      expect(Date.now() - started).toBeLessThan(1500);
      expect((await thread.parse(presenterCalendar, from, to)).length).toBeGreaterThan(0);
    } finally {
      await thread.stop();
    }
  });
});
