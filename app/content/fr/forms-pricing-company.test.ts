import { describe, expect, it } from "vitest";
import * as frBooking from "./booking";
import * as frContact from "./contact";
import * as frForms from "./forms";
import * as frIndustries from "./industries";
import * as frPricing from "./pricing";

// The French words of the forms, booking, pricing, estimator, industries and company modules that
// the one shape test (app/content/editions-mirror.test.ts) cannot judge: what the functions say.

describe("the French forms, booking, pricing and company text", () => {
  it("counts French fields to correct in the singular and the plural", () => {
    expect(frForms.formProblems.summaryHeading(1)).toBe("Veuillez corriger 1\u00a0champ");
    expect(frForms.formProblems.summaryHeading(3)).toBe("Veuillez corriger 3\u00a0champs");
  });

  it("names the French plans after the French institution sizes, as the English does", () => {
    frPricing.plans.forEach((plan, i) => {
      const [name, range] = frContact.institutionSizes[i]!.label.split("\u00a0: ");
      expect(plan.size).toBe(frContact.institutionSizes[i]!.value);
      expect(plan.name).toBe(name);
      expect(plan.students.startsWith(range!)).toBe(true);
    });
  });

  it("words the French text-making functions in French", () => {
    expect(frIndustries.industriesPage.segmentLink("Écoles supérieures")).toBe("Ilimi pour les écoles supérieures");
    expect(frIndustries.industriesPage.segment.modulesTitle("Universités")).toBe(
      "Les modules qui comptent le plus pour les universités",
    );
    expect(frPricing.pricingPage.plans.ctaContext("Petit")).toBe(" pour la formule Petit");
    expect(frBooking.bookingCopy.booked.length(30)).toBe("30\u00a0minutes");
  });
});
