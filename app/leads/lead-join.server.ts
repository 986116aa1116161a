import { sql, type Transaction } from "kysely";
import type { Dialect } from "~/db/dialect.server";
import type { Database } from "~/db/schema.server";

// One person, one lead (issue #27 item 6, ADR 052; narrowed by issue #45, ADR 095): a demo request
// from an address already known, or from a known phone number under the same name, joins the lead
// of the request that has it, instead of making a new lead. A phone alone is not a person: three
// colleagues at one school give its switchboard number, and each is a lead of her own (the console
// suggests them to each other for a merge, which a person decides).
// It runs inside the transaction that stores the requests, so what the visitor sees does not
// change at all (same confirmation, same booking page, same e-mails): nothing ever tells a
// visitor that an address is known.
//
// Quarantined requests (ADR 013) neither join nor are joined: a script that borrows someone's
// address must not write onto their lead, and a real person's first, too-fast request stays apart
// until the team releases or merges it.

/** The first key of the two-int advisory locks (as seats.server.ts does for slots): per person. */
const PERSON_LOCK_CLASS = 27_006;

export type JoinableRow = {
  id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  email_normalized: string | null;
  phone_e164: string | null;
  quarantine_reason?: string | null;
  lead_id?: string | null;
};

/**
 * A name as the join compares it: accents, case, spacing and punctuation set aside, so "Ngozi
 * Adéyemi" and " ngozi  adeyemi" are one name, and first and last name read as one (a visitor may
 * type both in the first box).
 */
function nameKey(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The same person by the rule of ADR 095: the same address, or the same phone and the same name. */
function samePerson(a: JoinableRow, b: JoinableRow): "email" | "phone" | undefined {
  if (a.email_normalized && a.email_normalized === b.email_normalized) return "email";
  if (
    a.phone_e164 &&
    a.phone_e164 === b.phone_e164 &&
    nameKey(a.first_name, a.last_name) === nameKey(b.first_name, b.last_name)
  )
    return "phone";
  return undefined;
}

/**
 * Sets `lead_id` on each row (not yet inserted) that a known person sent: the lead of an earlier
 * request with the same normalised e-mail, else with the same E.164 phone and the same name, else
 * of an earlier row of the same batch by the same rule. On PostgreSQL each address and number is
 * locked until the transaction ends, so two instances storing requests with one of them at once
 * take turns and the second finds the first (and, for two colleagues, sees a different name).
 * SQLite has one writer: its transactions already run one at a time.
 */
export async function joinKnownPeople(
  trx: Transaction<Database>,
  dialect: Dialect,
  rows: JoinableRow[],
): Promise<void> {
  const joinable = rows.filter((row) => !row.quarantine_reason);
  const emails = [...new Set(joinable.flatMap((row) => (row.email_normalized ? [row.email_normalized] : [])))];
  const phones = [...new Set(joinable.flatMap((row) => (row.phone_e164 ? [row.phone_e164] : [])))];
  if (emails.length + phones.length === 0) return;
  if (dialect === "postgres") {
    // Sorted, so two transactions wanting the same keys lock them in the same order (no deadlock).
    const keys = [...emails.map((e) => `email:${e}`), ...phones.map((p) => `phone:${p}`)].sort();
    for (const key of keys)
      await sql`select pg_advisory_xact_lock(${PERSON_LOCK_CLASS}, hashtext(${key}))`.execute(trx);
  }
  const known: JoinableRow[] = await trx
    .selectFrom("demo_requests")
    .select(["id", "created_at", "first_name", "last_name", "lead_id", "email_normalized", "phone_e164"])
    .where("quarantine_reason", "is", null)
    .where((eb) =>
      eb.or([
        ...(emails.length ? [eb("email_normalized", "in", emails)] : []),
        ...(phones.length ? [eb("phone_e164", "in", phones)] : []),
      ]),
    )
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const row of joinable) {
    // The address first (it is what a person is surest of), then the phone with the name; the
    // earliest request wins.
    const match =
      known.find((k) => samePerson(row, k) === "email") ?? known.find((k) => samePerson(row, k) === "phone");
    if (match) row.lead_id = match.lead_id ?? match.id;
    known.push(row);
  }
}

/**
 * The leads that got a new request are active again: their retention clock restarts at the
 * request (a lead is erased with its requests, never before its newest one: ADR 052).
 */
export async function touchJoinedLeads(trx: Transaction<Database>, rows: JoinableRow[]): Promise<void> {
  const leads = [...new Set(rows.flatMap((row) => (row.lead_id ? [row.lead_id] : [])))];
  if (leads.length === 0) return;
  await trx
    .updateTable("demo_requests")
    .set({ last_activity_at: rows[0]!.created_at })
    .where("id", "in", leads)
    .execute();
}
