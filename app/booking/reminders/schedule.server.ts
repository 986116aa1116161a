import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type {
  BookingTable,
  Database,
  DemoRequestTable,
  ReminderAudience,
  ReminderChannel,
  ReminderStatus,
  ReminderTable,
} from "~/db/schema.server";
import { leadsConfig } from "~/delivery/config.server";
import type { DeliveryFailure } from "~/delivery/delivery-failures";
import { insertJobs, newJob } from "~/delivery/outbox.server";
import { reminderConfig, type ReminderConfig } from "./config.server";
import type { ReminderReason } from "./reasons";

// Which reminders a booking gets, kept in step with it (ADR 041). Runs inside the transaction
// that changes the booking: a move or a cancellation withdraws the queued reminders of the old
// time in the same commit that moves it, so none of them can be claimed afterwards, and the new
// time's reminders are queued as outbox jobs due at their time.

type Db = Kysely<Database> | Transaction<Database>;
/** For the console's list (components take these as types). */
export type { ReminderStatus, ReminderTable };

type ReminderPlan = { audience: ReminderAudience; channel: ReminderChannel; offsetMinutes: number; dueAt: string };

/** What the booking's request allows: the channels the visitor ticked, unless withdrawn since. */
export type ReminderConsent = { phone: string | null; whatsapp: boolean; sms: boolean; withdrawn: boolean };
/** The request's columns the consent is read from. */
export const reminderConsentColumns = [
  "phone",
  "remind_whatsapp",
  "remind_sms",
  "reminder_consent_withdrawn_at",
] as const;
type ConsentColumns = Pick<DemoRequestTable, (typeof reminderConsentColumns)[number]>;

/** The consent a request row holds (none ticked when there is no row). */
export function reminderConsentOfRequest(row: ConsentColumns | undefined): ReminderConsent {
  return {
    phone: row?.phone ?? null,
    whatsapp: row?.remind_whatsapp === 1,
    sms: row?.remind_sms === 1,
    withdrawn: Boolean(row?.reminder_consent_withdrawn_at),
  };
}

/** The reminders of one booking's time, from now on: a reminder whose time has passed is not made. */
function planReminders(input: {
  slotStart: string;
  now: Date;
  consent: ReminderConsent;
  email: boolean;
  presenterEmail: boolean;
  config: ReminderConfig;
}): ReminderPlan[] {
  const { consent, config } = input;
  const visitorChannels: ReminderChannel[] = [
    ...(input.email ? (["email"] as const) : []),
    ...(config.whatsapp && consent.whatsapp && consent.phone && !consent.withdrawn ? (["whatsapp"] as const) : []),
    ...(config.sms && consent.sms && consent.phone && !consent.withdrawn ? (["sms"] as const) : []),
  ];
  const plans: ReminderPlan[] = [];
  for (const offsetMinutes of config.offsetsMinutes) {
    const due = Date.parse(input.slotStart) - offsetMinutes * 60_000;
    if (due <= input.now.getTime()) continue;
    const dueAt = new Date(due).toISOString();
    for (const channel of visitorChannels) plans.push({ audience: "visitor", channel, offsetMinutes, dueAt });
    if (input.presenterEmail) plans.push({ audience: "presenter", channel: "email", offsetMinutes, dueAt });
  }
  return plans;
}

/** Withdraws what is still queued (and its outbox job): it will never be claimed, so never sent. */
export async function withdrawReminders(
  db: Db,
  where: { bookingId: string; channels?: ReminderChannel[] },
  reason: ReminderReason,
  nowIso: string,
): Promise<number> {
  const queued = db
    .selectFrom("reminders")
    .select("id")
    .where("booking_id", "=", where.bookingId)
    .where("status", "=", "queued")
    .$if(Boolean(where.channels), (q) => q.where("channel", "in", where.channels!));
  await db
    .updateTable("outbox")
    .set({ status: "cancelled", last_error: "no_longer_applies" satisfies DeliveryFailure, last_attempt_at: nowIso })
    .where("record_type", "=", "reminder")
    .where("status", "=", "pending")
    .where("record_id", "in", queued)
    .execute();
  const result = await db
    .updateTable("reminders")
    .set({ status: "withdrawn", detail: reason, updated_at: nowIso })
    .where("booking_id", "=", where.bookingId)
    .where("status", "=", "queued")
    .$if(Boolean(where.channels), (q) => q.where("channel", "in", where.channels!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

async function reminderConsent(db: Db, requestId: string): Promise<ReminderConsent> {
  return reminderConsentOfRequest(
    await db.selectFrom("demo_requests").select(reminderConsentColumns).where("id", "=", requestId).executeTakeFirst(),
  );
}

/**
 * What the caller already knows in this transaction, so nothing is read twice: the request's
 * consent, and that the booking is new (made in this transaction, so it has nothing queued).
 */
export type KnownForReminders = { consent?: ReminderConsent; newBooking?: boolean };

/**
 * After a booking changed (booked, moved, reassigned, cancelled): the old reminders go, and a
 * confirmed booking gets its new time's. `reason` says why the old ones were withdrawn.
 */
export async function keepRemindersInStep(
  trx: Transaction<Database>,
  booking: BookingTable,
  reason: ReminderReason,
  now: Date,
  known: KnownForReminders = {},
): Promise<void> {
  const nowIso = now.toISOString();
  if (!known.newBooking) await withdrawReminders(trx, { bookingId: booking.id }, reason, nowIso);
  if (booking.status !== "confirmed") return;
  const leads = leadsConfig();
  const config = reminderConfig();
  const email = Boolean(leads.smtpUrl);
  // The consent matters only to WhatsApp and SMS: without either configured it is not read.
  const consent =
    config.whatsapp || config.sms
      ? (known.consent ?? (await reminderConsent(trx, booking.demo_request_id)))
      : reminderConsentOfRequest(undefined);
  const plans = planReminders({
    slotStart: booking.slot_start,
    now,
    consent,
    email,
    presenterEmail: email && Boolean(booking.presenter_id || leads.salesEmail),
    config,
  });
  if (plans.length === 0) return;
  const rows: ReminderTable[] = plans.map((plan) => ({
    id: randomUUID(),
    booking_id: booking.id,
    sequence: booking.sequence,
    slot_start: booking.slot_start,
    audience: plan.audience,
    channel: plan.channel,
    offset_minutes: plan.offsetMinutes,
    due_at: plan.dueAt,
    status: "queued",
    detail: null,
    created_at: nowIso,
    updated_at: nowIso,
    sent_at: null,
  }));
  // The unique key (booking, sequence, audience, channel, offset) lets each be queued once.
  await trx.insertInto("reminders").values(rows).execute();
  await insertJobs(
    trx,
    rows.map((row) => ({
      ...newJob("reminder", row.id, "reminder", `demo_reminder.${row.offset_minutes}m`, nowIso),
      next_attempt_at: row.due_at,
    })),
  );
}

/** A booking's reminders as the console shows them, soonest first. */
export async function remindersOf(db: Db, bookingId: string): Promise<ReminderTable[]> {
  return db
    .selectFrom("reminders")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("due_at")
    .orderBy("audience")
    .orderBy("channel")
    .execute();
}

export const finalReminderStatuses: readonly ReminderStatus[] = [
  "sent",
  "failed",
  "maybe_sent",
  "dropped",
  "withdrawn",
];
