import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { withStatementCache } from "./statement-cache.server";
import { ImmediateSqliteDialect } from "./sqlite-immediate.server";
import { Kysely, type KyselyConfig, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import { migrationProvider } from "./migrations";
import type { Dialect } from "./dialect.server";
import type { Database } from "./schema.server";

export type DatabaseOptions = {
  /** postgres://... selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  sqliteSynchronous: "FULL" | "NORMAL";
  /** Tests only: a PostgreSQL schema of their own (created if missing), so suites never collide. */
  pgSchema?: string;
  /** Tests only: sees every statement run (tests/integration/password-reset-work.test.ts compares two requests' work). */
  onQuery?: (query: { sql: string; parameters: readonly unknown[] }) => void;
};

function queryLog(options: DatabaseOptions): KyselyConfig["log"] {
  const onQuery = options.onQuery;
  return onQuery ? (event) => void (event.level === "query" && onQuery(event.query)) : undefined;
}

type Connection = { db: Kysely<Database>; dialect: Dialect; description: string };

let current: Connection | undefined;
let opening: Promise<Connection> | undefined;

export const SQLITE_FILE_NAME = "ilimi.sqlite";

/** The database options the runtime reads from DATA_DIR, DATABASE_URL and SQLITE_SYNCHRONOUS. */
export function databaseOptionsOf(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  SQLITE_SYNCHRONOUS: "FULL" | "NORMAL";
}): DatabaseOptions {
  return { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, sqliteSynchronous: config.SQLITE_SYNCHRONOUS };
}

function openSqlite(options: DatabaseOptions): Connection {
  mkdirSync(options.dataDir, { recursive: true });
  const file = resolve(join(options.dataDir, SQLITE_FILE_NAME));
  const sqlite = new SQLite(file);
  // WAL: readers never block the writer. synchronous=FULL fsyncs the WAL at every commit, so an
  // acknowledged submission survives a power cut, not only a crash of this process (NORMAL would
  // survive kill -9 but may lose the last commits on power loss). Commits are batched
  // (app/db/commit-batcher.server.ts), which keeps FULL fast; docs/benchmarks.md has the numbers.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous}`);
  // The leads CLI may write (migrations) while the server runs: wait for the lock, don't fail.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // Erasure (NDPA 2023) must erase: without this a deleted lead's words stay readable in the file's
  // free pages until SQLite reuses them (tests/integration/erasure-leaves-no-bytes.test.ts).
  sqlite.pragma("secure_delete = ON");
  // 32 MB of page cache instead of 2 MB: a one- or two-letter inbox search still reads every lead
  // (no trigram to look up, ADR 058), and 100,000 leads then stay in SQLite's cache (docs/benchmarks.md).
  sqlite.pragma("cache_size = -32000");
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    log: queryLog(options),
  });
  return { db, dialect: "sqlite", description: file };
}

async function openPostgres(options: DatabaseOptions & { databaseUrl: string }): Promise<Connection> {
  const schema = options.pgSchema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  // The schema goes in the connection's start-up options, so no query can run before it applies.
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    connectionTimeoutMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its server emits "error" on the pool: log it instead of crashing.
  pool.on("error", (error) => logger.error({ err: error.message }, "postgres pool error"));
  if (schema) await pool.query(`create schema if not exists "${schema}"`);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(options) });
  // Host and database only: the URL may carry a password.
  const url = new URL(options.databaseUrl);
  return {
    db,
    dialect: "postgres",
    description: `${url.hostname}:${url.port || 5432}${url.pathname}${schema ? `#${schema}` : ""}`,
  };
}

function migratorFor(db: Kysely<Database>, pgSchema: string | undefined): Migrator {
  // With a schema of its own, the migrator's bookkeeping tables must live there too: Kysely looks
  // for them across all schemas and would otherwise find another suite's.
  return new Migrator({ db, provider: migrationProvider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
}

let migrationSchema: string | undefined;

async function migrate(db: Kysely<Database>, pgSchema: string | undefined): Promise<void> {
  migrationSchema = pgSchema;
  const { error, results } = await migratorFor(db, pgSchema).migrateToLatest();
  for (const result of results ?? []) {
    const log = result.status === "Error" ? logger.error.bind(logger) : logger.info.bind(logger);
    log({ migration: result.migrationName, status: result.status }, "database migration");
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Opens the database (SQLite in `dataDir`, PostgreSQL when `databaseUrl` is set) and brings its
 * schema up to date. Safe to call more than once; later calls return the same connection. Entry
 * points reach it through the runtime (app/runtime, ADR 083), which passes the configured options.
 */
export async function initDatabase(overrides: Partial<DatabaseOptions> = {}): Promise<Kysely<Database>> {
  if (current) return current.db;
  opening ??= (async () => {
    const { dataDir, ...rest } = overrides;
    // No configuration is read here: an entry point names the database, or none opens.
    if (dataDir === undefined && !rest.databaseUrl) throw new Error("initDatabase needs the database's options");
    const options: DatabaseOptions = { sqliteSynchronous: "FULL", ...rest, dataDir: dataDir ?? "" };
    const connection = options.databaseUrl
      ? await openPostgres({ ...options, databaseUrl: options.databaseUrl })
      : openSqlite(options);
    try {
      await migrate(connection.db, options.databaseUrl ? options.pgSchema : undefined);
    } catch (error) {
      await connection.db.destroy();
      throw error;
    }
    logger.info({ dialect: connection.dialect, database: connection.description }, "database ready");
    current = connection;
    return connection;
  })().finally(() => {
    opening = undefined;
  });
  return (await opening).db;
}

/**
 * The database a test opened with initDatabase(), for its own reads and writes. Tests only: app
 * and server code get the connection from initDatabase() and hand it down (ADR 059); the lint
 * refuses this import there.
 */
export function getDb(): Kysely<Database> {
  if (!current) throw new Error("Database not initialised: call initDatabase() first");
  return current.db;
}

/**
 * For /readyz: the database answers and every migration this build knows is applied.
 * Never throws; says why when not ready (no connection details, no personal data).
 */
export async function databaseReadiness(): Promise<{ ready: true } | { ready: false; reason: string }> {
  if (!current) return { ready: false, reason: "database not open" };
  try {
    const migrations = await migratorFor(current.db, migrationSchema).getMigrations();
    const pending = migrations.filter((m) => !m.executedAt).length;
    return pending === 0 ? { ready: true } : { ready: false, reason: `${pending} migration(s) not applied` };
  } catch {
    return { ready: false, reason: "database does not answer" };
  }
}

/** Closes the connection (SQLite checkpoints its WAL into the main file). */
export async function closeDatabase(): Promise<void> {
  if (opening) await opening.catch(() => undefined);
  const connection = current;
  current = undefined;
  if (connection) await connection.db.destroy();
}
