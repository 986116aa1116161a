import "../support/quiet-logs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/auth/users.server";
import { auditPage } from "~/console/team/audit-log.server";
import { parseInboxFilters } from "~/console/inbox/filters.server";
import { inboxPage } from "~/console/lead/leads.server";
import {
  builtInViews,
  deleteView,
  listSavedViews,
  MAX_SAVED_VIEWS,
  saveView,
} from "~/console/inbox/saved-views.server";
import { teamWeek } from "~/console/team-week";
import { auditCopy } from "~/content/sales-console-audit";
import { viewAnswers } from "~/content/sales-console-views";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// Issue #27 item 2 on both databases: the built-in views show what their names say ("My open
// leads", "Booked this week", "No next step"), and a person saves, lists and deletes views of their
// own, never another's, each change audited in a sentence.

const e = viewAnswers.errors;
const request = (email: string, firstName: string) => ({
  firstName,
  lastName: "Views",
  email,
  phone: null,
  institution: "Unity Model College",
  size: "small" as const,
  message: null,
  marketingConsent: false,
  privacyNoticeVersion: "2025-01",
  source: "demo" as const,
});
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const view = (id: string) => builtInViews.find((v) => v.id === id)!;
/** The leads a view shows to `userId`, by first name, as the inbox reads its address. */
async function shown(query: string, userId: string): Promise<string[]> {
  const { filters, errors } = parseInboxFilters(new URLSearchParams(query));
  expect(errors).toEqual({});
  return (await inboxPage(getDb(), filters, userId, null)).rows.map((r) => r.first_name).sort();
}

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`inbox views on ${database.name}`, () => {
    let me = "";
    let colleague = "";

    beforeAll(async () => {
      configureLeads({ appSecret: "a".repeat(40) });
      await initDatabase(database.create());
      const made = await Promise.all(
        ["me@ilimi.example", "colleague@ilimi.example"].map((email) => createUser(getDb(), email, "sales")),
      );
      [me, colleague] = made.map((m) => (m.ok ? m.user.id : "")) as [string, string];
      const lead = async (
        first: string,
        work: { owner?: string; status?: string; due?: string; slot?: string; cancelled?: boolean },
      ) => {
        const { id } = await saveDemoRequest(getDb(), request(`${first.toLowerCase()}@school.example`, first));
        await getDb()
          .updateTable("demo_requests")
          .set({ owner_id: work.owner ?? null, status: work.status ?? "new", next_step_due: work.due ?? null })
          .where("id", "=", id)
          .execute();
        if (work.slot) {
          const now = new Date().toISOString();
          const end = new Date(Date.parse(work.slot) + 30 * 60_000).toISOString();
          await getDb()
            .insertInto("bookings")
            .values({
              id: randomUUID(),
              demo_request_id: id,
              slot_start: work.slot,
              slot_end: end,
              status: work.cancelled ? "cancelled" : "confirmed",
              sequence: 0,
              created_at: now,
              updated_at: now,
              cancelled_at: work.cancelled ? now : null,
              language: "en",
              presenter_id: null,
            })
            .execute();
        }
      };
      const week = teamWeek(new Date(), "Africa/Lagos");
      const inWeek = new Date(Date.parse(week.from) + 2 * 86_400_000 + 9 * 3_600_000).toISOString();
      const nextWeek = new Date(Date.parse(week.to) + 9 * 3_600_000).toISOString();
      await lead("Mine", { owner: me, status: "contacted", due: "2026-12-01" });
      await lead("Minewon", { owner: me, status: "won" });
      await lead("Minelost", { owner: me, status: "lost" });
      await lead("Theirs", { owner: colleague, status: "new", slot: inWeek });
      await lead("Later", { status: "demo_booked", slot: nextWeek, due: "2026-12-02" });
      await lead("Called", { status: "new", slot: inWeek, cancelled: true, due: "2026-12-03" });
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("shows each person their own open leads, this week's demos, and open leads with no next step", async () => {
      expect(await shown(view("mine").query, me)).toEqual(["Mine"]);
      expect(await shown(view("mine").query, colleague)).toEqual(["Theirs"]);
      // A cancelled booking this week and a confirmed one next week are not "booked this week".
      expect(await shown(view("booked-week").query, me)).toEqual(["Theirs"]);
      expect(await shown(view("no-next-step").query, me)).toEqual(["Theirs"]);
    });

    it("saves a person's filter under a name, lists it for them only, and audits it in a sentence", async () => {
      const answer = await saveView(
        getDb(),
        me,
        form({ name: "  Demo leads of mine ", query: "?owner=me&status=demo_booked&after=abc" }),
      );
      expect(answer).toEqual({ ok: true, message: viewAnswers.saved("Demo leads of mine") });
      // Kept as the inbox writes a filter: trimmed, in its order, without the page cursor.
      expect((await listSavedViews(getDb(), me)).map(({ name, query }) => ({ name, query }))).toEqual([
        { name: "Demo leads of mine", query: "status=demo_booked&owner=me" },
      ]);
      expect(await listSavedViews(getDb(), colleague)).toEqual([]);
      const { rows } = await auditPage(getDb(), { action: "inbox_view_saved" }, null);
      expect(rows[0]!.actorId).toBe(me);
      expect(auditCopy.sentences.inbox_view_saved!(rows[0]!.words)).toBe(
        "saved the inbox view “Demo leads of mine” (status=demo_booked&owner=me)",
      );
    });

    it("refuses, at the field and keeping the name, what it cannot save", async () => {
      expect(await saveView(getDb(), me, form({ name: "", query: "status=new" }))).toEqual({
        ok: false,
        field: "name",
        message: e.name,
        name: "",
      });
      expect(await saveView(getDb(), me, form({ name: "x".repeat(61), query: "status=new" }))).toMatchObject({
        ok: false,
        field: "name",
        message: e.name,
      });
      expect(await saveView(getDb(), me, form({ name: "Odd\u202e", query: "status=new" }))).toMatchObject({
        ok: false,
        field: "name",
        message: e.unprintable,
        name: "Odd\u202e",
      });
      expect(await saveView(getDb(), me, form({ name: "Demo leads of mine", query: "status=new" }))).toMatchObject({
        ok: false,
        field: "name",
        message: e.duplicate("Demo leads of mine"),
      });
      expect(await saveView(getDb(), me, form({ name: "Everything", query: "" }))).toMatchObject({
        ok: false,
        field: "form",
        message: e.nothingToSave,
        name: "Everything",
      });
      expect(await saveView(getDb(), me, form({ name: "Broken", query: "status=sold&from=yesterday" }))).toMatchObject({
        ok: false,
        field: "form",
        message: e.badFilter,
      });
      expect(await saveView(getDb(), me, null)).toMatchObject({ ok: false, field: "name" });
      expect((await listSavedViews(getDb(), me)).map((v) => v.name)).toEqual(["Demo leads of mine"]);
    });

    it(`keeps at most ${MAX_SAVED_VIEWS} views per person`, async () => {
      for (let i = 1; i < MAX_SAVED_VIEWS; i++)
        expect((await saveView(getDb(), colleague, form({ name: `View ${i}`, query: `q=${i}` }))).ok).toBe(true);
      expect(
        await saveView(getDb(), colleague, form({ name: `View ${MAX_SAVED_VIEWS}`, query: "q=last" })),
      ).toMatchObject({ ok: true });
      expect(await saveView(getDb(), colleague, form({ name: "One too many", query: "q=more" }))).toMatchObject({
        ok: false,
        field: "form",
        message: e.tooMany,
      });
    });

    it("deletes a person's own view, never another person's, and audits it", async () => {
      const [mine] = await listSavedViews(getDb(), me);
      expect(await deleteView(getDb(), colleague, form({ view: mine!.id }))).toMatchObject({
        ok: false,
        message: e.unknown,
      });
      expect(await listSavedViews(getDb(), me)).toHaveLength(1);
      expect(await deleteView(getDb(), me, form({ view: mine!.id }))).toEqual({
        ok: true,
        message: viewAnswers.deleted("Demo leads of mine"),
      });
      expect(await listSavedViews(getDb(), me)).toEqual([]);
      expect(await deleteView(getDb(), me, form({ view: mine!.id }))).toMatchObject({ ok: false, message: e.unknown });
      const { rows } = await auditPage(getDb(), { action: "inbox_view_deleted" }, null);
      expect(rows.map((r) => auditCopy.sentences.inbox_view_deleted!(r.words))).toEqual([
        "deleted the inbox view “Demo leads of mine”",
      ]);
    });
  });
}
