import { formatSlot } from "../../app/booking/slot-format";
import { reminderConsentVersion } from "../../app/content/forms";
import { bookingEditions, requestAndBook } from "../support/booking-browser";
import { expect, test } from "../support/browser-test";
import { uniqueEmail } from "../support/leads";
import { startReminderServer, whatsAppSettings, type ReminderServer } from "../support/reminder-server";
import { waitUntil } from "../support/webhook-sink";

// Issue #25 item 6 from the visitor's side, in a real browser and both editions: a visitor ticks
// "remind me on WhatsApp" on the demo form and books; the consent is stored with its wording's
// version; when the reminder comes due, the WhatsApp Cloud API (a loopback stand-in answering as
// documented) is sent the configured template in the visitor's language, to their number.

let reminders: ReminderServer;
test.describe.configure({ mode: "default", timeout: 120_000 });
test.beforeAll(async () => {
  reminders = await startReminderServer();
});
test.afterAll(async () => {
  await reminders?.stop();
});

const phones = {
  en: { typed: "0803 123 4501", digits: "2348031234501" },
  fr: { typed: "+221 77 123 45 67", digits: "221771234567" },
} as const;

for (const edition of bookingEditions) {
  test(`a visitor who ticks "remind me on WhatsApp" and books is sent the template in their language, at their number (${edition.name})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`whatsapp-${edition.lang}`);
    const phone = phones[edition.lang];
    await requestAndBook(page, reminders.server.url, edition, {
      firstName: "Amina",
      lastName: "Bello",
      email,
      institution: `WhatsApp ${edition.name} College`,
      phone: phone.typed,
      remindOnWhatsApp: true,
    });

    const [stored] = reminders.sql(
      "select d.remind_whatsapp, d.remind_sms, d.reminder_consent_version, d.reminder_consent_at, b.id as booking_id, b.slot_start, b.meeting_url, b.language from demo_requests d join bookings b on b.demo_request_id = d.id where d.email = ?",
      email,
    );
    expect(stored).toMatchObject({
      remind_whatsapp: 1,
      remind_sms: 0,
      reminder_consent_version: reminderConsentVersion,
      reminder_consent_at: expect.any(String),
      language: edition.lang,
    });
    const bookingId = String(stored!.booking_id);
    const whatsAppRow = () =>
      reminders.sql(
        "select status from reminders where booking_id = ? and channel = 'whatsapp' and offset_minutes = 1440",
        bookingId,
      )[0]?.status;
    expect(whatsAppRow()).toBe("queued");

    reminders.dueNow(bookingId, 1440);
    await reminders.whatsapp.waitFor((requests) => requests.some((r) => r.body.to === phone.digits));
    await waitUntil(() => whatsAppRow() === "sent", 15_000, "the WhatsApp reminder to be recorded as sent");
    const sent = reminders.whatsapp.requests.filter((r) => r.body.to === phone.digits);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe(`/v21.0/${whatsAppSettings.WHATSAPP_PHONE_NUMBER_ID}/messages`);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${whatsAppSettings.WHATSAPP_TOKEN}`);
    expect(sent[0]!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: phone.digits,
      type: "template",
      template: {
        name: whatsAppSettings.WHATSAPP_TEMPLATE,
        language: { code: edition.lang },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Amina" },
              { type: "text", text: formatSlot(edition.lang, String(stored!.slot_start)) },
              { type: "text", text: String(stored!.meeting_url) },
            ],
          },
        ],
      },
    });
  });
}
