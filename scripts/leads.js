// Starts the leads command line (scripts/leads.ts). It is bundled with the server build (an SSR
// input in vite.config.ts), so it runs on plain Node 20; like `npm start`, it builds first when
// needed.   npm run leads -- --help
import { builtExport, ensureBuild } from "./built-entry.mjs";

// The server's JSON logs go to stdout, and here stdout is the export: keep them out of it.
process.env.LOG_LEVEL ||= "silent";

// The build's output goes to stderr, so `npm run leads -- export ... > file` stays clean.
ensureBuild({ output: "stderr" });
try {
  const runLeadsCli = await builtExport("runLeadsCli");
  process.exitCode = await runLeadsCli(process.argv.slice(2));
} catch (error) {
  console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
