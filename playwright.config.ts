import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";
import { e2eDataDir } from "./tests/support/leads";
import { testAppSecret } from "./tests/support/start-server";

// Browser tests run against the production build (npm test builds first), served by the real
// server on its own port with its own data directory.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: "off",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node server.js",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      ILIMI_SKIP_BUILD: "1",
      ILIMI_TEST_ROUTES: "1",
      LOG_LEVEL: "warn",
      DATA_DIR: e2eDataDir(port),
      RATE_LIMIT_DISABLED: "1",
      // Forms are taken at once: the tests whose subject is the fill-time guard run on a server that
      // keeps it (tests/support/guard-server.ts), the rate limit on its own in demo-request.spec.ts (ADR 085).
      FORM_MIN_FILL_MS: "0",
      // Known to the tests, so they seed signed-in accounts as this server mints sessions (support/seed.ts).
      APP_SECRET: testAppSecret,
    },
  },
});
