// Entry of the leads command line in the server build (an SSR input in vite.config.ts); the code
// lives in app/flows/leads-cli.server.ts, its runtime is built in scripts/commands.ts, and
// scripts/leads.js starts it.
export { runLeadsCli } from "./commands";
