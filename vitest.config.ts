import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * Integration files whose subject is wall time on a loaded machine (a timing side channel, a
 * deadline in milliseconds, bytes trickled against a server's timeouts, a flood): they run after
 * the others, one at a time, so that no neighbour's work lands inside their measurement (ADR 089).
 */
const integrationAlone = [
  "tests/integration/console-security.test.ts",
  "tests/integration/calendar-feed-thread.test.ts",
  "tests/integration/slow-clients.test.ts",
  "tests/integration/insights-flood.test.ts",
];

/**
 * Integration files mostly wait on a socket, a child process or a database, not on a core: this many
 * run at once even on the 2-core reference machine (ADR 089). ILIMI_TEST_WORKERS overrides it for
 * a machine of another size.
 */
const integrationWorkers = Number(process.env.ILIMI_TEST_WORKERS) || 3;

const integration = ["tests/integration/**/*.test.ts"];

function project(test: NonNullable<TestProjectInlineConfiguration["test"]>): TestProjectInlineConfiguration {
  return { extends: true, test };
}

// Unit and integration tests run in Node without the React Router plugin.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    // Migrates the built app's database once; suites start from copies of it (ADR 084). Shares the
    // run's claimed ports between the workers (ADR 089).
    globalSetup: ["tests/support/template-databases.ts", "tests/support/test-ports.ts"],
    // The built bundle is loaded by Node itself, as in production (tests/support/in-process.ts), not transformed again.
    server: { deps: { external: [/\/(build|\.builds)\/.*\.js$/] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each project its own group, since groups of one order must share a worker count.
    projects: [
      project({
        name: "unit",
        include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.mjs"],
        sequence: { groupOrder: 0 },
      }),
      project({
        name: "integration",
        include: integration,
        exclude: integrationAlone,
        maxWorkers: integrationWorkers,
        sequence: { groupOrder: 1 },
      }),
      project({
        name: "integration-alone",
        include: integrationAlone,
        maxWorkers: 1,
        sequence: { groupOrder: 2 },
      }),
    ],
  },
});
