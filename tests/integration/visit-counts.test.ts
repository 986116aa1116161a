import "../support/quiet-logs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { createVisitCounter } from "~/insights/visit-counter.server";
import { visitOf } from "~/insights/visit";
import { testDatabases } from "../support/test-databases";

// The visit counter against a real SQLite file and a real PostgreSQL (issue #28, ADR 037): daily
// totals only, a visitor counted once a day, the day's salt and hashes gone once the day has passed
// (the clock is moved, not waited for), and two counters on one database adding, never overwriting.

const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const laptop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const view = (path: string, search: string, userAgent: string, address: string, referer?: string) => ({
  dims: visitOf({ path, search, userAgent, referer, ownHost: "ilimi.example" })!,
  address,
  userAgent,
});

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`visit counts on ${database.name}`, () => {
    beforeAll(async () => {
      await initDatabase(database.create());
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("counts a phone's three loads of a campaign page as one view and one visitor, and stores nothing personal", async () => {
      const clock = { now: new Date("2026-03-02T10:00:00Z") };
      const counter = createVisitCounter(getDb(), { now: () => clock.now, flushMs: 60_000 });
      for (let i = 0; i < 3; i++)
        counter.record(
          view(
            "/pricing",
            "?utm_campaign=%20Term-Start%20&utm_source=WhatsApp",
            phone,
            "203.0.113.7",
            "https://www.google.com/search?q=ilimi+amina",
          ),
        );
      counter.record(view("/fr/demo", "", laptop, "198.51.100.4", "https://ilimi.example/fr"));
      await counter.stop();

      const rows = await getDb()
        .selectFrom("visit_counts")
        .selectAll()
        .where("day", "=", "2026-03-02")
        .orderBy("path")
        .execute();
      expect(rows).toEqual([
        {
          day: "2026-03-02",
          path: "/fr/demo",
          edition: "fr",
          referrer_host: "",
          utm_source: "",
          utm_medium: "",
          utm_campaign: "",
          device: "desktop",
          views: 1,
          visitors: 1,
        },
        {
          day: "2026-03-02",
          path: "/pricing",
          edition: "en",
          referrer_host: "google.com",
          utm_source: "whatsapp",
          utm_medium: "",
          utm_campaign: "term-start",
          device: "mobile",
          views: 1,
          visitors: 1,
        },
      ]);
      const totals = await getDb()
        .selectFrom("visit_totals")
        .select(["dimension", "value", "views", "visitors"])
        .where("day", "=", "2026-03-02")
        .where("dimension", "in", ["all", "utm_campaign"])
        .orderBy("dimension")
        .orderBy("value")
        .execute();
      expect(totals).toEqual([
        { dimension: "all", value: "", views: 2, visitors: 2 },
        { dimension: "utm_campaign", value: "", views: 1, visitors: 1 },
        { dimension: "utm_campaign", value: "term-start", views: 1, visitors: 1 },
      ]);
      // No address, no user agent, no hash, no referring page in any stored total.
      const stored = JSON.stringify([rows, await getDb().selectFrom("visit_totals").selectAll().execute()]);
      for (const personal of ["203.0.113.7", "198.51.100.4", "iPhone", "Mozilla", "amina", "search"])
        expect(stored).not.toContain(personal);
      const hashes = await getDb().selectFrom("visit_day_hashes").select("hash").execute();
      for (const { hash } of hashes) expect(stored).not.toContain(hash);
      // The day's clients are keyed hashes, never an address (ADR 079).
      const clients = JSON.stringify(await getDb().selectFrom("visit_day_clients").selectAll().execute());
      for (const personal of ["203.0.113", "198.51.100", "iPhone"]) expect(clients).not.toContain(personal);
    });

    it("forgets the day's salt and visitor hashes once the day has passed, and counts a returning visitor again on the new day", async () => {
      const clock = { now: new Date("2026-04-10T23:59:00Z") };
      const counter = createVisitCounter(getDb(), { now: () => clock.now, flushMs: 60_000 });
      counter.record(view("/", "", laptop, "192.0.2.1"));
      await counter.flush();
      const before = await getDb()
        .selectFrom("visit_salts")
        .selectAll()
        .where("day", "=", "2026-04-10")
        .executeTakeFirst();
      expect(before?.salt).toMatch(/^[\w-]{40,}$/);
      // The visitor's mark and the mark of their view of "/".
      expect(
        await getDb().selectFrom("visit_day_hashes").select("hash").where("day", "=", "2026-04-10").execute(),
      ).toHaveLength(2);
      expect(
        await getDb().selectFrom("visit_day_clients").select("views").where("day", "=", "2026-04-10").execute(),
      ).toEqual([{ views: 1 }]);

      clock.now = new Date("2026-04-11T00:01:00Z");
      counter.record(view("/", "", laptop, "192.0.2.1"));
      await counter.stop();
      expect(await getDb().selectFrom("visit_salts").selectAll().where("day", "<", "2026-04-11").execute()).toEqual([]);
      expect(
        await getDb().selectFrom("visit_day_hashes").selectAll().where("day", "<", "2026-04-11").execute(),
      ).toEqual([]);
      expect(
        await getDb().selectFrom("visit_day_clients").selectAll().where("day", "<", "2026-04-11").execute(),
      ).toEqual([]);
      const today = await getDb().selectFrom("visit_salts").selectAll().execute();
      expect(today.map((s) => s.day)).toEqual(["2026-04-11"]);
      expect(today[0]!.salt).not.toBe(before!.salt);
      const totals = await getDb()
        .selectFrom("visit_counts")
        .select(["day", "views", "visitors"])
        .where("path", "=", "/")
        .orderBy("day")
        .execute();
      expect(totals).toEqual([
        { day: "2026-04-10", views: 1, visitors: 1 },
        { day: "2026-04-11", views: 1, visitors: 1 },
      ]);
    });

    it("adds what two counters on one database saw, counting a visitor seen by both once", async () => {
      const clock = { now: new Date("2026-05-05T12:00:00Z") };
      const one = createVisitCounter(getDb(), { now: () => clock.now, flushMs: 60_000 });
      const two = createVisitCounter(getDb(), { now: () => clock.now, flushMs: 60_000 });
      // 10 visitors on /modules through one; 20 through two, on /modules (even) and /pricing (odd).
      for (let i = 0; i < 50; i++) one.record(view("/modules", "", laptop, `10.0.0.${i % 10}`));
      for (let i = 0; i < 70; i++) two.record(view(i % 2 ? "/pricing" : "/modules", "", laptop, `10.0.0.${i % 20}`));
      await Promise.all([one.stop(), two.stop()]);
      const rows = await getDb()
        .selectFrom("visit_counts")
        .select(["path", "views", "visitors"])
        .where("day", "=", "2026-05-05")
        .orderBy("path")
        .execute();
      // /modules: 10.0.0.0-9 and the even ones up to 18, each once; the visitors on their first page.
      expect(rows.map((r) => [r.path, r.views])).toEqual([
        ["/modules", 15],
        ["/pricing", 10],
      ]);
      expect(rows.reduce((sum, r) => sum + r.visitors, 0)).toBe(20);
      const all = await getDb()
        .selectFrom("visit_totals")
        .select(["views", "visitors"])
        .where("day", "=", "2026-05-05")
        .where("dimension", "=", "all")
        .executeTakeFirstOrThrow();
      expect(all).toEqual({ views: 25, visitors: 20 });
    });

    it("holds one client's limit of 10 campaigns when two counters on one database see it at once", async () => {
      const clock = { now: new Date("2026-05-06T12:00:00Z") };
      const one = createVisitCounter(getDb(), { now: () => clock.now, flushMs: 60_000 });
      const two = createVisitCounter(getDb(), { now: () => clock.now, flushMs: 60_000 });
      // The day's salt first (its first insert would make the second flush wait for the first).
      await one.flush();
      // 30 pages, each with a new campaign, half through each counter, from one address; then 2,000
      // other visitors each, so that the two flushes run long enough to overlap.
      for (let i = 0; i < 30; i++)
        (i % 2 ? one : two).record(view(`/p${i}`, `?utm_campaign=junk-${i}`, laptop, "192.0.2.77"));
      for (let i = 0; i < 4000; i++)
        (i % 2 ? one : two).record(view("/", "", laptop, `10.${i % 2}.${Math.floor(i / 256) % 256}.${i % 256}`));
      await Promise.all([one.stop(), two.stop()]);
      const lines = await getDb()
        .selectFrom("visit_totals")
        .select(["value", "views"])
        .where("day", "=", "2026-05-06")
        .where("dimension", "=", "utm_campaign")
        .execute();
      expect(lines.filter((l) => l.value.startsWith("junk-"))).toHaveLength(10);
      expect(lines.find((l) => l.value !== "" && !l.value.startsWith("junk-"))?.views).toBe(20);
    });
  });
}
