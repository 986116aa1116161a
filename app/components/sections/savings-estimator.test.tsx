import { describe, expect, it } from "vitest";
import "~/content/catalogue.server"; // the French edition's copy, as the server has it
import { emptyValues } from "~/estimator/savings-estimate";
import { serverHtml } from "../../../tests/support/page-script-dom";
import { SavingsEstimator } from "./savings-estimator";

// The estimator's currency note, as the server renders it (issue #29): the fixed CFA parity always,
// and the naira rate only when the operator set one, with its date; otherwise it says none is set.

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\n]+/g, " ");

describe("the estimator's currency note", () => {
  it("tells a French visitor the operator's naira rate with its date, « 1er » included", () => {
    const html = serverHtml(
      <SavingsEstimator
        initialValues={emptyValues}
        submitted={false}
        currency="XOF"
        rate={{ ngnPerEur: 1650, date: "2026-12-01" }}
      />,
      "/fr/pricing",
    );
    expect(text(html)).toContain(
      "Une estimation en naira est aussi donnée en F\u00a0CFA, à 1\u202f650\u00a0₦ pour un euro, taux fixé par Ilimi le 1er décembre 2026.",
    );
    expect(html).toContain('<option value="XOF" selected="">');
  });

  it("keeps the estimate in the chosen currency when no rate is set, without telling a visitor how the site is configured", () => {
    const french = text(
      serverHtml(
        <SavingsEstimator initialValues={emptyValues} submitted={false} currency="XOF" rate={null} />,
        "/fr/pricing",
      ),
    );
    expect(french).toContain("L’estimation reste dans la devise choisie, sans conversion vers une autre.");
    expect(french).not.toMatch(/taux de change|renseigné/);
    expect(french).not.toMatch(/\d\u00a0₦ pour un euro/);
    const english = text(
      serverHtml(
        <SavingsEstimator initialValues={emptyValues} submitted={false} currency="NGN" rate={null} />,
        "/pricing",
      ),
    );
    expect(english).toContain("The estimate stays in the currency you choose; it is not converted into another.");
    expect(english).not.toMatch(/exchange rate|is set/);
  });
});
