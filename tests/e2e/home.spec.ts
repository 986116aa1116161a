import { expect, test } from "../support/browser-test";
import { claims } from "../../app/content/claims";
import { homePage } from "../../app/content/home";
import { moduleSummaries } from "../../app/content/modules";

// SPEC section 2, "Home page": the hero, the ten module cards and the Explore All Modules button.
const { hero, modules } = homePage;

test("a visitor sees the headline, four highlights, the demo and pricing buttons and four statistics", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);

  const highlights = page.getByRole("list", { name: hero.highlightsLabel }).getByRole("listitem");
  await expect(highlights).toHaveCount(4);
  await expect(highlights).toHaveText([...hero.highlights]);

  const heroRegion = page.getByRole("region", { name: hero.title });
  await expect(heroRegion.getByRole("link", { name: hero.primaryCta.label })).toHaveAttribute("href", "/demo");
  await expect(heroRegion.getByRole("link", { name: hero.secondaryCta.label })).toHaveAttribute("href", "/pricing");

  // The figures come from claims.ts and nowhere else (SPEC section 1).
  const stats = page.getByRole("list", { name: hero.statsLabel }).getByRole("listitem");
  await expect(stats).toHaveCount(4);
  for (const [i, id] of hero.stats.entries()) {
    const claim = claims[id];
    const text = (await stats.nth(i).innerText()).replace(/\s+/g, " ").toLowerCase();
    expect(text).toContain(claim.value.toLowerCase());
    expect(text).toContain(claim.label.toLowerCase());
    if ("qualifier" in claim) expect(text).toContain(claim.qualifier.toLowerCase());
  }
});

test("a visitor sees a picture of the product with a text alternative", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("img", { name: homePage.dashboard.description })).toBeVisible();
});

test("a visitor sees ten module cards, each with three features and a Learn More link", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: modules.title });
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(moduleSummaries.length);
  expect(moduleSummaries).toHaveLength(10);

  for (const [i, module] of moduleSummaries.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(module.name);
    await expect(card.getByText(module.description)).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText([...module.features]);
    // The link says "Learn More" and tells screen readers which module it opens.
    const link = card.getByRole("link", { name: new RegExp(`^${modules.learnMore}.*${escapeRegExp(module.name)}`) });
    await expect(link).toHaveAttribute("href", `/modules/${module.slug}`);
    await expect(link).toContainText(modules.learnMore);
  }
});

test("a visitor follows Explore All Modules to the modules page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: modules.exploreAll.label }).click();
  await expect(page).toHaveURL(/\/modules$/);
});

test("the first HTML response already contains the headline", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(hero.title)}</h1>`));
});

test("a visitor on a 390 px phone never scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await expect(page.getByRole("img", { name: homePage.dashboard.description })).toBeVisible();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
