import { z } from "zod";

// Every setting the server reads: the schema, its type and its parse function, and nothing else
// (ADR 083). It imports no domain room: the checks that need one (the booking hours as a whole, the
// retention ceiling, the time zone) run in app/runtime/config.server.ts, which reads process.env
// once per process. Defaults make `npm start` work with no .env file.

/** An empty variable (`SMTP_URL=`) means "not configured", as if it were absent. */
const unsetIfBlank = <T extends z.ZodType>(type: T) => z.preprocess((v) => (v === "" ? undefined : v), type.optional());

export const fields = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("production")
    .describe("The mode React Router's request handler runs in: `production` unless a tool sets another."),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe("The port the server listens on."),
  HOST: z.string().min(1).default("0.0.0.0").describe("The address the server listens on."),
  /** The public origin of links the server writes (e-mails, .ics, invites). Unset: this server on this machine, http://localhost:PORT. */
  SITE_URL: unsetIfBlank(z.url()).describe(
    "Default: `http://localhost:PORT`. The public origin of the links the server writes: e-mails, `.ics` files and console invites, and the form origin check; a loopback one on another port than `PORT` is warned about at start.",
  ),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info")
    .describe("The pino level (`silent` … `trace`); e-mail addresses are always masked."),
  /** Express "trust proxy": false, true, a hop count, or a list of addresses/subnets. */
  TRUST_PROXY: z
    .string()
    .default("false")
    .describe(
      "Express trust proxy: `true`, a hop count, or addresses. Set it behind a proxy, or every form post fails the origin check and the rate limiter sees one client.",
    ),
  /** Serves /__test/error as a failing route so browser tests can prove the error screen. */
  ILIMI_TEST_ROUTES: z
    .enum(["0", "1"])
    .default("0")
    .describe("`1` makes `/__test/error` fail on purpose, so browser tests can prove the error screen."),
  /** Seconds a shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number()
    .positive()
    .default(10)
    .describe("How long a graceful shutdown may take before the process exits anyway."),

  // Form abuse defences (server/rate-limit.ts, app/guards/form.server.ts).
  /** 1 turns the per-client limits off (browser tests post many forms from one address). */
  RATE_LIMIT_DISABLED: z
    .enum(["0", "1"])
    .default("0")
    .describe("`1` turns the per-client form limits off (browser tests post many forms from one address)."),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(600)
    .describe(
      "The window the form-post limits count in, per address and per person: in memory, or in PostgreSQL across all instances when `DATABASE_URL` is set (ADR 006, 096).",
    ),
  /** Demo-request posts per address per window: wide, since one address may be a campus or a mobile network (ADR 096). */
  RATE_LIMIT_DEMO_MAX: z.coerce
    .number()
    .int()
    .positive()
    .default(100)
    .describe(
      'Demo-request posts per client address per window, wide enough for the many people behind one campus or carrier-grade NAT (ADR 096); booking posts and "Confirm my request" presses are each counted apart, with the same limit, so a request confirmed spends one post.',
    ),
  /** Demo requests one person (one e-mail) may send per window, from any address (ADR 096). */
  RATE_LIMIT_PERSON_MAX: z.coerce
    .number()
    .int()
    .positive()
    .default(5)
    .describe(
      "Demo requests one person (one e-mail address) may send per window, from any address and through any instance (ADR 096).",
    ),
  /** Newsletter sign-ups per client per window. */
  RATE_LIMIT_NEWSLETTER_MAX: z.coerce
    .number()
    .int()
    .positive()
    .default(100)
    .describe("Newsletter sign-ups per client address per window."),
  /** A form sent sooner than this after it was served is treated as a bot's (0 turns the check off). */
  FORM_MIN_FILL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(3000)
    .describe(
      'A form sent sooner after it was served looks automated: a demo request is kept in quarantine until its visitor presses "Confirm my request" (ADR 034), a sign-up is asked again (ADR 013); `0` turns the check off.',
    ),

  // The edge (issue #14): slow clients, connection cap, quarantine (server/server-limits.ts, ADR 013).
  /** A client must send all request headers within this time (Node's default is 60 s). */
  SERVER_HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10_000)
    .describe(
      "A client must send its headers within this (Node's default is 60 s; ADR 014); not longer than `SERVER_REQUEST_TIMEOUT_MS`.",
    ),
  /** ...and the whole request, body included, within this (Node's default is 300 s). */
  SERVER_REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30_000)
    .describe("A client must send its whole request, body included, within this (Node's default is 300 s; ADR 014)."),
  /** An idle keep-alive connection is closed after this. */
  SERVER_KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5000)
    .describe("An idle keep-alive socket is closed after this (ADR 014)."),
  /** Open connections at once; more are answered 503 and closed. */
  SERVER_MAX_CONNECTIONS: z.coerce
    .number()
    .int()
    .min(1)
    .default(1000)
    .describe("Open connections at once; more are answered 503 and closed."),
  /** Days a quarantined (suspected automated) demo request is kept before it is purged. */
  // No longer than the privacy notice promises (app/console/retention-policy.ts, checked and
  // defaulted by app/runtime/config.server.ts); shorter is allowed.
  QUARANTINE_DAYS: unsetIfBlank(z.coerce.number().int().min(1)).describe(
    "Default: as long as the privacy notice promises (`app/console/retention-policy.ts`). Days a quarantined demo request (one that looked automated: stored, never delivered, `npm run leads -- list --quarantined`) is kept before it is purged; never longer than that.",
  ),

  /** on: the server counts public page views as daily totals, without cookies (ADR 037); off: it counts nothing. */
  VISIT_COUNTING: z
    .enum(["on", "off"])
    .default("on")
    .describe(
      "`on`: the server counts views of public pages as daily totals, without cookies or personal data, for the console's Insights (ADR 037), each visitor's view of a page once a day, within limits per client and per day that no script can flood (ADR 079); `off` counts nothing.",
    ),
  /** How often the counts kept in memory are added to the database (and at shutdown). */
  VISIT_FLUSH_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(300)
    .default(5)
    .describe("How often the visit counts kept in memory are added to the database (and at shutdown)."),

  // Lead storage and delivery (app/db, app/leads).
  /** Folder of the embedded SQLite database, used when DATABASE_URL is not set. */
  DATA_DIR: z
    .string()
    .min(1)
    .default("data")
    .describe("The folder of the embedded SQLite database (`ilimi.sqlite`), used when `DATABASE_URL` is not set."),
  /** postgres://... switches storage to PostgreSQL. */
  DATABASE_URL: unsetIfBlank(z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")).describe(
    "`postgres://…` switches storage to PostgreSQL: the same queries and migrations; the inbox search uses the `pg_trgm` extension where the role may create it (ADR 058).",
  ),
  /** FULL: a commit survives power loss, not only a process crash (see docs/leads.md). */
  SQLITE_SYNCHRONOUS: z
    .enum(["FULL", "NORMAL"])
    .default("FULL")
    .describe("`FULL`: a commit survives power loss; `NORMAL` only a process crash (`docs/leads.md`)."),
  /** Where `npm run backup` and the schedule write backups (docs/deploy.md): put it on another disk, or copy it off the machine. */
  BACKUP_DIR: z
    .string()
    .min(1)
    .default("backups")
    .describe(
      "Where `npm run backup` and the schedule write backups (SQLite's online backup, or `pg_dump`): put it on another disk, or copy it off the machine (`docs/deploy.md`, ADR 081).",
    ),
  /** Hours between scheduled backups made by the server (fractions allowed); 0: none, run `npm run backup` from cron instead. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(0)
    .describe(
      "Every this many hours the server runs the backup itself (fractions allowed), once per interval across instances on one PostgreSQL; `0`: never, run `npm run backup` from cron instead.",
    ),
  /** Backups kept in BACKUP_DIR: after each one, the oldest beyond this many are deleted. */
  BACKUP_KEEP: z.coerce
    .number()
    .int()
    .min(1)
    .default(14)
    .describe("How many backups are kept in `BACKUP_DIR`: after each one, the oldest beyond this many are deleted."),
  /** Signs newsletter links; when unset, one is generated once and kept in the database. */
  APP_SECRET: unsetIfBlank(z.string().min(32, "must be at least 32 characters")).describe(
    "Default: generated once, kept in the database. Signs newsletter links and form timestamps and seals two-factor seeds (32+ characters); set it in production so that a copy of the database alone opens nothing (ADR 056). Instances on one PostgreSQL share the stored one.",
  ),
  LEADS_WEBHOOK_URL: unsetIfBlank(z.url()).describe(
    "Each lead is POSTed as signed JSON to this CRM address (`docs/leads.md`).",
  ),
  LEADS_WEBHOOK_SECRET: unsetIfBlank(z.string().min(16, "must be at least 16 characters")).describe(
    "The key the webhook's JSON is signed with (16+ characters; `docs/leads.md`).",
  ),
  /** smtp://user:pass@host:587 or smtps://...:465; enables the sales e-mail and visitor confirmations. */
  SMTP_URL: unsetIfBlank(z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")).describe(
    "`smtp://user:pass@host:587` or `smtps://…:465`: each lead is e-mailed to the sales inbox and confirmed to the visitor.",
  ),
  SMTP_FROM: z.string().min(3).default("Ilimi <no-reply@ilimi.example>").describe("The sender of every e-mail."),
  SALES_EMAIL: unsetIfBlank(z.email()).describe("The sales inbox each lead is e-mailed to."),
  /** Set to 1 to accept and store without starting the delivery worker (e.g. a read-only replica). */
  DELIVERY_DISABLED: z
    .enum(["0", "1"])
    .default("0")
    .describe("`1` accepts and stores without starting the delivery worker (a read-only replica, say)."),
  /** First retry delay; doubles per attempt with jitter, up to DELIVERY_RETRY_MAX_MS. */
  DELIVERY_RETRY_BASE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(1000)
    .describe("The first retry delay; it doubles per attempt, with jitter, up to `DELIVERY_RETRY_MAX_MS`."),
  DELIVERY_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(3_600_000)
    .describe("The longest delay between two attempts of one delivery."),
  /** The visitor's "we received your request" waits this long; a booking made meanwhile replaces it (ADR 099). */
  DELIVERY_VISITOR_CONFIRMATION_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .default(600)
    .describe(
      "How long the visitor's “we received your request” e-mail waits: a visitor who books a time meanwhile gets the booking's e-mail alone. `0` sends it at once.",
    ),
  /** How often the worker looks for due jobs when nothing woke it. */
  DELIVERY_POLL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(2000)
    .describe("How often the delivery worker looks for due jobs when nothing woke it."),
  /** A claimed job is retried by anyone once its lease runs out (a crashed worker's jobs). */
  DELIVERY_LEASE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60_000)
    .describe(
      "A claimed job is retried by anyone once its lease runs out (a crashed worker's jobs); keep it above 4 × `DELIVERY_TIMEOUT_MS`.",
    ),
  DELIVERY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(8000)
    .describe(
      "How long one delivery attempt may wait on its receiver (the SMTP connection and greeting, the webhook).",
    ),

  // The estimator's money (issue #29). The CFA francs' parity to the euro is fixed by treaty; a rate to
  // the naira is not, so it is the operator's, shown with its date, and never invented: unset, nothing converts.
  /** Naira for one euro, e.g. 1650. Read when pages are built (prerendered /pricing) and at start: set both times. */
  ILIMI_NGN_PER_EUR: unsetIfBlank(z.coerce.number().positive().max(1_000_000)).describe(
    "The naira for one euro (`1650`, say), set together with `ILIMI_NGN_RATE_DATE`: the estimator on `/pricing` then shows fee savings in naira beside FCFA (and FCFA beside naira), with the date. Unset, it converts nothing and says so. The CFA francs (XOF, XAF) are at their fixed parity, 655.957 to the euro. Read when the pages are built (the prerendered `/pricing`) and at start: set it for both.",
  ),
  /** The day that rate was taken, YYYY-MM-DD: shown beside every conversion. */
  ILIMI_NGN_RATE_DATE: unsetIfBlank(z.iso.date()).describe(
    "The day that naira rate was taken (`YYYY-MM-DD`), shown beside every conversion; set with `ILIMI_NGN_PER_EUR`.",
  ),

  // Demo booking (app/booking): the sales team's availability, in WAT. Checked together below.
  /** ISO weekdays, 1 = Monday: "1,2,3,4,5". */
  BOOKING_WORKING_DAYS: z
    .string()
    .optional()
    .describe(
      "Default: `1,2,3,4,5`. The days demos are booked on, as ISO weekdays (1 = Monday); the demo-booking availability is in WAT (ADR 015, `docs/leads.md`).",
    ),
  /** "09:00-18:00" (WAT, SPEC section 1). */
  BOOKING_HOURS: z
    .string()
    .optional()
    .describe("Default: `09:00-18:00`. The hours demos are booked in, WAT (SPEC section 1)."),
  BOOKING_SLOT_MINUTES: z.string().optional().describe("Default: `30`. The length of one demo slot, in minutes."),
  /** Demos at the same time: one per sales person. */
  BOOKING_CAPACITY: z.string().optional().describe("Default: `2`. Demos at the same time: one per sales person."),
  /** Working hours between now and the earliest bookable slot. */
  BOOKING_MIN_NOTICE_HOURS: z
    .string()
    .optional()
    .describe("Default: `4`. Working hours between now and the earliest bookable slot."),
  /** Working days ahead the picker offers. */
  BOOKING_HORIZON_DAYS: z.string().optional().describe("Default: `10`. Working days ahead the picker offers."),
  /** Closed dates beyond the fixed public holidays (Easter, Eid...): "2027-03-26,2027-03-29". */
  BOOKING_CLOSED_DATES: z
    .string()
    .optional()
    .describe("Closed dates beyond the fixed public holidays (Easter, Eid…): `2027-03-26,2027-03-29`."),
  /** Hours before a demo after which visitors can no longer move or cancel it themselves (default 2). */
  BOOKING_CHANGE_NOTICE_HOURS: z
    .string()
    .optional()
    .describe(
      "Default: `2`. Clock hours before a demo after which a visitor can no longer move or cancel it from its page; the page then gives the team's phone and address, and a direct post is refused with a 409 (ADR 039).",
    ),
  /** Where the demo happens, as the invitation says it. */
  BOOKING_LOCATION: z
    .string()
    .min(1)
    .max(200)
    .default("Online meeting: the link follows from our team")
    .describe("Where the demo happens, as the invitation says it: said only where a booking has no meeting link."),
  /** jitsi: every booking gets its own Jitsi Meet room (a presenter's own room wins); none: BOOKING_LOCATION only (ADR 040). */
  MEETING_PROVIDER: z
    .enum(["jitsi", "none"])
    .default("jitsi")
    .describe(
      "Every booking's meeting link (ADR 040): `jitsi` makes each booking its own unguessable Jitsi Meet room on `MEETING_JITSI_URL` (the public instance needs no account), unless its presenter set their own room; `none`: only presenters' own rooms, else `BOOKING_LOCATION`.",
    ),
  /** The Jitsi Meet instance rooms are made on: the public one works with no account. */
  MEETING_JITSI_URL: z
    .url({ protocol: /^https$/, error: "must be an https:// address" })
    .default("https://meet.jit.si")
    .describe("The Jitsi Meet instance (`https://` only) the rooms are made on: the public one works with no account."),

  // Reminders before a demo (app/booking/reminders*.ts, ADR 041).
  /** How long before a demo reminders go out: "24h,1h" (hours h or minutes m, comma-separated). */
  REMINDER_OFFSETS: z
    .string()
    .regex(/^\s*\d{1,4}[hm]\s*(,\s*\d{1,4}[hm]\s*){0,5}$/, "must be like 24h,1h (hours h or minutes m)")
    .default("24h,1h")
    .describe("When reminders go out before a demo: hours `h` or minutes `m`, comma-separated, up to six (ADR 041)."),
  /** A reminder not sent within this many minutes after its time is dropped, never sent late. */
  REMINDER_GRACE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(120)
    .default(10)
    .describe("How late a reminder may still go: after it, it is dropped with a log line, never sent late (ADR 041)."),
  /** The WhatsApp Business Platform Cloud API: base URL (with the Graph API version), phone number id, access token, template. */
  WHATSAPP_API_URL: z
    .url()
    .default("https://graph.facebook.com/v21.0")
    .describe("The WhatsApp Business Platform Cloud API's base URL, with the Graph API version."),
  WHATSAPP_PHONE_NUMBER_ID: unsetIfBlank(
    z.string().regex(/^\d{5,30}$/, "must be the phone number id (digits)"),
  ).describe(
    "The sending phone number's id (digits). With it and `WHATSAPP_TOKEN` set, visitors who tick WhatsApp reminders on the demo form get them; the box is shown only then.",
  ),
  WHATSAPP_TOKEN: unsetIfBlank(z.string().min(16, "must be at least 16 characters")).describe(
    "The Cloud API access token (16+ characters), with `WHATSAPP_PHONE_NUMBER_ID`.",
  ),
  /** An approved utility template with three body parameters: first name, time, meeting place. */
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, "must be a template name (a-z, 0-9, _)")
    .default("demo_reminder")
    .describe(
      "The approved utility template the WhatsApp reminders use, with three body parameters: first name, time, meeting place.",
    ),
  /** A Nigerian SMS gateway (Termii's API): base URL, API key, registered sender ID. */
  SMS_API_URL: z
    .url()
    .default("https://api.ng.termii.com")
    .describe("The base URL of the Nigerian SMS gateway (Termii's API)."),
  SMS_API_KEY: unsetIfBlank(z.string().min(8, "must be at least 8 characters")).describe(
    "The Termii API key: with `SMS_SENDER_ID`, visitors who tick SMS reminders get them.",
  ),
  SMS_SENDER_ID: unsetIfBlank(
    z.string().regex(/^[A-Za-z0-9 ]{3,11}$/, "must be a registered sender ID of 3 to 11 letters or digits"),
  ).describe("The sender ID registered with the networks (3 to 11 letters or digits) the SMS reminders come from."),
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
    })
    .describe(
      'Sender IDs registered in other countries, as `COUNTRY=ID` pairs (`SN=ILIMI,CI=ILIMI CI`): a number of a listed country goes from its own ID, any other from `SMS_SENDER_ID` (docs/deploy.md, "SMS per country").',
    ),

  // The sales console at /sales (app/auth, docs/sales-console.md, ADR 020-022).
  /** A session unused this long ends. */
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(8)
    .describe("A sales-console session unused this long ends (ADR 021)."),
  /** A session ends this long after sign-in, however active. */
  SESSION_MAX_DAYS: z.coerce
    .number()
    .positive()
    .default(7)
    .describe("A sales-console session ends this long after sign-in, however active (ADR 021)."),
  /** 1: admins must turn on two-factor sign-in (TOTP) before they can use the console. */
  CONSOLE_REQUIRE_ADMIN_TOTP: z
    .enum(["0", "1"])
    .default("0")
    .describe("`1`: admins must turn on two-factor sign-in (TOTP) before they can use the console."),
  CONSOLE_INVITE_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(72)
    .describe("How long a console invite (or an `npm run users` link) works."),
  CONSOLE_RESET_TTL_MINUTES: z.coerce.number().positive().default(60).describe("How long a password-reset link works."),
  /** The team's clock (ADR 046): every time in the console, its exports included, is read in this IANA zone. */
  // Checked to be an IANA zone by app/runtime/config.server.ts (lib/team-clock's isTimeZone).
  CONSOLE_TIME_ZONE: z
    .string()
    .min(1)
    .default("Africa/Lagos")
    .describe(
      "The sales team's clock (ADR 046): every time in the console and its CSV export is read in this IANA zone, named (WAT, GMT, CET…).",
    ),
  /** Failed sign-ins within 15 minutes before sign-in waits (ADR 031): for one account from one client address, */
  SIGN_IN_ACCOUNT_MAX: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe(
      "Failed console sign-ins within 15 minutes before sign-in waits, for one account from one address (ADR 031).",
    ),
  /** from one client address across accounts, */
  SIGN_IN_CLIENT_MAX: z.coerce
    .number()
    .int()
    .positive()
    .default(30)
    .describe(
      "Failed console sign-ins within 15 minutes before sign-in waits, from one address across accounts (ADR 031).",
    ),
  /** and for one account from every address together (a reset link ends this wait). */
  SIGN_IN_ACCOUNT_TOTAL_MAX: z.coerce
    .number()
    .int()
    .positive()
    .default(100)
    .describe(
      "Failed console sign-ins within 15 minutes before sign-in waits, for one account from all addresses together; a reset link ends this wait (ADR 031).",
    ),
  /** Reset links for one account asked for from one client address within 15 minutes. */
  SIGN_IN_RESET_MAX: z.coerce
    .number()
    .int()
    .positive()
    .default(3)
    .describe("Reset links for one account asked for from one address within 15 minutes."),
  /** Wrong second-factor codes for one account within 15 minutes from browsers its owner never used, all addresses together (ADR 080), */
  SIGN_IN_CODE_MAX: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe(
      "Wrong two-factor codes for one account within 15 minutes from browsers its owner never used, all addresses together (ADR 080).",
    ),
  /** and in a row on one account before the code is refused (SP 800-63B's 100): half for those browsers, half for the owner's. */
  SIGN_IN_CODE_TOTAL_MAX: z.coerce
    .number()
    .int()
    .min(2)
    .default(100)
    .describe(
      "Wrong two-factor codes in a row on one account before the code is refused until a right code or a reset (SP 800-63B's 100): half from browsers the owner never used, half from the owner's (ADR 080).",
    ),

  // Presenters' own calendars (app/booking/calendar-*.server.ts, ADR 042).
  /** Minutes between two fetches of one presenter's calendar feed. */
  CALENDAR_FEED_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(15)
    .describe("How often each presenter's own calendar feed is read (ADR 042)."),
  /** A feed that has not answered in full within this is cut off and marked failed. */
  CALENDAR_FEED_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(10_000)
    .describe(
      "The whole answer's deadline: a calendar feed not answered in full within this is cut off and marked failed.",
    ),
  /** Bytes a feed may send; beyond it the fetch is cut off and marked failed. */
  CALENDAR_FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(20_000_000)
    .default(2_000_000)
    .describe("Bytes a calendar feed may send; beyond it the fetch is cut off and marked failed."),
  /** A feed's text not read into busy times within this (on the parse thread, ADR 076) is marked too complex. */
  CALENDAR_FEED_PARSE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(10_000)
    .describe(
      "How long a feed's text may take to read into busy times, on the parse thread, before it is marked too complex (ADR 076).",
    ),
  /** TESTS ONLY: 1 lets feed addresses be http:// on a loopback address (never the server's own port). */
  CALENDAR_FEED_ALLOW_LOOPBACK_FOR_TESTS: z
    .enum(["0", "1"])
    .default("0")
    .describe("For tests only: `1` lets a feed be `http://` on a loopback address (never this server's port)."),
});

const checked = fields
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

/** The settings as parsed: QUARANTINE_DAYS may still be unset (the runtime gives it the notice's period). */
export type ParsedEnv = z.output<typeof checked>;
export type Env = Omit<ParsedEnv, "QUARANTINE_DAYS"> & { QUARANTINE_DAYS: number };

/** A setting is wrong: the server stops with this one line instead of a stack trace. */
class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** The one line naming a wrong setting; secrets and URLs (which may carry passwords) are never echoed back. */
export function configurationError(source: NodeJS.ProcessEnv, name: string, message: string): Error {
  const shown = /SECRET|URL|PASSWORD/.test(name) ? "" : ` (got ${JSON.stringify(source[name] ?? "")})`;
  return new ConfigurationError(`Invalid configuration: ${name} ${message}${shown}`);
}

/** Parses the variables by the schema alone; app/runtime/config.server.ts adds the domain's checks. */
export function parseEnv(source: NodeJS.ProcessEnv): ParsedEnv {
  const result = checked.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw configurationError(source, issue.path.join("."), issue.message);
  }
  return result.data;
}

/** The operator's naira rate with its date, or null when none is set (the estimator then converts nothing). */
export function nairaRateOf(config: Env): { ngnPerEur: number; date: string } | null {
  const { ILIMI_NGN_PER_EUR: ngnPerEur, ILIMI_NGN_RATE_DATE: date } = config;
  return ngnPerEur !== undefined && date !== undefined ? { ngnPerEur, date } : null;
}

export function trustProxySetting(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
