import { backupCommand } from "~/db/backup-cli.server";
import { closeDatabase, initDatabase, type DatabaseOptions } from "~/db/connection.server";
import { leadsCommand } from "~/flows/leads-cli.server";
import type { OpenStore } from "~/flows/open-store";
import { usersCommand } from "~/flows/users-cli.server";
import { env } from "~/runtime/config.server";
import { createRuntime } from "~/runtime/runtime.server";

// The command lines' tops (ADR 083): each builds the process's runtime here, and the commands
// below (app/flows/*-cli.server.ts, app/db/backup-cli.server.ts) are handed the store it opened.
// scripts/leads.ts, users.ts and backup.ts put them in the server build. A test that runs a
// command in its own process names the database it opened instead (`database`): its settings
// are the ones the test installed, so no runtime is built over them.

type Out = { write: (text: string) => void };

function openStore(database?: Partial<DatabaseOptions>): OpenStore {
  if (database) return async () => ({ db: await initDatabase(database), close: closeDatabase });
  return async () => {
    const runtime = await createRuntime();
    return { db: runtime.db, close: runtime.close };
  };
}

/** `npm run leads`; resolves with the exit code. */
export function runLeadsCli(argv: string[], out: Out = process.stdout, database?: Partial<DatabaseOptions>) {
  return leadsCommand(argv, out, openStore(database));
}

/** `npm run users`; resolves with the exit code. */
export function runUsersCli(argv: string[], out: Out = process.stdout, database?: Partial<DatabaseOptions>) {
  return usersCommand(argv, out, openStore(database));
}

/** `npm run backup` and `npm run restore`; resolves with the exit code. */
export function runBackupCli(argv: string[], out: Out = process.stdout) {
  return backupCommand(argv, out, env(), openStore());
}
