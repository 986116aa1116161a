import "../support/quiet-logs";
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBookingCommand } from "~/booking/store/commands.server";
import { answerNextStep } from "~/console/lead/next-step.server";
import { erasePerson } from "~/console/lead/erasure.server";
import { listSavedViews, saveView } from "~/console/inbox/saved-views.server";
import { audit } from "~/audit/audit.server";
import { addNote, changeStatus } from "~/console/lead/leads.server";
import { applyRetention } from "~/console/lead/retention.server";
import { getDb } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { saveDemoRequest } from "~/leads/store.server";
import type { ProviderSink } from "../support/message-providers";
import { startReminderWorker, type ReminderWorker } from "../support/reminder-server";
import { testDatabases } from "../support/test-databases";

// Erasure (NDPA 2023 s.34) leaves nothing of the person in ANY table: a person books a demo with
// reminders on every channel (one refused by the provider), asks again, gets notes and a next step
// written about them; then the console's erasure, or the retention job, runs, and every row of
// every table of the database is read for their name, e-mail and phone (as typed, E.164, and the
// digits the providers were sent), and for the ids of the rows erased with them. Only the audit log
// may still name a record id: it says what was done to which record, never whose. A sales person
// had saved inbox views searching for them by name and by number (one audited before ADR 066, with
// its search): the views stay theirs, without that search; a view searching for something else stays whole.

const monday = () => new Date("2026-11-30T07:00:00.000Z");
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

type Person = { firstName: string; lastName: string; email: string; phone: string; e164: string; digits: string };
const person = (firstName: string, lastName: string, email: string, local: string): Person => ({
  firstName,
  lastName,
  email,
  phone: `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
  e164: `+234${local}`,
  digits: `234${local}`,
});

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`erasing a person leaves nothing of them on ${database.name}`, () => {
    let harness: ReminderWorker;
    let db: Kysely<Database>;
    let whatsapp: ProviderSink;
    const actor = randomUUID();
    const presenter = randomUUID();

    beforeAll(async () => {
      harness = await startReminderWorker(database, {
        siteUrl: "http://127.0.0.1:4415",
        now: monday().getTime(),
        appSecret: "a".repeat(40),
      });
      ({ db, whatsapp } = harness);
      const now = new Date().toISOString();
      const user = (id: string, email: string, name: string, presents: number) => ({
        id,
        email,
        email_normalized: email,
        role: "sales" as const,
        password_hash: null,
        password_changed_at: null,
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        disabled_at: null,
        created_at: now,
        name,
        presents,
        languages: "en",
        hours: null,
        days_off: "",
      });
      await db
        .insertInto("users")
        .values([user(actor, "sam@ilimi.test", "Sam Okafor", 0), user(presenter, "bola@ilimi.test", "Bola Ade", 1)])
        .execute();
    });
    afterAll(async () => {
      await harness?.stop();
    });

    const runAt = (when: number) => harness.runAt(when);

    /** A person's whole story: two requests, a booking with reminders sent and refused, a note, a next step. Returns the ids erasure must take. */
    async function livedThrough(
      who: Person,
      slotStart: string,
      institution: string,
    ): Promise<{ leadId: string; ids: string[] }> {
      harness.setClock(monday().getTime());
      const ask = (message: string) => ({
        firstName: who.firstName,
        lastName: who.lastName,
        email: who.email,
        phone: who.phone,
        institution,
        size: "small" as const,
        message,
        marketingConsent: false,
        privacyNoticeVersion: "2026-11-26",
        source: "demo" as const,
        reminderConsent: { whatsapp: true, sms: true, version: "2026-11-26" },
      });
      const { id: leadId } = await saveDemoRequest(getDb(), ask(`${who.firstName} here, call ${who.phone}`));
      const { id: again } = await saveDemoRequest(getDb(), ask(`Asking again: ${who.email}`));
      expect((await changeStatus(getDb(), leadId, "contacted", "", actor)).ok).toBe(true);
      const booked = await runBookingCommand(db, { kind: "book", requestId: leadId, slotStart }, { now: monday });
      if (booked.status !== "booked") throw new Error(booked.status);
      expect(
        (await addNote(getDb(), leadId, `${who.firstName} ${who.lastName} prefers WhatsApp on ${who.phone}`, actor)).ok,
      ).toBe(true);
      expect(
        (
          await answerNextStep(
            getDb(),
            { kind: "save" },
            { note: `Send ${who.firstName} the price list at ${who.email}`, due: "2026-12-02" },
            leadId,
            actor,
            "2026-11-30",
          )
        ).status,
      ).toBe(200);
      // The sales person keeps searches for them as inbox views, and one for something else.
      for (const [name, query] of <[string, string][]>[
        [`Call back (${institution})`, `status=open&q=${encodeURIComponent(`${who.firstName} ${who.lastName}`)}`],
        [`By number (${institution})`, `q=${encodeURIComponent(who.phone)}`],
        [`Colleges (${institution})`, "status=open&q=college"],
      ])
        expect((await saveView(getDb(), actor, form({ name, query }))).ok).toBe(true);
      // A view saved before ADR 066 was audited with its search.
      await audit(getDb(), {
        actorId: actor,
        action: "inbox_view_saved",
        subjectType: "saved_view",
        subjectId: randomUUID(),
        detail: { name: `Older (${institution})`, query: `q=${encodeURIComponent(who.email)}` },
      });
      // The 24-hour reminders: the e-mails and the SMS go; WhatsApp refuses its message.
      whatsapp.answerWith(400);
      try {
        await runAt(Date.parse(slotStart) - 1440 * 60_000 + 30_000);
      } finally {
        whatsapp.answerWith(200);
      }
      const reminders = await db
        .selectFrom("reminders")
        .select(["id", "channel", "status"])
        .where("booking_id", "=", booked.booking.id)
        .execute();
      // The story happened: a reminder on each channel, the refused one failed.
      expect(new Set(reminders.map((r) => r.channel))).toEqual(new Set(["email", "whatsapp", "sms"]));
      expect(reminders.some((r) => r.channel === "whatsapp" && r.status === "failed")).toBe(true);
      expect(whatsapp.requests.some((r) => r.body.to === who.digits)).toBe(true);
      const events = await db
        .selectFrom("booking_events")
        .select("id")
        .where("booking_id", "=", booked.booking.id)
        .execute();
      return {
        leadId,
        ids: [leadId, again, booked.booking.id, ...reminders.map((r) => r.id), ...events.map((e) => e.id)],
      };
    }

    async function tableNames(): Promise<string[]> {
      if (database.name === "SQLite") {
        const { rows } = await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
        return rows.map((r) => r.name);
      }
      const { rows } = await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
        db,
      );
      return rows.map((r) => r.name);
    }

    /** Every row of every table that still holds one of the needles: "table: row". */
    async function remnants(needles: string[], skip: string[] = []): Promise<string[]> {
      const found: string[] = [];
      const tables = await tableNames();
      expect(tables).toEqual(
        expect.arrayContaining([
          "demo_requests",
          "reminders",
          "outbox",
          "booking_events",
          "presenter_seats",
          "audit_log",
          "lead_notes",
          "saved_views",
        ]),
      );
      for (const table of tables.filter((t) => !skip.includes(t))) {
        const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
        for (const row of rows) {
          const text = JSON.stringify(row).toLowerCase();
          if (needles.some((n) => text.includes(n.toLowerCase()))) found.push(`${table}: ${JSON.stringify(row)}`);
        }
      }
      return found;
    }

    /** The sales person's views made in livedThrough, as they list them now. */
    const viewsOf = async (institution: string) =>
      (await listSavedViews(getDb(), actor))
        .filter((v) => v.name.endsWith(`(${institution})`))
        .map(({ name, query }) => [name.replace(` (${institution})`, ""), query]);
    const viewsLeft = [
      ["By number", ""],
      ["Call back", "status=open"],
      ["Colleges", "status=open&q=college"],
    ];

    const personal = (who: Person) => [
      who.firstName,
      who.lastName,
      who.email,
      who.phone,
      who.phone.replaceAll(" ", ""),
      who.e164,
      who.digits,
    ];

    it("a person erased from the console leaves no row that names them or hangs off their records", async () => {
      const who = person("Oluwadamilare", "Erasmus-Okoro", "oluwadamilare.erase@school.example", "8035550199");
      const { leadId, ids } = await livedThrough(who, "2026-12-01T09:00:00.000Z", "Erasure Test College");
      // The scan sees the person while they are here (it would find them).
      expect((await remnants(personal(who))).length).toBeGreaterThan(0);
      expect(await erasePerson(getDb(), leadId, actor)).toMatchObject({ leads: 2, bookings: 1 });
      expect(await remnants(personal(who))).toEqual([]);
      expect(await remnants(ids, ["audit_log"])).toEqual([]);
      expect(await viewsOf("Erasure Test College")).toEqual(viewsLeft);
    });

    it("a person the retention job erases leaves no row that names them or hangs off their records", async () => {
      const who = person("Chukwuemeka", "Retainedlong", "chukwuemeka.retention@school.example", "8065550123");
      const { ids } = await livedThrough(who, "2026-12-01T10:00:00.000Z", "Retention Test Academy");
      expect((await remnants(personal(who))).length).toBeGreaterThan(0);
      // Three years on, past the 24 months a lead is kept.
      expect((await applyRetention(getDb(), new Date("2029-12-01T00:00:00.000Z"))).leads).toBeGreaterThanOrEqual(2);
      expect(await remnants(personal(who))).toEqual([]);
      expect(await remnants(ids, ["audit_log"])).toEqual([]);
      expect(await viewsOf("Retention Test Academy")).toEqual(viewsLeft);
    });
  });
}
