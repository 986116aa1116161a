import { sql, SqliteAdapter, type Kysely } from "kysely";

// Issue #27 (ADR 058): the inbox's free-text search, a substring of the lead's names, address and
// institution joined with spaces, read every lead (148 ms with 100,000 on SQLite).
//
// SQLite: an FTS5 table with the trigram tokenizer of leads only (`lead_id is null`, as only leads
// are searched: a request that joined a lead, or was merged into one, leaves it), contentless (it
// keeps no copy of the text),
// with secure-delete on, so a removed lead's trigrams are taken out of the index's pages at once,
// not left for a later merge (erasure leaves nothing behind). Its rows are numbered by
// lead_search_docs, not by demo_requests' rowid, which VACUUM may renumber (the table's key is
// text). Triggers keep both in step with demo_requests; a contentless table forgets a row only
// when told the text it indexed, which the triggers have in `old`.
// PostgreSQL: a pg_trgm GIN index on the same expression serves ILIKE. The extension is made in
// `public` when missing (tests give each suite its own schema; one extension serves the database)
// and its operator class is named with the schema it lives in. A database where it cannot be
// made (a managed service without it) migrates all the same and the search reads every lead.

const haystack = (row: "new" | "old") =>
  sql.raw(["first_name", "last_name", "email", "institution"].map((c) => `${row}.${c}`).join(" || ' ' || "));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`create table lead_search_docs (doc integer primary key, request_id text not null unique)`.execute(db);
  await sql`create virtual table lead_search using fts5(haystack, content='', tokenize='trigram')`.execute(db);
  await sql`insert into lead_search(lead_search, rank) values ('secure-delete', 1)`.execute(db);
  await sql`insert into lead_search_docs (request_id) select id from demo_requests where lead_id is null`.execute(db);
  await sql`insert into lead_search (rowid, haystack) select d.doc, ${sql.raw("r.first_name || ' ' || r.last_name || ' ' || r.email || ' ' || r.institution")} from lead_search_docs d join demo_requests r on r.id = d.request_id`.execute(
    db,
  );
  // Forgets what a row indexed (nothing when it was not a lead), then indexes it again if it is one.
  const forget = sql`insert into lead_search (lead_search, rowid, haystack) select 'delete', doc, ${haystack("old")} from lead_search_docs where request_id = old.id;
    delete from lead_search_docs where request_id = old.id;`;
  await sql`create trigger lead_search_insert after insert on demo_requests when new.lead_id is null begin
    insert into lead_search_docs (request_id) values (new.id);
    insert into lead_search (rowid, haystack) values (last_insert_rowid(), ${haystack("new")});
  end`.execute(db);
  await sql`create trigger lead_search_delete after delete on demo_requests begin ${forget} end`.execute(db);
  await sql`create trigger lead_search_update after update of id, first_name, last_name, email, institution, lead_id on demo_requests begin
    ${forget}
    insert into lead_search_docs (request_id) select new.id where new.lead_id is null;
    insert into lead_search (rowid, haystack) select doc, ${haystack("new")} from lead_search_docs where request_id = new.id;
  end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  const find = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema;
  const found = await find();
  if (found) return found;
  // A failed statement would end the migration's transaction: try it behind a savepoint.
  await sql`savepoint lead_search_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint lead_search_trgm`.execute(db);
  } catch {
    // Not installed, or not allowed (ADR 058 says how to see it): no index, the search scans.
    await sql`rollback to savepoint lead_search_trgm`.execute(db);
    return undefined;
  }
  return find();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // Kysely runs SQLite migrations outside a transaction: a half-built index must not stay.
    await (db.isTransaction ? upSqlite(db) : db.transaction().execute((trx) => upSqlite(trx)));
    return;
  }
  const schema = await trigramSchema(db);
  if (!schema) return;
  // The expression is written exactly as app/console/lead-search.server.ts queries it. No pending
  // list (fastupdate): each search would read all of it until a vacuum, and leads arrive one by one.
  // Not partial (`where lead_id is null`): PostgreSQL keeps no statistics of a partial index's
  // expression, and without them took the index for a common word too, reading its 19,000 matches
  // to show 25, where the inbox's order finds them after a hundred rows.
  await sql`create index lead_search_trgm on demo_requests using gin ((first_name || ' ' || last_name || ' ' || email || ' ' || institution) ${sql.id(schema)}.gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const name of ["lead_search_insert", "lead_search_delete", "lead_search_update"])
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    await sql`drop table if exists lead_search`.execute(db);
    await sql`drop table if exists lead_search_docs`.execute(db);
    return;
  }
  // The extension stays: other schemas of the database may use it.
  await sql`drop index if exists lead_search_trgm`.execute(db);
}
