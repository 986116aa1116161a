import { describe, expect, it } from "vitest";
import { readEnv } from "./runtime/config.server";

// The public origin the server writes into links (e-mails, .ics, console invites) when an operator
// sets only PORT (issue #26): this server, not a fixed :3000 where nothing answers.

describe("SITE_URL", () => {
  it("is this server on this machine when unset: http://localhost:PORT", () => {
    expect(readEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(readEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    // An empty variable is an unset one.
    expect(readEnv({ PORT: "8080", SITE_URL: "" }).SITE_URL).toBe("http://localhost:8080");
  });

  it("is what the operator set, whatever the port", () => {
    expect(readEnv({ PORT: "8080", SITE_URL: "https://ilimi.ng" }).SITE_URL).toBe("https://ilimi.ng");
    expect(() => readEnv({ SITE_URL: "ilimi.ng" })).toThrow(/^Invalid configuration: SITE_URL /);
  });
});

// The estimator's naira rate (issue #29): the operator's, always with its date, never half-set.
describe("ILIMI_NGN_PER_EUR and ILIMI_NGN_RATE_DATE", () => {
  it("are unset by default: nothing is converted to or from the naira", () => {
    const env = readEnv({});
    expect(env.ILIMI_NGN_PER_EUR).toBeUndefined();
    expect(env.ILIMI_NGN_RATE_DATE).toBeUndefined();
  });

  it("are read together, and a rate without its date (or a wrong one) stops the server with its name", () => {
    expect(readEnv({ ILIMI_NGN_PER_EUR: "1650", ILIMI_NGN_RATE_DATE: "2026-11-20" })).toMatchObject({
      ILIMI_NGN_PER_EUR: 1650,
      ILIMI_NGN_RATE_DATE: "2026-11-20",
    });
    expect(() => readEnv({ ILIMI_NGN_PER_EUR: "1650" })).toThrow(/ILIMI_NGN_RATE_DATE/);
    expect(() => readEnv({ ILIMI_NGN_PER_EUR: "-3", ILIMI_NGN_RATE_DATE: "2026-11-20" })).toThrow(/ILIMI_NGN_PER_EUR/);
    expect(() => readEnv({ ILIMI_NGN_PER_EUR: "1650", ILIMI_NGN_RATE_DATE: "20/11/2026" })).toThrow(
      /ILIMI_NGN_RATE_DATE/,
    );
  });
});

describe("the console's clock (CONSOLE_TIME_ZONE)", () => {
  it("is WAT unless the operator sets another zone, and a zone Intl does not know stops the server with its name", () => {
    expect(readEnv({}).CONSOLE_TIME_ZONE).toBe("Africa/Lagos");
    expect(readEnv({ CONSOLE_TIME_ZONE: "Africa/Abidjan" }).CONSOLE_TIME_ZONE).toBe("Africa/Abidjan");
    expect(() => readEnv({ CONSOLE_TIME_ZONE: "Africa/Atlantis" })).toThrow(
      /^Invalid configuration: CONSOLE_TIME_ZONE must be an IANA time zone/,
    );
  });
});

describe("SMS sender IDs per country (SMS_SENDER_IDS)", () => {
  it("are none by default, and read as COUNTRY=ID pairs", () => {
    expect(readEnv({}).SMS_SENDER_IDS).toEqual({});
    expect(readEnv({ SMS_SENDER_IDS: "SN=ILIMI, CI = Ilimi CI" }).SMS_SENDER_IDS).toEqual({
      SN: "ILIMI",
      CI: "Ilimi CI",
    });
  });

  it("stop the server with their name when a pair is not a country code and a sender ID", () => {
    expect(() => readEnv({ SMS_SENDER_IDS: "Senegal=ILIMI" })).toThrow(/SMS_SENDER_IDS/);
    expect(() => readEnv({ SMS_SENDER_IDS: "SN=a sender ID far too long" })).toThrow(/SMS_SENDER_IDS/);
    expect(() => readEnv({ SMS_SENDER_IDS: "SN" })).toThrow(/SMS_SENDER_IDS/);
  });
});
