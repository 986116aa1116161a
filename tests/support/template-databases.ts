import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import SQLite from "better-sqlite3";
import pg from "pg";

// Vitest globalSetup (vitest.config.ts): the built app's migrations run once per test run, into a
// SQLite file and a PostgreSQL database; each suite then starts from a copy of them instead of
// migrating its own (ADR 084). Nothing but the migrations is in them: a first start's other writes
// (a generated APP_SECRET, repaired seats) still happen in each suite's own site.

// Handed to the test workers in their environment rather than Vitest's provide/inject, because the
// helpers that read them are also imported by the Playwright specs, where Vitest has no state.
/** A migrated ilimi.sqlite to copy; unset when there is no build to migrate with. */
const SQLITE_TEMPLATE = "ILIMI_TEST_SQLITE_TEMPLATE";
/** A migrated PostgreSQL database to CREATE DATABASE … TEMPLATE from. */
const POSTGRES_TEMPLATE = "ILIMI_TEST_POSTGRES_TEMPLATE";

const buildDir = process.env.ILIMI_BUILD_DIR || "build";

/** The leads command line's read-only `status` opens the store, which migrates it, and closes it. */
function migrate(settings: Record<string, string>): boolean {
  const result = spawnSync(process.execPath, ["scripts/leads.js", "status"], {
    env: { ...process.env, ILIMI_SKIP_BUILD: "1", LOG_LEVEL: "silent", ...settings },
    encoding: "utf8",
  });
  if (result.status !== 0) console.warn(`template database not made (each suite migrates its own):\n${result.stderr}`);
  return result.status === 0;
}

function hasBuild(): boolean {
  const dir = join(buildDir, "server");
  return (
    existsSync(dir) &&
    readdirSync(dir).some((f) => /^index\d*\.js$/.test(f) && readFileSync(join(dir, f), "utf8").includes("runLeadsCli"))
  );
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  // Each Vitest project runs its global set-up (vitest.config.ts): the first one's templates serve all.
  if (process.env[SQLITE_TEMPLATE] || process.env[POSTGRES_TEMPLATE]) return async () => {};
  if (!hasBuild()) return async () => {};
  const dir = mkdtempSync(join(tmpdir(), "ilimi-template-"));
  if (migrate({ DATA_DIR: dir })) {
    // Everything into the main file, so that one file copy is the whole database.
    const file = join(dir, "ilimi.sqlite");
    const db = new SQLite(file);
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
    process.env[SQLITE_TEMPLATE] = file;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropPostgres = async () => {};
  if (adminUrl) {
    const name = `ilimi_template_${randomBytes(6).toString("hex")}`;
    await admin(adminUrl, `create database ${name}`);
    dropPostgres = () => admin(adminUrl, `drop database if exists ${name} with (force)`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    if (migrate({ DATA_DIR: dir, DATABASE_URL: url.toString() })) process.env[POSTGRES_TEMPLATE] = name;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropPostgres();
  };
}

/**
 * The suite's data directory starting from the migrated template (a file copy), when there is one.
 * Only for a directory the helper made itself: a suite that passes its own starts from what it put there.
 */
export function sqliteFromTemplate(dataDir: string): void {
  const template = process.env[SQLITE_TEMPLATE];
  if (!template) return;
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(template, join(dataDir, "ilimi.sqlite"));
}

/** A fresh directory for one suite's data. */
export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), "ilimi-test-"));
}

/** The migrated PostgreSQL database to copy, or undefined (outside Vitest, or without a build). */
export function postgresTemplate(): string | undefined {
  return process.env[POSTGRES_TEMPLATE] || undefined;
}
