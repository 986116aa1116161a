import { describe, expect, it } from "vitest";
import { leadMessages } from "~/content/sales-console";
import { leadReach } from "./reach.server";

// What the team sends a lead is in the lead's language, looked up by the registry's real editions
// (issue #24): a lead made in an edition with no messages of its own is written to in the root one.

const lead = (language: string) => ({
  first_name: "Aminata",
  institution: "Lycée de Thiès",
  email: "aminata@example.sn",
  phone: "+221 77 123 45 67",
  language,
});
const greeting = (language: string) =>
  decodeURIComponent(leadReach(lead(language), "Ngozi").whatsapp!.split("text=")[1]!);

describe("a sales person reaching a lead", () => {
  it("greets a lead made on the French edition in French, with the French e-mails", () => {
    expect(greeting("fr")).toMatch(/^Bonjour Aminata, ici Ngozi d’Ilimi/);
    const [followUp] = leadReach(lead("fr"), "Ngozi").templates;
    expect(followUp!.label).toBe(leadMessages.fr.emails[0]!.label);
    expect(decodeURIComponent(followUp!.href)).toContain(
      "Votre demande de démonstration d’Ilimi pour le Lycée de Thiès",
    );
  });

  it("greets a lead made on the English edition, the pseudo edition or an unknown one in English", () => {
    for (const language of ["en", "xx", "de", ""]) {
      expect(greeting(language), language).toMatch(/^Hello Aminata, this is Ngozi from Ilimi/);
    }
  });
});
