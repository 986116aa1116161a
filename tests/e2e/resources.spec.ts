import { expect, test } from "../support/browser-test";
import { articles } from "../../app/content/articles.server";
import { resourceSections, sectionPath } from "../../app/content/resources";

// The Resources section: lists per kind, articles with a table of contents, honest empty states,
// and real 404s for anything else under /resources.
const guide = articles.find((a) => a.kind === "guide" && a.toc.some((entry) => entry.depth === 3))!;

test("a visitor on the Resources overview finds the four kinds and the newest articles", async ({ page }) => {
  await page.goto("/resources");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const section of Object.values(resourceSections)) {
    await expect(page.getByRole("main").getByRole("link", { name: section.label, exact: true })).toHaveAttribute(
      "href",
      sectionPath(section.kind),
    );
  }
  await expect(page.getByRole("main").getByRole("link", { name: articles[0]!.title })).toHaveAttribute(
    "href",
    articles[0]!.path,
  );
});

test("a visitor opens the guides and sees each guide with its date and reading time", async ({ page }) => {
  await page.goto("/resources/guides");
  const list = page.getByRole("list", { name: `${resourceSections.guide.label} articles` });
  const guides = articles.filter((a) => a.kind === "guide");
  await expect(list.getByRole("listitem")).toHaveCount(guides.length);
  for (const a of guides) {
    const item = list.getByRole("listitem").filter({ has: page.getByRole("link", { name: a.title }) });
    await expect(item.locator(`time[datetime="${a.date}"]`)).toBeVisible();
    await expect(item).toContainText(`${a.readingMinutes} min read`);
  }
});

test("a visitor reads an article and jumps to a section from its table of contents", async ({ page }) => {
  await page.goto(guide.path);
  await expect(page.getByRole("heading", { level: 1, name: guide.title })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${guide.readingMinutes} min read`);
  await expect(page.getByRole("main")).toContainText("The Ilimi team");

  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect(toc.getByRole("link")).toHaveCount(guide.toc.length);
  const target = guide.toc.filter((entry) => entry.depth === 2).at(-1)!;
  await toc.getByRole("link", { name: target.text, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
  const heading = page.getByRole("heading", { level: 2, name: target.text, exact: true });
  await expect(heading).toHaveAttribute("id", target.id);
  await expect(heading).toBeInViewport();

  const sub = guide.toc.find((entry) => entry.depth === 3)!;
  await toc.getByRole("link", { name: sub.text, exact: true }).click();
  await expect(page.getByRole("heading", { level: 3, name: sub.text, exact: true })).toBeInViewport();
});

test("a visitor moves from a list to an article, which arrives as a finished page without React", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  await page.goto("/resources/guides");
  const arrival = page.waitForResponse((r) => new URL(r.url()).pathname === guide.path);
  await page.getByRole("link", { name: guide.title }).click();
  expect((await arrival).status()).toBe(200);
  // Content pages load only the small page script (ADR 008), never React's modules.
  expect(scripts.every((path) => /^\/assets\/page-script-[\w-]+\.js$/.test(path))).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: guide.title })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
  await expect(page).toHaveTitle(`${guide.title} | Ilimi`);
  expect(errors).toEqual([]);
});

for (const kind of ["case-study", "webinar"] as const) {
  const section = resourceSections[kind];
  test(`a visitor on ${section.label.toLowerCase()} sees that there are none yet, and how to see Ilimi instead`, async ({
    page,
  }) => {
    const response = await page.goto(sectionPath(kind));
    expect(response?.status()).toBe(200);
    const empty = page.getByRole("region", { name: section.empty.title });
    await expect(empty).toBeVisible();
    await expect(empty.getByText(section.empty.text)).toBeVisible();
    await expect(empty.getByRole("link", { name: section.empty.primary.label })).toHaveAttribute(
      "href",
      section.empty.primary.href,
    );
    await expect(page.getByRole("list", { name: `${section.label} articles` })).toHaveCount(0);
  });
}

for (const path of [
  "/resources/foo",
  "/resources/blog/no-such-article",
  `/resources/blog/${guide.slug}`,
  "/resources/guides/a/b",
]) {
  test(`a visitor on the unknown path ${path} gets the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  });
}

test("the structured data on prerendered and server-rendered pages breaks no Content Security Policy rule", async ({
  page,
}) => {
  const inlineViolations: string[] = [];
  page.on("console", (msg) => msg.text().startsWith("CSP inline:") && inlineViolations.push(msg.text()));
  page.on(
    "console",
    (msg) => /Refused to execute inline script/i.test(msg.text()) && inlineViolations.push(msg.text()),
  );
  // Only inline blocks concern the JSON-LD (blockedURI "inline"); other violations are other checks' business.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      if (e.blockedURI === "inline") console.log(`CSP inline: ${e.violatedDirective} ${e.sample}`);
    });
  });
  // An article is prerendered (its inline scripts allowed by hash, JSON-LD not among them); /demo?size=small is
  // rendered per request, where the JSON-LD block carries no nonce: a data block is never executed.
  for (const path of [guide.path, "/demo?size=small"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld ?? "")["@graph"].some((item: { "@type": string }) => item["@type"] === "Organization")).toBe(
      true,
    );
  }
  expect(inlineViolations).toEqual([]);
});
