import { describe, expect, it } from "vitest";
import { startupWarnings, type StartupFacts } from "./startup-warnings";

// What an operator is told at start (issue #14): each warning names the variable that fixes it.

const production: StartupFacts = {
  SITE_URL: "https://ilimi.ng",
  TRUST_PROXY: "1",
  HOST: "0.0.0.0",
  PORT: 3000,
  ILIMI_NGN_PER_EUR: 1600,
  publicSiteUrl: "https://ilimi.ng",
  phone: "+234 9 123 4567",
  email: "sales@ilimi.ng",
};

describe("start-up warnings", () => {
  it("tells the operator, not the visitor, that no naira rate is set", () => {
    expect(startupWarnings({ ...production, ILIMI_NGN_PER_EUR: undefined })).toEqual([
      expect.stringMatching(/^ILIMI_NGN_PER_EUR is not set: .*Set ILIMI_NGN_PER_EUR and ILIMI_NGN_RATE_DATE together/),
    ]);
  });

  it("says nothing when the site is configured for production", () => {
    expect(startupWarnings(production)).toEqual([]);
  });

  it("names TRUST_PROXY when SITE_URL is https and no proxy is trusted", () => {
    const [warning] = startupWarnings({ ...production, TRUST_PROXY: "false" });
    expect(warning).toMatch(/SITE_URL is https but TRUST_PROXY is off/);
  });

  it("names PUBLIC_SITE_URL when the public origin is still localhost and the server listens publicly", () => {
    expect(startupWarnings({ ...production, publicSiteUrl: "http://localhost:3000" })).toEqual([
      expect.stringMatching(/PUBLIC_SITE_URL is still http:\/\/localhost:3000 while the server listens on 0\.0\.0\.0/),
    ]);
    // Only on this machine: a developer's default is fine.
    expect(startupWarnings({ ...production, publicSiteUrl: "http://localhost:3000", HOST: "127.0.0.1" })).toEqual([]);
  });

  it("names SITE_URL when it sends links to this machine on another port than the server's", () => {
    expect(
      startupWarnings({ ...production, SITE_URL: "http://localhost:3000", PORT: 8080, HOST: "127.0.0.1" }),
    ).toEqual([
      expect.stringMatching(
        /^SITE_URL is http:\/\/localhost:3000 but this server listens on port 8080: .*leave it unset for http:\/\/localhost:8080\.$/,
      ),
    ]);
    expect(
      startupWarnings({ ...production, SITE_URL: "http://127.0.0.1", PORT: 8080, HOST: "127.0.0.1" }),
    ).toHaveLength(1);
    // Its own port, a public host (a proxy's port is not the server's), or a port chosen by the system: nothing to say.
    expect(
      startupWarnings({ ...production, SITE_URL: "http://localhost:8080", PORT: 8080, HOST: "127.0.0.1" }),
    ).toEqual([]);
    expect(startupWarnings({ ...production, SITE_URL: "https://ilimi.ng", PORT: 8080 })).toEqual([]);
    expect(startupWarnings({ ...production, SITE_URL: "http://[::1]:3000", PORT: 0, HOST: "127.0.0.1" })).toEqual([]);
  });

  it("names the contact variables while the placeholders are still in place", () => {
    expect(startupWarnings({ ...production, phone: "+234\u00a0800\u00a0000\u00a00000" })).toEqual([
      expect.stringMatching(/PUBLIC_CONTACT_PHONE and PUBLIC_CONTACT_EMAIL/),
    ]);
    expect(startupWarnings({ ...production, email: "sales@ilimi.example" })).toHaveLength(1);
  });
});
