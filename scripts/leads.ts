// Entry of the leads command line in the server build (an SSR input in vite.config.ts); the code
// lives in app/flows/leads-cli.server.ts and scripts/leads.js starts it.
export { runLeadsCli } from "~/flows/leads-cli.server";
