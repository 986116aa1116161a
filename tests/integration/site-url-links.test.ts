import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { usersCli } from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startServer } from "../support/start-server";

// Links the server and its command line write (e-mails, .ics change and cancel links, console
// invites) must reach this server (issue #26): SITE_URL defaults to http://localhost:PORT, a
// loopback SITE_URL on another port is named at start, and the users CLI says which origin it used.

const built = builtServerAvailable(process.env.ILIMI_BUILD_DIR || "build", "Site URL tests");

describe.skipIf(!built)("the origin of the links", () => {
  it("a server on another port than its SITE_URL's localhost says so at start, and one with SITE_URL unset does not", async () => {
    const misdirected = await startServer({
      SITE_URL: "http://localhost:3000",
      HOST: "127.0.0.1",
      RATE_LIMIT_DISABLED: "1",
    });
    const own = await startServer({ SITE_URL: "", HOST: "127.0.0.1", RATE_LIMIT_DISABLED: "1" });
    try {
      expect((await fetch(`${misdirected.url}/healthz`)).status).toBe(200);
      expect(misdirected.output()).toContain(
        `SITE_URL is http://localhost:3000 but this server listens on port ${misdirected.port}`,
      );
      expect(misdirected.output()).toContain(`leave it unset for http://localhost:${misdirected.port}`);
      expect((await fetch(`${own.url}/healthz`)).status).toBe(200);
      expect(own.output()).not.toContain("SITE_URL is");
    } finally {
      for (const server of [misdirected, own]) {
        await server.stop();
        rmSync(server.dataDir, { recursive: true, force: true });
      }
    }
  });

  it("the users command prints the origin its set-password link uses: this machine's PORT when SITE_URL is unset", async () => {
    const server = await startServer({ RATE_LIMIT_DISABLED: "1" });
    try {
      const { stdout } = await usersCli(server, ["create", "--email", "head@school.edu.ng", "--role", "admin"], {
        SITE_URL: "",
        PORT: "8123",
      });
      expect(stdout).toContain("  http://localhost:8123/sales/set-password?token=");
      expect(stdout).toContain(
        "Links use the origin http://localhost:8123 (SITE_URL, or http://localhost:PORT when unset).",
      );
      const { stdout: set } = await usersCli(server, ["reset", "--email", "head@school.edu.ng"], {
        SITE_URL: "https://sales.ilimi.ng",
      });
      expect(set).toContain("Links use the origin https://sales.ilimi.ng (SITE_URL");
    } finally {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
