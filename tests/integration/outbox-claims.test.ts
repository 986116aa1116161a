import "../support/quiet-logs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { claimDueJobs, insertJobs, newJob } from "~/delivery/outbox.server";
import { testDatabases } from "../support/test-databases";

// Claims made at the same moment, as the delivery workers of several instances make them: each due
// job goes to one claimant only, and on PostgreSQL a claimant never waits behind another's locks.

async function queueJobs(count: number): Promise<string[]> {
  const base = Date.now() - 60_000;
  // Distinct due times, so "the earliest due" is a definite set of rows.
  const jobs = Array.from({ length: count }, (_, i) =>
    newJob("demo_request", randomUUID(), "webhook", "demo_request.created", new Date(base + i).toISOString()),
  );
  await insertJobs(getDb(), jobs);
  return jobs.map((j) => j.id);
}

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`claiming delivery jobs on ${database.name}`, () => {
    beforeAll(async () => {
      await initDatabase(database.create());
    });
    beforeEach(async () => {
      await getDb().deleteFrom("outbox").execute();
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("gives each due job to one of many simultaneous claimants, and every job to someone", async () => {
      const ids = await queueJobs(90);
      const claims = await Promise.all(
        Array.from({ length: 8 }, () => claimDueJobs(getDb(), { limit: 15, leaseMs: 60_000 })),
      );
      const claimed = claims.flatMap((c) => c.jobs.map((j) => j.id));
      expect(new Set(claimed).size).toBe(claimed.length);
      // 8 x 15 > 90: whatever a claimant missed because another held it, the rest picked up.
      expect(claimed.sort()).toEqual([...ids].sort());
      for (const claim of claims) {
        expect(claim.jobs.length).toBeLessThanOrEqual(15);
        for (const job of claim.jobs) expect(job.lock_token).toBe(claim.token);
      }
      expect((await claimDueJobs(getDb(), { limit: 15, leaseMs: 60_000 })).jobs).toEqual([]);
    });

    it("never takes more than its limit, however many claim at once", { timeout: 60_000 }, async () => {
      // A claim's subselect re-run under contention once took all 200 jobs for a limit of 8: a
      // worker would then hold more deliveries than it has slots, and lose them all if it died.
      for (let round = 0; round < 20; round++) {
        await getDb().deleteFrom("outbox").execute();
        await queueJobs(200);
        const claims = await Promise.all(
          Array.from({ length: 10 }, () => claimDueJobs(getDb(), { limit: 8, leaseMs: 60_000 })),
        );
        expect(claims.map((c) => c.jobs.length).filter((n) => n > 8)).toEqual([]);
        const claimed = claims.flatMap((c) => c.jobs.map((j) => j.id));
        expect(new Set(claimed).size).toBe(claimed.length);
      }
    });

    it("takes back a job whose lease has run out, and only then", async () => {
      const [id] = await queueJobs(1);
      const dead = await claimDueJobs(getDb(), { limit: 5, leaseMs: 1000 });
      expect(dead.jobs.map((j) => j.id)).toEqual([id]);
      expect((await claimDueJobs(getDb(), { limit: 5, leaseMs: 1000, now: Date.now() + 900 })).jobs).toEqual([]);
      const heir = await claimDueJobs(getDb(), { limit: 5, leaseMs: 1000, now: Date.now() + 1100 });
      expect(heir.jobs.map((j) => j.id)).toEqual([id]);
    });

    it.skipIf(database.name !== "PostgreSQL")(
      "passes over rows another transaction has locked instead of waiting for them",
      async () => {
        const ids = await queueJobs(10);
        const locked = ids.slice(0, 5);
        await getDb()
          .transaction()
          .execute(async (trx) => {
            // Another instance in the middle of its claim: the five earliest due rows are its.
            await trx.selectFrom("outbox").select("id").where("id", "in", locked).forUpdate().execute();
            const claim = claimDueJobs(getDb(), { limit: 5, leaseMs: 60_000 });
            const waited = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 5000));
            const result = await Promise.race([claim, waited]);
            // Without SKIP LOCKED the claim would queue behind this transaction until it ends.
            expect(result).not.toBe("waited");
            if (result === "waited") return;
            expect(result.jobs.map((j) => j.id).sort()).toEqual(ids.slice(5).sort());
          });
      },
    );
  });
}
