import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { createCommitBatcher, type CommitBatcher } from "~/db/commit-batcher.server";
import { dialectOf, type Dialect } from "~/db/dialect.server";
import type { Locale } from "~/content/locale";
import type { BookingEventName, BookingTable, Database } from "~/db/schema.server";
import { configuredTargets } from "~/delivery/config.server";
import { insertJobs, newJob, notifyJobsEnqueued, type OutboxJob } from "~/delivery/outbox.server";
import { logger } from "~/lib/logger.server";
import { canStillChange, type Availability } from "~/booking/availability-config";
import { effectiveAvailability } from "~/booking/availability.server";
import { freshMeetingRoom } from "~/booking/links.server";
import { meetingLinkFor } from "~/booking/meeting-rooms";
import { leadBooked, leadUnbooked } from "~/leads/follows-booking.server";
import {
  confirmBooking,
  insertBookingEvent,
  insertBookingPlaceholder,
  lockedBookingById,
  lockedBookingOfRequest,
  requestForBooking,
} from "./statements.server";
import { claimPresenterSeat, displayName, loadPresenters, releasePresenterSeats } from "./presenter-seats.server";
import { batchLoads, lockPresenterLoads, type BatchLoads } from "~/booking/presenters/loads.server";
import type { PresenterProfile } from "~/booking/presenters/profile";
import {
  keepRemindersInStep,
  reminderConsentOfRequest,
  type KnownForReminders,
} from "~/booking/reminders/schedule.server";
import type { ReminderReason } from "~/booking/reminders/reasons";
import { matchingRule, type RoutingRule } from "~/booking/presenters/routing";
import { loadRoutingRules } from "~/booking/presenters/routing-rules.server";
import { claimSeat, lockHours, lockKeys, releaseSeats, retryOnLockConflict } from "./seats.server";
import { slotEnd, slotProblem, type SlotProblem } from "~/booking/slots";

// Bookings, reschedules and cancellations. Each resolves only once committed, with its outbox jobs
// in the same transaction. Each change reads its booking with a row lock (FOR UPDATE on
// PostgreSQL; SQLite has one writer), so two instances changing one booking at once take turns:
// the second sees the first's slot, status and SEQUENCE. Seats are app/booking/store/seats.server.ts
// (ADR 015, ADR 030).

type Trx = Transaction<Database>;
export type BookingCommand =
  | { kind: "book"; requestId: string; slotStart: string | null; language?: Locale }
  | { kind: "reschedule"; bookingId: string; slotStart: string | null }
  | { kind: "cancel"; bookingId: string; reason?: string | null }
  | { kind: "reassign"; bookingId: string; presenterId: string };

export type BookingOutcome =
  | { status: "booked" | "rescheduled" | "cancelled" | "reassigned"; booking: BookingTable }
  | { status: "alreadyBooked" | "alreadyCancelled" | "sameSlot"; booking: BookingTable }
  /** Within the minimum notice before the slot (ADR 039): the visitor can no longer change it. */
  | { status: "tooLate"; booking: BookingTable }
  | { status: "taken" }
  | { status: "unavailable"; problem: SlotProblem }
  | { status: "noRequest" | "noBooking" | "samePresenter" };

/** `dialect`: of `db`, when it is not the connection the server opened (tests' second instance). */
export type BookingStoreOptions = { now?: () => Date; dialect?: Dialect };

/**
 * `presenters`: who presents (ADR 038); none, and the configured capacity's seats are used (ADR 015).
 * `rules`: the admins' routing rules, in order (ADR 047). `loads`: the presenters' running counts as
 * the batch has read them (ADR 068), shared by its commands.
 */
type Context = {
  trx: Trx;
  dialect: Dialect;
  config: Availability;
  now: Date;
  presenters: PresenterProfile[];
  rules: RoutingRule[];
  loads?: BatchLoads;
};

/**
 * The seat of a booking at `start`: a presenter when anyone presents (their id), else one of the
 * configured capacity (null). False when the time is full for this booking's language.
 */
async function claim(
  ctx: Context,
  bookingId: string,
  start: string,
  language: Locale,
  prefer: string | null = null,
  routeTo?: readonly string[],
): Promise<{ presenterId: string | null } | false> {
  const slot = { start, end: slotEnd(start, ctx.config) };
  if (ctx.presenters.length === 0)
    return (await claimSeat(ctx.trx, ctx.dialect, slot, bookingId, ctx.config.capacity))
      ? { presenterId: null }
      : false;
  const presenterId = await claimPresenterSeat(ctx.trx, ctx.dialect, ctx.presenters, {
    slot,
    bookingId,
    language,
    now: ctx.now,
    claimedAt: new Date().toISOString(),
    prefer,
    routeTo,
    loads: ctx.loads,
  });
  return presenterId ? { presenterId } : false;
}

/** Frees every seat of either kind the booking holds, except the one it keeps at `keep`. */
async function release(
  { trx, loads }: Context,
  bookingId: string,
  keep: { slotStart: string; presenterId: string | null } | null = null,
): Promise<void> {
  // A capacity seat is kept only when the kept seat is one (nobody presented), a presenter's likewise.
  await releaseSeats(trx, bookingId, keep && !keep.presenterId ? keep.slotStart : null);
  await releasePresenterSeats(
    trx,
    bookingId,
    keep?.presenterId ? { slotStart: keep.slotStart, presenterId: keep.presenterId } : null,
    loads,
  );
}

/** The booking's meeting link once `presenterId` presents it, from what it had `before` (ADR 040). */
function meetingLink(ctx: Context, presenterId: string | null, before: BookingTable | undefined): string | null {
  const presenterRoom = ctx.presenters.find((p) => p.id === presenterId)?.meetingUrl ?? null;
  return meetingLinkFor({
    presenterId,
    presenterRoom,
    before: before ? { url: before.meeting_url ?? null, presenterId: before.presenter_id } : null,
    fresh: freshMeetingRoom,
  });
}

/** The booking as committed, locked until this transaction ends (no lost update across instances). */
async function lockedBooking(
  ctx: Context,
  where: { id: string } | { requestId: string },
): Promise<BookingTable | undefined> {
  const { rows } =
    "id" in where ? await lockedBookingById(ctx.trx, where.id) : await lockedBookingOfRequest(ctx.trx, where.requestId);
  return rows[0];
}

function eventJobs(eventId: string, event: BookingEventName, now: string): OutboxJob[] {
  const targets = configuredTargets();
  const jobs: OutboxJob[] = [];
  if (targets.webhook) jobs.push(newJob("booking_event", eventId, "webhook", event, now));
  if (targets.salesEmail) jobs.push(newJob("booking_event", eventId, "sales_email", event, now));
  if (targets.visitorEmail) jobs.push(newJob("booking_event", eventId, "visitor_email", event, now));
  return jobs;
}

/** Why a booking's queued reminders are withdrawn when it changes (never personal data). */
const withdrawnBecause: Record<BookingEventName, ReminderReason> = {
  "demo_booking.created": "booked_again",
  "demo_booking.rescheduled": "booking_moved",
  "demo_booking.cancelled": "booking_cancelled",
  "demo_booking.reassigned": "presenter_changed",
  "demo_booking.no_show": "marked_no_show",
};

async function recordEvent(
  ctx: Context,
  booking: BookingTable,
  event: BookingEventName,
  now: string,
  reason: string | null = null,
  known: KnownForReminders = {},
): Promise<void> {
  const { trx } = ctx;
  const id = randomUUID();
  // In the same commit: the old time's reminders can no longer be claimed once the change is seen (ADR 041).
  await keepRemindersInStep(trx, booking, withdrawnBecause[event], ctx.now, known);
  await insertBookingEvent(
    trx,
    id,
    booking.id,
    event,
    booking.sequence,
    booking.slot_start,
    booking.slot_end,
    now,
    reason,
    booking.presenter_id,
    booking.meeting_url ?? null,
  );
  await insertJobs(trx, eventJobs(id, event, now));
}

async function book(ctx: Context, command: Extract<BookingCommand, { kind: "book" }>): Promise<BookingOutcome> {
  const { trx, config } = ctx;
  // Read once for all the booking needs of it: routing, the lead's move, the reminders' consent.
  const request = (await requestForBooking(trx, command.requestId)).rows[0];
  if (!request) return { status: "noRequest" };
  // Locked: two instances re-booking one cancelled booking at once must take turns.
  const existing = await lockedBooking(ctx, { requestId: command.requestId });
  // A visitor who did not come may pick another time for the same request (the no-show e-mail's link).
  if (existing?.status === "confirmed" && existing.outcome !== "no_show")
    return { status: "alreadyBooked", booking: existing };
  const problem = slotProblem(command.slotStart, ctx.now, config);
  if (problem) return { status: "unavailable", problem };
  const start = command.slotStart!;
  const language = command.language ?? "en";
  // Records and outbox jobs carry the real time; `now` only decides which slots may be booked.
  const iso = new Date().toISOString();
  const id = existing?.id ?? randomUUID();
  if (!existing) {
    // Another instance may be booking this request right now: the unique key lets one win.
    const inserted = await insertBookingPlaceholder(
      trx,
      id,
      command.requestId,
      start,
      slotEnd(start, config),
      iso,
      language,
    );
    if (Number(inserted.numAffectedRows ?? 0) !== 1) {
      const winner = await trx
        .selectFrom("bookings")
        .selectAll()
        .where("demo_request_id", "=", command.requestId)
        .executeTakeFirstOrThrow();
      return { status: "alreadyBooked", booking: winner };
    }
  }
  // What the visitor told us picks the presenters asked first (ADR 047); a reschedule keeps its presenter instead.
  const routeTo = matchingRule(ctx.rules, { size: request.size, edition: language })?.presenterIds;
  const seat = await claim(ctx, id, start, language, null, routeTo);
  if (!seat) {
    // Nothing of this attempt may stay: the placeholder row goes, a cancelled booking stays as it was.
    if (!existing) await trx.deleteFrom("bookings").where("id", "=", id).execute();
    return { status: "taken" };
  }
  // A booking cancelled before ADR 030 may still hold a seat elsewhere: it holds this one only.
  if (existing) await release(ctx, id, { slotStart: start, presenterId: seat.presenterId });
  // Booked again after a cancellation: in the edition of this booking, which its e-mails follow.
  // The lead moves to "demo booked" with it, remembering where it was (ADR 039); a new booking starts unmarked.
  const leadStatusBefore = await leadBooked(trx, { id, demo_request_id: command.requestId }, undefined, request);
  const fresh = { outcome: null, outcome_at: null, outcome_by: null, lead_status_before: leadStatusBefore };
  const meeting_url = meetingLink(ctx, seat.presenterId, existing);
  const booking: BookingTable = {
    id,
    demo_request_id: command.requestId,
    slot_start: start,
    slot_end: slotEnd(start, config),
    status: "confirmed",
    sequence: (existing?.sequence ?? -1) + 1,
    created_at: existing?.created_at ?? iso,
    updated_at: iso,
    cancelled_at: null,
    language,
    presenter_id: seat.presenterId,
    meeting_url,
    ...fresh,
  };
  await confirmBooking(
    trx,
    id,
    booking.slot_start,
    booking.slot_end,
    booking.sequence,
    iso,
    language,
    seat.presenterId,
    meeting_url,
    leadStatusBefore,
  );
  await recordEvent(ctx, booking, "demo_booking.created", iso, null, {
    consent: reminderConsentOfRequest(request),
    newBooking: !existing,
  });
  return { status: "booked", booking };
}

async function reschedule(
  ctx: Context,
  command: Extract<BookingCommand, { kind: "reschedule" }>,
): Promise<BookingOutcome> {
  const { trx, config } = ctx;
  const existing = await lockedBooking(ctx, { id: command.bookingId });
  if (!existing) return { status: "noBooking" };
  if (existing.status === "cancelled") return { status: "alreadyCancelled", booking: existing };
  if (command.slotStart === existing.slot_start) return { status: "sameSlot", booking: existing };
  if (!canStillChange(existing.slot_start, ctx.now, config)) return { status: "tooLate", booking: existing };
  const problem = slotProblem(command.slotStart, ctx.now, config);
  if (problem) return { status: "unavailable", problem };
  const start = command.slotStart!;
  // The new seat first: if the slot is full, the booking keeps its old one. Its presenter keeps it if free then.
  const seat = await claim(ctx, existing.id, start, existing.language, existing.presenter_id);
  if (!seat) return { status: "taken" };
  await release(ctx, existing.id, { slotStart: start, presenterId: seat.presenterId });
  // Records and outbox jobs carry the real time; `now` only decides which slots may be booked.
  const iso = new Date().toISOString();
  // The same presenter keeps the same link; another one (their own room busy elsewhere) gives theirs.
  const meeting_url = meetingLink(ctx, seat.presenterId, existing);
  const booking: BookingTable = {
    ...existing,
    slot_start: start,
    slot_end: slotEnd(start, config),
    sequence: existing.sequence + 1,
    updated_at: iso,
    presenter_id: seat.presenterId,
    meeting_url,
  };
  await trx
    .updateTable("bookings")
    .set({
      slot_start: booking.slot_start,
      slot_end: booking.slot_end,
      sequence: booking.sequence,
      updated_at: iso,
      presenter_id: seat.presenterId,
      meeting_url,
    })
    .where("id", "=", existing.id)
    .execute();
  await recordEvent(ctx, booking, "demo_booking.rescheduled", iso);
  return { status: "rescheduled", booking };
}

async function cancel(ctx: Context, command: Extract<BookingCommand, { kind: "cancel" }>): Promise<BookingOutcome> {
  const { trx } = ctx;
  const existing = await lockedBooking(ctx, { id: command.bookingId });
  if (!existing) return { status: "noBooking" };
  if (existing.status === "cancelled") return { status: "alreadyCancelled", booking: existing };
  if (!canStillChange(existing.slot_start, ctx.now, ctx.config)) return { status: "tooLate", booking: existing };
  // Records and outbox jobs carry the real time; `now` only decides which slots may be booked.
  const iso = new Date().toISOString();
  await release(ctx, existing.id);
  await leadUnbooked(trx, existing, "cancellation", null);
  const booking: BookingTable = {
    ...existing,
    status: "cancelled",
    sequence: existing.sequence + 1,
    updated_at: iso,
    cancelled_at: iso,
  };
  await trx
    .updateTable("bookings")
    .set({ status: "cancelled", sequence: booking.sequence, updated_at: iso, cancelled_at: iso })
    .where("id", "=", existing.id)
    .execute();
  // The visitor's reason, if they gave one, goes with the event to the sales team's e-mail and webhook.
  await recordEvent(ctx, booking, "demo_booking.cancelled", iso, command.reason ?? null);
  return { status: "cancelled", booking };
}

/** An admin gives a confirmed booking to another presenter who is free then and speaks its language. */
async function reassign(ctx: Context, command: Extract<BookingCommand, { kind: "reassign" }>): Promise<BookingOutcome> {
  const { trx } = ctx;
  const existing = await lockedBooking(ctx, { id: command.bookingId });
  if (!existing) return { status: "noBooking" };
  if (existing.status === "cancelled") return { status: "alreadyCancelled", booking: existing };
  if (existing.presenter_id === command.presenterId) return { status: "samePresenter" };
  const slot = { start: existing.slot_start, end: existing.slot_end };
  const iso = new Date().toISOString();
  const presenterId = await claimPresenterSeat(trx, ctx.dialect, ctx.presenters, {
    slot,
    bookingId: existing.id,
    language: existing.language,
    now: ctx.now,
    claimedAt: iso,
    only: command.presenterId,
    loads: ctx.loads,
  });
  if (!presenterId) return { status: "taken" };
  // Its former presenter's seat goes, and a capacity seat from before anyone presented: the presenter holds it now.
  await release(ctx, existing.id, { slotStart: existing.slot_start, presenterId });
  const meeting_url = meetingLink(ctx, presenterId, existing);
  const booking: BookingTable = {
    ...existing,
    presenter_id: presenterId,
    sequence: existing.sequence + 1,
    updated_at: iso,
    meeting_url,
  };
  await trx
    .updateTable("bookings")
    .set({ presenter_id: presenterId, sequence: booking.sequence, updated_at: iso, meeting_url })
    .where("id", "=", existing.id)
    .execute();
  await recordEvent(ctx, booking, "demo_booking.reassigned", iso);
  return { status: "reassigned", booking };
}

/**
 * PostgreSQL: takes the locks a batch will need up front, bookings by id, then the presenters'
 * running counts (one batch at a time, ADR 065), then slots by time, so
 * two instances' batches take them in one order and rarely wait for each other in a circle. The
 * commands lock again as they run (the same locks, already held); a cycle that still forms (two
 * instances booking one request) is aborted by PostgreSQL and retried.
 */
async function lockInOrder(
  trx: Trx,
  dialect: Dialect,
  commands: BookingCommand[],
  config: Availability,
  anyonePresents: boolean,
): Promise<void> {
  if (dialect !== "postgres") return;
  const ids = [...new Set(commands.flatMap((c) => (c.kind === "book" ? [] : [c.bookingId])))];
  const requests = commands.flatMap((c) => (c.kind === "book" ? [c.requestId] : []));
  if (ids.length + requests.length > 0) {
    await trx
      .selectFrom("bookings")
      .select("id")
      .where((eb) =>
        eb.or([
          ...(ids.length ? [eb("id", "in", ids)] : []),
          ...(requests.length ? [eb("demo_request_id", "in", requests)] : []),
        ]),
      )
      .orderBy("id")
      .forUpdate()
      .execute();
  }
  // Then the presenters' running counts (ADR 065), which any claim changes. Without presenters
  // nothing is claimed from them; a freed seat's count is still safe (row locks), only unordered.
  if (anyonePresents) await lockPresenterLoads(trx, dialect);
  // Each time's interval by the hours it touches (ADR 078), all in one sorted order.
  const hours = [
    ...new Set(
      commands.flatMap((c) =>
        (c.kind === "book" || c.kind === "reschedule") && c.slotStart
          ? lockKeys(c.slotStart, slotEnd(c.slotStart, config))
          : [],
      ),
    ),
  ].sort();
  await lockHours(trx, dialect, hours);
}

/** A command as the batcher queues it, with the clock it was asked at. */
export type BookingBatchItem = { command: BookingCommand; now: Date };
/** Runs a batch of commands somewhere else (the booking writer's thread, ADR 071) and gives their outcomes in order. */
export type BookingBatchRunner = (items: BookingBatchItem[]) => Promise<BookingOutcome[]>;

const batchers = new WeakMap<Kysely<Database>, CommitBatcher<BookingBatchItem, BookingOutcome>>();
const runners = new WeakMap<Kysely<Database>, BookingBatchRunner>();

/**
 * The booking batches of `db` run in `runner` from now on; `undefined` brings them back here. The
 * server hands SQLite's batches to a thread with its own connection, so their statements and their
 * commit's fsync leave the thread that answers requests (ADR 071).
 */
export function runBookingBatchesIn(db: Kysely<Database>, runner: BookingBatchRunner | undefined): void {
  if (runner) runners.set(db, runner);
  else runners.delete(db);
}

/**
 * One batch in one transaction: the commands run in order inside it, so a later one sees the seats
 * an earlier one took. The batch holds the locks of all its commands until it commits; a lock
 * conflict with another instance's batch runs it again. Exported for the booking writer's thread.
 */
export function commitBookingBatch(
  db: Kysely<Database>,
  dialect: Dialect,
  items: BookingBatchItem[],
): Promise<BookingOutcome[]> {
  return retryOnLockConflict(() =>
    db.transaction().execute(async (trx) => {
      // Read before the locks: who presents decides which locks are needed.
      const config = await effectiveAvailability(trx);
      const presenters = await loadPresenters(trx, config);
      await lockInOrder(
        trx,
        dialect,
        items.map((i) => i.command),
        config,
        presenters.length > 0,
      );
      const rules = presenters.length > 0 ? await loadRoutingRules(trx) : [];
      // Fair round-robin's window is the batch's, from its first command's clock (ADR 068).
      const loads = presenters.length > 0 ? batchLoads(items[0]!.now) : undefined;
      const outcomes: BookingOutcome[] = [];
      for (const { command, now } of items) {
        const ctx: Context = { trx, dialect, config, now, presenters, rules, loads };
        if (command.kind === "book") outcomes.push(await book(ctx, command));
        else if (command.kind === "reschedule") outcomes.push(await reschedule(ctx, command));
        else if (command.kind === "reassign") outcomes.push(await reassign(ctx, command));
        else outcomes.push(await cancel(ctx, command));
      }
      return outcomes;
    }),
  );
}

// Concurrent commands share one transaction and one fsync (commit-batcher.server.ts).
function batcherFor(db: Kysely<Database>, dialect: Dialect): CommitBatcher<BookingBatchItem, BookingOutcome> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createCommitBatcher<BookingBatchItem, BookingOutcome>((items) => {
      const runner = runners.get(db);
      return runner ? runner(items) : commitBookingBatch(db, dialect, items);
    });
    batchers.set(db, batcher);
  }
  return batcher;
}

/** Runs one command; resolves once its outcome is durable. `now` is injectable for tests. */
export async function runBookingCommand(
  db: Kysely<Database>,
  command: BookingCommand,
  options: BookingStoreOptions = {},
): Promise<BookingOutcome> {
  const outcome = await batcherFor(
    db,
    options.dialect ?? dialectOf(db),
  )({ command, now: options.now?.() ?? new Date() });
  const changed =
    outcome.status === "booked" ||
    outcome.status === "rescheduled" ||
    outcome.status === "cancelled" ||
    outcome.status === "reassigned";
  logger.info(
    {
      command: command.kind,
      outcome: outcome.status,
      bookingId: "booking" in outcome ? outcome.booking.id : undefined,
    },
    "demo booking",
  );
  if (changed && Object.values(configuredTargets()).some(Boolean)) notifyJobsEnqueued();
  return outcome;
}

/** `presenter`: who presents it, by name and address (ADR 038); undefined when nobody does. */
export type BookingView = BookingTable & {
  first_name: string;
  last_name: string;
  email: string;
  institution: string;
  presenter?: { name: string; email: string };
};

export async function bookingView(
  db: Kysely<Database>,
  where: { bookingId: string } | { requestId: string },
): Promise<BookingView | undefined> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
    .leftJoin("users", "users.id", "bookings.presenter_id")
    .selectAll("bookings")
    .select([
      "demo_requests.first_name",
      "demo_requests.last_name",
      "demo_requests.email",
      "demo_requests.institution",
      "users.name as presenter_name",
      "users.email as presenter_email",
    ])
    .$if("bookingId" in where, (q) => q.where("bookings.id", "=", (where as { bookingId: string }).bookingId))
    .$if("requestId" in where, (q) =>
      q.where("bookings.demo_request_id", "=", (where as { requestId: string }).requestId),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const { presenter_name, presenter_email, ...view } = row;
  return {
    ...view,
    presenter: presenter_email
      ? { name: displayName({ name: presenter_name, email: presenter_email }), email: presenter_email }
      : undefined,
  };
}
