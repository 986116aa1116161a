import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Page } from "./browser-test";
import { e2eDataDir } from "./leads";

// Signing in to the sales console in a real browser, as the e2e specs do: an account made with
// the real users CLI, its set-password link followed, then the sign-in form.

const run = promisify(execFile);
export const consolePassword = "maize harmattan 42 kettle";

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
