import { availabilityFromEnv } from "~/booking/availability-config";
import { isTimeZone } from "~/lib/team-clock";
import { retention } from "~/console/retention-policy";
import { configurationError, parseEnv, type Env } from "~/env.server";

// The configuration of this process: the schema (app/env.server.ts) plus the checks that need the
// domain, which the schema may not import (ADR 083). Only the runtime, server/ and scripts/ read it
// (eslint.layers.js): everything below them is handed the settings it needs.

/** Validates every setting; a wrong one throws the one line naming it. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = parseEnv(source);
  // Booking settings are read as a whole (availability-config.ts); a wrong one is named like any other.
  const availability = availabilityFromEnv(parsed);
  if (!availability.ok) throw configurationError(source, availability.name, availability.message);
  // No longer than the privacy notice promises (console/retention-policy.ts); shorter is allowed.
  const ceiling = retention.quarantinedDemoRequestDays;
  const quarantineDays = parsed.QUARANTINE_DAYS ?? ceiling;
  if (quarantineDays > ceiling)
    throw configurationError(source, "QUARANTINE_DAYS", `must be at most ${ceiling} (the privacy notice's period)`);
  if (!isTimeZone(parsed.CONSOLE_TIME_ZONE))
    throw configurationError(source, "CONSOLE_TIME_ZONE", "must be an IANA time zone such as Africa/Lagos");
  return { ...parsed, QUARANTINE_DAYS: quarantineDays };
}

let cached: Env | undefined;

/** The process's configuration, read from process.env once. Entry points only: the runtime hands it down. */
export function env(): Env {
  cached ??= readEnv();
  return cached;
}
