// Entry of the leads command line in the server build (an SSR input in vite.config.ts); the code
// lives in app/leads/cli.server.ts and scripts/leads.js starts it.
export { runLeadsCli } from "~/leads/cli.server";
