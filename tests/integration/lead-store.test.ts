import "../support/quiet-logs";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { migrationProvider } from "~/db/migrations";
import { configureLeads } from "~/delivery/config.server";
import {
  confirmSubscription,
  requestSubscription,
  saveDemoRequest,
  unsubscribe,
  type DemoRequestInput,
} from "~/leads/store.server";
import { tokenSecret } from "~/guards/signed-tokens.server";
import { createToken } from "~/leads/newsletter-tokens.server";
import { testDatabases } from "../support/test-databases";

const demo = (overrides: Partial<DemoRequestInput> = {}): DemoRequestInput => ({
  firstName: "Amina",
  lastName: "Bello",
  email: "amina.bello@school.example",
  phone: "+234 803 000 0000",
  institution: "Federal College of Education",
  size: "medium",
  message: "We would like to see admissions and fees.",
  marketingConsent: true,
  privacyNoticeVersion: "2025-01",
  source: "demo",
  ...overrides,
});

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`the lead store on ${database.name}`, () => {
    let options: ReturnType<typeof database.create>;
    beforeAll(async () => {
      options = database.create();
      // Every target "configured" so each record gets its jobs; no worker runs in this file.
      configureLeads({
        webhookUrl: "http://127.0.0.1:9/hook",
        webhookSecret: "w".repeat(32),
        smtpUrl: "smtp://127.0.0.1:9",
        salesEmail: "sales@ilimi.test",
        appSecret: undefined,
      });
      await initDatabase(options);
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("applies the migrations from zero, and running them again changes nothing", async () => {
      const migrator = new Migrator({
        db: getDb(),
        provider: migrationProvider,
        ...(options.pgSchema ? { migrationTableSchema: options.pgSchema } : {}),
      });
      const migrations = await migrator.getMigrations();
      expect(migrations.length).toBeGreaterThan(0);
      expect(migrations.every((m) => m.executedAt)).toBe(true);
      const again = await migrator.migrateToLatest();
      expect(again.error).toBeUndefined();
      expect(again.results).toEqual([]);
      for (const table of ["demo_requests", "subscribers", "outbox", "app_settings"] as const) {
        await expect(
          getDb()
            .selectFrom(table)
            .select(sql<number>`count(*)`.as("n"))
            .executeTakeFirst(),
        ).resolves.toBeDefined();
      }
    });

    it("stores a demo request with its consent and its three delivery jobs", async () => {
      const { id } = await saveDemoRequest(getDb(), demo());
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const row = await getDb().selectFrom("demo_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: "Amina",
        email: "amina.bello@school.example",
        size: "medium",
        marketing_consent: 1,
        privacy_notice_version: "2025-01",
        source: "demo",
      });
      expect(row.consented_at).toBe(row.created_at);
      const jobs = await getDb().selectFrom("outbox").selectAll().where("record_id", "=", id).execute();
      expect(jobs.map((j) => j.target).sort()).toEqual(["sales_email", "visitor_email", "webhook"]);
      expect(jobs.every((j) => j.status === "pending" && j.attempts === 0)).toBe(true);
    });

    it("stores nothing when the delivery jobs cannot be written (one transaction)", async () => {
      const count = async () =>
        Number(
          (
            await getDb()
              .selectFrom("demo_requests")
              .select(sql<number>`count(*)`.as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      await sql`alter table outbox rename to outbox_away`.execute(getDb());
      try {
        await expect(saveDemoRequest(getDb(), demo({ email: "lost@school.example" }))).rejects.toThrow();
      } finally {
        await sql`alter table outbox_away rename to outbox`.execute(getDb());
      }
      expect(await count()).toBe(before);
    });

    it("keeps every one of many simultaneous requests, and one bad request fails alone", async () => {
      const inputs = Array.from({ length: 60 }, (_, i) => demo({ email: `parallel-${i}@school.example` }));
      const bad = { ...demo(), firstName: null } as unknown as DemoRequestInput;
      const results = await Promise.allSettled([
        ...inputs.map((input) => saveDemoRequest(getDb(), input)),
        saveDemoRequest(getDb(), bad),
      ]);
      expect(results.slice(0, 60).every((r) => r.status === "fulfilled")).toBe(true);
      expect(results[60]!.status).toBe("rejected");
      const ids = results.slice(0, 60).map((r) => (r as PromiseFulfilledResult<{ id: string }>).value.id);
      expect(new Set(ids).size).toBe(60);
      const stored = await getDb().selectFrom("demo_requests").select("id").where("id", "in", ids).execute();
      expect(stored).toHaveLength(60);
    });

    it("keeps one subscriber however often, and in whatever case, an address signs up", async () => {
      const first = await requestSubscription(getDb(), {
        email: "Reader@School.example",
        privacyNoticeVersion: "2025-01",
      });
      const again = await requestSubscription(getDb(), {
        email: "  reader@school.EXAMPLE ",
        privacyNoticeVersion: "2025-01",
      });
      const together = await Promise.all(
        Array.from({ length: 5 }, () =>
          requestSubscription(getDb(), { email: "READER@school.example", privacyNoticeVersion: "2025-01" }),
        ),
      );
      expect(first.status).toBe("pending");
      for (const result of [again, ...together]) expect(result).toEqual({ id: first.id, status: "pending" });
      const rows = await getDb()
        .selectFrom("subscribers")
        .selectAll()
        .where("email_normalized", "=", "reader@school.example")
        .execute();
      expect(rows).toHaveLength(1);
      // The confirmation e-mail is not re-sent on every click: one job within the resend window.
      const jobs = await getDb().selectFrom("outbox").selectAll().where("record_id", "=", first.id).execute();
      expect(jobs.map((j) => j.target)).toEqual(["newsletter_confirm"]);
    });

    it("confirms with a valid link once, and refuses tampered, expired and wrong-purpose links", async () => {
      const { id } = await requestSubscription(getDb(), {
        email: "confirm-me@school.example",
        privacyNoticeVersion: "2025-01",
      });
      const token = await createToken(getDb(), "confirm", id, { ttlMs: 60_000 });
      const [payload, signature] = token.split(".") as [string, string];
      const forged = Buffer.from(JSON.stringify({ p: "confirm", s: "someone-else" })).toString("base64url");
      expect(await confirmSubscription(getDb(), `${forged}.${signature}`)).toBe("invalid");
      expect(await confirmSubscription(getDb(), `${payload}.${signature.slice(0, -2)}xx`)).toBe("invalid");
      expect(await confirmSubscription(getDb(), "not-a-token")).toBe("invalid");
      expect(await confirmSubscription(getDb(), await createToken(getDb(), "unsubscribe", id))).toBe("invalid");
      expect(
        await confirmSubscription(
          getDb(),
          await createToken(getDb(), "confirm", id, { ttlMs: 1000, now: Date.now() - 10_000 }),
        ),
      ).toBe("expired");
      expect(await confirmSubscription(getDb(), token)).toBe("confirmed");
      expect(await confirmSubscription(getDb(), token)).toBe("already-confirmed");
      const row = await getDb().selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.status).toBe("active");
      expect(row.confirmed_at).not.toBeNull();
      expect(
        await requestSubscription(getDb(), { email: "confirm-me@school.example", privacyNoticeVersion: "2025-01" }),
      ).toEqual({ id, status: "active" });
      const webhookJobs = await getDb()
        .selectFrom("outbox")
        .select("event")
        .where("record_id", "=", id)
        .where("target", "=", "webhook")
        .execute();
      expect(webhookJobs.map((j) => j.event)).toEqual(["newsletter.subscribed"]);
    });

    it("unsubscribes with a signed link that never expires, and an old confirmation link cannot undo it", async () => {
      const { id } = await requestSubscription(getDb(), {
        email: "leaving@school.example",
        privacyNoticeVersion: "2025-01",
      });
      const confirm = await createToken(getDb(), "confirm", id, { ttlMs: 60_000 });
      const leave = await createToken(getDb(), "unsubscribe", id);
      expect(await unsubscribe(getDb(), `${leave}x`)).toBe("invalid");
      expect(await unsubscribe(getDb(), confirm)).toBe("invalid");
      expect(await unsubscribe(getDb(), leave)).toBe("unsubscribed");
      expect(await unsubscribe(getDb(), leave)).toBe("unsubscribed");
      expect(await confirmSubscription(getDb(), confirm)).toBe("invalid");
      const jobs = await getDb()
        .selectFrom("outbox")
        .select(["target", "status"])
        .where("record_id", "=", id)
        .execute();
      expect(jobs).toEqual([{ target: "newsletter_confirm", status: "cancelled" }]);
      // Signing up again is a new consent: pending, same record, a new confirmation e-mail.
      expect(
        await requestSubscription(getDb(), { email: "leaving@school.example", privacyNoticeVersion: "2025-02" }),
      ).toEqual({ id, status: "pending" });
      const pendingJobs = await getDb()
        .selectFrom("outbox")
        .select("id")
        .where("record_id", "=", id)
        .where("status", "=", "pending")
        .execute();
      expect(pendingJobs).toHaveLength(1);
    });

    it("keeps the generated token secret across restarts, so links in sent e-mails keep working", async () => {
      const { id } = await requestSubscription(getDb(), {
        email: "restart@school.example",
        privacyNoticeVersion: "2025-01",
      });
      const before = await tokenSecret(getDb());
      expect(before).toMatch(/^[0-9a-f]{64}$/);
      const leave = await createToken(getDb(), "unsubscribe", id);
      await closeDatabase();
      await initDatabase(options);
      expect(await tokenSecret(getDb())).toBe(before);
      expect(await unsubscribe(getDb(), leave)).toBe("unsubscribed");
    });
  });
}
