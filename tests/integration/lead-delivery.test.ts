import "../support/quiet-logs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import type { DeliveryWorker } from "~/delivery/worker.server";
import { startDeliveryWorker } from "~/flows/deliveries.server";
import { claimDueJobs } from "~/delivery/outbox.server";
import {
  confirmSubscription,
  requestSubscription,
  saveDemoRequest,
  unsubscribe,
  type DemoRequestInput,
} from "~/leads/store.server";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { testDatabases } from "../support/test-databases";
import { startWebhookSink, verifySignature, waitUntil, type WebhookSink } from "../support/webhook-sink";

const secret = "test-webhook-secret-0123456789abcdef";
const demo = (overrides: Partial<DemoRequestInput> = {}): DemoRequestInput => ({
  firstName: "Chinedu",
  lastName: "Okafor",
  email: `chinedu.${Math.random().toString(36).slice(2)}@college.example`,
  phone: null,
  institution: "Unity College",
  size: "small",
  message: "Fees and hostel, please.",
  marketingConsent: false,
  privacyNoticeVersion: "2025-01",
  source: "contact",
  ...overrides,
});

const jobsOf = (recordId: string) =>
  getDb().selectFrom("outbox").selectAll().where("record_id", "=", recordId).execute();

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`lead delivery on ${database.name}`, () => {
    let webhook: WebhookSink;
    let smtp: SmtpSink;
    let worker: DeliveryWorker;

    beforeAll(async () => {
      webhook = await startWebhookSink();
      smtp = await startSmtpSink();
      configureLeads({
        webhookUrl: webhook.url,
        webhookSecret: secret,
        smtpUrl: smtp.url,
        smtpFrom: "Ilimi <no-reply@ilimi.test>",
        salesEmail: "sales@ilimi.test",
        siteUrl: "http://127.0.0.1:3304",
        visitorConfirmationDelayMs: 0,
        // Fast clock for tests: retries after ~40 ms, 80 ms, ... capped at 400 ms.
        retryBaseMs: 40,
        retryMaxMs: 400,
        pollMs: 20,
        leaseMs: 30_000,
        timeoutMs: 2000,
      });
      await initDatabase(database.create());
      worker = startDeliveryWorker(getDb());
    });
    afterEach(() => {
      webhook.setStatus(200);
      webhook.setDelay(0);
    });
    afterAll(async () => {
      await worker?.stop();
      await closeDatabase();
      await Promise.all([webhook?.close(), smtp?.close(), database.cleanup()]);
    });

    it("hands a demo request to the webhook, signed, and e-mails sales and the visitor", async () => {
      const input = demo({ institution: "Unity College\r\nBcc: attacker@evil.example", phone: "+234 802 000 0000" });
      const { id } = await saveDemoRequest(getDb(), input);
      await webhook.waitFor((all) => all.some((r) => r.json.id === id));
      // The decoded text: a quoted-printable body may break the id across a soft line break.
      await smtp.waitFor((all) => all.filter((m) => m.text.includes(id) || m.to.includes(input.email)).length >= 2);

      const hook = webhook.received.find((r) => r.json.id === id)!;
      expect(verifySignature(secret, hook.body, hook.headers["x-ilimi-signature"])).toBe(true);
      expect(verifySignature("wrong-secret", hook.body, hook.headers["x-ilimi-signature"])).toBe(false);
      expect(hook.headers["idempotency-key"]).toBe(id);
      expect(hook.headers["x-ilimi-event"]).toBe("demo_request.created");
      expect(Number(hook.headers["x-ilimi-timestamp"])).toBeCloseTo(Date.now() / 1000, -2);
      expect(hook.json).toMatchObject({
        id,
        event: "demo_request.created",
        data: {
          id,
          email: input.email,
          institution: input.institution,
          phone: "+234 802 000 0000",
          marketingConsent: false,
        },
      });

      const sales = smtp.messages.find((m) => m.to.includes("sales@ilimi.test") && m.text.includes(id))!;
      expect(sales.subject).toBe("Demo request: Unity College Bcc: attacker@evil.example (Chinedu Okafor)");
      expect(sales.headers["reply-to"]).toContain(input.email);
      // The would-be injected header stayed inside the subject: no Bcc header, no extra recipient.
      expect(sales.headers.bcc).toBeUndefined();
      expect(sales.to).toEqual(["sales@ilimi.test"]);
      const visitor = smtp.messages.find((m) => m.to.includes(input.email))!;
      expect(visitor.text).toContain("replies within 24 hours");
      expect(visitor.subject).toContain("We received your demo request");

      await waitUntil(
        async () => (await jobsOf(id)).every((j) => j.status === "delivered"),
        5000,
        "jobs marked delivered",
      );
      expect((await jobsOf(id)).every((j) => j.attempts === 1 && j.last_error === null && j.delivered_at)).toBe(true);
    });

    it("retries a receiver that answers 500 with growing delays, records each failure, then delivers", async () => {
      webhook.setStatus(500);
      const { id } = await saveDemoRequest(getDb(), demo());
      const webhookJob = async () => (await jobsOf(id)).find((j) => j.target === "webhook")!;
      // Each failure records when it happened and when to try again: base x 2^(attempts-1), capped,
      // drawn from its upper half (jitter). Read from the row, so machine load cannot skew it.
      const expectBackoff = (job: Awaited<ReturnType<typeof webhookJob>>) => {
        const full = Math.min(400, 40 * 2 ** (job.attempts - 1));
        const gap = Date.parse(job.next_attempt_at) - Date.parse(job.last_attempt_at!);
        expect(gap).toBeGreaterThanOrEqual(Math.floor(full / 2) - 1);
        expect(gap).toBeLessThanOrEqual(full + 1);
        return full;
      };
      await waitUntil(async () => (await webhookJob()).attempts >= 1, 5000, "a first failed attempt");
      const early = await webhookJob();
      const earlyBackoff = expectBackoff(early);
      await waitUntil(
        async () => (await webhookJob()).attempts >= early.attempts + 2,
        10_000,
        "two more failed attempts",
      );
      const failed = await webhookJob();
      expect(expectBackoff(failed)).toBeGreaterThan(earlyBackoff);
      expect(failed.status).toBe("pending");
      // A code the console words (ADR 066); the receiver's own answer went to the log only.
      expect(failed.last_error).toBe("unavailable");
      expect(webhook.received.filter((r) => r.json.id === id).length).toBeGreaterThanOrEqual(failed.attempts);

      webhook.setStatus(200);
      await waitUntil(
        async () => (await jobsOf(id)).find((j) => j.target === "webhook")!.status === "delivered",
        5000,
        "delivery after recovery",
      );
      const delivered = (await jobsOf(id)).find((j) => j.target === "webhook")!;
      expect(delivered.last_error).toBeNull();
      expect(delivered.attempts).toBe(webhook.received.filter((r) => r.json.id === id).length);
      // Every attempt carried the same id, so the receiver can keep exactly one.
      expect(
        new Set(webhook.received.filter((r) => r.json.id === id).map((r) => r.headers["idempotency-key"])),
      ).toEqual(new Set([id]));
    });

    it("retries a receiver that is down (connection refused) until it is back", async () => {
      await webhook.down();
      const { id } = await saveDemoRequest(getDb(), demo());
      await waitUntil(
        async () => ((await jobsOf(id)).find((j) => j.target === "webhook")?.attempts ?? 0) >= 2,
        5000,
        "failed attempts",
      );
      const failed = (await jobsOf(id)).find((j) => j.target === "webhook")!;
      expect(failed.last_error).toBe("unreachable");
      await webhook.up();
      await webhook.waitFor((all) => all.some((r) => r.json.id === id));
      await waitUntil(
        async () => (await jobsOf(id)).find((j) => j.target === "webhook")!.status === "delivered",
        5000,
        "delivery after restart of the receiver",
      );
    });

    it("retries a job whose worker died holding it, once the lease runs out", async () => {
      await worker.stop();
      const { id } = await saveDemoRequest(getDb(), demo());
      // A worker claims everything due, then "crashes": it never reports back.
      const claimedAt = Date.now();
      const crashed = await claimDueJobs(getDb(), { limit: 100, leaseMs: 600 });
      expect(crashed.jobs.map((j) => j.record_id)).toContain(id);
      worker = startDeliveryWorker(getDb());
      await webhook.waitFor((all) => all.some((r) => r.json.id === id), 5000);
      // Not before the lease ran out: until then the job belonged to the dead worker.
      expect(webhook.received.find((r) => r.json.id === id)!.at).toBeGreaterThanOrEqual(claimedAt + 600);
      await waitUntil(
        async () => (await jobsOf(id)).every((j) => j.status === "delivered"),
        5000,
        "all jobs delivered",
      );
    });

    it("stops without waiting for a stuck receiver, and gives its job back at once", async () => {
      await worker.stop();
      const impatient = startDeliveryWorker(getDb(), { stopTimeoutMs: 200 });
      webhook.setDelay(1500);
      const { id } = await saveDemoRequest(getDb(), demo());
      await webhook.waitFor((all) => all.some((r) => r.json.id === id));
      const started = Date.now();
      await impatient.stop();
      expect(Date.now() - started).toBeLessThan(1000);
      const released = (await jobsOf(id)).find((j) => j.target === "webhook")!;
      expect(released).toMatchObject({ status: "pending", locked_until: null, lock_token: null });
      // The next worker delivers it without waiting for the lease (30 s here) to run out.
      webhook.setDelay(0);
      worker = startDeliveryWorker(getDb());
      await waitUntil(
        async () => (await jobsOf(id)).find((j) => j.target === "webhook")!.status === "delivered",
        5000,
        "redelivery",
      );
    });

    it("e-mails a confirmation link for the newsletter; the links confirm and unsubscribe", async () => {
      const email = `reader.${Date.now()}@school.example`;
      const { id } = await requestSubscription(getDb(), { email, privacyNoticeVersion: "2025-01" });
      await smtp.waitFor((all) => all.some((m) => m.to.includes(email)));
      const message = smtp.messages.find((m) => m.to.includes(email))!;
      const confirmUrl = message.text.match(/http:\/\/127\.0\.0\.1:3304\/newsletter\/confirm\?token=\S+/)?.[0];
      const unsubscribeUrl = message.text.match(/http:\/\/127\.0\.0\.1:3304\/newsletter\/unsubscribe\?token=\S+/)?.[0];
      expect(confirmUrl).toBeDefined();
      expect(unsubscribeUrl).toBeDefined();
      expect(message.headers["list-unsubscribe"]).toContain("/newsletter/unsubscribe?token=");
      const token = (url: string) => new URL(url).searchParams.get("token")!;
      expect(await confirmSubscription(getDb(), token(confirmUrl!))).toBe("confirmed");
      await webhook.waitFor((all) =>
        all.some(
          (r) =>
            r.json.event === "newsletter.subscribed" && (r.json.data as { subscriberId: string }).subscriberId === id,
        ),
      );
      expect(await unsubscribe(getDb(), token(unsubscribeUrl!))).toBe("unsubscribed");
      await webhook.waitFor((all) =>
        all.some(
          (r) =>
            r.json.event === "newsletter.unsubscribed" && (r.json.data as { subscriberId: string }).subscriberId === id,
        ),
      );
    });
  });
}
