import { describe, expect, it } from "vitest";
import { readEnv } from "./env.server";

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
