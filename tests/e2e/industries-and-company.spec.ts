import { expect, test } from "../support/browser-test";
import { firstHeading } from "../support/spec-paths";

// The Industries and Company sections: a real page behind every menu link (SPEC section 2 left
// them without one), real 404s for anything else under them.

const pages: { path: string; heading: string }[] = [
  { path: "/industries", heading: "Built for every kind of institution that teaches" },
  { path: "/industries/universities", heading: "One record for every faculty, from admission to convocation" },
  { path: "/industries/colleges", heading: "Run every programme and stream from one system" },
  { path: "/industries/schools", heading: "Less paperwork for your school, more time for your pupils" },
  { path: "/industries/training", heading: "Enrol, schedule and certify every cohort" },
  { path: "/company", heading: "Ilimi, built in Abuja for institutions that teach" },
  { path: "/company/about", heading: "Software that gives institutions time back for learning" },
  { path: "/company/careers", heading: "Help build software for the institutions that teach" },
  { path: "/company/partners", heading: "Bring Ilimi to the institutions you know" },
];

const unknown = ["/industries/hospitals", "/industries/universities/extra", "/company/jobs", "/company/about/team"];

for (const { path, heading } of pages) {
  test(`a visitor opening ${path} gets status 200 and its heading in the first HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(firstHeading(await response.text())).toBe(heading);
  });
}

for (const path of unknown) {
  test(`a visitor opening ${path} gets the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  });
}

test("a registrar on the universities page sees the modules that matter most and follows one", async ({ page }) => {
  await page.goto("/industries/universities");
  await page.waitForLoadState("networkidle");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Industries" })).toHaveAttribute("href", "/industries");
  await expect(trail.getByText("Universities")).toHaveAttribute("aria-current", "page");

  const modules = page.getByRole("list", { name: "The modules that matter most to universities" });
  for (const [name, slug] of [
    ["Admissions & Enrollment", "admissions"],
    ["Exams & Assessment", "exams"],
    ["Hostel & Accommodation", "hostel"],
  ]) {
    await expect(modules.getByRole("link", { name: `Learn more about ${name}` })).toHaveAttribute(
      "href",
      `/modules/${slug}`,
    );
  }
  await modules.getByRole("link", { name: "Learn more about Exams & Assessment" }).click();
  await expect(page).toHaveURL(/\/modules\/exams$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a visitor moves between the industry pages from the overview", async ({ page }) => {
  await page.goto("/industries");
  await page.waitForLoadState("networkidle");
  await page
    .getByRole("link", { name: /Training institutes/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/industries\/training$/);
  await page.getByRole("link", { name: "Ilimi for schools" }).click();
  await expect(page).toHaveURL(/\/industries\/schools$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Less paperwork for your school, more time for your pupils",
  );
});

test("the about page states the company's facts and invents no team", async ({ page }) => {
  await page.goto("/company/about");
  const main = page.getByRole("main");
  await expect(main).toContainText("2021");
  await expect(main).toContainText("2025");
  await expect(main).toContainText("Abuja, Nigeria");
});

test("a job seeker learns there are no open roles listed and how to send a CV", async ({ page }) => {
  await page.goto("/company/careers");
  await expect(page.getByRole("heading", { name: "No open roles are listed right now" })).toBeVisible();
  const apply = page.getByRole("link", { name: "Send us your CV" });
  await expect(apply).toHaveAttribute("href", /^mailto:[^?]+@[^?]+\?subject=Careers/);
});

test("a firm learns how to become a partner and can write to us", async ({ page }) => {
  await page.goto("/company/partners");
  await expect(page.getByRole("heading", { name: "Implementation partner" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reseller partner" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Email us about a partnership" })).toHaveAttribute(
    "href",
    /^mailto:.+\?subject=Partnership/,
  );
});

test("no link in the navigation or the footer ends on a not-found page", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>("header a[href^='/'], footer a[href^='/']")).map(
      (a) => a.getAttribute("href") ?? "",
    ),
  );
  const paths = [...new Set(hrefs.map((h) => h.split("#")[0] ?? "").filter(Boolean))];
  expect(paths).toEqual(
    expect.arrayContaining(["/pricing", "/industries/universities", "/company/careers", "/privacy", "/accessibility"]),
  );
  const missing: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    if (response.status() !== 200) missing.push(`${path} → ${response.status()}`);
  }
  expect(missing).toEqual([]);
});
