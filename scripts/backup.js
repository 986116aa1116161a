// Starts `npm run backup` / `npm run restore` (scripts/backup.ts, bundled with the server build so
// it runs on plain Node 20); like `npm start`, it builds first when needed.
import { builtExport, ensureBuild } from "./built-entry.mjs";

// stdout is the backup's path, for scripts and the schedule: the server's JSON logs stay out of it.
process.env.LOG_LEVEL ||= "silent";

ensureBuild({ output: "stderr" });
try {
  const runBackupCli = await builtExport("runBackupCli");
  process.exitCode = await runBackupCli(process.argv.slice(2));
} catch (error) {
  console.error(`${process.argv[2] ?? "backup"}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
