import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The data directory of the server playwright.config.ts starts (relative to the repository).
 * Not under test-results/: Playwright empties that folder at the start of a run, after the
 * server has opened its database there.
 */
export function e2eDataDir(port: number | string = process.env.E2E_PORT ?? 3210): string {
  return `.e2e-data/${port}`;
}

export type StoredDemoRequest = {
  email: string;
  first_name: string;
  size: string | null;
  marketing_consent: boolean;
  privacy_notice_version: string;
  source: string;
  language: string;
  quarantine_reason: string | null;
  delivery_status: string;
};
export type StoredSubscriber = { email: string; status: string; privacy_notice_version: string };

/**
 * What the sales team would see: the leads CLI's JSON export (`npm run leads -- export`), read
 * from the same database the server under test writes, while it runs.
 */
export async function storedDemoRequests(dataDir: string = e2eDataDir()): Promise<StoredDemoRequest[]> {
  return exportJson(["export", "--format", "json"], dataDir) as Promise<StoredDemoRequest[]>;
}

export async function storedSubscribers(dataDir: string = e2eDataDir()): Promise<StoredSubscriber[]> {
  return exportJson(["subscribers", "export", "--format", "json"], dataDir) as Promise<StoredSubscriber[]>;
}

async function exportJson(args: string[], dataDir: string): Promise<unknown[]> {
  const { stdout } = await run(process.execPath, ["scripts/leads.js", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, ILIMI_SKIP_BUILD: "1", LOG_LEVEL: "silent" },
    maxBuffer: 32 * 1024 * 1024,
  });
  return JSON.parse(stdout) as unknown[];
}

/** An address no other test uses, so each test finds exactly its own records. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@school.edu.ng`;
}
