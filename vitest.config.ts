import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests run in Node without the React Router plugin.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.mjs",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // Migrates the built app's database once; suites start from copies of it (ADR 084).
    globalSetup: ["tests/support/template-databases.ts"],
    // The built bundle is loaded by Node itself, as in production (tests/support/in-process.ts), not transformed again.
    server: { deps: { external: [/\/(build|\.builds)\/.*\.js$/] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
