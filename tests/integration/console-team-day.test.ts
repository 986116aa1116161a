import "../support/quiet-logs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBookingCommand } from "~/booking/store/commands.server";
import { auditPage } from "~/console/team/audit-log.server";
import { inboxPage } from "~/console/lead/leads.server";
import { todaysDemos } from "~/console/team/today.server";
import { configureConsole } from "~/console/console-settings.server";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// The console's days are the team's (CONSOLE_TIME_ZONE, ADR 046), not Lagos's and not UTC's: a
// team in Auckland (UTC+13 in December) opening "Today's demos" at 01:00 on Wednesday 2 December
// (12:00 UTC on Tuesday, 13:00 in Lagos) sees Wednesday's demo as today's, and Tuesday's as an
// earlier one still to mark; its inbox's and audit log's "from"/"to" dates are Auckland's days.
// The console's settings are the runtime's (ADR 083): this suite installs Auckland's zone, as a
// runtime built from CONSOLE_TIME_ZONE=Pacific/Auckland would, with no process variable.
configureConsole({ timeZone: "Pacific/Auckland" });

const bookedOn = () => new Date("2026-11-30T07:00:00.000Z");
const tuesdayTenWat = "2026-12-01T09:00:00.000Z"; // Tuesday 22:00 in Auckland
const wednesdayTenWat = "2026-12-02T09:00:00.000Z"; // Wednesday 22:00 in Auckland
const aucklandWednesdayOneAm = new Date("2026-12-01T12:00:00.000Z");

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`the team's day in Auckland on ${database.name}`, () => {
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      configureLeads({ appSecret: "a".repeat(40) });
      const db = await initDatabase(database.create());
      for (const [name, slotStart] of [
        ["Tuesday College", tuesdayTenWat],
        ["Wednesday Academy", wednesdayTenWat],
      ] as const) {
        const { id } = await saveDemoRequest(getDb(), {
          firstName: "Ifeoma",
          lastName: "Nwosu",
          email: `${name.replace(" ", ".").toLowerCase()}@school.example`,
          phone: null,
          institution: name,
          size: null,
          message: null,
          marketingConsent: false,
          privacyNoticeVersion: "2026-11-26",
          source: "demo",
        });
        const outcome = await runBookingCommand(db, { kind: "book", requestId: id, slotStart }, { now: bookedOn });
        if (outcome.status !== "booked") throw new Error(outcome.status);
        ids[name] = id;
      }
      // Asked at 00:30 on Tuesday 1 December in Auckland: 30 November in UTC and in Lagos.
      await getDb()
        .updateTable("demo_requests")
        .set({ created_at: "2026-11-30T11:30:00.000Z" })
        .where("id", "=", ids["Tuesday College"]!)
        .execute();
      await getDb()
        .updateTable("demo_requests")
        .set({ created_at: "2026-11-29T09:00:00.000Z" })
        .where("id", "=", ids["Wednesday Academy"]!)
        .execute();
      await getDb()
        .insertInto("audit_log")
        .values({
          id: "audit-auckland-tuesday",
          at: "2026-11-30T11:30:00.000Z",
          actor_id: null,
          action: "export",
          subject_type: "leads",
          subject_id: null,
          detail: null,
        })
        .execute();
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("a sales person in Auckland sees the demo of their Wednesday as today's, and Tuesday's as earlier, to mark", async () => {
      const { today, earlier } = await todaysDemos(getDb(), { id: "someone", role: "sales" }, aucklandWednesdayOneAm);
      expect(today.map((d) => [d.institution, d.day, d.time])).toEqual([
        ["Wednesday Academy", "Wednesday, 2 December 2026", "22:00"],
      ]);
      expect(earlier.map((d) => [d.institution, d.day, d.time])).toEqual([
        ["Tuesday College", "Tuesday, 1 December 2026", "22:00"],
      ]);
    });

    it("filtering the inbox and the audit log by a day means that day in Auckland", async () => {
      const tuesday = await inboxPage(getDb(), { from: "2026-12-01", to: "2026-12-01" }, "someone", null);
      expect(tuesday.rows.map((r) => r.institution)).toEqual(["Tuesday College"]);
      expect((await inboxPage(getDb(), { to: "2026-11-30" }, "someone", null)).rows.map((r) => r.institution)).toEqual([
        "Wednesday Academy",
      ]);
      expect(
        (await auditPage(getDb(), { action: "export", from: "2026-12-01", to: "2026-12-01" }, null)).rows.map(
          (r) => r.id,
        ),
      ).toEqual(["audit-auckland-tuesday"]);
      expect((await auditPage(getDb(), { action: "export", to: "2026-11-30" }, null)).rows).toEqual([]);
    });
  });
}
