import { createHash, randomUUID } from "node:crypto";
import type { InstitutionSize } from "~/content/contact";
import type { Locale } from "~/content/locale";
import { createCommitBatcher, type CommitBatcher } from "~/db/commit-batcher.server";
import { dialectOf } from "~/db/dialect.server";
import type { Kysely, Transaction } from "kysely";
import type { Database, DemoRequestTable } from "~/db/schema.server";
import { logger, maskEmail } from "~/lib/logger.server";
import type { Campaign } from "./campaign";
import { configuredTargets, leadsConfig } from "~/delivery/config.server";
import { insertJobs, newJob, notifyJobsEnqueued, type OutboxJob } from "~/delivery/outbox.server";
import { verifyToken } from "./newsletter-tokens.server";
import { phoneE164 } from "./phone.server";
import { joinKnownPeople, touchJoinedLeads } from "./lead-join.server";

// The store behind the forms: every function resolves only after its writes are committed. Each
// is handed the database it writes to (ADR 054, 059): the route or flow that calls it opened it.

export type DemoRequestInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  institution: string;
  size: InstitutionSize | null;
  message: string | null;
  marketingConsent: boolean;
  privacyNoticeVersion: string;
  source: "contact" | "demo";
  /** The signed form token it was sent with: one served form stores one request (ADR 013). */
  formToken?: string;
  /** Set when it looked automated: stored, flagged, not delivered (ADR 013). */
  quarantineReason?: string | null;
  /** utm_* and the referring site of the visit (app/leads/campaign.ts), for the sales console. */
  campaign?: Campaign;
  /** The edition the form was sent from (the path it was posted to): its e-mails are in this language. English when not said. */
  language?: Locale;
  /** "Remind me on WhatsApp / by SMS", ticked with the words of this version (ADR 041); none when absent. */
  reminderConsent?: { whatsapp: boolean; sms: boolean; version: string };
};

/** What is kept of a form token: enough to recognise it again, nothing to replay. */
function formTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** SQLite's and PostgreSQL's "that unique value exists already". */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

/** The deliveries a demo request gets: at submission, or when the sales team releases it from quarantine. */
export function demoRequestJobs(id: string, now: string): OutboxJob[] {
  const targets = configuredTargets();
  const jobs: OutboxJob[] = [];
  if (targets.webhook) jobs.push(newJob("demo_request", id, "webhook", "demo_request.created", now));
  if (targets.salesEmail) jobs.push(newJob("demo_request", id, "sales_email", "demo_request.created", now));
  // The visitor's confirmation waits: one who books a time meanwhile gets the booking's e-mail alone (ADR 099).
  const delayMs = leadsConfig().visitorConfirmationDelayMs;
  const dueAt = delayMs ? new Date(Date.parse(now) + delayMs).toISOString() : now;
  if (targets.visitorEmail) jobs.push(newJob("demo_request", id, "visitor_email", "demo_request.created", now, dueAt));
  return jobs;
}

/** The consent to reminders beyond e-mail, kept like the privacy notice's: what, which words, when. */
function reminderConsentColumns(consent: DemoRequestInput["reminderConsent"], now: string) {
  if (!consent || (!consent.whatsapp && !consent.sms)) return {};
  return {
    remind_whatsapp: consent.whatsapp ? 1 : 0,
    remind_sms: consent.sms ? 1 : 0,
    reminder_consent_version: consent.version,
    reminder_consent_at: now,
  };
}

const batchers = new WeakMap<Kysely<Database>, CommitBatcher<DemoRequestInput, { id: string }>>();

function commitDemoRequests(db: Kysely<Database>, input: DemoRequestInput): Promise<{ id: string }> {
  let batcher = batchers.get(db);
  if (!batcher)
    batchers.set(
      db,
      (batcher = createCommitBatcher<DemoRequestInput, { id: string }>((inputs) => commitAll(db, inputs))),
    );
  return batcher(input);
}

// Concurrent submissions share one transaction (and one fsync): see commit-batcher.server.ts.
async function commitAll(db: Kysely<Database>, inputs: DemoRequestInput[]): Promise<{ id: string }[]> {
  const now = new Date().toISOString();
  const rows: (DemoRequestTable &
    Campaign & { phone_e164: string | null; email_normalized: string; lead_id: string | null })[] = inputs.map(
    (input) => ({
      id: randomUUID(),
      created_at: now,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email.trim(),
      email_normalized: normalizeEmail(input.email),
      lead_id: null,
      phone: input.phone,
      phone_e164: phoneE164(input.phone),
      institution: input.institution,
      size: input.size,
      message: input.message,
      marketing_consent: input.marketingConsent ? 1 : 0,
      privacy_notice_version: input.privacyNoticeVersion,
      // Consent is given by submitting: its time is the time the record is stored.
      consented_at: now,
      source: input.source,
      form_token_hash: input.formToken ? formTokenHash(input.formToken) : null,
      quarantine_reason: input.quarantineReason ?? null,
      language: input.language ?? "en",
      ...reminderConsentColumns(input.reminderConsent, now),
      ...input.campaign,
    }),
  );
  // A quarantined request is kept for the sales team to look at, never sent anywhere.
  const jobs = rows.flatMap((row) => (row.quarantine_reason ? [] : demoRequestJobs(row.id, now)));
  await db.transaction().execute(async (trx) => {
    // A known person's request joins their lead (ADR 052): decided before the rows are written.
    await joinKnownPeople(trx, dialectOf(db), rows);
    await trx.insertInto("demo_requests").values(rows).execute();
    await touchJoinedLeads(trx, rows);
    await insertJobs(trx, jobs);
  });
  return rows.map((row) => ({ id: row.id }));
}

/** Stores the request and its delivery jobs in one transaction; resolves once durable. */
/** The form this request was sent with has stored one already (its token is single-use). */
export class AlreadyReceivedError extends Error {
  override name = "AlreadyReceivedError";
}

export async function saveDemoRequest(db: Kysely<Database>, input: DemoRequestInput): Promise<{ id: string }> {
  let saved: { id: string };
  try {
    saved = await commitDemoRequests(db, input);
  } catch (error) {
    // The same served form sent twice (a double click, a replayed post): the first one is stored.
    if (input.formToken && isUniqueViolation(error)) {
      logger.info({ source: input.source }, "demo request already received (form token used)");
      throw new AlreadyReceivedError("form token already used");
    }
    throw error;
  }
  const quarantined = input.quarantineReason ? { quarantined: input.quarantineReason } : {};
  logger.info(
    { leadId: saved.id, emailMasked: maskEmail(input.email), source: input.source, ...quarantined },
    "demo request stored",
  );
  if (Object.values(configuredTargets()).some(Boolean)) notifyJobsEnqueued();
  return saved;
}

/** Where a request kept for its speed stands after the visitor's "Confirm my request" press. */
export type ConfirmedRequest = "released" | "already-released" | "kept";

/**
 * The visitor confirmed a request kept in quarantine only for its speed (ADR 034): it leaves the
 * quarantine and gets the deliveries it would have had, in one transaction. The update names the
 * reason, so two presses race on the row and one of them releases it; a request kept for another
 * reason (its honeypot was filled) is never released by a visitor.
 */
export async function releaseFastRequest(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<ConfirmedRequest> {
  const at = now.toISOString();
  const outcome = await db.transaction().execute(async (trx): Promise<ConfirmedRequest> => {
    const updated = await trx
      .updateTable("demo_requests")
      .set({ quarantine_reason: null })
      .where("id", "=", id)
      .where("quarantine_reason", "=", fastRequestReason)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      await insertJobs(trx, demoRequestJobs(id, at));
      return "released";
    }
    const row = await trx
      .selectFrom("demo_requests")
      .select("quarantine_reason")
      .where("id", "=", id)
      .executeTakeFirst();
    return row && row.quarantine_reason === null ? "already-released" : "kept";
  });
  if (outcome === "released") {
    logger.info({ leadId: id }, "demo request confirmed by the visitor and released from quarantine");
    if (Object.values(configuredTargets()).some(Boolean)) notifyJobsEnqueued();
  }
  return outcome;
}

/** The quarantine reason of a request that looked automated only by its speed: the one a visitor may confirm. */
export const fastRequestReason = "too-fast";

/** Keeps a request for good when its confirmation failed (its honeypot was filled): no longer confirmable. */
export async function keepFastRequest(db: Kysely<Database>, id: string, reason: string): Promise<void> {
  await db
    .updateTable("demo_requests")
    .set({ quarantine_reason: reason })
    .where("id", "=", id)
    .where("quarantine_reason", "=", fastRequestReason)
    .execute();
}

/** The quarantine reason of a stored request (null: not quarantined), or undefined when none is stored. */
export async function quarantineReasonOf(db: Kysely<Database>, id: string): Promise<string | null | undefined> {
  const row = await db.selectFrom("demo_requests").select("quarantine_reason").where("id", "=", id).executeTakeFirst();
  return row ? row.quarantine_reason : undefined;
}

export type SubscribeResult = { id: string; status: "pending" | "active" };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Idempotent by e-mail (case-insensitive): one record; a pending one gets a fresh confirmation job at most every few minutes. */
export async function requestSubscription(
  db: Kysely<Database>,
  input: { email: string; privacyNoticeVersion: string; language?: Locale },
): Promise<SubscribeResult> {
  const language = input.language ?? "en";
  const config = leadsConfig();
  const email = input.email.trim();
  const normalized = normalizeEmail(email);
  const nowDate = new Date();
  const now = nowDate.toISOString();
  const sendsEmail = configuredTargets(config).visitorEmail;
  const result = await db.transaction().execute(async (trx): Promise<SubscribeResult & { queued: boolean }> => {
    const id = randomUUID();
    // ON CONFLICT DO NOTHING: two simultaneous sign-ups with one address still make one record.
    await trx
      .insertInto("subscribers")
      .values({
        id,
        email,
        email_normalized: normalized,
        status: "pending",
        privacy_notice_version: input.privacyNoticeVersion,
        consented_at: now,
        created_at: now,
        updated_at: now,
        confirmed_at: null,
        unsubscribed_at: null,
        confirmation_requested_at: sendsEmail ? now : null,
        language,
      })
      .onConflict((oc) => oc.column("email_normalized").doNothing())
      .execute();
    const row = await trx
      .selectFrom("subscribers")
      .selectAll()
      .where("email_normalized", "=", normalized)
      .executeTakeFirstOrThrow();
    if (row.id === id) {
      if (sendsEmail)
        await insertJobs(trx, [
          newJob("subscriber", id, "newsletter_confirm", "newsletter.confirmation_requested", now),
        ]);
      return { id, status: "pending", queued: sendsEmail };
    }
    if (row.status === "active") return { id: row.id, status: "active", queued: false };
    // Pending or unsubscribed: a new request is a new consent, in the edition it was made in
    // (the confirmation e-mail follows it). Resend the link, but not in a loop.
    const lastSent = row.confirmation_requested_at ? Date.parse(row.confirmation_requested_at) : 0;
    const resend =
      sendsEmail && (row.status === "unsubscribed" || nowDate.getTime() - lastSent >= config.confirmationResendMs);
    await trx
      .updateTable("subscribers")
      .set({
        status: "pending",
        privacy_notice_version: input.privacyNoticeVersion,
        consented_at: now,
        updated_at: now,
        unsubscribed_at: null,
        language,
        ...(resend ? { confirmation_requested_at: now } : {}),
      })
      .where("id", "=", row.id)
      .execute();
    if (resend)
      await insertJobs(trx, [
        newJob("subscriber", row.id, "newsletter_confirm", "newsletter.confirmation_requested", now),
      ]);
    return { id: row.id, status: "pending", queued: resend };
  });
  logger.info(
    {
      subscriberId: result.id,
      emailMasked: maskEmail(email),
      status: result.status,
      confirmationQueued: result.queued,
    },
    "newsletter sign-up stored",
  );
  if (result.queued) notifyJobsEnqueued();
  return { id: result.id, status: result.status };
}

type SubscriberRow = { id: string; status: string };
type SubscriberChange<R> = (
  trx: Transaction<Database>,
  row: SubscriberRow | undefined,
  now: string,
  webhook: boolean,
) => Promise<R>;

/** A newsletter link's token verified, then its subscriber read and changed in one transaction. */
async function withSubscriberOf<R>(
  db: Kysely<Database>,
  token: string,
  purpose: "confirm" | "unsubscribe",
  change: SubscriberChange<R>,
): Promise<{ ok: true; subjectId: string; outcome: R } | { ok: false; reason: "invalid" | "expired" }> {
  const verified = await verifyToken(db, token, purpose);
  if (!verified.ok) return verified;
  const now = new Date().toISOString();
  const webhook = Boolean(configuredTargets().webhook);
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscribers")
      .select(["id", "status"])
      .where("id", "=", verified.subjectId)
      .executeTakeFirst();
    return change(trx, row, now, webhook);
  });
  return { ok: true, subjectId: verified.subjectId, outcome };
}

export async function confirmSubscription(
  db: Kysely<Database>,
  token: string,
): Promise<"confirmed" | "already-confirmed" | "expired" | "invalid"> {
  const done = await withSubscriberOf(db, token, "confirm", async (trx, row, now, webhook) => {
    // After an unsubscribe an old confirmation link must not sign the person up again.
    if (!row || row.status === "unsubscribed") return "invalid" as const;
    if (row.status === "active") return "already-confirmed" as const;
    const updated = await trx
      .updateTable("subscribers")
      .set({ status: "active", confirmed_at: now, updated_at: now })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "already-confirmed" as const;
    if (webhook) await insertJobs(trx, [newJob("subscriber", row.id, "webhook", "newsletter.subscribed", now)]);
    return "confirmed" as const;
  });
  if (!done.ok) return done.reason;
  logger.info({ subscriberId: done.subjectId, outcome: done.outcome }, "newsletter confirmation");
  if (done.outcome === "confirmed") notifyJobsEnqueued();
  return done.outcome;
}

export async function unsubscribe(db: Kysely<Database>, token: string): Promise<"unsubscribed" | "invalid"> {
  const done = await withSubscriberOf(db, token, "unsubscribe", async (trx, row, now, webhook) => {
    if (!row) return { result: "invalid" as const, changed: false };
    if (row.status === "unsubscribed") return { result: "unsubscribed" as const, changed: false };
    await trx
      .updateTable("subscribers")
      .set({ status: "unsubscribed", unsubscribed_at: now, updated_at: now })
      .where("id", "=", row.id)
      .execute();
    // A confirmation e-mail still waiting to go out must not reach someone who just left.
    await trx
      .updateTable("outbox")
      .set({ status: "cancelled", locked_until: null, lock_token: null })
      .where("record_id", "=", row.id)
      .where("target", "=", "newsletter_confirm")
      .where("status", "=", "pending")
      .execute();
    if (webhook && row.status === "active")
      await insertJobs(trx, [newJob("subscriber", row.id, "webhook", "newsletter.unsubscribed", now)]);
    return { result: "unsubscribed" as const, changed: true };
  });
  // A link that does not verify (expired ones too) unsubscribes nobody.
  if (!done.ok) return "invalid";
  logger.info(
    { subscriberId: done.subjectId, outcome: done.outcome.result, changed: done.outcome.changed },
    "newsletter unsubscribe",
  );
  if (done.outcome.changed) notifyJobsEnqueued();
  return done.outcome.result;
}
