import type { ColumnType } from "kysely";
import type { Locale } from "~/content/locale";

// The tables as the query code sees them. Timestamps are ISO-8601 UTC strings (Date#toISOString),
// which sort and compare correctly as text in both SQLite and PostgreSQL.

export type DeliveryTarget = "webhook" | "sales_email" | "visitor_email" | "newsletter_confirm" | "reminder";
export type RecordType = "demo_request" | "subscriber" | "booking_event" | "reminder";
export type SubscriberStatus = "pending" | "active" | "unsubscribed";
type OutboxStatus = "pending" | "delivered" | "cancelled";

/**
 * The `language` column as Kysely sees it (migration 0006): read as a Locale, and optional on insert
 * because the database defaults it to "en" (an insert that leaves it out is an English record).
 */
type WithLanguageColumn<T extends { language: Locale }> = Omit<T, "language"> & {
  language: ColumnType<Locale, Locale | undefined, Locale>;
};

export interface DemoRequestTable {
  id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  institution: string;
  size: string | null;
  message: string | null;
  /** 0 or 1: integers behave the same in both databases. */
  marketing_consent: number;
  privacy_notice_version: string;
  consented_at: string;
  source: string;
  /** SHA-256 of the form token it was sent with (unique: one served form, one request); null before migration 0003. */
  form_token_hash?: string | null;
  /** Why it looked automated; null for a request delivered as usual (ADR 013). */
  quarantine_reason?: string | null;
  /** The edition the form was sent from: its e-mails are in this language (migration 0006). */
  language: Locale;
  /** "None of these suit me" (migration 0007): the weekday slots chosen ("mon-morning", ...), as JSON; the note; when. */
  preferred_times?: string | null;
  preferred_note?: string | null;
  preferences_at?: string | null;
  /** When the visitor last corrected their address from the booking page (migration 0007). */
  email_corrected_at?: string | null;
  /** 1: "remind me on WhatsApp" / "by SMS" was ticked (migration 0014, ADR 041). */
  remind_whatsapp?: number;
  remind_sms?: number;
  /** The version of the reminder consent's words they ticked, when, and when they withdrew it. */
  reminder_consent_version?: string | null;
  reminder_consent_at?: string | null;
  reminder_consent_withdrawn_at?: string | null;
}

/** What the sales console records on a lead (migration 0005); all optional when a lead is stored. */
interface LeadWorkColumns {
  status: ColumnType<string, string | undefined, string>;
  lost_reason: string | null;
  owner_id: string | null;
  /** The last time the team touched the lead: the retention clock starts here (or at created_at). */
  last_activity_at: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  /** The phone in E.164 ("+2348035550142", Nigeria the default region; ADR 046), null when it does not parse: what the inbox searches. */
  phone_e164: ColumnType<string | null, string | null | undefined, string | null>;
  /** The next step (migration 0018): the day it is due in the team's zone ("2026-12-01"), what to do, and who set it. */
  next_step_due: ColumnType<string | null, string | null | undefined, string | null>;
  next_step_note: ColumnType<string | null, string | null | undefined, string | null>;
  next_step_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** One person, one lead (migration 0020, ADR 052): null for a lead; the lead's id for a request that joined it. */
  lead_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The e-mail address trimmed and lower-cased: how a later request from the same address finds its lead. */
  email_normalized: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SubscriberTable {
  id: string;
  email: string;
  /** Lower-cased, trimmed: the uniqueness key, so "Ada@X.ng" and "ada@x.ng" are one subscriber. */
  email_normalized: string;
  status: SubscriberStatus;
  privacy_notice_version: string;
  consented_at: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** When the last confirmation e-mail job was queued: limits resends. */
  confirmation_requested_at: string | null;
  /** The edition of the last sign-up: the confirmation e-mail's language (migration 0006). */
  language: Locale;
}

export interface OutboxTable {
  id: string;
  created_at: string;
  record_type: RecordType;
  record_id: string;
  target: DeliveryTarget;
  /** What happened, as the webhook names it: demo_request.created, newsletter.subscribed, ... */
  event: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  /** Lease: while in the future, one worker owns the job; after it, anyone may retry it. */
  locked_until: string | null;
  lock_token: string | null;
  last_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

interface AppSettingTable {
  key: string;
  value: string;
}

/** One form's counter for one client (server/rate-limit-store.ts). */
interface RateLimitTable {
  /** "<form>:<hex HMAC-SHA256 of the client address>". */
  key: string;
  hits: number;
  /** When the window ends; a hit after it starts a new window at 1. */
  reset_at: string;
}

export type UserRole = "admin" | "sales";

export interface UserTable {
  id: string;
  email: string;
  email_normalized: string;
  role: UserRole;
  password_hash: string | null;
  password_changed_at: string | null;
  totp_secret: string | null;
  totp_enabled_at: string | null;
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: string;
  /** Shown where the console names people (migration 0011); null until someone gives one. */
  name: string | null;
  /** 1 when the account presents demos (ADR 038). */
  presents: number;
  /** Comma-separated edition languages it presents in ("en,fr"). */
  languages: string;
  /** "09:00-17:00" WAT; null: the booking hours in force. */
  hours: string | null;
  /** Comma-separated dates it does not present. */
  days_off: string;
  /** Its own fixed meeting room (migration 0013, ADR 040); null: each demo gets a fresh room. */
  meeting_url?: string | null;
  /** When this person last opened the inbox (migration 0018): "new since your last visit" is after it. */
  inbox_seen_at?: string | null;
}

interface SessionTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
}

export type UserTokenPurpose = "invite" | "reset";

interface UserTokenTable {
  token_hash: string;
  user_id: string;
  purpose: UserTokenPurpose;
  created_at: string;
  expires_at: string;
}

interface SignInFailureTable {
  id: string;
  key: string;
  at: string;
}

interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  /** JSON, never personal data of a lead or subscriber. */
  detail: string | null;
}

interface LeadNoteTable {
  id: string;
  lead_id: string;
  author_id: string;
  created_at: string;
  body: string;
}

export interface Database {
  demo_requests: WithLanguageColumn<DemoRequestTable> & LeadWorkColumns;
  subscribers: WithLanguageColumn<SubscriberTable>;
  outbox: OutboxTable;
  app_settings: AppSettingTable;
  rate_limits: RateLimitTable;
  bookings: WithLanguageColumn<BookingTable>;
  booking_slot_seats: BookingSlotSeatTable;
  presenter_seats: PresenterSeatTable;
  presenter_loads: PresenterLoadTable;
  routing_rules: RoutingRuleTable;
  booking_events: BookingEventTable;
  booking_settings: BookingSettingTable;
  booking_closed_dates: BookingClosedDateTable;
  users: UserTable;
  sessions: SessionTable;
  user_tokens: UserTokenTable;
  sign_in_failures: SignInFailureTable;
  audit_log: AuditLogTable;
  lead_notes: LeadNoteTable;
  visit_counts: VisitCountTable;
  visit_totals: VisitTotalTable;
  visit_salts: VisitSaltTable;
  visit_day_hashes: VisitDayHashTable;
  visit_day_clients: VisitDayClientTable;
  calendar_feeds: CalendarFeedTable;
  calendar_busy: CalendarBusyTable;
  calendar_subscriptions: CalendarSubscriptionTable;
  reminders: ReminderTable;
  saved_views: SavedViewTable;
  team_settings: TeamSettingTable;
}

/** What an admin decides in the console (migration 0033, ADR 095): one row a setting. */
interface TeamSettingTable {
  name: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

// Demo bookings (migration 0004_bookings, app/booking).
export type BookingStatus = "confirmed" | "cancelled";
export type BookingEventName =
  | "demo_booking.created"
  | "demo_booking.rescheduled"
  | "demo_booking.cancelled"
  | "demo_booking.reassigned"
  | "demo_booking.no_show";

export interface BookingTable {
  id: string;
  demo_request_id: string;
  slot_start: string;
  slot_end: string;
  status: BookingStatus;
  /** The calendar SEQUENCE: raised on every change. */
  sequence: number;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  /** The edition it was booked in: its e-mails and invitation are in this language (migration 0006). */
  language: Locale;
  /** Who presents it (migration 0011); null when it was booked while nobody presented. */
  presenter_id: string | null;
  /** Where the demo is held (migration 0013, ADR 040); null: no provider, the location text says where. */
  meeting_url?: string | null;
  /** What became of it (migration 0012, ADR 039): set once after the slot ended; null until then. */
  outcome?: BookingOutcomeName | null;
  outcome_at?: string | null;
  /** The account that marked it. */
  outcome_by?: string | null;
  /** The lead's status before this booking moved it to "demo_booked"; null when it moved nothing. */
  lead_status_before?: string | null;
}

export type BookingOutcomeName = "held" | "no_show";

/** One seat of one slot; (slot_start, seat) is the primary key that enforces capacity. */
interface BookingSlotSeatTable {
  slot_start: string;
  seat: number;
  booking_id: string;
}

interface BookingEventTable {
  id: string;
  booking_id: string;
  event: BookingEventName;
  sequence: number;
  slot_start: string;
  slot_end: string;
  created_at: string;
  /** A cancellation's optional reason, as the visitor wrote it (migration 0007); null otherwise. */
  reason?: string | null;
  /** The presenter the event named (migration 0011). */
  presenter_id: string | null;
  /** The meeting link the event named (migration 0013). */
  meeting_url?: string | null;
  /** When this person last opened the inbox (migration 0018): "new since your last visit" is after it. */
  inbox_seen_at?: string | null;
}

/** A presenter's one demo at one time: the primary key (presenter_id, slot_start) is the seat (ADR 038). */
interface PresenterSeatTable {
  presenter_id: string;
  slot_start: string;
  booking_id: string;
  claimed_at: string;
}

/** A presenter's demos held from `counted_from` on, and their latest claim (ADR 065); null `counted_from`: not known. */
interface PresenterLoadTable {
  presenter_id: string;
  counted_from: string | null;
  demos: number;
  last_claimed_at: string | null;
}

interface BookingSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

interface BookingClosedDateTable {
  date: string;
  label: string | null;
  created_at: string;
}

// Cookieless visit counts (migration 0010_visit_counts, app/insights, ADR 037).
/** One day's page views of one public path, by where they came from; "" where a dimension is absent. */
interface VisitCountTable {
  /** UTC date, YYYY-MM-DD. */
  day: string;
  path: string;
  edition: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  views: number;
  /** Views that were a visitor's first of the day: the day's unique visitors, by landing page. */
  visitors: number;
}

export type VisitDimension =
  "all" | "path" | "edition" | "referrer_host" | "utm_campaign" | "utm_source" | "utm_medium" | "device";

/** visit_counts summed per day and one dimension ("all": the day's totals, value ""). */
interface VisitTotalTable {
  day: string;
  dimension: VisitDimension;
  value: string;
  views: number;
  visitors: number;
}

/** The current day's salt, shared by every instance; deleted once the day has passed. */
interface VisitSaltTable {
  day: string;
  salt: string;
}

/** The current day's visitor hashes; deleted once the day has passed. Never joined to a lead. */
interface VisitDayHashTable {
  day: string;
  hash: string;
}

/** What one client (a keyed hash of its network, never its address) had counted today (migration 0029, ADR 079). */
interface VisitDayClientTable {
  day: string;
  client: string;
  visitors: number;
  views: number;
  tags: number;
}

// Presenters' own calendars (migration 0015_calendar_feeds, ADR 042).
type CalendarFeedState = "pending" | "ok" | "failed";

/** A presenter's secret iCal address and what its last fetch said; the lease lets one instance fetch it. */
export interface CalendarFeedTable {
  user_id: string;
  /** The address, sealed under the app secret: it is a password to the presenter's calendar. */
  url_sealed: string;
  host: string;
  etag: string | null;
  last_modified: string | null;
  state: CalendarFeedState;
  /** Why the last fetch failed ("timeout", "too_big", ...); null after a good one. */
  error_class: string | null;
  last_ok_at: string | null;
  last_attempt_at: string | null;
  /** Busy intervals stored from the last good fetch. */
  events: number;
  /** Fetches in a row that did not end well, counted when claimed (migration 0026, ADR 076). */
  failures: number;
  next_fetch_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
}

/** One busy interval of a presenter's own calendar, [starts_at, ends_at). */
interface CalendarBusyTable {
  user_id: string;
  starts_at: string;
  ends_at: string;
}

/** The SHA-256 of a presenter's subscription token (their demos as an .ics); replaced to revoke. */
interface CalendarSubscriptionTable {
  user_id: string;
  token_hash: string;
  created_at: string;
}

// Reminders before a demo (migration 0014_reminders, ADR 041).
export type ReminderAudience = "visitor" | "presenter";
export type ReminderChannel = "email" | "whatsapp" | "sms";
/**
 * queued → sending → sent | failed | maybe_sent (the provider may have it and did not say so: never
 * sent again, ADR 077); or dropped (its time passed while the server was down) or withdrawn (moved,
 * cancelled, consent withdrawn).
 */
export type ReminderStatus = "queued" | "sending" | "sent" | "failed" | "maybe_sent" | "dropped" | "withdrawn";

export interface ReminderTable {
  id: string;
  booking_id: string;
  sequence: number;
  slot_start: string;
  audience: ReminderAudience;
  channel: ReminderChannel;
  offset_minutes: number;
  due_at: string;
  status: ReminderStatus;
  detail: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** An admin's routing rule (ADR 047): bookings matching it go to its presenters first. */
interface RoutingRuleTable {
  id: string;
  position: number;
  institution_size: string | null;
  edition: string | null;
  /** Comma-separated user ids. */
  presenter_ids: string;
  created_at: string;
  created_by: string | null;
}

/** A person's own inbox view (migration 0019): a name and the inbox's filter as a query string. */
interface SavedViewTable {
  id: string;
  user_id: string;
  name: string;
  query: string;
  created_at: string;
}
