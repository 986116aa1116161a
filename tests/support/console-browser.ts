import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { BrowserContextOptions } from "@playwright/test";
import { expect, test as base, type Page } from "./browser-test";
import { e2eDataDir, uniqueEmail } from "./leads";
import type { ProfilePatch } from "~/auth/users.server";
import { seedAccount, seedPassword } from "./seed";

// Signing in to the sales console in a real browser. Set-up seeds the account and hands the browser
// its minted session cookie (support/seed.ts, ADR 085): once per role per worker (adminState,
// salesState) or, for a test that needs a person of its own, one account for that test. The real
// way in (the users CLI, its set-password link, the sign-in form) is the subject of
// sales-console.spec.ts and sales-console-sign-in.spec.ts, which keep setPasswordAndSignIn.

const run = promisify(execFile);
export const consolePassword = seedPassword;

export type ConsoleRole = "admin" | "sales";
type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;
/** A seeded person and the browser state that has them signed in. */
export type SignedIn = { email: string; storageState: StorageState };

/** `npm run users -- <args>` against the e2e server's data; the set-password link it prints. */
export async function usersCliLink(baseURL: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["scripts/users.js", ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir(), SITE_URL: baseURL, ILIMI_SKIP_BUILD: "1", LOG_LEVEL: "silent" },
  });
  const link = /(http\S+\/sales\/set-password\?token=[\w-]+)/.exec(stdout)?.[1];
  if (!link) throw new Error(`no link in ${stdout}`);
  return link;
}

export async function setPasswordAndSignIn(page: Page, link: string, email: string) {
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(consolePassword);
  await page.getByLabel("New password again").fill(consolePassword);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Your password is set")).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(consolePassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

/** A new account seeded into the e2e server's database, signed in: its address and browser state. */
export async function seededSignIn(
  baseURL: string,
  role: ConsoleRole,
  email = uniqueEmail(role),
  profile?: ProfilePatch,
): Promise<SignedIn> {
  const seeded = await seedAccount({ dataDir: e2eDataDir() }, { email, role, profile });
  const cookie = {
    name: seeded.cookieName,
    value: seeded.cookieValue,
    domain: new URL(baseURL).hostname,
    path: "/",
    expires: Math.floor(Date.now() / 1000) + 86_400,
    httpOnly: true,
    secure: false,
    sameSite: "Lax" as const,
  };
  return { email, storageState: { cookies: [cookie], origins: [] } };
}

/** Signs `who` in on this page's browser (its session cookie) and opens the inbox, where a sign-in lands. */
export async function signInAs(page: Page, who: SignedIn) {
  await page.context().addCookies(who.storageState.cookies);
  await page.goto("/sales");
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

/**
 * browser-test's `test`, with one admin and one sales person per worker, signed in once and reused
 * by every test that only needs "an admin" or "a sales person" (a test that signs out, or whose
 * person's own leads matter, seeds one of its own with seededSignIn).
 */
export const test = base.extend<object, { adminState: SignedIn; salesState: SignedIn }>({
  adminState: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide, workerInfo) => provide(await seededSignIn(baseURLOf(workerInfo.project.use), "admin")),
    { scope: "worker" },
  ],
  salesState: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide, workerInfo) => provide(await seededSignIn(baseURLOf(workerInfo.project.use), "sales")),
    { scope: "worker" },
  ],
});

function baseURLOf(use: { baseURL?: string }): string {
  if (!use.baseURL) throw new Error("playwright.config.ts sets no baseURL");
  return use.baseURL;
}
