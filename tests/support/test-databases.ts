import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { postgresTemplate } from "./template-databases";
import type { DatabaseOptions } from "~/db/connection.server";

// The databases a storage test runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL is
// set (scripts/start-test-postgres.sh prints one). Each suite gets its own SQLite file or its own
// PostgreSQL schema, so test files can run in parallel.

export type TestDatabase = {
  name: "SQLite" | "PostgreSQL";
  enabled: boolean;
  /** Options for initDatabase(); call once per suite. */
  create: () => Partial<DatabaseOptions>;
  /** Deletes what create() made. */
  cleanup: () => Promise<void>;
};

/** The embedded store alone, in a directory of its own (synchronous=FULL, as served). */
export function sqlite(): TestDatabase {
  let dir: string | undefined;
  return {
    name: "SQLite",
    enabled: true,
    create: () => {
      dir = mkdtempSync(join(tmpdir(), "ilimi-store-"));
      return { databaseUrl: undefined, dataDir: dir, sqliteSynchronous: "FULL" };
    },
    cleanup: async () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgres(url: string | undefined): TestDatabase {
  let schema: string | undefined;
  let dir: string | undefined;
  return {
    name: "PostgreSQL",
    enabled: Boolean(url),
    create: () => {
      schema = `test_${randomBytes(6).toString("hex")}`;
      dir = mkdtempSync(join(tmpdir(), "ilimi-store-"));
      return { databaseUrl: url, pgSchema: schema, dataDir: dir };
    },
    cleanup: async () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
      if (!url || !schema) return;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}

export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL || undefined;
  if (!url)
    console.info(
      "TEST_DATABASE_URL is not set: the PostgreSQL storage tests are skipped (scripts/start-test-postgres.sh starts one).",
    );
  return [sqlite(), postgres(url)];
}

/**
 * A PostgreSQL database of its own, for tests that start whole servers (which use the default
 * schema, so a schema per suite will not do). Needs a role with CREATEDB, as
 * scripts/start-test-postgres.sh makes it. Returns its URL and how to drop it. It is a copy of the
 * migrated template (support/template-databases.ts) unless `empty` is asked for (a suite whose
 * subject is the migrations, or a restore into a database of its own).
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`invalid database name prefix ${prefix}`);
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const template = empty ? undefined : postgresTemplate();
  await createDatabase(admin, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // force: a server killed with -9 may leave connections the database has not noticed yet. An
  // autovacuum worker in the database can only be ended by a member of pg_signal_backend (the
  // script grants it); on a cluster made elsewhere, wait for the worker to finish instead.
  const drop = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await admin(`drop database if exists ${name} with (force)`);
      } catch (error) {
        const insufficientPrivilege = (error as { code?: string }).code === "42501";
        if (!insufficientPrivilege || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  return { url: url.toString(), drop };
}

/**
 * CREATE DATABASE … TEMPLATE fails while another session is copying the same template (55006,
 * "source database is being accessed by other users"): suites in parallel wait their turn.
 */
async function createDatabase(admin: (text: string) => Promise<void>, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await admin(statement);
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt === 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
