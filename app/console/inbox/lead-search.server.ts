import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { dialectOf } from "~/db/dialect.server";
import type { Database } from "~/db/schema.server";
import { normalizeEmail } from "~/leads/store.server";
import { phoneSearchKey } from "~/leads/phone.server";

// The inbox's search box (issue #27 item 3): a phone number in any spelling, a whole address, or
// any part of the lead's names, address and institution joined with spaces, in any case. What
// matches is decided by LIKE (ILIKE on PostgreSQL) as it always was; the index of migration 0022
// (ADR 058) only narrows which leads are read: FTS5 trigrams on SQLite, pg_trgm on PostgreSQL.

export type Where = (eb: ExpressionBuilder<Database, "demo_requests">) => Expression<SqlBool>;

/** The text searched, written exactly as the PostgreSQL index of migration 0022 has it. */
const haystack = sql`(first_name || ' ' || last_name || ' ' || email || ' ' || institution)`;

/** `%` and `_` in a search are letters, not wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * SQLite's LIKE already ignores ASCII case, so it needs no lower() per column; PostgreSQL's ILIKE
 * does the same there.
 */
function contains(db: Kysely<Database>, q: string): RawBuilder<SqlBool> {
  return dialectOf(db) === "postgres"
    ? sql<SqlBool>`${haystack} ilike ${likePattern(q)} escape '\\'`
    : sql<SqlBool>`${haystack} like ${likePattern(q)} escape '\\'`;
}

/**
 * The FTS5 query for `q` on SQLite: one quoted phrase (a `"` doubled), which the trigram tokenizer
 * matches as a substring, ignoring case. None below three characters (no trigram to look up) or
 * with a NUL (which ends an FTS5 query early): LIKE alone reads every lead then, as before.
 */
function trigramPhrase(q: string): string | undefined {
  if ([...q].length < 3 || q.includes("\u0000")) return undefined;
  return `"${q.replaceAll('"', '""')}"`;
}

/**
 * Past this many leads matching, reading leads in the inbox's order and testing each with LIKE
 * finds a page sooner than collecting every match from the index (FTS5 reads its lists to the end:
 * a common word such as "college" takes 80 ms with 100,000 leads, LIKE's page 0.1 ms).
 */
const COMMON_SEARCH = 1000;

/**
 * On SQLite, the rowids of the index's rows matching `q` (a subquery), when the index narrows the
 * search well: no trigram to look up, or too many leads matching, and LIKE alone reads the leads.
 */
async function trigramMatches(db: Kysely<Database>, q: string): Promise<RawBuilder<number> | undefined> {
  const phrase = trigramPhrase(q);
  if (!phrase) return undefined;
  const probe = await sql<{
    n: number;
  }>`select count(*) as n from (select 1 from lead_search where lead_search match ${phrase} limit ${COMMON_SEARCH})`.execute(
    db,
  );
  if (Number(probe.rows[0]?.n) >= COMMON_SEARCH) return undefined;
  return sql<number>`select rowid from lead_search where lead_search match ${phrase}`;
}

/** The leads a request with this value in `column` joined (ADR 052): indexed. */
function joinedBy(db: Kysely<Database>, column: "phone_e164" | "email_normalized", value: string) {
  return db.selectFrom("demo_requests as joined").select("joined.lead_id").where(`joined.${column}`, "=", value);
}

/**
 * The inbox's condition for the search `q` (leads.server.ts adds `lead_id is null` and the other
 * filters). Asynchronous: on SQLite it first asks the index how common the text is.
 */
export async function leadSearch(db: Kysely<Database>, q: string): Promise<Where> {
  // A phone number, however the visitor or the team writes it, is matched on its E.164 form
  // (indexed; ADR 046): "0803 555 0142" finds the lead who typed "+234 803 555 0142".
  const phone = phoneSearchKey(q);
  if (phone) return (eb) => eb.or([eb("phone_e164", "=", phone), eb("id", "in", joinedBy(db, "phone_e164", phone))]);
  // A whole address finds the lead a request from it joined, too.
  const address = q.includes("@") ? normalizeEmail(q) : null;
  const text = contains(db, q);
  // Any name, address or institution on any of the lead's requests finds it (issue #45, ADR 095):
  // a request that joined a lead is read by the lead_id index, and joined requests are few.
  const joinedText = sql`select lead_id from demo_requests where lead_id is not null and ${text}`;
  const joinedAddress = address
    ? sql`union all select lead_id from demo_requests where email_normalized = ${address}`
    : sql``;
  if (dialectOf(db) === "postgres") {
    // Both sides of an OR need an index for PostgreSQL to use either: one list of ids instead. Its
    // trigram index is not partial, so it serves the joined requests' text as well as the leads'.
    return () =>
      sql<SqlBool>`demo_requests.id in (select id from demo_requests where lead_id is null and ${text} union all ${joinedText} ${joinedAddress})`;
  }
  const narrowed = await trigramMatches(db, q);
  const others = sql`${joinedText} ${joinedAddress}`;
  if (!narrowed) return () => sql<SqlBool>`(${text} or demo_requests.id in (${others}))`;
  // The trigrams find candidate leads (their case folding reaches beyond ASCII); LIKE decides, as before.
  const candidates = sql`select request_id from lead_search_docs where doc in (${narrowed})`;
  return () =>
    sql<SqlBool>`demo_requests.id in (${candidates} union all ${others}) and (${text} or demo_requests.id in (${others}))`;
}
