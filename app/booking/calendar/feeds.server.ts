import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { seal, sealingKey, unseal } from "~/auth/sealed-secret.server";
import { compiledOnce } from "~/db/compiled-once.server";
import type { CalendarFeedTable, Database } from "~/db/schema.server";
import { bookingSettings } from "~/booking/booking-settings.server";
import { tokenSecret } from "~/guards/signed-tokens.server";
import { logger } from "~/lib/logger.server";
import { busyIntervals, CalendarContentError, CalendarTooComplexError } from "./parse.server";
import { fetchFeed, FeedError, type FeedErrorClass, type FeedPolicy } from "./fetch.server";
import type { BusyInterval, PresenterProfile } from "~/booking/presenters/profile";

// Presenters' own calendars, the stored part (ADR 042). A feed is due at next_fetch_at; an instance
// claims it by an UPDATE that sets a lease only where no live lease is, so of two instances one
// fetches and the other sees no row changed. The busy times replace the previous ones in one
// transaction; a failed fetch keeps them (a time that may be busy is not offered) and says why.
// The claim itself pushes the next fetch back, further after each failure (ADR 076): a fetch the
// process did not live to finish (a crash, a kill -9 while a hostile feed was read) never makes
// the feed due again at once.

type Db = Kysely<Database> | Transaction<Database>;

/** Busy times are kept this far ahead: past the picker's horizon of working days. */
const FEED_HORIZON_DAYS = 35;
const instanceId = randomUUID();
/** The longest a failing feed waits between tries. */
const MAX_BACKOFF_MS = 6 * 3_600_000;

/** Reads an iCalendar text into busy times: the server's worker thread (ADR 076), or here when it has none. */
export type CalendarParser = (text: string, from: number, to: number) => Promise<BusyInterval[]>;

const parseHere: CalendarParser = async (text, from, to) => busyIntervals(text, from, to);
let parseCalendar: CalendarParser = parseHere;

/** Sends every feed's text to `parser` from now on (undefined: parsed on this thread again). */
export function parseCalendarsIn(parser: CalendarParser | undefined): void {
  parseCalendar = parser ?? parseHere;
}

export function feedPolicy(): FeedPolicy {
  const settings = bookingSettings();
  return {
    timeoutMs: settings.feedTimeoutMs,
    maxBytes: settings.feedMaxBytes,
    allowLoopback: settings.feedAllowLoopback,
    ownPort: settings.ownPort,
    ownHost: settings.ownHost,
  };
}

const feedKey = async (db: Kysely<Database>) => sealingKey(await tokenSecret(db), "calendar-feed");

/** Stores (or replaces) a presenter's feed address, due at once; a new address drops the old busy times. */
export async function saveFeed(db: Kysely<Database>, userId: string, url: string, now = new Date()): Promise<void> {
  const iso = now.toISOString();
  const row = {
    url_sealed: seal(await feedKey(db), url),
    host: new URL(url).host,
    etag: null,
    last_modified: null,
    state: "pending" as const,
    error_class: null,
    events: 0,
    failures: 0,
    next_fetch_at: iso,
    lease_owner: null,
    lease_until: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("calendar_busy").where("user_id", "=", userId).execute();
    await trx
      .insertInto("calendar_feeds")
      .values({ user_id: userId, ...row, last_ok_at: null, last_attempt_at: null, created_at: iso })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...row, last_ok_at: null, last_attempt_at: null }))
      .execute();
  });
}

export async function removeFeed(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("calendar_busy").where("user_id", "=", userId).execute();
    await trx.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
  });
}

export type FeedStatus = Pick<
  CalendarFeedTable,
  "host" | "state" | "error_class" | "last_ok_at" | "last_attempt_at" | "events"
>;

export async function feedStatuses(db: Db, userIds: string[]): Promise<Map<string, FeedStatus>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("calendar_feeds")
    .select(["user_id", "host", "state", "error_class", "last_ok_at", "last_attempt_at", "events"])
    .where("user_id", "in", userIds)
    .execute();
  return new Map(rows.map(({ user_id, ...status }) => [user_id, status]));
}

/** How long after a claim the feed is due again: the interval, doubled for each failure before, at most 6 hours (or the interval). */
function backoffMs(failuresBefore: number): number {
  const interval = bookingSettings().feedIntervalMs;
  return Math.max(interval, Math.min(MAX_BACKOFF_MS, interval * 2 ** Math.min(failuresBefore, 16)));
}

/**
 * Claims a due feed for this instance: true when this UPDATE, and no other, set the lease. The
 * same UPDATE counts the attempt as a failure and sets the next fetch as if it were one; a good
 * fetch sets both back. Nothing this process does afterwards (or fails to do) is needed for that.
 */
async function claimFeed(db: Kysely<Database>, userId: string, now: Date, force: boolean): Promise<boolean> {
  const iso = now.toISOString();
  const row = await db.selectFrom("calendar_feeds").select("failures").where("user_id", "=", userId).executeTakeFirst();
  if (!row) return false;
  const policy = feedPolicy();
  const leaseUntil = new Date(now.getTime() + policy.timeoutMs + bookingSettings().feedParseTimeoutMs + 30_000);
  const result = await db
    .updateTable("calendar_feeds")
    .set({
      lease_owner: instanceId,
      lease_until: leaseUntil.toISOString(),
      failures: row.failures + 1,
      next_fetch_at: new Date(now.getTime() + backoffMs(row.failures)).toISOString(),
    })
    .where("user_id", "=", userId)
    // Read above: another instance's claim in between changed it, and this one loses.
    .where("failures", "=", row.failures)
    .$if(!force, (q) => q.where("next_fetch_at", "<=", iso))
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", iso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a fetch while this instance holds the lease; `busy` replaces the stored times, null keeps them. */
async function storeBusy(
  db: Kysely<Database>,
  userId: string,
  busy: BusyInterval[] | null,
  fields: Partial<CalendarFeedTable>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Only while this instance still holds the lease: a replaced address or a taken-over lease wins.
    const held = await trx
      .updateTable("calendar_feeds")
      .set(fields)
      .where("user_id", "=", userId)
      .where("lease_owner", "=", instanceId)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) return false;
    if (busy === null) return true;
    await trx.deleteFrom("calendar_busy").where("user_id", "=", userId).execute();
    for (let i = 0; i < busy.length; i += 200) {
      const rows = busy.slice(i, i + 200).map((b) => ({
        user_id: userId,
        starts_at: new Date(b.start).toISOString(),
        ends_at: new Date(b.end).toISOString(),
      }));
      await trx.insertInto("calendar_busy").values(rows).execute();
    }
    return true;
  });
}

function errorClassOf(error: unknown): FeedErrorClass {
  if (error instanceof FeedError) return error.errorClass;
  if (error instanceof CalendarTooComplexError) return "too_complex";
  if (error instanceof CalendarContentError) return "bad_content";
  return "network";
}

/** Fetches one claimed feed and records what happened; never throws. */
async function refreshClaimed(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  const feed = await db.selectFrom("calendar_feeds").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!feed) return;
  const iso = new Date().toISOString();
  const next = new Date(now.getTime() + bookingSettings().feedIntervalMs).toISOString();
  // A failure keeps the next fetch and the count the claim set; a good fetch sets them back.
  const done = { last_attempt_at: iso, lease_owner: null, lease_until: null };
  const good = { ...done, next_fetch_at: next, failures: 0, state: "ok" as const, error_class: null, last_ok_at: iso };
  try {
    const url = unseal(await feedKey(db), feed.url_sealed);
    if (!url) throw new FeedError("network", "the address can no longer be read (the app secret changed)");
    const answer = await fetchFeed(url, { etag: feed.etag, lastModified: feed.last_modified }, feedPolicy());
    if (answer.status === "unchanged") {
      await storeBusy(db, userId, null, good);
      return;
    }
    const from = now.getTime();
    const busy = await parseCalendar(answer.text, from, from + FEED_HORIZON_DAYS * 86_400_000);
    await storeBusy(db, userId, busy, {
      ...good,
      events: busy.length,
      etag: answer.etag,
      last_modified: answer.lastModified,
    });
    logger.info({ presenter: userId, host: feed.host, busy: busy.length }, "calendar feed read");
  } catch (error) {
    const errorClass = errorClassOf(error);
    await storeBusy(db, userId, null, { ...done, state: "failed", error_class: errorClass });
    // The host only: the path and query of the address are the presenter's secret.
    logger.warn(
      {
        presenter: userId,
        host: feed.host,
        errorClass,
        detail: error instanceof Error ? error.message.slice(0, 120) : undefined,
      },
      "calendar feed failed",
    );
  }
}

/** Fetches every due feed this instance can claim. */
async function refreshDueFeeds(db: Kysely<Database>, now = new Date()): Promise<void> {
  const due = await db
    .selectFrom("calendar_feeds")
    .select("user_id")
    .where("next_fetch_at", "<=", now.toISOString())
    .orderBy("next_fetch_at")
    .limit(20)
    .execute();
  for (const { user_id } of due) if (await claimFeed(db, user_id, now, false)) await refreshClaimed(db, user_id, now);
}

/** Fetches one presenter's feed now (after it was saved), unless another instance is at it. */
export async function refreshFeedNow(db: Kysely<Database>, userId: string, now = new Date()): Promise<void> {
  if (await claimFeed(db, userId, now, true)) await refreshClaimed(db, userId, now);
}

/** Looks for due feeds every half minute (or the interval, when shorter). */
export function startCalendarFeedJob(db: Kysely<Database>): () => void {
  if (feedPolicy().allowLoopback)
    logger.warn(
      "CALENDAR_FEED_ALLOW_LOOPBACK_FOR_TESTS is on: calendar feeds may be http:// on loopback. Never set it outside tests.",
    );
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    refreshDueFeeds(db)
      .catch((error: unknown) => logger.error({ err: String(error) }, "calendar feed round failed"))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, Math.min(30_000, bookingSettings().feedIntervalMs));
  timer.unref();
  tick();
  return () => clearInterval(timer);
}

/** Every presenter's stored busy times overlapping [from, to), sorted and merged. */
export async function busyByPresenter(db: Db, from: string, to: string): Promise<Map<string, BusyInterval[]>> {
  const rows = await db
    .selectFrom("calendar_busy")
    .select(["user_id", "starts_at", "ends_at"])
    .where("starts_at", "<", to)
    .where("ends_at", ">", from)
    .orderBy("user_id")
    .orderBy("starts_at")
    .execute();
  const map = new Map<string, BusyInterval[]>();
  for (const row of rows) {
    const list = map.get(row.user_id) ?? [];
    const start = Date.parse(row.starts_at);
    const end = Date.parse(row.ends_at);
    const last = list.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else list.push({ start, end });
    map.set(row.user_id, list);
  }
  return map;
}

export function withBusy(presenters: PresenterProfile[], busy: Map<string, BusyInterval[]>): PresenterProfile[] {
  return presenters.map((p) => (busy.has(p.id) ? { ...p, busy: busy.get(p.id) } : p));
}

// Read under the slot's lock by every booking, so built once (ADR 072).
const busyBetween = compiledOnce((db, start: string, end: string) =>
  db.selectFrom("calendar_busy").select("user_id").distinct().where("starts_at", "<", end).where("ends_at", ">", start),
);

/** The presenters busy in their own calendar at some moment of [start, end): the seat claim's last check. */
export async function busyPresenterIds(db: Db, start: string, end: string): Promise<Set<string>> {
  const { rows } = await busyBetween(db, start, end);
  return new Set(rows.map((r) => r.user_id));
}
