import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

// Kysely's SQLite driver prepares every query anew; compiling the SQL was a tenth of a booking's
// server time with ten presenters (docs/benchmarks.md). The application's queries are a fixed set
// of texts with bound parameters, so each text is prepared once and its statement reused. A
// statement still being iterated (a streamed query) is busy and cannot run twice at once: then a
// fresh one is prepared. SQLite re-prepares a statement by itself after a schema change.

const MAX_STATEMENTS = 1_000;

export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      const kept = statements.get(text);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(text);
      // A bound on memory for texts built with values in them (none should be; a safety net).
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      statements.set(text, statement);
      return statement;
    },
  };
}
