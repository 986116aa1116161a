import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { getDialect } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { normalizeEmail } from "~/leads/store.server";
import { phoneSearchKey } from "~/leads/phone.server";

// The inbox's search box (issue #27 item 3): a phone number in any spelling, a whole address, or
// any part of the lead's names, address and institution joined with spaces, in any case. What
// matches is decided by LIKE (ILIKE on PostgreSQL) as it always was; the index of migration 0022
// (ADR 058) only narrows which leads are read: FTS5 trigrams on SQLite, pg_trgm on PostgreSQL.

type Where = (eb: ExpressionBuilder<Database, "demo_requests">) => Expression<SqlBool>;

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
function contains(q: string): RawBuilder<SqlBool> {
  return getDialect() === "postgres" ? sql<SqlBool>`${haystack} ilike ${likePattern(q)} escape '\\'` : sql<SqlBool>`${haystack} like ${likePattern(q)} escape '\\'`;
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

/** The ids of the leads whose text contains `q`, exactly; undefined where no index narrows them. */
function textMatches(q: string): RawBuilder<string> | undefined {
  if (getDialect() === "postgres") return sql<string>`select id from demo_requests where lead_id is null and ${contains(q)}`;
  const phrase = trigramPhrase(q);
  // The trigrams find candidates (their case folding reaches beyond ASCII); LIKE decides, as before.
  if (phrase) return sql<string>`select d.request_id from lead_search_docs d join demo_requests m on m.id = d.request_id where d.doc in (select rowid from lead_search where lead_search match ${phrase}) and ${contains(q)}`;
  return undefined;
}

/** The leads a request with this value in `column` joined (ADR 052): indexed. */
function joinedBy(db: Kysely<Database>, column: "phone_e164" | "email_normalized", value: string) {
  return db.selectFrom("demo_requests as joined").select("joined.lead_id").where(`joined.${column}`, "=", value);
}

/** The inbox's condition for the search `q` (leads.server.ts adds `lead_id is null` and the other filters). */
export function leadSearch(db: Kysely<Database>, q: string): Where {
  return (eb) => {
    // A phone number, however the visitor or the team writes it, is matched on its E.164 form
    // (indexed; ADR 046): "0803 555 0142" finds the lead who typed "+234 803 555 0142".
    const phone = phoneSearchKey(q);
    if (phone) return eb.or([eb("phone_e164", "=", phone), eb("id", "in", joinedBy(db, "phone_e164", phone))]);
    // A whole address finds the lead a request from it joined, too.
    const address = q.includes("@") ? normalizeEmail(q) : null;
    const matches = textMatches(q);
    if (!matches) return address ? eb.or([contains(q), eb("id", "in", joinedBy(db, "email_normalized", address))]) : contains(q);
    // PostgreSQL's planner uses the index for the plain condition; both sides of an OR need it in one list.
    if (!address) return getDialect() === "postgres" ? contains(q) : sql<SqlBool>`demo_requests.id in (${matches})`;
    return sql<SqlBool>`demo_requests.id in (${matches} union all select lead_id from demo_requests where email_normalized = ${address})`;
  };
}
