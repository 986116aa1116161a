import { expect, test, type Page } from "../support/browser-test";

// A visitor in Dakar or Abidjan on the French estimator (issue #29): they count in FCFA, write
// « 1,5 » for one and a half and « 250 000 000 » with spaces, and are never told how the site is
// configured (no rate set is the operator's news, in the start-up log). Expected words are written out here, so a change of copy that breaks them shows up.

const form = (page: Page) => page.getByRole("form", { name: "Les chiffres de votre établissement" });

test("a French visitor counts in FCFA by default, may choose the naira, and keeps the estimate in FCFA with no conversion", async ({
  page,
}) => {
  await page.goto("/fr/pricing");
  const currency = form(page).getByLabel("Devise");
  await expect(currency).toHaveValue("XOF");
  await expect(form(page).getByText("655,957\u00a0F\u00a0CFA pour un euro")).toBeVisible();
  await expect(
    form(page).getByText("L’estimation reste dans la devise choisie, sans conversion vers une autre."),
  ).toBeVisible();
  await expect(currency.locator("option")).toHaveText([
    "Franc CFA UEMOA (XOF)",
    "Franc CFA CEMAC (XAF)",
    "Naira du Nigéria (NGN)",
  ]);
});

test("a French visitor typing « 1,5 » students is told to give a whole number, never estimated for 15", async ({
  page,
}) => {
  await page.goto("/fr/pricing");
  const students = form(page).getByLabel("Nombre d’apprenants");
  await students.fill("1,5");
  await form(page).getByLabel("Nombre de membres du personnel").fill("180");
  await form(page).getByLabel("Frais de scolarité facturés par an").fill("250 000 000 F CFA");
  await expect(students).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByText("Saisissez un nombre entier d’apprenants, par exemple 2\u00a0500")).toBeVisible();
  await expect(page.getByRole("region", { name: "Votre estimation" })).toBeHidden();

  // « 2 500 » with a narrow no-break space, and the fees with « F CFA »: read as typed, estimated in FCFA.
  await students.fill("2\u202f500");
  const results = page.getByRole("region", { name: "Votre estimation" });
  await expect(
    results.getByText("Jusqu’à 15\u202f000\u202f000\u00a0F\u00a0CFA de plus recouvrés chaque année"),
  ).toBeVisible();
  await expect(page).toHaveURL(
    /\/fr\/pricing\?students=2%E2%80%AF500&staff=180&fees=250(\+|%20)000(\+|%20)000(\+|%20)F(\+|%20)CFA&currency=XOF$/,
  );

  // Choosing the naira rewrites the amounts in naira, with no conversion invented.
  await form(page).getByLabel("Devise").selectOption("NGN");
  await expect(results.getByText("Jusqu’à 15\u202f000\u202f000\u00a0₦ de plus recouvrés chaque année")).toBeVisible();
  await expect(results.getByText(/Soit environ/)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server reads « 1,5 » the French way and refuses it with the French message, keeping the input", async ({
    page,
  }) => {
    const response = await page.goto("/fr/pricing?students=1%2C5&staff=180&currency=XAF&fees=250+000+000");
    expect(response?.status()).toBe(400);
    await expect(form(page).getByLabel("Nombre d’apprenants")).toHaveValue("1,5");
    await expect(
      form(page).getByText("Saisissez un nombre entier d’apprenants, par exemple 2\u00a0500").first(),
    ).toBeVisible();
    await expect(form(page).getByLabel("Devise")).toHaveValue("XAF");
  });

  test("the server estimates in the currency chosen, from French-written figures", async ({ page }) => {
    const response = await page.goto("/fr/pricing?students=2+500&staff=180&currency=XOF&fees=250.000.000");
    expect(response?.status()).toBe(200);
    const results = page.getByRole("region", { name: "Votre estimation" });
    await expect(
      results.getByText("Jusqu’à 15\u202f000\u202f000\u00a0F\u00a0CFA de plus recouvrés chaque année"),
    ).toBeVisible();
  });
});
