// Entry of the users command line in the server build (an SSR input in vite.config.ts); the code
// lives in app/flows/users-cli.server.ts, its runtime is built in scripts/commands.ts, and
// scripts/users.js starts it.
export { runUsersCli } from "./commands";
