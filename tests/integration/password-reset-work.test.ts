import "../support/quiet-logs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestPasswordReset, runResetJob, type ResetJob } from "~/auth/password-reset.server";
import { createUser } from "~/auth/users.server";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { testDatabases } from "../support/test-databases";

// Forgot-password must not tell a colleague's address from an unknown one by how long it takes
// (issue #23, finding 4). Proved by structure rather than a stopwatch: while the visitor waits, the
// same statements run, with the same kinds of parameters, for a known and an unknown address, none
// of them reads the accounts, and the same job is queued; only the job, run after the answer has
// gone, finds the account and issues its link. (Timed comparisons belong in benchmarks.)

type Statement = { sql: string; parameters: string[] };

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`a reset request's work (${database.name})`, () => {
    let statements: Statement[] = [];
    let userId: string;

    beforeAll(async () => {
      await initDatabase({
        ...database.create(),
        onQuery: (query) =>
          statements.push({
            sql: query.sql,
            parameters: query.parameters.map((p) => (p === null ? "null" : typeof p)),
          }),
      });
      const created = await createUser(getDb(), "known.colleague@ilimi.example", "sales");
      if (!created.ok) throw new Error("could not create the account");
      userId = created.user.id;
      // The first request may read the app secret once; every later one does the same work.
      await requestPasswordReset(getDb(), "warm-up@ilimi.example", "10.9.0.1");
    });

    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    async function requestPath(email: string, client: string): Promise<{ work: Statement[]; job: ResetJob }> {
      statements = [];
      const outcome = await requestPasswordReset(getDb(), email, client);
      if (outcome.kind !== "queued") throw new Error(`expected a queued job, got ${outcome.kind}`);
      return { work: statements, job: outcome.job };
    }

    it("does the same work for a colleague's address and an unknown one, and leaves the account to the queued job", async () => {
      const known = await requestPath("known.colleague@ilimi.example", "10.9.0.2");
      const unknown = await requestPath("nobody.here@ilimi.example", "10.9.0.3");
      expect(known.work.length).toBeGreaterThan(0);
      expect(unknown.work).toEqual(known.work);
      expect(known.work.some((s) => /\b(users|user_tokens)\b/.test(s.sql))).toBe(false);
      expect(Object.keys(unknown.job)).toEqual(Object.keys(known.job));
      expect(known.job).toEqual({ kind: "reset-link", email: "known.colleague@ilimi.example" });
      expect(unknown.job).toEqual({ kind: "reset-link", email: "nobody.here@ilimi.example" });

      // The jobs, after the answer: a link for the colleague, nothing for the unknown address.
      const links = () => getDb().selectFrom("user_tokens").select(["user_id", "purpose"]).execute();
      await runResetJob(getDb(), unknown.job);
      expect(await links()).toEqual([]);
      await runResetJob(getDb(), known.job);
      expect(await links()).toEqual([{ user_id: userId, purpose: "reset" }]);
    });
  });
}
