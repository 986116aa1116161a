import "../support/quiet-logs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listBackups } from "~/db/backup-files.server";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";
import { createPostgresDatabase } from "../support/test-databases";

// The scheduled backup (BACKUP_INTERVAL_HOURS, BACKUP_KEEP; ADR 081): the server runs `npm run
// backup` itself, keeps the newest BACKUP_KEEP, and on one PostgreSQL two instances make one
// backup per interval between them, not one each.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Backup schedule test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const base = { ILIMI_BUILD_DIR: buildDir, DELIVERY_DISABLED: "1", LOG_LEVEL: "info" };

const servers: RunningServer[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const cleanup of cleanups) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const written = (server: RunningServer) => server.output().split("scheduled backup written").length - 1;

async function until(condition: () => boolean, what: string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The time in a backup's name (ilimi-2026-12-01T23-30-05-123Z.sqlite). */
function timeOf(name: string): number {
  const [, date, h, m, s, ms] = /^ilimi-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(name)!;
  return Date.parse(`${date}T${h}:${m}:${s}.${ms}Z`);
}

describe.skipIf(!built)("scheduled backups", () => {
  it(
    "a server with a backup interval backs itself up on schedule and keeps only the newest BACKUP_KEEP",
    {
      timeout: 120_000,
    },
    async () => {
      const backupDir = tempDir("ilimi-backups-");
      // 0.0003 hours: about a second, so three backups come in seconds.
      const server = await startServer({
        ...base,
        BACKUP_DIR: backupDir,
        BACKUP_INTERVAL_HOURS: "0.0003",
        BACKUP_KEEP: "2",
      });
      servers.push(server);
      await until(() => written(server) >= 3, "three scheduled backups");
      // A shutdown waits for a backup under way, so none is left half-pruned when counting.
      await server.stop();
      expect(server.output()).not.toContain("scheduled backup failed");
      expect(listBackups(backupDir)).toHaveLength(2);
    },
  );

  it.skipIf(!adminUrl)(
    "two instances on one PostgreSQL make one backup per interval between them",
    { timeout: 120_000 },
    async () => {
      const db = await createPostgresDatabase(adminUrl!, "ilimi_schedule");
      cleanups.push(db.drop);
      const backupDir = tempDir("ilimi-backups-");
      const intervalHours = 0.002; // 7.2 s; each instance checks every second
      const env = {
        ...base,
        DATABASE_URL: db.url,
        BACKUP_DIR: backupDir,
        BACKUP_INTERVAL_HOURS: String(intervalHours),
      };
      const started = await Promise.all([startServer(env), startServer(env)]);
      servers.push(...started);
      await until(() => listBackups(backupDir).length >= 2, "two scheduled backups");
      await Promise.all(started.map((s) => s.stop()));
      for (const s of started) expect(s.output()).not.toContain("scheduled backup failed");
      const times = listBackups(backupDir).map(timeOf);
      for (let i = 1; i < times.length; i++)
        expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(intervalHours * 3_600_000);
    },
  );
});
