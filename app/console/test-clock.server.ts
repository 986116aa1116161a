import { cookieValue } from "~/auth/sessions.server";
import { consoleSettings, consoleZone } from "./console-settings.server";
import { dayInZone } from "~/lib/team-clock";

// The console's "now" for the day-based views (a lead's next step, My day; ADR 051). A browser test
// cannot wait until next Tuesday, so on a server started with ILIMI_TEST_ROUTES=1 (never in
// production) a request may carry the instant it should be read at, in the cookie below: the
// clock moves for that browser only, so tests running beside it on the same server keep the real one.

const TEST_CLOCK_COOKIE = "ilimi-test-now";

export function consoleNow(request: Request): Date {
  if (!consoleSettings().testRoutes) return new Date();
  const value = cookieValue(request, TEST_CLOCK_COOKIE);
  const at = value && value.length <= 40 ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? new Date() : new Date(at);
}

/** The team's day for this request ("2026-12-01", CONSOLE_TIME_ZONE). */
export function consoleToday(request: Request): string {
  return dayInZone(consoleNow(request), consoleZone());
}
