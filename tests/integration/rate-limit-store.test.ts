import "../support/quiet-logs";
import type { Options } from "express-rate-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import { DatabaseRateLimitStore } from "../../server/rate-limit-store";
import { testDatabases } from "../support/test-databases";
import { waitUntil } from "../support/webhook-sink";

// The shared rate-limit store on a real database. Two store objects on one database stand for two
// server instances: what one counts, the other sees.

const store = (prefix: string, windowMs: number, sweepEveryMs?: number) => {
  const s = new DatabaseRateLimitStore({ prefix, sweepEveryMs });
  s.init({ windowMs } as Options);
  return s;
};
const rows = () => getDb().selectFrom("rate_limits").selectAll().execute();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`the rate-limit store on ${database.name}`, () => {
    beforeAll(async () => {
      // The generated secret, as a real deployment without APP_SECRET would use.
      configureLeads({ appSecret: undefined });
      await initDatabase(database.create());
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("counts one client's hits across instances in one window, and keeps forms and clients apart", async () => {
      const [a, b] = [store("demo:", 60_000), store("demo:", 60_000)];
      const first = await a.increment("203.0.113.7");
      expect(first.totalHits).toBe(1);
      expect(first.resetTime!.getTime()).toBeGreaterThan(Date.now() + 59_000);
      expect((await b.increment("203.0.113.7")).totalHits).toBe(2);
      const third = await a.increment("203.0.113.7");
      expect(third).toEqual({ totalHits: 3, resetTime: first.resetTime });
      expect(await b.get("203.0.113.7")).toEqual({ totalHits: 3, resetTime: first.resetTime });

      expect((await store("newsletter:", 60_000).increment("203.0.113.7")).totalHits).toBe(1);
      expect((await b.increment("198.51.100.1")).totalHits).toBe(1);
      expect(await a.get("192.0.2.99")).toBeUndefined();
    });

    it("stores a keyed hash, never the client address", async () => {
      await store("demo:", 60_000).increment("2001:db8:1234::");
      const keys = (await rows()).map((r) => r.key);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(/^[a-z]+:[0-9a-f]{64}$/);
      expect(keys.join(" ")).not.toMatch(/203\.0\.113\.7|198\.51\.100\.1|2001:db8/);
    });

    it("loses no hit when many arrive at once through two instances", async () => {
      const [a, b] = [store("burst:", 60_000), store("burst:", 60_000)];
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).increment("192.0.2.40")));
      expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      expect(new Set(results.map((r) => r.resetTime!.getTime())).size).toBe(1);
    });

    it("starts a new window at 1 once the old one has ended", async () => {
      const s = store("short:", 300);
      await s.increment("192.0.2.50");
      const second = await s.increment("192.0.2.50");
      expect(second.totalHits).toBe(2);
      await sleep(350);
      expect(await s.get("192.0.2.50")).toBeUndefined();
      const fresh = await s.increment("192.0.2.50");
      expect(fresh.totalHits).toBe(1);
      expect(fresh.resetTime!.getTime()).toBeGreaterThan(second.resetTime!.getTime());
    });

    it("decrements and resets one client's counter", async () => {
      const s = store("undo:", 60_000);
      await s.increment("192.0.2.60");
      await s.increment("192.0.2.60");
      await s.decrement("192.0.2.60");
      expect((await s.get("192.0.2.60"))?.totalHits).toBe(1);
      await s.resetKey("192.0.2.60");
      expect(await s.get("192.0.2.60")).toBeUndefined();
      expect((await s.increment("192.0.2.60")).totalHits).toBe(1);
    });

    it("deletes expired counters after a hit, about once per interval, without delaying it", async () => {
      const s = store("sweep:", 200, 1000);
      const sweepRows = async () => (await rows()).filter((r) => r.key.startsWith("sweep:")).length;
      for (const client of ["192.0.2.70", "192.0.2.71", "192.0.2.72"]) await s.increment(client);
      expect(await sweepRows()).toBe(3);
      await sleep(1100);
      // The three have expired and the interval has passed: this hit sweeps, leaving its own counter.
      await s.increment("192.0.2.73");
      await waitUntil(async () => (await sweepRows()) === 1, 5000, "expired counters deleted");
      // Within the interval an expired counter stays until the next sweep.
      await sleep(300);
      await s.increment("192.0.2.74");
      await sleep(100);
      expect(await sweepRows()).toBe(2);
    });
  });
}
