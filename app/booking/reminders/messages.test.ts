import { describe, expect, it } from "vitest";
import { visitorReminderEmail, type ReminderForMessage } from "./messages";

// A reminder inside the change notice offers no link the booking's page would refuse (issue #45 item 5).

const reminder: ReminderForMessage = {
  language: "fr",
  firstName: "Aminata",
  institution: "Université Cheikh Anta Diop",
  start: "2026-12-01T09:00:00.000Z",
  minutes: 30,
  offsetMinutes: 60,
  location: "Réunion en ligne",
};

describe("a visitor's reminder", () => {
  it("links to the booking's page while it can be changed, and says whom to call once it cannot, in French", () => {
    const early = visitorReminderEmail(
      { ...reminder, offsetMinutes: 1440 },
      { manageUrl: "https://x/fr/booking/manage?token=t" },
    );
    expect(early.text).toContain("Changer d’horaire ou annuler\u202f: https://x/fr/booking/manage?token=t");
    const late = visitorReminderEmail(reminder, { tooLateHours: 2 });
    expect(late.text).not.toContain("https://");
    expect(late.text).toContain(
      "Elle ne peut plus être déplacée ni annulée en ligne\u202f: c’est possible jusqu’à 2\u00a0h avant son début.",
    );
    expect(late.text).toMatch(/appelez le .+ ou écrivez à .+@/);
  });
});
