import { describe, expect, it } from "vitest";
import { phoneE164, phoneSearchKey, whatsappDigits } from "./phone.server";

describe("phone numbers as the team searches and dials them", () => {
  it("reads every way a Nigerian writes one number as the same E.164 number", () => {
    for (const typed of [
      "0803 555 0142",
      "+234 803 555 0142",
      "2348035550142",
      "08035550142",
      "(0803) 555-0142",
      "+234 (0) 803 555 0142",
    ]) {
      expect(phoneE164(typed), typed).toBe("+2348035550142");
    }
  });

  it("keeps a number from another country in its own country", () => {
    expect(phoneE164("+225 07 08 09 10 11")).toBe("+2250708091011");
    expect(phoneE164("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("gives no number for what is not one, so nothing is dialled or searched wrongly", () => {
    for (const typed of [
      null,
      "",
      "n/a",
      "12345",
      "0803",
      "call me",
      "+234 803 555 0142 ext 9999999999999999999999999999",
    ])
      expect(phoneE164(typed), String(typed)).toBeNull();
  });

  it("treats a search as a phone number only when it is written like one", () => {
    expect(phoneSearchKey("0803 555 0142")).toBe("+2348035550142");
    expect(phoneSearchKey("2348035550142")).toBe("+2348035550142");
    expect(phoneSearchKey("Chiamaka")).toBeNull();
    expect(phoneSearchKey("Unity College 2024")).toBeNull();
    expect(phoneSearchKey("0803")).toBeNull();
    expect(whatsappDigits("+2348035550142")).toBe("2348035550142");
  });
});
