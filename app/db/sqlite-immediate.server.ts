import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";

// SQLite transactions that take the write lock when they begin (ADR 067). Kysely begins them
// DEFERRED: the first read takes a snapshot, and the first write then asks for the lock. When
// another process (the users or leads command line) holds it at that moment, SQLite answers
// SQLITE_BUSY at once, without waiting out busy_timeout, because waiting could not make the
// snapshot current; the page failed with a 500 (seen in a CI run while the users CLI made an
// account). BEGIN IMMEDIATE waits for the lock first, so busy_timeout applies. This server has one
// connection, so its own transactions queue as before; only other processes' writers are waited for.

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
