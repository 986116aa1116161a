import "../support/quiet-logs";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postBooking, requestDemo } from "../support/booking";
import { builtServerAvailable, demoFormFields, demoRequestBody } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// `npm run backup` while visitors send demo requests and book demos, then `npm run restore` into
// a fresh store and a fresh server on it (issue line 8, ADR 081). The promise tested: every request
// whose acknowledgement (the 303) had reached its visitor before the backup command was started is
// in the backup. Requests answered while the backup runs may or may not be: they are counted only
// to prove the site kept serving.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Backup test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const exec = promisify(execFile);
const quick = {
  ILIMI_BUILD_DIR: buildDir,
  RATE_LIMIT_DISABLED: "1",
  FORM_MIN_FILL_MS: "0",
  DELIVERY_DISABLED: "1",
  LOG_LEVEL: "error",
  BOOKING_CAPACITY: "50",
};

const servers: RunningServer[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const cleanup of cleanups) await cleanup();
});

type Store = { DATA_DIR: string; DATABASE_URL: string };

/** The real npm script, as an operator types it; never throws, so a refusal can be asserted. */
async function npm(args: string[], store: Store, extra: Record<string, string> = {}) {
  const env = { ...process.env, ...quick, ILIMI_SKIP_BUILD: "1", ...store, ...extra };
  try {
    const { stdout, stderr } = await exec("npm", ["run", "--silent", ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

async function leads(store: Store, command: string[]): Promise<Record<string, unknown>[]> {
  const { stdout } = await exec(process.execPath, ["scripts/leads.js", ...command, "--format", "json"], {
    env: { ...process.env, ...quick, ILIMI_SKIP_BUILD: "1", LOG_LEVEL: "silent", ...store },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, unknown>[];
}

/** The e-mail of every stored demo request, read from the store itself. */
async function storedEmails(store: Store): Promise<Set<string>> {
  if (!store.DATABASE_URL) {
    const db = new Database(join(store.DATA_DIR, "ilimi.sqlite"), { readonly: true });
    try {
      return new Set(db.prepare("select email from demo_requests").pluck().all() as string[]);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: store.DATABASE_URL });
  await client.connect();
  try {
    return new Set((await client.query<{ email: string }>("select email from demo_requests")).rows.map((r) => r.email));
  } finally {
    await client.end();
  }
}

type Acknowledged = { email: string; at: number; slot?: string };

/** Visitors sending the demo form, and others booking a demo, until stop() is called. */
function visitorsAt(base: string) {
  const requests: Acknowledged[] = [];
  const bookings: Acknowledged[] = [];
  const failures: string[] = [];
  let stopped = false;
  let n = 0;
  const sendForms = async (hidden: Record<string, string>) => {
    while (!stopped) {
      const email = `backup-${n++}@school.edu.ng`;
      const res = await fetch(`${base}/demo`, {
        method: "POST",
        body: demoRequestBody(email, hidden),
        redirect: "manual",
        headers: { origin: base },
      });
      await res.arrayBuffer();
      if (res.status === 303) requests.push({ email, at: Date.now() });
      else failures.push(`demo form ${res.status}`);
    }
  };
  const book = async (lane: number) => {
    while (!stopped) {
      const email = `booker-${n++}@school.edu.ng`;
      const visitor = await requestDemo(base, email);
      requests.push({ email, at: Date.now() });
      const slot = visitor.slots[(n * 7 + lane) % visitor.slots.length]!;
      const res = await postBooking(base, visitor.token, slot);
      await res.arrayBuffer();
      if (res.status === 303) bookings.push({ email, slot, at: Date.now() });
      else failures.push(`booking ${res.status}`);
    }
  };
  const running = demoFormFields(base).then((hidden) =>
    Promise.all([...Array.from({ length: 4 }, () => sendForms(hidden)), book(0), book(1)]),
  );
  return {
    requests,
    bookings,
    failures,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

async function until(condition: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Case = { name: string; enabled: boolean; store: () => Promise<Store> };
const cases: Case[] = [
  {
    name: "SQLite",
    enabled: true,
    store: async () => {
      const dir = mkdtempSync(join(tmpdir(), "ilimi-backup-"));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return { DATA_DIR: dir, DATABASE_URL: "" };
    },
  },
  {
    name: "PostgreSQL",
    enabled: Boolean(adminUrl),
    store: async () => {
      const db = await createPostgresDatabase(adminUrl!, "ilimi_backup", { empty: true });
      cleanups.push(db.drop);
      const dir = mkdtempSync(join(tmpdir(), "ilimi-backup-"));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return { DATA_DIR: dir, DATABASE_URL: db.url };
    },
  },
];

describe.skipIf(!built).each(cases)("backup and restore on $name", ({ enabled, store }) => {
  it.skipIf(!enabled)(
    "an operator backs up while visitors send forms and book, restores onto a fresh server, and finds every request and booking acknowledged before the backup started",
    { timeout: 120_000 },
    async () => {
      const live = await store();
      const backupDir = mkdtempSync(join(tmpdir(), "ilimi-backups-"));
      cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
      const server = await startServer({ ...quick, DATABASE_URL: live.DATABASE_URL }, { dataDir: live.DATA_DIR });
      servers.push(server);

      // On SQLite, a reader that stays in its transaction (a long export, say) holds back the
      // checkpoints: the newest commits are then only in the WAL, and a copy of the database file
      // alone would miss them. The backup must not.
      const reader = live.DATABASE_URL ? undefined : new Database(join(live.DATA_DIR, "ilimi.sqlite"));
      reader?.exec("begin");
      reader?.prepare("select count(*) from demo_requests").get();
      const visitors = visitorsAt(server.url);
      await until(() => visitors.requests.length >= 30 && visitors.bookings.length >= 4, "the first acknowledgements");
      const backupStartedAt = Date.now();
      const backup = await npm(["backup"], live, { BACKUP_DIR: backupDir });
      const backupEndedAt = Date.now();
      reader?.exec("commit");
      reader?.close();
      const answeredDuring = visitors.requests.filter((r) => r.at > backupStartedAt && r.at < backupEndedAt).length;
      await visitors.stop();
      await server.stop();

      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      const file = backup.stdout.trim();
      expect(file.startsWith(backupDir)).toBe(true);
      expect(visitors.failures).toEqual([]);
      // The site served while the backup ran: the backup did not stop the world.
      expect(answeredDuring).toBeGreaterThan(0);

      const fresh = await store();
      const restored = await npm(["restore", "--", file], fresh);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      const second = await startServer({ ...quick, DATABASE_URL: fresh.DATABASE_URL }, { dataDir: fresh.DATA_DIR });
      servers.push(second);
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);

      // The sales team's own view of the restored store: the leads command line.
      const [exported, bookingRows] = await Promise.all([leads(fresh, ["export"]), leads(fresh, ["bookings"])]);
      const stored = new Set(exported.map((r) => r.email));
      const before = visitors.requests.filter((r) => r.at < backupStartedAt);
      expect(before.filter((r) => !stored.has(r.email))).toEqual([]);
      const booked = new Map(bookingRows.map((b) => [b.email, { status: b.status, slot: b.slot_start }]));
      const bookedBefore = visitors.bookings.filter((b) => b.at < backupStartedAt);
      for (const b of bookedBefore) {
        const found = booked.get(b.email);
        expect(found?.status, b.email).toBe("confirmed");
        expect(new Date(String(found?.slot)).getTime(), b.email).toBe(new Date(b.slot!).getTime());
      }

      // A restore never replaces a database that holds data unless told to: the fresh server's
      // store is live now, and the command leaves it as it is.
      // A damaged backup is refused before anything is replaced, even with --force.
      const damaged = join(backupDir, "damaged-copy");
      const bytes = readFileSync(file);
      writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const [refused, rejected] = await Promise.all([
        npm(["restore", "--", file], fresh),
        npm(["restore", "--", damaged, "--force"], fresh),
      ]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/already holds data.*--force/);
      expect(rejected.code).toBe(1);
      expect(rejected.stderr).toMatch(/is not a backup that can be restored.*Nothing was changed/);
      expect(await storedEmails(fresh)).toEqual(stored);

      // With the server stopped and --force, the backup replaces the store in place.
      await second.stop();
      const forced = await npm(["restore", "--", file, "--force"], fresh);
      expect(forced.stderr).toBe("");
      expect(forced.code).toBe(0);
      expect(await storedEmails(fresh)).toEqual(stored);
      expect(statSync(file).size).toBe(bytes.length);
    },
  );
});
