import "../support/quiet-logs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/auth/users.server";
import { leadDuplicates, mergeLeads } from "~/console/lead/duplicates.server";
import { erasePerson } from "~/console/lead/erasure.server";
import { inboxPage } from "~/console/lead/leads.server";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// Issue #45 item 1 (ADR 095) on both databases: three colleagues at one school each send the form
// with their own name and address and the school's switchboard number. Each is a lead of her own,
// found by her own words, suggested to the others as a possible duplicate, erased on her own; the
// same person asking again (her address, or the number under her name) still joins her lead.

const ask = (firstName: string, lastName: string, email: string, phone: string | null, institution: string) => ({
  firstName,
  lastName,
  email,
  phone,
  institution,
  size: "small" as const,
  message: null,
  marketingConsent: false,
  privacyNoticeVersion: "2025-01",
  source: "demo" as const,
});

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`colleagues sharing a switchboard number on ${database.name}`, () => {
    let actor = "";
    const ids = async (q: string) => (await inboxPage(getDb(), { q }, actor, null, 100)).rows.map((r) => r.id).sort();

    beforeAll(async () => {
      configureLeads({ appSecret: "a".repeat(40) });
      await initDatabase(database.create());
      const made = await createUser(getDb(), `colleagues-${randomUUID()}@ilimi.example`, "sales");
      if (!made.ok) throw new Error("user");
      actor = made.user.id;
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("three colleagues with one switchboard number are three leads, each found, suggested and erased on her own", async () => {
      const school = "Kings Heritage College";
      const ngozi = await saveDemoRequest(
        getDb(),
        ask("Ngozi", "Balogun", "ngozi@kings.example", "0803 555 0199", school),
      );
      const bola = await saveDemoRequest(
        getDb(),
        ask("Bola", "Ajayi", "bola@kings.example", "+234 803 555 0199", school),
      );
      const chioma = await saveDemoRequest(
        getDb(),
        ask("Chioma", "Nnaji", "chioma@kings.example", "08035550199", school),
      );
      const leads = await getDb()
        .selectFrom("demo_requests")
        .select(["id", "lead_id"])
        .where("id", "in", [ngozi.id, bola.id, chioma.id])
        .execute();
      expect(leads.map((r) => r.lead_id)).toEqual([null, null, null]);

      // Each found by her own name and address; the number finds all three.
      expect(await ids("Chioma")).toEqual([chioma.id]);
      expect(await ids("bola@kings.example")).toEqual([bola.id]);
      expect(await ids("0803 555 0199")).toEqual([ngozi.id, bola.id, chioma.id].sort());
      // A person decides whether they are one: each is suggested to the others.
      expect((await leadDuplicates(getDb(), bola.id)).lookAlikes.map((l) => [l.id, l.why]).sort()).toEqual(
        [
          [ngozi.id, "phone"],
          [chioma.id, "phone"],
        ].sort(),
      );

      // Erasing the first takes her request only.
      expect(await erasePerson(getDb(), ngozi.id, actor)).toMatchObject({ leads: 1 });
      const left = await getDb()
        .selectFrom("demo_requests")
        .select("id")
        .where("id", "in", [ngozi.id, bola.id, chioma.id])
        .execute();
      expect(left.map((r) => r.id).sort()).toEqual([bola.id, chioma.id].sort());
    });

    it("the same person asking again joins her lead, by her address or by the number under her name however written", async () => {
      const first = await saveDemoRequest(
        getDb(),
        ask("Adaeze", "Okonkwo", "adaeze@unity.example", "0803 555 0177", "Unity College"),
      );
      const byAddress = await saveDemoRequest(
        getDb(),
        ask("Ada", "O.", " ADAEZE@unity.example", null, "Unity College Annex"),
      );
      const byNumberAndName = await saveDemoRequest(
        getDb(),
        ask("adaeze ", "OKONKWO", "a.okonkwo@home.example", "+234 803 555 0177", "Unity College"),
      );
      const colleague = await saveDemoRequest(
        getDb(),
        ask("Emeka", "Okonkwo", "emeka@unity.example", "+234 803 555 0177", "Unity College"),
      );
      const rows = await getDb()
        .selectFrom("demo_requests")
        .select(["id", "lead_id"])
        .where("id", "in", [first.id, byAddress.id, byNumberAndName.id, colleague.id])
        .execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, r.lead_id]))).toEqual({
        [first.id]: null,
        [byAddress.id]: first.id,
        [byNumberAndName.id]: first.id,
        [colleague.id]: null,
      });
      // Any name, address or institution on any of her requests finds her lead.
      expect(await ids("College Annex")).toEqual([first.id]);
      expect(await ids("a.okonkwo@home")).toEqual([first.id]);
      expect(await ids("okonkwo")).toEqual([first.id, colleague.id].sort());
    });

    it("erasing a lead with a colleague merged in by hand takes the merged requests too, never a colleague left apart", async () => {
      const kept = await saveDemoRequest(
        getDb(),
        ask("Tunde", "Bello", "tunde@lagos.example", "0803 555 0166", "Lagos Prep"),
      );
      const merged = await saveDemoRequest(getDb(), ask("T.", "Bello", "tb@lagos.example", null, "Lagos Prep"));
      const apart = await saveDemoRequest(
        getDb(),
        ask("Kemi", "Bello", "kemi@lagos.example", "0803 555 0166", "Lagos Prep"),
      );
      expect((await mergeLeads(getDb(), kept.id, merged.id, actor)).ok).toBe(true);
      expect(await erasePerson(getDb(), kept.id, actor)).toMatchObject({ leads: 2 });
      const left = await getDb()
        .selectFrom("demo_requests")
        .select("id")
        .where("id", "in", [kept.id, merged.id, apart.id])
        .execute();
      expect(left.map((r) => r.id)).toEqual([apart.id]);
    });
  });
}
