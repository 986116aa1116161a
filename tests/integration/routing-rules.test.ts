import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamCopy } from "~/content/sales-console-team";
import { postBooking } from "../support/booking";
import { account, consoleServerEnv, get, post, type ConsoleServer } from "../support/console";
import { builtServerAvailable, demoFormFields, demoRequestBody } from "../support/demo-form";
import { startInProcess, type InProcessServer } from "../support/in-process";
import { seedAccount } from "../support/seed";
import { createPostgresDatabase } from "../support/test-databases";

// Issue #25 item 3 (ADR 047) on the production server, on SQLite and on PostgreSQL: an admin adds
// "size large → one presenter" on the team page; a large institution's booking goes to that
// presenter although the other has fewer demos, a small one goes round-robin, and with the rule's
// presenter busy the time stays bookable and goes to the other.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Routing rules test");
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const e = teamCopy.routing.errors;
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

/** A presenter's profile as `users create --presenter --languages en` sets it. */
const presenting = (name: string) => ({ name, presents: true, languages: ["en"] });

/** A visitor from an institution of this size asks for a demo: the picker's token and offered times. */
async function visitor(base: string, size: string): Promise<{ token: string; slots: string[] }> {
  const body = demoRequestBody(
    `${size}.${Math.random().toString(36).slice(2)}@school.edu.ng`,
    await demoFormFields(base),
  );
  body.set("size", size);
  const res = await fetch(`${base}/demo`, { method: "POST", body, redirect: "manual", headers: { origin: base } });
  expect(res.status).toBe(303);
  const html = await (await fetch(new URL(res.headers.get("location")!, base))).text();
  return {
    token: /name="token" value="([^"]+)"/.exec(html)![1]!,
    slots: [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!),
  };
}

/** Books the time and returns the presenter's name as the booking's page shows it. */
async function presenterOfBooking(base: string, who: { token: string }, slot: string): Promise<string> {
  const booked = await postBooking(base, who.token, slot);
  expect(booked.status).toBe(303);
  const page = await (await fetch(new URL(booked.headers.get("location")!, base))).text();
  return /Presented by<\/dt><dd[^>]*>([^<]+)<\/dd>/.exec(page)![1]!;
}

const databases = [
  { name: "SQLite", enabled: true },
  { name: "PostgreSQL", enabled: Boolean(adminUrl) },
];

for (const database of databases) {
  describe.skipIf(!built || !database.enabled)(`routing rules on ${database.name}`, () => {
    let server: InProcessServer;
    let target: ConsoleServer;
    let admin = "";
    let sales = "";
    let drop: (() => Promise<void>) | undefined;
    /** Presenter ids by name, as the team page's rule form lists them. */
    const ids = new Map<string, string>();

    beforeAll(async () => {
      const pgDb =
        database.name === "PostgreSQL" ? await createPostgresDatabase(adminUrl!, "routing_rules") : undefined;
      drop = pgDb?.drop;
      server = await startInProcess({
        ...consoleServerEnv,
        ILIMI_BUILD_DIR: buildDir,
        BOOKING_CAPACITY: "5",
        ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      });
      target = { url: server.url, dataDir: server.dataDir, databaseUrl: pgDb?.url };
      admin = await account(target, "admin@ilimi.example", "admin");
      sales = await account(target, "sales@ilimi.example", "sales");
      await seedAccount(target, { email: "ada@ilimi.example", role: "sales", profile: presenting("Ada Obi") });
      await seedAccount(target, { email: "bola@ilimi.example", role: "sales", profile: presenting("Bola Ade") });
      const page = await (await get(target, "/sales/users", admin)).text();
      for (const m of page.matchAll(/name="presenters" value="([^"]+)"\/>([^<]+)</g)) ids.set(m[2]!, m[1]!);
      expect([...ids.keys()].sort()).toEqual(["Ada Obi", "Bola Ade"]);
    }, 120_000);

    afterAll(async () => {
      await server?.kill();
      if (server) rmSync(server.dataDir, { recursive: true, force: true });
      await drop?.();
    });

    it("a large institution's booking goes to the rule's presenter though the other has fewer demos; a small one goes round-robin; the rule's presenter busy, the other takes it", async () => {
      const first = await visitor(server.url, "small");
      const busier = await presenterOfBooking(server.url, first, first.slots[0]!);
      const other = busier === "Ada Obi" ? "Bola Ade" : "Ada Obi";
      // The rule sends large institutions to the presenter who already has a demo.
      const added = await post(
        target,
        "/sales/users",
        { intent: "rule-add", size: "large", edition: "", presenters: ids.get(busier)! },
        { cookie: admin },
      );
      expect(added.status).toBe(200);
      expect(await added.text()).toContain(teamCopy.routing.added);
      const large = await visitor(server.url, "large");
      const time = large.slots[1]!;
      expect(await presenterOfBooking(server.url, large, time)).toBe(busier);
      // Without the rule, round-robin: the one with fewer demos.
      const small = await visitor(server.url, "small");
      expect(await presenterOfBooking(server.url, small, small.slots[2]!)).toBe(other);
      // The rule's presenter holds `time` now: it is still offered, and booking it gives the other presenter.
      const second = await visitor(server.url, "large");
      expect(second.slots).toContain(time);
      expect(await presenterOfBooking(server.url, second, time)).toBe(other);
      // Both hold `time`: it is offered no more.
      expect((await visitor(server.url, "large")).slots).not.toContain(time);
      const audit = await (await get(target, "/sales/audit", admin)).text();
      expect(audit).toContain("added a routing rule (size large, edition any, 1 presenter)");
    });

    it("the team page refuses a rule with no presenter, or an unknown size, with a 400 that says why and keeps what was chosen", async () => {
      const noPresenter = await post(
        target,
        "/sales/users",
        { intent: "rule-add", size: "medium", edition: "fr" },
        { cookie: admin },
      );
      expect(noPresenter.status).toBe(400);
      const page = await noPresenter.text();
      expect(page).toContain(escaped(e.presenters));
      expect(page).toMatch(/<option value="medium" selected="">/);
      expect(page).toMatch(/<option value="fr" selected="">/);
      const unknownSize = await post(
        target,
        "/sales/users",
        { intent: "rule-add", size: "huge", edition: "", presenters: ids.get("Ada Obi")! },
        { cookie: admin },
      );
      expect(unknownSize.status).toBe(400);
      const sizePage = await unknownSize.text();
      expect(sizePage).toContain(escaped(e.size));
      expect(sizePage).toMatch(new RegExp(`name="presenters" checked="" value="${ids.get("Ada Obi")}"`));
      const noCondition = await post(
        target,
        "/sales/users",
        { intent: "rule-add", size: "", edition: "", presenters: ids.get("Ada Obi")! },
        { cookie: admin },
      );
      expect(noCondition.status).toBe(400);
      expect(await noCondition.text()).toContain(escaped(e.condition));
      const stranger = await post(
        target,
        "/sales/users",
        { intent: "rule-add", size: "small", edition: "", presenters: "not-a-presenter" },
        { cookie: admin },
      );
      expect(stranger.status).toBe(400);
      expect(await stranger.text()).toContain(escaped(e.unknownPresenter));
      // Only the first test's rule is listed.
      expect((await (await get(target, "/sales/users", admin)).text()).match(/Goes to /g)).toHaveLength(1);
    });

    it("a sales person cannot add or remove a rule: 403, and the list stays as it was", async () => {
      const refused = await post(
        target,
        "/sales/users",
        { intent: "rule-add", size: "small", edition: "", presenters: ids.get("Ada Obi")! },
        { cookie: sales },
      );
      expect(refused.status).toBe(403);
      const page = await (await get(target, "/sales/users", admin)).text();
      const rule = /name="rule" value="([^"]+)"/.exec(page)![1]!;
      expect((await post(target, "/sales/users", { intent: "rule-remove", rule }, { cookie: sales })).status).toBe(403);
      expect((await (await get(target, "/sales/users", admin)).text()).match(/Goes to /g)).toHaveLength(1);
      // An admin removes it; removing it again says it is gone.
      expect((await post(target, "/sales/users", { intent: "rule-remove", rule }, { cookie: admin })).status).toBe(200);
      const again = await post(target, "/sales/users", { intent: "rule-remove", rule }, { cookie: admin });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain(escaped(e.unknownRule));
    });
  });
}
