// Entry of the users command line in the server build (an SSR input in vite.config.ts); the code
// lives in app/flows/users-cli.server.ts and scripts/users.js starts it.
export { runUsersCli } from "~/flows/users-cli.server";
