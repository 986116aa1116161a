import type { Kysely, Transaction } from "kysely";
import type { Locale } from "~/content/locale";
import { compiledOnce } from "~/db/compiled-once.server";
import type { Dialect } from "~/db/dialect.server";
import type { Database, UserTable } from "~/db/schema.server";
import type { Availability } from "~/booking/availability-config";
import {
  freePresenters,
  parseDaysOff,
  parseHours,
  parseLanguages,
  roundRobinOrder,
  type PresenterProfile,
} from "~/booking/presenters/profile";
import { busyPresenterIds } from "~/booking/calendar/feeds.server";
import { bookedOverlapping, heldByPresenter } from "~/booking/presenters/held-times.server";
import { presenterLoads, seatClaimed, seatsFreed, type BatchLoads } from "~/booking/presenters/loads.server";
import { lockSlot } from "./seats.server";
import type { Slot } from "~/booking/slots";

// Presenters as seats (ADR 038), the database part. A booking holds its presenter by the primary
// key (presenter_id, slot_start) of presenter_seats: the claim is an insert-or-nothing under the
// slot's lock (ADR 030), so two visitors, or two instances, never both get one presenter's time.
// The key sees only one start: a claim also refuses a presenter whose confirmed demo overlaps the
// slot anywhere, read under a lock on the slot's whole interval (ADR 078).

type Db = Kysely<Database> | Transaction<Database>;

/** A display name: the account's name, or its address when it has none yet. */
export const displayName = (user: Pick<UserTable, "name" | "email">) => user.name?.trim() || user.email;

function presenterProfile(user: UserTable, config: Availability): PresenterProfile {
  const hours = (user.hours && parseHours(user.hours)) || { opensAt: config.opensAt, closesAt: config.closesAt };
  return {
    id: user.id,
    name: displayName(user),
    email: user.email,
    languages: parseLanguages(user.languages) ?? ["en"],
    ...hours,
    daysOff: parseDaysOff(user.days_off) ?? [],
    meetingUrl: user.meeting_url ?? null,
  };
}

/** The accounts that present, enabled ones only. None: booking uses the configured capacity (ADR 015). */
export async function loadPresenters(db: Db, config: Availability): Promise<PresenterProfile[]> {
  const users = await db
    .selectFrom("users")
    .selectAll()
    .where("presents", "=", 1)
    .where("disabled_at", "is", null)
    .orderBy("id")
    .execute();
  return users.map((u) => presenterProfile(u, config));
}

// Run for every booking, so built once (ADR 072).
const seatsAt = compiledOnce((db, slotStart: string) =>
  db.selectFrom("presenter_seats").select(["presenter_id", "booking_id"]).where("slot_start", "=", slotStart),
);
const insertSeat = compiledOnce((db, presenterId: string, slotStart: string, bookingId: string, claimedAt: string) =>
  db
    .insertInto("presenter_seats")
    .values({ presenter_id: presenterId, slot_start: slotStart, booking_id: bookingId, claimed_at: claimedAt })
    .onConflict((oc) => oc.columns(["presenter_id", "slot_start"]).doNothing()),
);

/**
 * `routeTo`: the presenters of the routing rule the booking matched (ADR 047), asked before anyone else.
 * `loads`: the running counts its booking batch has read (ADR 068).
 */
export type PresenterClaim = {
  slot: Slot;
  bookingId: string;
  language: Locale;
  now: Date;
  claimedAt: string;
  prefer?: string | null;
  only?: string;
  routeTo?: readonly string[];
  loads?: BatchLoads;
};

/**
 * Gives the booking a free presenter who fits the slot: `only` that one (an admin's reassignment),
 * else `prefer` if free (a reschedule keeps its presenter when it can), else by round-robin: first
 * among the matched rule's free presenters (`routeTo`), then, none of them free, among all who fit
 * (ADR 047): so every time the picker offers can still be claimed.
 * Returns the presenter's id, or null when none is free. Under the slot's lock (PostgreSQL) or the
 * one writer (SQLite); the key still decides, so a lost insert asks the next presenter.
 */
export async function claimPresenterSeat(
  trx: Transaction<Database>,
  dialect: Dialect,
  presenters: readonly PresenterProfile[],
  claim: PresenterClaim,
): Promise<string | null> {
  await lockSlot(trx, dialect, claim.slot.start, claim.slot.end);
  const heldRows = (await seatsAt(trx, claim.slot.start)).rows;
  const mine = heldRows.find((r) => r.booking_id === claim.bookingId && (!claim.only || r.presenter_id === claim.only));
  if (mine) return mine.presenter_id;
  // Whose confirmed demos overlap the whole slot, from any grid (ADR 078), and whose seat has its start.
  const held = heldByPresenter(await bookedOverlapping(trx, claim.slot, claim.bookingId));
  const whole = { start: Date.parse(claim.slot.start), end: Date.parse(claim.slot.end) };
  for (const r of heldRows) held.set(r.presenter_id, [whole]);
  // Read again under the lock: a feed refresh stored since the picker was drawn still counts (ADR 042).
  const busy = await busyPresenterIds(trx, claim.slot.start, claim.slot.end);
  const free = freePresenters(presenters, held, claim.slot, claim.language).filter(
    (p) => !busy.has(p.id) && (!claim.only || p.id === claim.only),
  );
  const load = await presenterLoads(
    trx,
    free.map((p) => p.id),
    claim.now,
    claim.loads,
  );
  const routed = claim.routeTo
    ? roundRobinOrder(
        free.filter((p) => claim.routeTo!.includes(p.id)),
        load,
      )
    : [];
  const ordered = [...routed, ...roundRobinOrder(free, load).filter((p) => !routed.includes(p))];
  const preferred = ordered.findIndex((p) => p.id === claim.prefer);
  if (preferred > 0) ordered.unshift(...ordered.splice(preferred, 1));
  for (const presenter of ordered) {
    const result = await insertSeat(trx, presenter.id, claim.slot.start, claim.bookingId, claim.claimedAt);
    if (Number(result.numAffectedRows ?? 0) === 1) {
      // In the same transaction as the seat: the running count never disagrees with the seats (ADR 065).
      await seatClaimed(
        trx,
        { presenter_id: presenter.id, slot_start: claim.slot.start, claimed_at: claim.claimedAt },
        claim.loads,
      );
      return presenter.id;
    }
  }
  return null;
}

/** Frees the booking's presenter seats except the one it keeps (its new slot, or its new presenter). */
export async function releasePresenterSeats(
  trx: Db,
  bookingId: string,
  keep: { slotStart: string; presenterId: string } | null = null,
  loads?: BatchLoads,
): Promise<void> {
  const freed = await trx
    .deleteFrom("presenter_seats")
    .where("booking_id", "=", bookingId)
    .$if(keep !== null, (q) =>
      q.where((eb) => eb.or([eb("slot_start", "<>", keep!.slotStart), eb("presenter_id", "<>", keep!.presenterId)])),
    )
    .returning(["presenter_id", "slot_start", "claimed_at"])
    .execute();
  await seatsFreed(trx, freed, loads);
}

/** The presenter's name and address, for pages, e-mails and the invitation; undefined for none. */
export async function presenterContact(
  db: Db,
  presenterId: string | null,
): Promise<{ name: string; email: string } | undefined> {
  if (!presenterId) return undefined;
  const user = await db.selectFrom("users").select(["name", "email"]).where("id", "=", presenterId).executeTakeFirst();
  return user ? { name: displayName(user), email: user.email } : undefined;
}
