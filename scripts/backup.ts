// Entry of the backup and restore command lines in the server build (an SSR input in
// vite.config.ts); the code lives in app/db/backup-cli.server.ts, its runtime is built in
// scripts/commands.ts, and scripts/backup.js starts it.
export { runBackupCli } from "./commands";
