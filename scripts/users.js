// Starts the console's users command line (scripts/users.ts), bundled with the server build like
// `npm run leads`.   npm run users -- create --email you@example.com --role admin
import { builtExport, ensureBuild } from "./built-entry.mjs";

process.env.LOG_LEVEL ||= "silent";
ensureBuild({ output: "stderr" });
try {
  const runUsersCli = await builtExport("runUsersCli");
  process.exitCode = await runUsersCli(process.argv.slice(2));
} catch (error) {
  console.error(`users: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
