import { z } from "zod";
import { availabilityFromEnv } from "./booking/availability-config";
import { retention } from "./console/retention-policy";
import { DEFAULT_CONSOLE_ZONE, isTimeZone } from "./console/clock";

// Every setting the server reads, validated once at start. Nothing else reads process.env.
// Defaults make `npm start` work with no .env file.

/** An empty variable (`SMTP_URL=`) means "not configured", as if it were absent. */
const unsetIfBlank = <T extends z.ZodType>(type: T) => z.preprocess((v) => (v === "" ? undefined : v), type.optional());

const fields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The public origin of links the server writes (e-mails, .ics, invites). Unset: this server on this machine, http://localhost:PORT. */
  SITE_URL: unsetIfBlank(z.url()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Express "trust proxy": false, true, a hop count, or a list of addresses/subnets. */
  TRUST_PROXY: z.string().default("false"),
  /** Serves /__test/error as a failing route so browser tests can prove the error screen. */
  ILIMI_TEST_ROUTES: z.enum(["0", "1"]).default("0"),
  /** Seconds a shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),

  // Form abuse defences (server/rate-limit.ts, app/guards/form.server.ts).
  /** 1 turns the per-client limits off (browser tests post many forms from one address). */
  RATE_LIMIT_DISABLED: z.enum(["0", "1"]).default("0"),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Demo-request posts per client per window. */
  RATE_LIMIT_DEMO_MAX: z.coerce.number().int().positive().default(10),
  /** Newsletter sign-ups per client per window. */
  RATE_LIMIT_NEWSLETTER_MAX: z.coerce.number().int().positive().default(10),
  /** A form sent sooner than this after it was served is treated as a bot's (0 turns the check off). */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),

  // The edge (issue #14): slow clients, connection cap, quarantine (server/server-limits.ts, ADR 013).
  /** A client must send all request headers within this time (Node's default is 60 s). */
  SERVER_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  /** ...and the whole request, body included, within this (Node's default is 300 s). */
  SERVER_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** An idle keep-alive connection is closed after this. */
  SERVER_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** Open connections at once; more are answered 503 and closed. */
  SERVER_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1000),
  /** Days a quarantined (suspected automated) demo request is kept before it is purged. */
  // No longer than the privacy notice promises (app/console/retention-policy.ts); shorter is allowed.
  QUARANTINE_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(retention.quarantinedDemoRequestDays)
    .default(retention.quarantinedDemoRequestDays),

  /** on: the server counts public page views as daily totals, without cookies (ADR 037); off: it counts nothing. */
  VISIT_COUNTING: z.enum(["on", "off"]).default("on"),
  /** How often the counts kept in memory are added to the database (and at shutdown). */
  VISIT_FLUSH_SECONDS: z.coerce.number().int().min(1).max(300).default(5),

  // Lead storage and delivery (app/db, app/leads).
  /** Folder of the embedded SQLite database, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default("data"),
  /** postgres://... switches storage to PostgreSQL. */
  DATABASE_URL: unsetIfBlank(z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")),
  /** FULL: a commit survives power loss, not only a process crash (see docs/leads.md). */
  SQLITE_SYNCHRONOUS: z.enum(["FULL", "NORMAL"]).default("FULL"),
  /** Where `npm run backup` and the schedule write backups (docs/deploy.md): put it on another disk, or copy it off the machine. */
  BACKUP_DIR: z.string().min(1).default("backups"),
  /** Hours between scheduled backups made by the server (fractions allowed); 0: none, run `npm run backup` from cron instead. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(0),
  /** Backups kept in BACKUP_DIR: after each one, the oldest beyond this many are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** Signs newsletter links; when unset, one is generated once and kept in the database. */
  APP_SECRET: unsetIfBlank(z.string().min(32, "must be at least 32 characters")),
  LEADS_WEBHOOK_URL: unsetIfBlank(z.url()),
  LEADS_WEBHOOK_SECRET: unsetIfBlank(z.string().min(16, "must be at least 16 characters")),
  /** smtp://user:pass@host:587 or smtps://...:465; enables the sales e-mail and visitor confirmations. */
  SMTP_URL: unsetIfBlank(z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")),
  SMTP_FROM: z.string().min(3).default("Ilimi <no-reply@ilimi.example>"),
  SALES_EMAIL: unsetIfBlank(z.email()),
  /** Set to 1 to accept and store without starting the delivery worker (e.g. a read-only replica). */
  DELIVERY_DISABLED: z.enum(["0", "1"]).default("0"),
  /** First retry delay; doubles per attempt with jitter, up to DELIVERY_RETRY_MAX_MS. */
  DELIVERY_RETRY_BASE_MS: z.coerce.number().int().positive().default(1000),
  DELIVERY_RETRY_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
  /** How often the worker looks for due jobs when nothing woke it. */
  DELIVERY_POLL_MS: z.coerce.number().int().positive().default(2000),
  /** A claimed job is retried by anyone once its lease runs out (a crashed worker's jobs). */
  DELIVERY_LEASE_MS: z.coerce.number().int().positive().default(60_000),
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),

  // The estimator's money (issue #29). The CFA francs' parity to the euro is fixed by treaty; a rate to
  // the naira is not, so it is the operator's, shown with its date, and never invented: unset, nothing converts.
  /** Naira for one euro, e.g. 1650. Read when pages are built (prerendered /pricing) and at start: set both times. */
  ILIMI_NGN_PER_EUR: unsetIfBlank(z.coerce.number().positive().max(1_000_000)),
  /** The day that rate was taken, YYYY-MM-DD: shown beside every conversion. */
  ILIMI_NGN_RATE_DATE: unsetIfBlank(z.iso.date()),

  // Demo booking (app/booking): the sales team's availability, in WAT. Checked together below.
  /** ISO weekdays, 1 = Monday: "1,2,3,4,5". */
  BOOKING_WORKING_DAYS: z.string().optional(),
  /** "09:00-18:00" (WAT, SPEC section 1). */
  BOOKING_HOURS: z.string().optional(),
  BOOKING_SLOT_MINUTES: z.string().optional(),
  /** Demos at the same time: one per sales person. */
  BOOKING_CAPACITY: z.string().optional(),
  /** Working hours between now and the earliest bookable slot. */
  BOOKING_MIN_NOTICE_HOURS: z.string().optional(),
  /** Working days ahead the picker offers. */
  BOOKING_HORIZON_DAYS: z.string().optional(),
  /** Closed dates beyond the fixed public holidays (Easter, Eid...): "2027-03-26,2027-03-29". */
  BOOKING_CLOSED_DATES: z.string().optional(),
  /** Hours before a demo after which visitors can no longer move or cancel it themselves (default 2). */
  BOOKING_CHANGE_NOTICE_HOURS: z.string().optional(),
  /** Where the demo happens, as the invitation says it. */
  BOOKING_LOCATION: z.string().min(1).max(200).default("Online meeting: the link follows from our team"),
  /** jitsi: every booking gets its own Jitsi Meet room (a presenter's own room wins); none: BOOKING_LOCATION only (ADR 040). */
  MEETING_PROVIDER: z.enum(["jitsi", "none"]).default("jitsi"),
  /** The Jitsi Meet instance rooms are made on: the public one works with no account. */
  MEETING_JITSI_URL: z
    .url({ protocol: /^https$/, error: "must be an https:// address" })
    .default("https://meet.jit.si"),

  // Reminders before a demo (app/booking/reminders*.ts, ADR 041).
  /** How long before a demo reminders go out: "24h,1h" (hours h or minutes m, comma-separated). */
  REMINDER_OFFSETS: z
    .string()
    .regex(/^\s*\d{1,4}[hm]\s*(,\s*\d{1,4}[hm]\s*){0,5}$/, "must be like 24h,1h (hours h or minutes m)")
    .default("24h,1h"),
  /** A reminder not sent within this many minutes after its time is dropped, never sent late. */
  REMINDER_GRACE_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  /** The WhatsApp Business Platform Cloud API: base URL (with the Graph API version), phone number id, access token, template. */
  WHATSAPP_API_URL: z.url().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: unsetIfBlank(z.string().regex(/^\d{5,30}$/, "must be the phone number id (digits)")),
  WHATSAPP_TOKEN: unsetIfBlank(z.string().min(16, "must be at least 16 characters")),
  /** An approved utility template with three body parameters: first name, time, meeting place. */
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, "must be a template name (a-z, 0-9, _)")
    .default("demo_reminder"),
  /** A Nigerian SMS gateway (Termii's API): base URL, API key, registered sender ID. */
  SMS_API_URL: z.url().default("https://api.ng.termii.com"),
  SMS_API_KEY: unsetIfBlank(z.string().min(8, "must be at least 8 characters")),
  SMS_SENDER_ID: unsetIfBlank(
    z.string().regex(/^[A-Za-z0-9 ]{3,11}$/, "must be a registered sender ID of 3 to 11 letters or digits"),
  ),
  /**
   * Sender IDs registered for other countries, as COUNTRY=ID pairs ("SN=ILIMI,CI=ILIMI CI"): a number
   * of a listed country is sent from that country's ID, every other from SMS_SENDER_ID (docs/deploy.md).
   */
  SMS_SENDER_IDS: z
    .string()
    .default("")
    .transform((text, context) => {
      const ids: Record<string, string> = {};
      for (const pair of text.split(",").filter((part) => part.trim())) {
        const match = /^\s*([A-Z]{2})\s*=\s*([A-Za-z0-9 ]{3,11}?)\s*$/.exec(pair);
        if (!match) {
          context.addIssue({
            code: "custom",
            message: `"${pair.trim()}" must be a two-letter country code, "=", and a sender ID of 3 to 11 letters or digits`,
          });
          return z.NEVER;
        }
        ids[match[1]!] = match[2]!;
      }
      return ids;
    }),

  // The sales console at /sales (app/auth, docs/sales-console.md, ADR 020-022).
  /** A session unused this long ends. */
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(8),
  /** A session ends this long after sign-in, however active. */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(7),
  /** 1: admins must turn on two-factor sign-in (TOTP) before they can use the console. */
  CONSOLE_REQUIRE_ADMIN_TOTP: z.enum(["0", "1"]).default("0"),
  CONSOLE_INVITE_TTL_HOURS: z.coerce.number().positive().default(72),
  CONSOLE_RESET_TTL_MINUTES: z.coerce.number().positive().default(60),
  /** The team's clock (ADR 046): every time in the console, its exports included, is read in this IANA zone. */
  CONSOLE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone such as Africa/Lagos")
    .default(DEFAULT_CONSOLE_ZONE),
  /** Failed sign-ins within 15 minutes before sign-in waits (ADR 031): for one account from one client address, */
  SIGN_IN_ACCOUNT_MAX: z.coerce.number().int().positive().default(10),
  /** from one client address across accounts, */
  SIGN_IN_CLIENT_MAX: z.coerce.number().int().positive().default(30),
  /** and for one account from every address together (a reset link ends this wait). */
  SIGN_IN_ACCOUNT_TOTAL_MAX: z.coerce.number().int().positive().default(100),
  /** Reset links for one account asked for from one client address within 15 minutes. */
  SIGN_IN_RESET_MAX: z.coerce.number().int().positive().default(3),
  /** Wrong second-factor codes for one account within 15 minutes from browsers its owner never used, all addresses together (ADR 080), */
  SIGN_IN_CODE_MAX: z.coerce.number().int().positive().default(10),
  /** and in a row on one account before the code is refused (SP 800-63B's 100): half for those browsers, half for the owner's. */
  SIGN_IN_CODE_TOTAL_MAX: z.coerce.number().int().min(2).default(100),

  // Presenters' own calendars (app/booking/calendar-*.server.ts, ADR 042).
  /** Minutes between two fetches of one presenter's calendar feed. */
  CALENDAR_FEED_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** A feed that has not answered in full within this is cut off and marked failed. */
  CALENDAR_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Bytes a feed may send; beyond it the fetch is cut off and marked failed. */
  CALENDAR_FEED_MAX_BYTES: z.coerce.number().int().min(1024).max(20_000_000).default(2_000_000),
  /** A feed's text not read into busy times within this (on the parse thread, ADR 076) is marked too complex. */
  CALENDAR_FEED_PARSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** TESTS ONLY: 1 lets feed addresses be http:// on a loopback address (never the server's own port). */
  CALENDAR_FEED_ALLOW_LOOPBACK_FOR_TESTS: z.enum(["0", "1"]).default("0"),
});

// Booking settings are read as a whole (availability-config.ts); a wrong one is named like any other.
const schema = fields.superRefine((value, ctx) => {
  const availability = availabilityFromEnv(value);
  if (!availability.ok) ctx.addIssue({ code: "custom", path: [availability.name], message: availability.message });
});

const checked = schema
  .refine((v) => (v.ILIMI_NGN_PER_EUR === undefined) === (v.ILIMI_NGN_RATE_DATE === undefined), {
    path: ["ILIMI_NGN_RATE_DATE"],
    message: "ILIMI_NGN_PER_EUR and ILIMI_NGN_RATE_DATE go together: a rate is shown with its date",
  })
  .refine((v) => v.SERVER_HEADERS_TIMEOUT_MS <= v.SERVER_REQUEST_TIMEOUT_MS, {
    path: ["SERVER_HEADERS_TIMEOUT_MS"],
    message: "must not be longer than SERVER_REQUEST_TIMEOUT_MS",
  })
  // With PORT set and SITE_URL not, links must reach this server, not a fixed :3000 (issue #26).
  .transform((v) => ({ ...v, SITE_URL: v.SITE_URL ?? defaultSiteUrl(v.PORT) }));

/** Where this server answers on this machine: SITE_URL's default. */
function defaultSiteUrl(port: number): string {
  return `http://localhost:${port}`;
}

export type Env = z.output<typeof checked>;

/** A setting is wrong: the server stops with this one line instead of a stack trace. */
class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

let cached: Env | undefined;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = checked.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join(".");
    // Secrets and URLs (which may carry passwords) are never echoed back.
    const shown = /SECRET|URL|PASSWORD/.test(name) ? "" : ` (got ${JSON.stringify(source[name] ?? "")})`;
    throw new ConfigurationError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  return result.data;
}

export function env(): Env {
  cached ??= readEnv();
  return cached;
}

/** The operator's naira rate with its date, or null when none is set (the estimator then converts nothing). */
export function nairaRate(): { ngnPerEur: number; date: string } | null {
  const { ILIMI_NGN_PER_EUR: ngnPerEur, ILIMI_NGN_RATE_DATE: date } = env();
  return ngnPerEur !== undefined && date !== undefined ? { ngnPerEur, date } : null;
}

export function trustProxySetting(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
