import "../support/quiet-logs";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../support/chromium";
import { demoRequest, goodPassword, twoInstances, usersCli, type ConsoleServer } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";

// Issue #18's "done when", in a real browser on two instances over one PostgreSQL: the operator
// makes the first admin with one command; the admin signs in on instance A and invites a sales
// person; the sales person sets a password and works on instance B; each sees the other's work on
// their own instance, with the console's client-side navigation (React runs here). A balancer
// would send each request anywhere: the two instances share the host, as behind one.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const ready = Boolean(adminUrl) && builtServerAvailable(buildDir, "Console two-instance browser test");

/** The same path on the other instance. */
const on = (server: ConsoleServer, link: string) => `${server.url}${new URL(link).pathname}${new URL(link).search}`;

async function setPasswordAndSignIn(page: Page, link: string, email: string) {
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(goodPassword);
  await page.getByLabel("New password again").fill(goodPassword);
  await page.getByRole("button", { name: "Set password" }).click();
  await page.getByText("Your password is set").waitFor();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(goodPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Inbox" }).waitFor();
}

describe.skipIf(!ready)("two people work a lead in the browser on two instances over PostgreSQL", () => {
  let a: ConsoleServer;
  let b: ConsoleServer;
  let stop: (() => Promise<void>) | undefined;
  let browser: Browser;

  beforeAll(async () => {
    ({ a, b, stop } = await twoInstances(adminUrl!, "ilimi_console_browser", buildDir));
    browser = await chromium.launch(chromiumLaunchOptions);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stop?.();
  });

  it(
    "the first admin invites a sales person on A, who works the lead on B, and each sees the other's work",
    { timeout: 120_000 },
    async () => {
      // The operator's one command, against the shared database.
      const { stdout, token } = await usersCli(a, [
        "create",
        "--email",
        "first-admin@ilimi.example",
        "--role",
        "admin",
      ]);
      expect(stdout).toMatch(/Set the password within 72 hours, once, at:/);
      const admin = await (await browser.newContext()).newPage();
      await setPasswordAndSignIn(admin, `${a.url}/sales/set-password?token=${token}`, "first-admin@ilimi.example");

      // Invited on A (no SMTP here: the admin is shown the link); the link is opened on B.
      await admin.getByRole("link", { name: "Team" }).click();
      await admin.getByLabel("E-mail address").fill("seller@ilimi.example");
      await admin.getByRole("button", { name: "Send invite" }).click();
      const invite = (await admin.locator("code").filter({ hasText: "/sales/set-password" }).textContent())!;
      const sales = await (await browser.newContext()).newPage();
      await setPasswordAndSignIn(sales, on(b, invite), "seller@ilimi.example");
      expect(await sales.getByRole("link", { name: "Team" }).count()).toBe(0);

      // A visitor's request reaches A; the sales person finds it on B and works it.
      await demoRequest(a, "bursar@federal-college.edu.ng", { institution: "Federal College Kaduna" });
      await sales.getByLabel("Search name, e-mail, phone or institution").fill("Federal College Kaduna");
      await sales.getByRole("button", { name: "Apply" }).click();
      await sales.getByRole("link", { name: "Ada Test" }).click();
      await sales.getByRole("heading", { level: 1, name: /Federal College Kaduna/ }).waitFor();
      const leadPath = new URL(sales.url()).pathname;
      await sales.getByLabel("Move to").selectOption("contacted");
      await sales.getByRole("button", { name: "Change status" }).click();
      await sales.getByText("Now: Contacted").waitFor();
      await sales.getByLabel("Owner", { exact: true }).selectOption({ label: "seller@ilimi.example" });
      await sales.getByRole("button", { name: "Assign" }).click();
      await sales.getByRole("status").filter({ hasText: "Saved." }).waitFor();
      await sales.getByRole("textbox", { name: "Add note" }).fill("Called the bursar from instance B.");
      await sales.getByRole("button", { name: "Add note" }).click();
      await sales.getByText("Called the bursar from instance B.").waitFor();

      // The admin, on A, finds it by status and sees all of it; then records the booked demo.
      await admin.goto(`${a.url}/sales?status=contacted&q=${encodeURIComponent("Federal College Kaduna")}`);
      await admin.getByRole("link", { name: "Ada Test" }).click();
      await admin.getByText("Called the bursar from instance B.").waitFor();
      expect(await admin.getByLabel("Owner", { exact: true }).locator("option:checked").textContent()).toBe(
        "seller@ilimi.example",
      );
      await admin.getByLabel("Move to").selectOption("demo_booked");
      await admin.getByRole("button", { name: "Change status" }).click();
      await admin.getByText("Now: Demo booked").waitFor();

      // Back on B, the sales person sees the admin's change.
      await sales.goto(`${b.url}${leadPath}`);
      await sales.getByText("Now: Demo booked").waitFor();

      // Signed out on B: the same browser is signed out on A too.
      await sales.getByRole("button", { name: "Sign out" }).click();
      await sales.getByText("You are signed out.").waitFor();
      await sales.goto(`${a.url}/sales`);
      await sales.getByRole("button", { name: "Sign in" }).waitFor();
      expect(new URL(sales.url()).pathname).toBe("/sales/sign-in");
    },
  );
});
