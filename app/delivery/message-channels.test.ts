import { describe, expect, it } from "vitest";
import { smsSenderFor, type SmsConfig } from "./message-channels.server";

const termii: SmsConfig = {
  apiUrl: "http://127.0.0.1:9",
  apiKey: "test-termii-key-0123",
  senderId: "Ilimi",
  senderIdsByCountry: { SN: "IlimiSN", CI: "IlimiCI" },
};

describe("the sender ID an SMS reminder goes from", () => {
  it("is the country's own for a number in Dakar or Abidjan, and the default for Lagos or a country with none", () => {
    expect(smsSenderFor(termii, "221771234567")).toBe("IlimiSN");
    expect(smsSenderFor(termii, "2250701234567")).toBe("IlimiCI");
    expect(smsSenderFor(termii, "2348034440001")).toBe("Ilimi");
    expect(smsSenderFor(termii, "22997123456")).toBe("Ilimi");
  });

  it("is the default when none is registered per country, or the number's country cannot be told", () => {
    expect(smsSenderFor({ ...termii, senderIdsByCountry: undefined }, "221771234567")).toBe("Ilimi");
    expect(smsSenderFor(termii, "999")).toBe("Ilimi");
  });
});
