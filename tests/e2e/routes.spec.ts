import { expect, test } from "../support/browser-test";
import { moduleSummaries } from "../../app/content/modules";
import { firstHeading } from "../support/spec-paths";

// SPEC section 2: every route, its screen and its status code, in the first HTML response.
const screens: { path: string; status: number; heading: RegExp }[] = [
  { path: "/", status: 200, heading: /./ },
  { path: "/contact", status: 200, heading: /./ },
  { path: "/demo", status: 200, heading: /./ },
  { path: "/demo?size=medium", status: 200, heading: /./ },
  { path: "/solutions", status: 200, heading: /./ },
  { path: "/solutions/implementation", status: 200, heading: /./ },
  { path: "/solutions/support", status: 200, heading: /./ },
  { path: "/solutions/anything/deeper", status: 200, heading: /./ },
  { path: "/modules", status: 200, heading: /./ },
  ...moduleSummaries.map((m) => ({ path: `/modules/${m.slug}`, status: 200, heading: /./ })),
  { path: "/modules/not-a-module", status: 200, heading: /./ },
  { path: "/no-such-page", status: 404, heading: /^Oops! Page not found$/ },
  { path: "/company/no-such-page/deeper", status: 404, heading: /^Oops! Page not found$/ },
];

for (const { path, status, heading } of screens) {
  test(`a visitor opening ${path} gets status ${status} and the page's heading in the first HTML`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    expect(response.headers()["content-type"]).toContain("text/html");
    const h1 = firstHeading(await response.text());
    expect(h1).toMatch(heading);
    expect(h1.length).toBeGreaterThan(0);
  });
}

test("the solutions and modules sub-paths show the same page as their section", async ({ request }) => {
  const solutions = firstHeading(await (await request.get("/solutions")).text());
  expect(firstHeading(await (await request.get("/solutions/implementation")).text())).toBe(solutions);
  expect(firstHeading(await (await request.get("/solutions/whatever")).text())).toBe(solutions);
  const modules = firstHeading(await (await request.get("/modules")).text());
  expect(firstHeading(await (await request.get("/modules/fees")).text())).toBe(modules);
  expect(firstHeading(await (await request.get("/modules/a/b/c")).text())).toBe(modules);
  const contact = firstHeading(await (await request.get("/contact")).text());
  expect(firstHeading(await (await request.get("/demo")).text())).toBe(contact);
});

test("a visitor on an unknown path sees the not-found page, and the path is logged to the console", async ({
  page,
}) => {
  const messages: string[] = [];
  page.on("console", (msg) => messages.push(msg.text()));
  const response = await page.goto("/this/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect.poll(() => messages.some((m) => m.includes("/this/does-not-exist"))).toBe(true);
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unhandled failure shows the Unexpected Application Error! screen with status 500", async ({ page }) => {
  const response = await page.goto("/__test/error");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toBeVisible();
});
