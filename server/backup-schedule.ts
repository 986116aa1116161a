import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { sql, type Kysely } from "kysely";
import { lastBackupAt } from "~/db/backup-record.server";
import { dialectOf } from "~/db/dialect.server";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";

// The scheduled backup (ADR 081): every BACKUP_INTERVAL_HOURS the server runs the same command an
// operator runs, `npm run backup`, as a child process, so the copy never blocks this process's
// event loop and a scheduled backup is exactly a manual one. The time of the last backup is in the
// database: on PostgreSQL every instance reads it, and the one that takes an advisory lock first
// makes the backup while the others see it is not due.

const LOCK = "ilimi:backup";

function runBackupCommand(): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    // The server runs from the project's folder (server.js reads ./build), where scripts/ is.
    const child = spawn(process.execPath, [resolve("scripts/backup.js"), "backup"], {
      env: { ...process.env, ILIMI_SKIP_BUILD: "1", LOG_LEVEL: "silent" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", (error) => done({ code: -1, stderr: error.message }));
    child.once("exit", (code) => done({ code, stderr }));
  });
}

async function backupIfDue(db: Kysely<Database>, intervalMs: number): Promise<void> {
  const due = async (reader: Kysely<Database>) => {
    const last = await lastBackupAt(reader);
    return !last || Date.now() - last.getTime() >= intervalMs;
  };
  const backup = async () => {
    const { code, stderr } = await runBackupCommand();
    // The command's messages name files and tools, never a record.
    if (code === 0) logger.info("scheduled backup written");
    else
      logger.error({ code, err: stderr.trim().slice(-500) }, "scheduled backup failed; tried again at the next check");
  };
  if (dialectOf(db) === "sqlite") {
    if (await due(db)) await backup();
    return;
  }
  // Held until the transaction ends, after the child has recorded its backup.
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(${LOCK})) as locked`.execute(trx);
    if (rows[0]?.locked && (await due(trx))) await backup();
  });
}

/** stop() ends the schedule and resolves once a backup under way has finished (shutdown waits for it). */
export function startBackupSchedule(db: Kysely<Database>, intervalHours: number): { stop: () => Promise<void> } {
  if (intervalHours <= 0) return { stop: async () => undefined };
  const intervalMs = intervalHours * 3_600_000;
  // Checked ten times an interval (at most every minute), so a backup is at most a tenth late.
  const checkMs = Math.min(60_000, Math.max(1000, intervalMs / 10));
  let running: Promise<void> | undefined;
  const check = () => {
    running ??= backupIfDue(db, intervalMs)
      .catch((error: unknown) =>
        logger.error({ err: error instanceof Error ? error.message : String(error) }, "backup schedule check failed"),
      )
      .finally(() => (running = undefined));
  };
  check();
  const timer = setInterval(check, checkMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
