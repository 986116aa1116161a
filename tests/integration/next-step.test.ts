import "../support/quiet-logs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/auth/users.server";
import { auditPage } from "~/console/team/audit-log.server";
import { myNextStepCount, myNextSteps } from "~/console/team/my-day.server";
import { answerNextStep } from "~/console/lead/next-step.server";
import { auditCopy } from "~/content/sales-console-audit";
import { nextStepCopy } from "~/content/sales-console-my-day";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// Issue #27 item 4 on both databases: a sales person sets, changes and clears a lead's next step
// (each audited in a sentence with the day, never the words), a wrong one is refused at its field
// with the input kept, and My day finds the person's steps that are overdue or due today.

const today = "2026-11-26"; // a Thursday
const e = nextStepCopy.errors;
const request = (email: string) => ({
  firstName: "Chiamaka",
  lastName: "Eze",
  email,
  phone: null,
  institution: "Unity Model College",
  size: "small" as const,
  message: null,
  marketingConsent: false,
  privacyNoticeVersion: "2025-01",
  source: "demo" as const,
});
const save = (lead: string, by: string, note: string, due: string, quickDay?: string) =>
  answerNextStep(getDb(), { kind: "save", quickDay }, { note, due }, lead, by, today);
const stored = (lead: string) =>
  getDb()
    .selectFrom("demo_requests")
    .select(["next_step_due", "next_step_note", "next_step_by"])
    .where("id", "=", lead)
    .executeTakeFirstOrThrow();

async function sentences(lead: string): Promise<string[]> {
  const { rows } = await auditPage(getDb(), {}, null, 100);
  return rows
    .filter((r) => r.subject?.href === `/sales/leads/${lead}`)
    .map(
      (r) =>
        `${r.actor} ${(auditCopy.sentences[r.action] ?? (() => "?"))(r.words).replace("{subject}", r.words.subject ?? "")}`,
    );
}

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`a lead's next step and My day on ${database.name}`, () => {
    let ada = "";
    let bayo = "";
    let lead = "";

    beforeAll(async () => {
      configureLeads({ appSecret: "a".repeat(40) });
      await initDatabase(database.create());
      const id = (made: Awaited<ReturnType<typeof createUser>>) => (made.ok ? made.user.id : "");
      ada = id(await createUser(getDb(), "ada@ilimi.example", "sales"));
      bayo = id(await createUser(getDb(), "bayo@ilimi.example", "admin"));
      await getDb().updateTable("users").set({ name: "Ada Obi" }).where("id", "=", ada).execute();
      lead = (await saveDemoRequest(getDb(), request("step@school.example"))).id;
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("sets, changes with a quick day and clears a next step, each audited as a sentence", async () => {
      expect((await save(lead, ada, "  call back Tuesday ", "2026-12-01")).answer).toEqual({
        ok: true,
        field: "next-step",
      });
      expect(await stored(lead)).toEqual({
        next_step_due: "2026-12-01",
        next_step_note: "call back Tuesday",
        next_step_by: ada,
      });
      expect((await save(lead, bayo, "send the price list", "", "2026-11-27")).status).toBe(200);
      expect(await stored(lead)).toEqual({
        next_step_due: "2026-11-27",
        next_step_note: "send the price list",
        next_step_by: bayo,
      });
      expect((await answerNextStep(getDb(), { kind: "clear" }, { note: "", due: "" }, lead, ada, today)).status).toBe(
        200,
      );
      expect(await stored(lead)).toEqual({ next_step_due: null, next_step_note: null, next_step_by: null });
      const log = await sentences(lead);
      expect(log).toContain("Ada Obi set the next step of Chiamaka Eze, due Tue 1 Dec");
      expect(log).toContain("bayo@ilimi.example changed the next step of Chiamaka Eze, due Fri 27 Nov");
      expect(log).toContain("Ada Obi cleared the next step of Chiamaka Eze");
      // The words of a step may name the person: the log keeps the day only.
      const details = await getDb().selectFrom("audit_log").select("detail").where("subject_id", "=", lead).execute();
      expect(JSON.stringify(details)).not.toMatch(/call back|price list/);
    });

    it("refuses a wrong step at its field, keeps what was typed, and changes nothing", async () => {
      await save(lead, ada, "call back Tuesday", "2026-12-01");
      const cases: [string, string, string, string][] = [
        ["", "2026-12-01", "next-step-note", e.note],
        ["   ", "2026-12-01", "next-step-note", e.note],
        ["x".repeat(201), "2026-12-01", "next-step-note", e.noteLong(200)],
        ["call\u202Eback", "2026-12-01", "next-step-note", e.unprintable],
        ["call back", "", "next-step-due", e.due],
        ["call back", "2026-02-30", "next-step-due", e.dueFormat],
        ["call back", "tuesday", "next-step-due", e.dueFormat],
        ["call back", "2026-11-25", "next-step-due", e.past("Thu 26 Nov")],
        ["call back", "2062-11-26", "next-step-due", e.far],
      ];
      for (const [note, due, field, message] of cases) {
        const { answer, status } = await save(lead, bayo, note, due);
        expect({ status, answer }, `${note.slice(0, 12)} / ${due}`).toEqual({
          status: 400,
          answer: { ok: false, field, message, values: { note, due } },
        });
      }
      expect(await stored(lead)).toEqual({
        next_step_due: "2026-12-01",
        next_step_note: "call back Tuesday",
        next_step_by: ada,
      });
      expect(
        (await answerNextStep(getDb(), { kind: "save" }, { note: "a", due: "2026-12-01" }, "no-such-lead", ada, today))
          .answer,
      ).toMatchObject({ ok: false, field: "next-step", message: e.gone });
      await answerNextStep(getDb(), { kind: "clear" }, { note: "", due: "" }, lead, ada, today);
      expect(
        (await answerNextStep(getDb(), { kind: "clear" }, { note: "", due: "" }, lead, ada, today)).answer,
      ).toMatchObject({ ok: false, field: "next-step", message: e.nothing });
    });

    it("puts in My day the person's steps overdue and due today: on leads they own, or unowned ones they planned", async () => {
      const make = async (label: string, by: string, due: string, owner: string | null = null) => {
        const id = (await saveDemoRequest(getDb(), { ...request(`${label}@school.example`), firstName: label })).id;
        await save(id, by, `step ${label}`, today);
        await getDb()
          .updateTable("demo_requests")
          .set({ next_step_due: due, owner_id: owner })
          .where("id", "=", id)
          .execute();
        return id;
      };
      const overdue = await make("Overdue", ada, "2026-11-20");
      const dueToday = await make("Today", ada, today);
      await make("Later", ada, "2026-11-27");
      await make("OwnedByBayo", ada, today, bayo);
      const ownedByAda = await make("OwnedByAda", bayo, "2026-11-25", ada);
      await make("PlannedByBayo", bayo, today);
      const mine = await myNextSteps(getDb(), ada, today);
      expect(mine.overdue.map((s) => s.leadId)).toEqual([overdue, ownedByAda]);
      expect(mine.dueToday.map((s) => [s.leadId, s.note, s.name])).toEqual([[dueToday, "step Today", "Today Eze"]]);
      expect(await myNextStepCount(getDb(), ada, today)).toBe(3);
      expect(await myNextStepCount(getDb(), bayo, today)).toBe(2);
      // The day after, today's step is overdue.
      expect((await myNextSteps(getDb(), ada, "2026-11-27")).overdue.map((s) => s.leadId)).toContain(dueToday);
    });
  });
}
