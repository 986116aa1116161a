import type { SmsConfig, WhatsAppConfig } from "~/delivery/message-channels.server";
import { parseEnv, type ParsedEnv } from "~/env.server";

// What the operator configured for reminders (ADR 041): when they go out, how late one may still
// go, and which message channels beyond e-mail exist. Derived and installed by the runtime
// (ADR 083); tests point the channels at loopback servers with configureReminders().

export type ReminderConfig = {
  /** Minutes before the demo, largest first (24 h, then 1 h by default). */
  offsetsMinutes: number[];
  /** After its due time plus this, a reminder is dropped, never sent late. */
  graceMs: number;
  whatsapp?: WhatsAppConfig;
  sms?: SmsConfig;
};

/** "24h,1h" → [1440, 60]: distinct, largest first. The format is checked in env.server.ts. */
function parseOffsets(text: string): number[] {
  const minutes = text.split(",").map((part) => {
    const match = /^(\d+)([hm])$/.exec(part.trim());
    return match ? Number(match[1]) * (match[2] === "h" ? 60 : 1) : 0;
  });
  return [...new Set(minutes.filter((m) => m > 0))].sort((a, b) => b - a);
}

export function reminderConfigFrom(e: ParsedEnv): ReminderConfig {
  const trim = (url: string) => url.replace(/\/+$/, "");
  return {
    offsetsMinutes: parseOffsets(e.REMINDER_OFFSETS),
    graceMs: e.REMINDER_GRACE_MINUTES * 60_000,
    whatsapp:
      e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_TOKEN
        ? {
            apiUrl: trim(e.WHATSAPP_API_URL),
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            token: e.WHATSAPP_TOKEN,
            template: e.WHATSAPP_TEMPLATE,
          }
        : undefined,
    sms:
      e.SMS_API_KEY && e.SMS_SENDER_ID
        ? {
            apiUrl: trim(e.SMS_API_URL),
            apiKey: e.SMS_API_KEY,
            senderId: e.SMS_SENDER_ID,
            senderIdsByCountry: e.SMS_SENDER_IDS,
          }
        : undefined,
  };
}

let current: ReminderConfig | undefined;

/** The settings the runtime installed; without a runtime (a unit test), the schema's defaults. */
export function reminderConfig(): ReminderConfig {
  current ??= reminderConfigFrom(parseEnv({}));
  return current;
}

/** Tests (loopback providers, offsets) adjust the configuration read from the environment. */
export function configureReminders(overrides: Partial<ReminderConfig>): ReminderConfig {
  current = { ...reminderConfig(), ...overrides };
  return current;
}

/** The channels a visitor may tick on the demo form: only those the operator configured. */
export function offeredReminderChannels(config: ReminderConfig = reminderConfig()): {
  whatsapp: boolean;
  sms: boolean;
  offsetsMinutes: number[];
} {
  return { whatsapp: Boolean(config.whatsapp), sms: Boolean(config.sms), offsetsMinutes: config.offsetsMinutes };
}
