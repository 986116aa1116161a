import { parseEnv, type ParsedEnv } from "~/env.server";

// What the booking room reads from the configuration beyond the availability: where demos happen
// and how presenters' calendar feeds are read (ADR 040, 042). The runtime derives it once per
// process and installs it (ADR 083); the room never reads the environment itself.

export type BookingSettings = {
  /** BOOKING_LOCATION, and whether it is still the schema's (English) default. */
  location: string;
  locationIsDefault: boolean;
  meetingProvider: "jitsi" | "none";
  jitsiUrl: string;
  feedIntervalMs: number;
  feedTimeoutMs: number;
  feedMaxBytes: number;
  feedParseTimeoutMs: number;
  feedAllowLoopback: boolean;
  /** This server's own port and host: a feed may never point back at them. */
  ownPort: number;
  ownHost: string;
};

export function bookingSettingsFrom(config: ParsedEnv): BookingSettings {
  return {
    location: config.BOOKING_LOCATION,
    locationIsDefault: config.BOOKING_LOCATION === parseEnv({}).BOOKING_LOCATION,
    meetingProvider: config.MEETING_PROVIDER,
    jitsiUrl: config.MEETING_JITSI_URL,
    feedIntervalMs: config.CALENDAR_FEED_INTERVAL_MINUTES * 60_000,
    feedTimeoutMs: config.CALENDAR_FEED_TIMEOUT_MS,
    feedMaxBytes: config.CALENDAR_FEED_MAX_BYTES,
    feedParseTimeoutMs: config.CALENDAR_FEED_PARSE_TIMEOUT_MS,
    feedAllowLoopback: config.CALENDAR_FEED_ALLOW_LOOPBACK_FOR_TESTS === "1",
    ownPort: config.PORT,
    ownHost: new URL(config.SITE_URL).host,
  };
}

let current: BookingSettings | undefined;

/** The settings the runtime installed; without a runtime (a unit test), the schema's defaults. */
export function bookingSettings(): BookingSettings {
  current ??= bookingSettingsFrom(parseEnv({}));
  return current;
}

/** The runtime installs its settings; a test may adjust them. */
export function configureBooking(overrides: Partial<BookingSettings>): BookingSettings {
  current = { ...bookingSettings(), ...overrides };
  return current;
}
