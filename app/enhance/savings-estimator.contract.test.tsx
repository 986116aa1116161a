// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from "vitest";
import { select } from "~/components/contract";
import { SavingsEstimator } from "~/components/sections/savings-estimator";
import { estimatorContract as contract } from "~/components/sections/savings-estimator.contract";
import { emptyValues, estimateDisplay, evaluateEstimate } from "~/estimator/savings-estimate";
import { element, renderPage } from "../../tests/support/page-script-dom";
import { enhanceSavingsEstimator } from "./savings-estimator";

const input = (name: string) => element<HTMLInputElement>(`input[name="${name}"]`);
function type(name: string, value: string) {
  input(name).value = value;
  input(name).dispatchEvent(new Event("input", { bubbles: true }));
}

describe("the savings estimator, as server markup and page script", () => {
  beforeAll(() => {
    renderPage(
      <SavingsEstimator initialValues={emptyValues} submitted={false} currency="NGN" rate={null} />,
      "/pricing",
    );
    // happy-dom misreads the option the server marked selected; a browser does not (tests/e2e cover it).
    element<HTMLSelectElement>("select[name=currency]").value = "NGN";
    enhanceSavingsEstimator();
  });

  it("shows the placeholder until the figures make an estimate, then the estimate the server would render", () => {
    expect(element(contract.results.selector).hidden).toBe(true);
    type("students", "1200");
    type("staff", "80");
    expect(element(contract.results.selector).hidden).toBe(true);
    type("fees", "150000");
    const outcome = evaluateEstimate({ students: "1200", staff: "80", fees: "150000" });
    if (outcome.status !== "ok") throw new Error("the figures should make an estimate");
    expect(element(contract.results.selector).hidden).toBe(false);
    expect(element(contract.placeholder.selector).hidden).toBe(true);
    for (const [id, metric] of Object.entries(estimateDisplay(outcome.estimate))) {
      expect(element(`[${contract.slot.attribute}="${id}.headline"]`).textContent).toBe(metric.headline);
    }
    expect(location.search).toContain("students=1200");
  });

  it("shows an error only on a field the visitor has filled, until they ask for the estimate", () => {
    type("fees", "");
    type("staff", "-4");
    expect(input("staff").getAttribute("aria-invalid")).toBe("true");
    expect(input("fees").getAttribute("aria-invalid")).toBeNull();
    element<HTMLFormElement>(`form${contract.form.selector}`).requestSubmit();
    expect(input("fees").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("staff"));
    expect(element(select(contract.slot, "title")).textContent).not.toBe("");
  });
});
