import { rmSync } from "node:fs";
import { expect, test, waitUntilInteractive, type Page } from "../support/browser-test";
import { onGuardServer, test as guarded } from "../support/guard-server";
import { e2eDataDir, storedSubscribers, uniqueEmail } from "../support/leads";
import { startSmtpSink } from "../support/smtp-sink";
import { startServer } from "../support/start-server";

// The footer's newsletter box (SPEC section 3: one email field) on every page, and the double
// opt-in pages its e-mails link to. The shared server takes a form at once (FORM_MIN_FILL_MS=0); the
// box's answer to the fill-time guard is proved on a server that keeps it (support/guard-server.ts).

// Several tests read the store through the leads CLI or start a server of their own: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** With JavaScript the box fetches its signed timestamp when first focused. */
async function openFooterBox(page: Page, path: string) {
  await page.goto(path);
  const box = page.locator("#newsletter-form");
  const token = page.waitForResponse("**/newsletter/token");
  await box.getByLabel("Email address").focus();
  await token;
  return box;
}

async function subscribersFor(email: string, dataDir = e2eDataDir()) {
  return (await storedSubscribers(dataDir)).filter((s) => s.email === email);
}

test("a visitor with JavaScript subscribes from the footer without leaving the page", async ({ page }) => {
  const email = uniqueEmail("footer-js");
  const box = await openFooterBox(page, "/modules");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();

  await expect(box.getByRole("status")).toContainText("Check your inbox to confirm your subscription.");
  await expect(page).toHaveURL(/\/modules$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(box.getByLabel("Email address")).toHaveValue("");
  const stored = await subscribersFor(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ status: "pending" });
});

test("loading a page calls nothing on the server; the box asks for its timestamp once, when first focused", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (["fetch", "xhr", "eventsource", "websocket"].includes(request.resourceType())) calls.push(request.url());
  });
  for (const path of ["/", "/modules/fees", "/pricing", "/contact", "/demo?size=medium", "/resources"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Longer than the old delay after load (500 ms), in case a timer would still fire.
    await page.waitForTimeout(800);
  }
  expect(calls).toEqual([]);

  const token = page.waitForResponse("**/newsletter/token");
  await page.locator("#newsletter-form").getByLabel("Email address").focus();
  await token;
  await page.locator("#newsletter-form").getByRole("button", { name: "Subscribe" }).focus();
  await page.locator("#newsletter-form").getByLabel("Email address").focus();
  await page.waitForLoadState("networkidle");
  expect(calls.map((url) => new URL(url).pathname)).toEqual(["/newsletter/token"]);
});

guarded.describe("on a server that keeps a form for a second", () => {
  guarded.use(onGuardServer);

  guarded(
    "an address sent the moment the box got its timestamp (autofill) is still taken for a person's",
    async ({ page, guardServer }) => {
      const email = uniqueEmail("autofill");
      await page.goto("/company");
      const box = page.locator("#newsletter-form");
      const token = page.waitForResponse("**/newsletter/token");
      await box.getByLabel("Email address").fill(email);
      await token;
      await box.getByRole("button", { name: "Subscribe" }).click();
      await expect(box.getByRole("status")).toContainText("Check your inbox to confirm your subscription.");
      expect(await subscribersFor(email, guardServer.dataDir)).toHaveLength(1);
    },
  );
});

test("subscribing twice is harmless and gets the same answer", async ({ page }) => {
  const email = uniqueEmail("twice");
  const box = await openFooterBox(page, "/solutions");
  for (let i = 0; i < 2; i++) {
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toContainText("Check your inbox to confirm your subscription.");
    await expect(box.getByRole("alert")).toHaveCount(0);
  }
  expect(await subscribersFor(email)).toHaveLength(1);
});

test("a visitor with JavaScript who mistypes their address is told how to fix it", async ({ page }) => {
  const box = await openFooterBox(page, "/");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByLabel("Email address")).toBeFocused();
  await expect(box.getByLabel("Email address")).toHaveAccessibleDescription(
    /Enter your email address, like name@school\.edu\.ng/,
  );
  await box.getByLabel("Email address").fill("bursar@college");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(box.getByText("Enter a complete email address, like name@school.edu.ng")).toBeVisible();
  await expect(box.getByRole("status")).toBeEmpty();
});

test("a box whose timestamp the server refuses asks to send again, and the next try goes through", async ({ page }) => {
  const email = uniqueEmail("stale-token");
  const box = await openFooterBox(page, "/solutions");
  // As if the tab had been left open for days: the server no longer accepts the box's timestamp.
  await box.locator('input[name="formToken"]').evaluate((input: HTMLInputElement) => (input.value = "v1.0.stale"));
  await box.getByLabel("Email address").fill(email);
  const fresh = page.waitForResponse("**/newsletter/token");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("alert")).toContainText("Please send the form again");
  await expect(box.getByLabel("Email address")).toHaveValue(email);
  await fresh;
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toContainText("Check your inbox to confirm your subscription.");
  await expect(box.getByRole("alert")).toHaveCount(0);
  expect(await subscribersFor(email)).toHaveLength(1);
});

test("when the post cannot reach the server, the box says so and keeps the address", async ({ page }) => {
  const box = await openFooterBox(page, "/modules");
  await page.route("**/newsletter", (route) => route.abort("internetdisconnected"));
  await box.getByLabel("Email address").fill("bursar@school.edu.ng");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("alert")).toContainText("We could not save your request just now");
  await expect(box.getByLabel("Email address")).toHaveValue("bursar@school.edu.ng");
  await expect(box.getByRole("button", { name: "Subscribe" })).not.toHaveAttribute("aria-disabled");
  await expect(box.getByRole("status")).toBeEmpty();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor without JavaScript subscribes and comes back to the page they were on", async ({ page }) => {
    const email = uniqueEmail("footer-nojs");
    await page.goto("/solutions");
    const box = page.locator("#newsletter-form");
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();

    await expect(page).toHaveURL(/\/solutions\?newsletter=check-inbox#newsletter-form$/);
    await expect(page.locator("#newsletter-form").getByRole("status")).toContainText(
      "Check your inbox to confirm your subscription.",
    );
    expect(await subscribersFor(email)).toHaveLength(1);
  });

  test("a visitor without JavaScript who mistypes their address keeps it and sees why", async ({ page }) => {
    await page.goto("/modules");
    const box = page.locator("#newsletter-form");
    // Passes the browser's own email check; the server refuses it.
    await box.getByLabel("Email address").fill("bursar@college");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await box.getByRole("button", { name: "Subscribe" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "The Ilimi newsletter" })).toBeVisible();
    const pageBox = page.locator("main form");
    await expect(pageBox.getByLabel("Email address")).toHaveValue("bursar@college");
    await expect(pageBox.getByLabel("Email address")).toHaveAccessibleDescription(/Enter a complete email address/);
  });
});

// Refused and told so, never thanked for nothing (ADR 013): with and without JavaScript.
test("a sign-up whose hidden field was filled is asked to be sent once more, and nothing is stored", async ({
  page,
}) => {
  const email = uniqueEmail("newsletter-bot");
  const box = await openFooterBox(page, "/modules");
  await box.getByLabel("Email address").fill(email);
  await box
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("alert")).toContainText("Please press Send once more");
  await expect(box.getByLabel("Email address")).toHaveValue(email);
  expect(await subscribersFor(email)).toHaveLength(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a sign-up whose hidden field was filled is shown the box again with its address and a plain request to send once more", async ({
    page,
  }) => {
    const email = uniqueEmail("newsletter-bot-nojs");
    await page.goto("/modules");
    const box = page.locator("footer form");
    await box.getByLabel("Email address").fill(email);
    await box
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await box.getByRole("button", { name: "Subscribe" }).click();
    const pageBox = page.locator("main form");
    await expect(pageBox.getByRole("alert")).toContainText("Please press Send once more");
    await expect(pageBox.getByLabel("Email address")).toHaveValue(email);
    expect(await subscribersFor(email)).toHaveLength(0);
  });
});

test("the confirmation and unsubscribe links lead to finished pages for every outcome", async ({ page }) => {
  await page.goto("/newsletter/confirm");
  await expect(page.getByRole("heading", { level: 1, name: "This confirmation link does not work" })).toBeVisible();
  await page.goto("/newsletter/confirm?token=not-a-real-token");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This confirmation link does not work" })).toBeVisible();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?result=invalid$/);

  await page.goto("/newsletter/unsubscribe?token=not-a-real-token");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This unsubscribe link does not work" })).toBeVisible();
});

test("a subscriber confirms from the e-mail, and can unsubscribe from it", async ({ browser }) => {
  // Its own server with a loopback SMTP server, so the confirmation e-mail can be opened.
  const smtp = await startSmtpSink();
  const server = await startServer({
    SMTP_URL: smtp.url,
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_DISABLED: "1",
    LOG_LEVEL: "warn",
  });
  try {
    const email = uniqueEmail("double-opt-in");
    const context = await browser.newContext({ baseURL: server.url });
    const visitor = await context.newPage();
    await visitor.goto("/modules");
    await waitUntilInteractive(visitor);
    const box = visitor.locator("#newsletter-form");
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toContainText("Check your inbox");

    await smtp.waitFor((messages) => messages.some((m) => m.to.includes(email)));
    const mail = smtp.messages.find((m) => m.to.includes(email))!;
    const confirmUrl = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0];
    const unsubscribeUrl = mail.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)?.[0];
    expect(confirmUrl, mail.text).toBeTruthy();

    // Opening the link changes nothing (mail scanners open links too); the button confirms.
    await visitor.goto(confirmUrl!);
    await expect(visitor.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
    await visitor.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
    await expect(visitor).toHaveURL(/\/newsletter\/confirm\?result=confirmed$/);
    await visitor.goto(confirmUrl!);
    await visitor.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: "You were already subscribed" })).toBeVisible();

    expect(unsubscribeUrl, mail.text).toBeTruthy();
    await visitor.goto(unsubscribeUrl!);
    await expect(visitor.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" })).toBeVisible();
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();

    // A mail provider's one-click unsubscribe (RFC 8058): a bare post to the same link, no Origin.
    const oneClick = await fetch(unsubscribeUrl!, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      redirect: "manual",
    });
    expect(oneClick.status).toBe(303);
    expect(oneClick.headers.get("location")).toBe("/newsletter/unsubscribe?result=unsubscribed");
    await context.close();
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
    await smtp.close();
  }
});
