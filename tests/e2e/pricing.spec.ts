import { expect, test, type Page } from "../support/browser-test";
import { accessibilityViolations } from "../support/axe";
import { firstHeading } from "../support/spec-paths";

// The Pricing page: four plans by the sizes of SPEC section 3, each quoting through the demo form;
// an accessible comparison; the FAQ; and the savings estimator, with and without JavaScript.
// Expected values are written out here (not imported): the test states what the spec and the
// assumptions promise, so a change in content that breaks them shows up.

const plans = [
  { size: "small", name: "Small", students: "under 1,000 students" },
  { size: "medium", name: "Medium", students: "1,000-5,000 students" },
  { size: "large", name: "Large", students: "5,000-15,000 students" },
  { size: "enterprise", name: "Enterprise", students: "over 15,000 students" },
];

async function fillEstimator(page: Page, values: { students: string; staff: string; fees: string }) {
  const form = page.getByRole("form", { name: "Your institution's figures" });
  await form.getByLabel("Number of students").fill(values.students);
  await form.getByLabel("Number of staff").fill(values.staff);
  await form.getByLabel("Fees billed per year").fill(values.fees);
  return form;
}

test("a visitor opening /pricing gets the page and its heading in the first HTML", async ({ request }) => {
  const response = await request.get("/pricing");
  expect(response.status()).toBe(200);
  expect(firstHeading(await response.text())).toBe("Plans that fit the size of your institution");
});

test("a visitor sees four plans with the spec's sizes, each with a quote link that chooses its size", async ({
  page,
}) => {
  await page.goto("/pricing");
  const list = page.getByRole("list", { name: "Plans by institution size" });
  await expect(list.getByRole("article")).toHaveCount(4);
  for (const plan of plans) {
    const card = list.getByRole("article", { name: plan.name });
    await expect(card.getByText(plan.students, { exact: true })).toBeVisible();
    await expect(card.getByText("Tailored to your institution, quoted after a demo")).toBeVisible();
    await expect(card.getByRole("link", { name: `Request a quote for the ${plan.name} plan` })).toHaveAttribute(
      "href",
      `/demo?size=${plan.size}`,
    );
  }
  // No price is invented anywhere on the page (before an estimate, no naira amount at all).
  await expect(page.getByRole("main")).not.toContainText(/₦\s?\d/);
});

test("a visitor requesting a quote for the Large plan lands on the demo form with Large chosen", async ({ page }) => {
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Request a quote for the Large plan" }).click();
  await expect(page).toHaveURL(/\/demo\?size=large$/);
  await expect(page.locator("select[name='size']")).toHaveValue("large");
});

test("the comparison is a real table a keyboard user can scroll on a phone, and the page never scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  const region = page.getByRole("region", { name: "How the plans differ, by institution size" });
  const table = region.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(5);
  await expect(table.getByRole("rowheader", { name: "Who leads your implementation" })).toBeVisible();
  // What every plan has is said once, above the table, not repeated in four identical cells.
  await expect(table.getByRole("rowheader", { name: "Price" })).toHaveCount(0);
  await expect(
    page
      .getByRole("list", { name: "Every plan includes" })
      .getByRole("listitem")
      .filter({ hasText: "Price: Quoted after a demo" }),
  ).toHaveCount(1);
  for (const row of await table.locator("tbody tr").all()) {
    const cells = await row.getByRole("cell").allInnerTexts();
    expect(new Set(cells).size, cells.join(" | ")).toBeGreaterThan(1);
  }

  await region.focus();
  await expect(region).toBeFocused();
  const before = await region.evaluate((el) => el.scrollLeft);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a keyboard user opens and closes a pricing question", async ({ page }) => {
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  const summary = page.locator("summary", { hasText: "Why is there no price list?" });
  const details = page.locator("details", { has: summary });
  await expect(details).not.toHaveAttribute("open");
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(details).toHaveAttribute("open");
  await expect(details.getByText("After a demo we send a written quote")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(details).not.toHaveAttribute("open");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor submits the estimator and the server answers with the estimate", async ({ page }) => {
    await page.goto("/pricing");
    const form = await fillEstimator(page, { students: "2,500", staff: "180", fees: "250000000" });
    await form.getByRole("button", { name: "Estimate my savings" }).click();

    await expect(page).toHaveURL(
      /\/pricing\?students=2%2C500&staff=180&currency=NGN&fees=250000000#savings-estimator-result$/,
    );
    const results = page.getByRole("region", { name: "Your estimate" });
    // It lands on the answer, below the form on a phone, not on the form above it.
    await expect(results.getByRole("heading").first()).toBeInViewport();
    await expect(
      results.getByText("Up to 7,100 hours a year back for your staff, about 890 working days"),
    ).toBeVisible();
    await expect(results.getByText("Up to 194 hours a year saved on preparing recurring reports")).toBeVisible();
    await expect(results.getByText("Up to ₦15,000,000 more collected each year")).toBeVisible();
    // The picture's figures are written out too.
    const fees = results.getByRole("list", { name: "Fees left uncollected, a year" });
    await expect(fees.getByRole("listitem")).toHaveText([
      /Today \(assumed\)\s*₦37,500,000/,
      /With Ilimi \(at best\)\s*₦22,500,000/,
    ]);
    // The input is kept.
    await expect(form.getByLabel("Number of students")).toHaveValue("2,500");
  });

  test("a visitor with bad figures gets one message per field, status 400 and their input back", async ({ page }) => {
    const response = await page.goto("/pricing?students=lots&staff=12.5&fees=-3");
    expect(response?.status()).toBe(400);
    const form = page.getByRole("form", { name: "Your institution's figures" });
    await expect(form.getByLabel("Number of students")).toHaveValue("lots");
    await expect(form.getByLabel("Number of students")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Number of staff")).toHaveValue("12.5");
    await expect(form.getByText("Enter the number of students in digits, like 2,500").first()).toBeVisible();
    await expect(form.getByText("Enter a whole number of staff, like 180").first()).toBeVisible();
    await expect(form.getByText("Enter fees of 0 or more").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Your estimate" })).toHaveCount(0);
  });
});

test.describe("with JavaScript", () => {
  test("a visitor types figures and the estimate updates at once, without loading a page", async ({ page }) => {
    await page.goto("/pricing");
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document" || r.url().includes(".data")) requests.push(r.url());
    });

    await fillEstimator(page, { students: "2500", staff: "180", fees: "250000000" });
    const results = page.getByRole("region", { name: "Your estimate" });
    await expect(
      results.getByText("Up to 7,100 hours a year back for your staff, about 890 working days"),
    ).toBeVisible();

    await page.getByLabel("Number of students").fill("10000");
    await expect(results.getByText(/^Up to 25,100 hours a year back for your staff/)).toBeVisible();
    // The address bar follows, so the estimate can be shared; the server was never asked.
    await expect(page).toHaveURL(/\/pricing\?students=10000&staff=180&fees=250000000&currency=NGN$/);
    expect(requests).toEqual([]);
  });

  test("at 390 px the estimate comes into view on asking, and a bad figure takes the old estimate out of the spoken status", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pricing");
    await fillEstimator(page, { students: "2500", staff: "180", fees: "250000000" });
    await page.getByRole("button", { name: "Estimate my savings" }).click();
    const results = page.getByRole("region", { name: "Your estimate" });
    await expect(results.getByText(/^Up to 7,100 hours a year back/)).toBeInViewport();
    const status = page.locator("[data-estimator-status]");
    await expect(status).toContainText("7,100");
    await page.getByLabel("Number of students").fill("lots");
    await expect(results).toBeHidden();
    await expect(status).not.toContainText("7,100");
  });

  test("a visitor typing a bad figure sees the field's own message at once, their text kept", async ({ page }) => {
    await page.goto("/pricing");
    await page.waitForLoadState("networkidle");
    const students = page.getByLabel("Number of students");
    await students.fill("abc");
    await expect(students).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter the number of students in digits, like 2,500")).toBeVisible();
    await expect(students).toHaveValue("abc");
    // Fields not yet filled are not called errors until the visitor asks for an estimate.
    await expect(page.getByLabel("Number of staff")).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Estimate my savings" }).click();
    await expect(page.getByLabel("Number of staff")).toHaveAttribute("aria-invalid", "true");
    await expect(students).toBeFocused();
  });
});

test("the estimator showing an estimate, and showing errors, has no accessibility violation", async ({ page }) => {
  // Four page loads and four axe runs: give them room on a busy machine.
  test.setTimeout(90_000);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/pricing?students=2500&staff=180&fees=250000000", "/pricing?students=lots&staff=&fees=1"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const summary = await accessibilityViolations(page);
      expect(summary, `${path} at ${width}px:\n${summary.join("\n")}`).toEqual([]);
    }
  }
});

test("the naira sign on /pricing is drawn from the site's own naira face, which the browser loads without error", async ({
  page,
}) => {
  // The face once was an empty subset Chromium refused ("OTS parsing error: glyf: zero-length
  // table"), and ₦ fell back to whatever font the device had (scripts/site-font.mjs).
  // With an estimate in naira: the fees field no longer names one currency (FCFA or naira, issue #29).
  await page.goto("/pricing?students=2500&staff=180&fees=250000000");
  await expect(page.locator("main").getByText("₦").first()).toBeVisible();
  const nairaFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => /U\+20A6/i.test(face.unicodeRange)).map((face) => face.status);
    });
  // "loading" until the file arrives; "error" is what the broken file gave.
  await expect.poll(nairaFaces).toEqual(["loaded"]);
});
