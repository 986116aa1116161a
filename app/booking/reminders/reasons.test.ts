import { describe, expect, it } from "vitest";
import { readReminderDetail, reminderReasons } from "./reasons";

describe("a reminder's stored reason, as the console reads it", () => {
  it("reads each code, and a code given up at its time", () => {
    for (const reason of reminderReasons) expect(readReminderDetail(reason)).toEqual({ reason, gaveUp: false });
    expect(readReminderDetail("gave_up:unavailable")).toEqual({ reason: "unavailable", gaveUp: true });
    expect(readReminderDetail(null)).toBeNull();
  });

  it("never shows text stored before the codes: a provider's words are the log's", () => {
    expect(
      readReminderDetail("ChannelError: WhatsApp answered HTTP 400 (code 131026): (#131026) Message undeliverable"),
    ).toEqual({ reason: "other", gaveUp: false });
    expect(readReminderDetail("gave_up:ChannelError: SMS gateway: no answer within 2000 ms")).toEqual({
      reason: "other",
      gaveUp: true,
    });
  });
});
