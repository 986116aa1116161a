import "../support/quiet-logs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditPage } from "~/console/team/audit-log.server";
import { leadDuplicates, mergeLeads } from "~/console/lead/duplicates.server";
import { erasePerson } from "~/console/lead/erasure.server";
import { leadTimeline } from "~/console/lead/timeline.server";
import { addNote, changeStatus, inboxPage } from "~/console/lead/leads.server";
import { consoleCopy } from "~/content/sales-console";
import { auditCopy } from "~/content/sales-console-audit";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// Issue #27 item 6 (ADR 052) on both databases: a repeat request joins its person's lead (by
// e-mail, whatever its case, or by phone, however written, under the same name: ADR 095); merging keeps everything and is
// audited once; erasing a merged lead erases every record of the person.

const t = consoleCopy.duplicates;
const ask = (
  email: string,
  phone: string | null,
  extra: { firstName?: string; message?: string; quarantineReason?: string } = {},
) => ({
  firstName: extra.firstName ?? "Ngozi",
  lastName: "Adeyemi",
  email,
  phone,
  institution: "Bright Future Academy",
  size: "small" as const,
  message: extra.message ?? null,
  marketingConsent: false,
  privacyNoticeVersion: "2025-01",
  source: "demo" as const,
  quarantineReason: extra.quarantineReason ?? null,
});

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`one person, one lead on ${database.name}`, () => {
    const actor = randomUUID();

    beforeAll(async () => {
      configureLeads({ appSecret: "a".repeat(40) });
      await initDatabase(database.create());
      const now = new Date().toISOString();
      await getDb()
        .insertInto("users")
        .values({
          id: actor,
          email: "sam@ilimi.example",
          email_normalized: "sam@ilimi.example",
          role: "sales",
          password_hash: null,
          password_changed_at: null,
          totp_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
          disabled_at: null,
          created_at: now,
          name: "Sam Okafor",
          presents: 0,
          languages: "en",
          hours: null,
          days_off: "",
        })
        .execute();
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("a repeat request by the same address or the same number joins the first one's lead, with its own answers", async () => {
      const first = await saveDemoRequest(
        getDb(),
        ask("ngozi@bright.example", "0803 555 0142", { message: "First time" }),
      );
      const byEmail = await saveDemoRequest(
        getDb(),
        ask("  Ngozi@Bright.EXAMPLE ", "0701 234 5678", { message: "Asking again" }),
      );
      const byPhone = await saveDemoRequest(
        getDb(),
        ask("n.adeyemi@gmail.example", "+234 803 555 0142", { message: "Third time, new address" }),
      );
      // Joined by its second address, which only the previous repeat request had.
      const bySecondNumber = await saveDemoRequest(getDb(), ask("someone-else@bright.example", "07012345678"));
      const rows = await getDb()
        .selectFrom("demo_requests")
        .select(["id", "lead_id"])
        .where("id", "in", [first.id, byEmail.id, byPhone.id, bySecondNumber.id])
        .execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, r.lead_id]))).toEqual({
        [first.id]: null,
        [byEmail.id]: first.id,
        [byPhone.id]: first.id,
        [bySecondNumber.id]: first.id,
      });

      const { rows: inbox } = await inboxPage(getDb(), { q: "adeyemi" }, actor, null);
      expect(inbox.map((r) => [r.id, r.repeat?.asks])).toEqual([[first.id, 4]]);
      const { requests } = await leadDuplicates(getDb(), first.id);
      expect(requests.map((r) => [r.id, r.message])).toEqual([
        [byEmail.id, "Asking again"],
        [byPhone.id, "Third time, new address"],
        [bySecondNumber.id, null],
      ]);
      // The number and the address of a joined request find the lead too.
      expect((await inboxPage(getDb(), { q: "0701 234 5678" }, actor, null)).rows.map((r) => r.id)).toEqual([first.id]);
      expect((await inboxPage(getDb(), { q: "N.Adeyemi@gmail.example" }, actor, null)).rows.map((r) => r.id)).toEqual([
        first.id,
      ]);
    });

    it("a quarantined request neither joins a lead nor is joined", async () => {
      const real = await saveDemoRequest(getDb(), ask("kept@apart.example", null));
      const bot = await saveDemoRequest(getDb(), ask("kept@apart.example", null, { quarantineReason: "honeypot" }));
      const quarantinedFirst = await saveDemoRequest(
        getDb(),
        ask("fast@apart.example", null, { quarantineReason: "too-fast" }),
      );
      const after = await saveDemoRequest(getDb(), ask("fast@apart.example", null));
      const rows = await getDb()
        .selectFrom("demo_requests")
        .select(["id", "lead_id"])
        .where("id", "in", [real.id, bot.id, quarantinedFirst.id, after.id])
        .execute();
      expect(rows.every((r) => r.lead_id === null)).toBe(true);
      // Suggested for a merge instead, for a person to decide.
      expect((await leadDuplicates(getDb(), after.id)).lookAlikes.map((l) => [l.id, l.why])).toEqual([
        [quarantinedFirst.id, "email"],
      ]);
    });

    it("merging keeps every request, note and status move under the lead kept, once, and says both names in the audit log", async () => {
      const keep = await saveDemoRequest(getDb(), ask("amaka@school.example", null, { firstName: "Amaka" }));
      // Stored apart (the way leads from before ADR 052 are): another address, the same person.
      const other = await saveDemoRequest(getDb(), ask("amaka.work@school.example", null, { firstName: "Amaka W." }));
      const othersRepeat = await saveDemoRequest(getDb(), ask("AMAKA.WORK@school.example", null));
      expect((await addNote(getDb(), other.id, "Prefers WhatsApp", actor)).ok).toBe(true);
      expect((await changeStatus(getDb(), other.id, "contacted", "", actor)).ok).toBe(true);

      expect(await mergeLeads(getDb(), keep.id, other.id, actor)).toEqual({ ok: true, kept: keep.id });
      const rows = await getDb()
        .selectFrom("demo_requests")
        .select(["id", "lead_id", "status"])
        .where("id", "in", [keep.id, other.id, othersRepeat.id])
        .execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, [r.lead_id, r.status]]))).toEqual({
        [keep.id]: [null, "contacted"],
        [other.id]: [keep.id, "contacted"],
        [othersRepeat.id]: [keep.id, "new"],
      });
      const notes = await getDb()
        .selectFrom("lead_notes")
        .select(["lead_id", "body"])
        .where("body", "=", "Prefers WhatsApp")
        .execute();
      expect(notes).toEqual([{ lead_id: keep.id, body: "Prefers WhatsApp" }]);
      expect(
        (await leadTimeline(getDb(), keep.id)).flatMap((e) => (e.kind === "status" ? [`${e.from}→${e.to}`] : [])),
      ).toEqual(["new→contacted"]);
      expect((await leadDuplicates(getDb(), keep.id)).requests.map((r) => r.id)).toEqual([other.id, othersRepeat.id]);

      // Pressed twice: nothing more happens, and no second entry.
      expect(await mergeLeads(getDb(), keep.id, other.id, actor)).toEqual({ ok: true, already: true, kept: keep.id });
      const third = await saveDemoRequest(getDb(), ask("third@school.example", null, { firstName: "Tobi" }));
      expect(await mergeLeads(getDb(), third.id, other.id, actor)).toEqual({
        ok: false,
        field: "merge",
        message: t.mergedAlready("Amaka W. Adeyemi"),
      });
      expect(await mergeLeads(getDb(), other.id, third.id, actor)).toEqual({
        ok: false,
        field: "merge",
        message: t.keepMergedAlready("Amaka W. Adeyemi"),
      });
      expect(await mergeLeads(getDb(), keep.id, keep.id, actor)).toEqual({
        ok: false,
        field: "merge",
        message: t.notItself,
      });

      const { rows: entries } = await auditPage(getDb(), { action: "lead_merged" }, null);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor: "Sam Okafor",
        subject: { type: "lead", href: `/sales/leads/${keep.id}`, name: "Amaka Adeyemi" },
        words: { merged: "Amaka W. Adeyemi" },
      });
      expect(auditCopy.sentences.lead_merged!(entries[0]!.words)).toBe(
        "merged Amaka W. Adeyemi into {subject}, keeping {subject}",
      );
      // The inbox lists the kept lead only.
      expect((await inboxPage(getDb(), { q: "amaka" }, actor, null)).rows.map((r) => [r.id, r.repeat?.asks])).toEqual([
        [keep.id, 3],
      ]);
    });

    it("erasing a merged lead erases every request, note and address of the person", async () => {
      const keep = await saveDemoRequest(getDb(), ask("femi@erase.example", "0802 000 1111", { firstName: "Femi" }));
      const other = await saveDemoRequest(getDb(), ask("femi.other@erase.example", null, { firstName: "Femi" }));
      // Her own number under her own name (ADR 095: a phone alone no longer joins).
      const joined = await saveDemoRequest(
        getDb(),
        ask("femi.third@erase.example", "+2348020001111", { firstName: "Femi" }),
      );
      await addNote(getDb(), other.id, "Called", actor);
      expect((await mergeLeads(getDb(), keep.id, other.id, actor)).ok).toBe(true);
      const counts = await erasePerson(getDb(), keep.id, actor);
      expect(counts).toMatchObject({ leads: 3, notes: 1 });
      const left = await getDb()
        .selectFrom("demo_requests")
        .select("id")
        .where("id", "in", [keep.id, other.id, joined.id])
        .execute();
      expect(left).toEqual([]);
    });
  });
}
