import { expect, test } from "../support/browser-test";
import { firstHeading } from "../support/spec-paths";

// The privacy, terms, cookie and accessibility pages say what the site really does: the privacy
// notice names every field the forms collect, and the cookie notice matches what a browser holds.

const pages = [
  { path: "/privacy", heading: "Privacy notice" },
  { path: "/terms", heading: "Terms of use" },
  { path: "/cookies", heading: "Cookie notice" },
  { path: "/accessibility", heading: "Accessibility statement" },
];

for (const { path, heading } of pages) {
  test(`a visitor opening ${path} gets status 200 and its heading in the first HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(firstHeading(await response.text())).toBe(heading);
  });

  test(`a visitor opening a path under ${path} gets the not-found page`, async ({ page }) => {
    const response = await page.goto(`${path}/old-version`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  });
}

test("the privacy notice names every field the demo form collects, the newsletter, and the visitor's rights", async ({
  page,
}) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  for (const field of [
    "First name",
    "Last name",
    "Work email",
    "Phone number (optional)",
    "Institution/company",
    "Institution size",
    "Message (optional)",
    "product news",
  ]) {
    await expect(main).toContainText(field);
  }
  for (const fact of [
    "double opt-in",
    "unsubscribe link",
    "SQLite or PostgreSQL",
    "webhook",
    "sales team",
    "masked",
    "rate",
    "30 days",
    "24 months",
  ]) {
    await expect(main).toContainText(new RegExp(fact, "i"));
  }
  await expect(main).toContainText("Nigeria Data Protection Act 2023");
  await expect(main).toContainText("GDPR");
  await expect(main).toContainText("Nigeria Data Protection Commission");
  await expect(main).toContainText(/Version: \d{4}-\d{2}-\d{2}/);
  await expect(main.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
});

test("the forms' privacy links lead to the privacy notice", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test("the cookie notice matches reality: a visitor browsing the site gets no cookie", async ({ page, context }) => {
  const setCookies: string[] = [];
  page.on("response", (r) => {
    const header = r.headers()["set-cookie"];
    if (header) setCookies.push(`${r.url()}: ${header}`);
  });
  for (const path of ["/", "/pricing", "/contact", "/industries/schools", "/cookies"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.getByRole("main").getByRole("link", { name: "Our privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);

  expect(setCookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  // The one entry the notice lists, and nothing else.
  const sessionKeys = await page.evaluate(() => Object.keys(sessionStorage));
  for (const key of sessionKeys) expect(["react-router-scroll-positions"]).toContain(key);

  await page.goto("/cookies");
  const main = page.getByRole("main");
  await expect(main).toContainText("This website sets no cookies.");
  await expect(main).toContainText("react-router-scroll-positions");
});

test("a visitor finds the accessibility statement from the footer and how to report a problem", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  const main = page.getByRole("main");
  await expect(main).toContainText(/WCAG\)? 2\.2 at level AA/);
  await expect(main).toContainText("390");
  await expect(main).toContainText("1280");
  await expect(main.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
  await expect(main.getByRole("link", { name: /^\+?\d[\d ]+$/ })).toHaveAttribute("href", /^tel:/);
});

test("a keyboard user jumps to a section from the table of contents", async ({ page }) => {
  await page.goto("/privacy");
  await page.waitForLoadState("networkidle");
  const contents = page.getByRole("navigation", { name: "On this page" });
  await contents.getByRole("link", { name: "Your rights" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole("heading", { level: 2, name: "Your rights" })).toBeInViewport();
});
