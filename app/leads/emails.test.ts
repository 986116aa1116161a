import { describe, expect, it } from "vitest";
import { visitorBookingEmail, salesBookingEmail, inviteDescription, inviteSummary } from "~/booking/emails";
import {
  newsletterConfirmationEmail,
  salesNotificationEmail,
  visitorConfirmationEmail,
  type LeadForEmail,
} from "./emails";

const lead: LeadForEmail = {
  id: "l1",
  firstName: "Aminata",
  lastName: "Diallo",
  email: "a@ecole.example",
  phone: null,
  institution: "Université de Parakou",
  size: "medium",
  message: null,
  source: "demo",
  createdAt: "2026-11-24T10:00:00.000Z",
  marketingConsent: false,
  language: "fr",
};
const booking = {
  event: "demo_booking.created" as const,
  firstName: "Aminata",
  lastName: "Diallo",
  email: "a@ecole.example",
  institution: "Université de Parakou",
  start: "2026-12-01T09:00:00.000Z",
  minutes: 30,
  location: "Réunion en ligne",
  bookingId: "b1",
};
const links = {
  rescheduleUrl: "https://ilimi.example/fr/booking/reschedule?token=t",
  cancelUrl: "https://ilimi.example/fr/booking/cancel?token=t",
};

describe("e-mails in the language the visitor used", () => {
  it("confirms a French demo request in French, and an English one in English", () => {
    const fr = visitorConfirmationEmail(lead);
    expect(fr.subject).toBe("Nous avons bien reçu votre demande de démo | Ilimi");
    expect(fr.text).toContain("Bonjour Aminata,");
    expect(fr.text).toContain("Université de Parakou");
    expect(fr.text).not.toMatch(/Hello|Thank you/);
    const en = visitorConfirmationEmail({ ...lead, language: "en" });
    expect(en.text).toContain("Hello Aminata,");
    // A record from before migration 0006 has no language in code that builds it by hand: English.
    expect(visitorConfirmationEmail({ ...lead, language: undefined }).subject).toBe(en.subject);
  });

  it("tells the sales team, in English, which language the lead wrote in and on which page", () => {
    const mail = salesNotificationEmail(lead);
    expect(mail.text).toMatch(/^Language: +French$/m);
    expect(mail.text).toMatch(/^Page: +\/fr\/demo$/m);
    expect(mail.text).toContain("A new demo request arrived");
  });

  it("tells the sales team when the request arrived in the team's zone, named, with a link to the lead", () => {
    const lagos = salesNotificationEmail(lead, { timeZone: "Africa/Lagos", siteUrl: "https://ilimi.example" });
    expect(lagos.text).toMatch(/^Received: +2026-11-24 11:00 WAT$/m);
    expect(lagos.text).not.toContain("2026-11-24T10:00");
    expect(lagos.text).toContain("Open the lead: https://ilimi.example/sales/leads/l1");
    const dakar = salesNotificationEmail(lead, { timeZone: "Africa/Dakar", siteUrl: "https://ilimi.example" });
    expect(dakar.text).toMatch(/^Received: +2026-11-24 10:00 GMT$/m);
  });

  it("names a booking's time to the team in the team's zone: WAT by default, GMT for a team in Dakar", () => {
    expect(salesBookingEmail(booking).subject).toMatch(/^Demo booked Tuesday, 1 December 2026, 10:00 WAT: /);
    expect(salesBookingEmail(booking, "Africa/Dakar").text).toMatch(
      /^Demo booked Tuesday, 1 December 2026, 09:00 GMT \(30 minutes\)\.$/m,
    );
  });

  it("asks a French subscriber to confirm in French, with the links it is given", () => {
    const mail = newsletterConfirmationEmail(
      {
        confirmUrl: "https://x/fr/newsletter/confirm?token=c",
        unsubscribeUrl: "https://x/fr/newsletter/unsubscribe?token=u",
        validDays: 7,
      },
      "fr",
    );
    expect(mail.subject).toBe("Confirmez votre abonnement à la lettre d’information Ilimi");
    expect(mail.text).toContain("Ce lien est valable 7 jours.");
    expect(mail.text).toContain("https://x/fr/newsletter/unsubscribe?token=u");
  });

  it("books, moves and cancels a French demo in French, with the date as French writes it", () => {
    // Subjects are one plain line: oneLine() turns every kind of space into a plain one.
    expect(visitorBookingEmail({ ...booking, language: "fr" }, links).subject).toBe(
      "Votre démo Ilimi est réservée pour le mar. 1er déc. à 10\u00a0h\u00a000\u00a0WAT (9\u00a0h\u00a000\u00a0GMT)",
    );
    const moved = visitorBookingEmail(
      { ...booking, event: "demo_booking.rescheduled", language: "fr", previousStart: "2026-11-30T13:00:00.000Z" },
      links,
    );
    expect(moved.text).toContain("L’horaire précédent, lun. 30 nov. à 14\u00a0h\u00a000\u00a0WAT");
    const movedEn = visitorBookingEmail(
      { ...booking, event: "demo_booking.rescheduled", previousStart: "2026-11-30T13:00:00.000Z" },
      links,
    );
    expect(movedEn.text).toMatch(/The earlier time, .*30 November.*14:00 WAT.*, no longer holds\./);
    expect(
      salesBookingEmail({ ...booking, event: "demo_booking.rescheduled", previousStart: "2026-11-30T13:00:00.000Z" })
        .text,
    ).toMatch(/^Was: +.*30 November.*14:00 WAT/m);
    expect(moved.text).toContain(
      "Votre démo a un nouvel horaire\u00a0: mar. 1er déc. à 10\u00a0h\u00a000\u00a0WAT (9\u00a0h\u00a000\u00a0GMT), 30 minutes.",
    );
    // A reader in Dakar reads the phone hours on their own clock too (issue #29).
    expect(moved.text).toContain("de 8\u00a0h à 17\u00a0h\u00a0GMT");
    expect(moved.text).toContain(`Changer d’horaire\u00a0: ${links.rescheduleUrl}`);
    expect(visitorBookingEmail({ ...booking, event: "demo_booking.cancelled", language: "fr" }, links).text).toContain(
      "est annulée",
    );
    expect(visitorBookingEmail(booking, links).subject).toBe(
      "Booked: your Ilimi demo on Tuesday, 1 December 2026, 10:00 WAT",
    );
  });

  it("writes the invitation in the booking's language and tells sales it did", () => {
    expect(inviteSummary("Université de Parakou", "fr")).toBe("Démo Ilimi pour l’Université de Parakou");
    expect(inviteDescription(links, "fr")).toContain("Annuler\u00a0: https://ilimi.example/fr/booking/cancel?token=t");
    expect(salesBookingEmail({ ...booking, language: "fr" }).text).toMatch(/^Language: +French$/m);
  });
});
