import "../support/quiet-logs";
import { randomUUID } from "node:crypto";
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/auth/users.server";
import { correctEmail } from "~/booking/store/followups.server";
import { mergeLeads } from "~/console/lead/duplicates.server";
import { erasePerson } from "~/console/lead/erasure.server";
import { leadSearch } from "~/console/inbox/lead-search.server";
import { inboxCounts, inboxPage } from "~/console/lead/leads.server";
import { closeDatabase, getDb, initDatabase } from "~/db/connection.server";
import { configureLeads } from "~/delivery/config.server";
import { saveDemoRequest } from "~/leads/store.server";
import { testDatabases } from "../support/test-databases";

// ADR 058 on both databases: the inbox's free-text search goes through an index (FTS5 trigrams on
// SQLite, pg_trgm on PostgreSQL) and finds exactly what the LIKE over every lead found before;
// a lead erased or merged away leaves the index.

const ask = (firstName: string, lastName: string, email: string, institution: string) => ({
  firstName,
  lastName,
  email,
  phone: null,
  institution,
  size: "small" as const,
  message: null,
  marketingConsent: false,
  privacyNoticeVersion: "2025-01",
  source: "demo" as const,
});

const found = async (q: string) =>
  (await inboxPage(getDb(), { q }, "nobody", null, 100)).rows.map((r) => r.email).sort();

/** SQLite: the index's own pages, as bytes (terms and page separators; the table keeps no text). */
async function indexBytes(): Promise<Buffer> {
  const blocks = await sql<{
    b: Uint8Array | string | null;
  }>`select block as b from lead_search_data union all select term from lead_search_idx`.execute(getDb());
  return Buffer.concat(blocks.rows.map((r) => Buffer.from(r.b ?? "")));
}

/** The trigrams of `text` (as the index folds case) that no other stored lead has. */
async function ownTrigrams(text: string, id: string): Promise<string[]> {
  const others = (
    await getDb()
      .selectFrom("demo_requests")
      .select(["first_name", "last_name", "email", "institution"])
      .where("id", "!=", id)
      .execute()
  ).map((r) => `${r.first_name} ${r.last_name} ${r.email} ${r.institution}`.toLowerCase());
  const lower = text.toLowerCase();
  const all = new Set(Array.from({ length: lower.length - 2 }, (_, i) => lower.slice(i, i + 3)));
  return [...all].filter((t) => !others.some((o) => o.includes(t)));
}

for (const database of testDatabases()) {
  describe.skipIf(!database.enabled)(`searching the inbox through its index on ${database.name}`, () => {
    let actor = "";

    beforeAll(async () => {
      configureLeads({ appSecret: "a".repeat(40) });
      await initDatabase(database.create());
      const made = await createUser(getDb(), `search-${randomUUID()}@ilimi.example`, "sales");
      if (!made.ok) throw new Error("user");
      actor = made.user.id;
      for (const lead of [
        ask("Chiamaka", "Eze", "chiamaka.eze@unity.example", "Unity Model College"),
        ask("Oluwaseun", "Bankole", "seun@federal-poly.example", "Federal Polytechnic Ilaro"),
        ask("Ngozi", "Okafor", "NGOZI.OKAFOR@Bright.example", "Bright Future Academy"),
        ask("Percy", "Fifty", "fifty@percent.example", "50% Discount Academy"),
        ask("Percy", "Five", "five@percent.example", "500 Scholars Academy"),
        ask("Under", "Score", "under@score.example", "St_Paul College"),
        ask("Plain", "Stap", "plain@score.example", "Stapaul College"),
        ask("Back", "Slash", "back@slash.example", "A\\B Learning"),
        ask("Quote", "Mark", "quote@mark.example", 'The "Best" School'),
      ])
        await saveDemoRequest(getDb(), lead);
    });
    afterAll(async () => {
      await closeDatabase();
      await database.cleanup();
    });

    it("a sales person finds a lead by part of a name, an institution or an address, in any case", async () => {
      expect(await found("chiam")).toEqual(["chiamaka.eze@unity.example"]);
      expect(await found("POLYTECH")).toEqual(["seun@federal-poly.example"]);
      expect(await found("ngozi.okafor@bright")).toEqual(["NGOZI.OKAFOR@Bright.example"]);
      expect(await found("future aca")).toEqual(["NGOZI.OKAFOR@Bright.example"]);
      expect(await found("nothing like this")).toEqual([]);
      expect((await inboxCounts(getDb(), { q: "academy" }, actor, null)).total).toBe(3);
    });

    it("finds a lead by its first and last name together, and across fields as they are joined", async () => {
      expect(await found("chiamaka eze")).toEqual(["chiamaka.eze@unity.example"]);
      expect(await found("seun bankole seun@")).toEqual(["seun@federal-poly.example"]);
      expect(await found("bankole oluwaseun")).toEqual([]);
    });

    it("takes %, _, \\ and quotes in a search literally", async () => {
      expect(await found("50%")).toEqual(["fifty@percent.example"]);
      expect(await found("st_p")).toEqual(["under@score.example"]);
      expect(await found("a\\b")).toEqual(["back@slash.example"]);
      expect(await found('"best"')).toEqual(["quote@mark.example"]);
      expect(await found('"')).toEqual(["quote@mark.example"]);
    });

    it("finds leads by a search of one or two characters", async () => {
      expect(await found("%")).toEqual(["fifty@percent.example"]);
      expect(await found("_p")).toEqual(["under@score.example"]);
      expect(await found("zE")).toEqual(["chiamaka.eze@unity.example"]);
    });

    it("an erased lead is no longer found and leaves nothing in the index", async () => {
      const victim = await saveDemoRequest(getDb(), ask("Xavqor", "Quzzlewit", "xq.zed@vyxlj.example", "Jyqkov Hall"));
      expect(await found("quzzlewit")).toEqual(["xq.zed@vyxlj.example"]);
      const trigrams = await ownTrigrams("Xavqor Quzzlewit xq.zed@vyxlj.example Jyqkov Hall", victim.id);
      if (database.name === "SQLite") {
        // What the check looks for is there before the erasure, so its absence after means something.
        const before = await indexBytes();
        expect(trigrams.filter((t) => before.includes(t)).length).toBeGreaterThan(5);
      }
      expect(await erasePerson(getDb(), victim.id, actor)).toMatchObject({ leads: 1 });
      expect(await found("quzzlewit")).toEqual([]);
      expect(await found("xq.zed@vyxlj.example")).toEqual([]);
      if (database.name === "SQLite") {
        const after = await indexBytes();
        expect(trigrams.filter((t) => after.includes(t))).toEqual([]);
        const docs = await sql<{
          n: number;
        }>`select count(*) as n from lead_search_docs where request_id = ${victim.id}`.execute(getDb());
        expect(Number(docs.rows[0]!.n)).toBe(0);
      }
    });

    it("a lead merged into another leaves the index: it is found through the lead kept, by any of its words", async () => {
      const keep = await saveDemoRequest(getDb(), ask("Ifeoma", "Nwosu", "ifeoma@keep.example", "Lagos Grammar"));
      const other = await saveDemoRequest(
        getDb(),
        ask("Ifeoma W.", "Zubairu-Wmk", "ifeoma.work@other.example", "Lagos Grammar"),
      );
      const trigrams = await ownTrigrams("Ifeoma W. Zubairu-Wmk ifeoma.work@other.example Lagos Grammar", other.id);
      expect(await found("zubairu")).toEqual(["ifeoma.work@other.example"]);
      expect((await mergeLeads(getDb(), keep.id, other.id, actor)).ok).toBe(true);
      // Any name, address or institution of a joined request finds the lead it joined (ADR 095).
      expect(await found("zubairu")).toEqual(["ifeoma@keep.example"]);
      expect(await found("ifeoma.work@oth")).toEqual(["ifeoma@keep.example"]);
      expect(await found("Ifeoma.Work@other.example")).toEqual(["ifeoma@keep.example"]);
      expect(await found("ifeoma")).toEqual(["ifeoma@keep.example"]);
      if (database.name === "SQLite") {
        const after = await indexBytes();
        expect(trigrams.length).toBeGreaterThan(5);
        expect(trigrams.filter((t) => after.includes(t))).toEqual([]);
      }
    });

    it("a corrected address or name is found by what it is now, not by what it was", async () => {
      const lead = await saveDemoRequest(getDb(), ask("Adaeze", "Obi", "adaeze@typo-gmial.example", "Kings College"));
      const now = new Date().toISOString();
      const bookingId = randomUUID();
      await getDb()
        .insertInto("bookings")
        .values({
          id: bookingId,
          demo_request_id: lead.id,
          slot_start: now,
          slot_end: now,
          status: "confirmed",
          sequence: 0,
          created_at: now,
          updated_at: now,
          cancelled_at: null,
          presenter_id: null,
          outcome: null,
        })
        .execute();
      // The visitor corrects their address from their booking's page.
      expect((await correctEmail(getDb(), bookingId, "adaeze@gmail.example")).ok).toBe(true);
      expect(await found("typo-gmial")).toEqual([]);
      expect(await found("adaeze@gmail")).toEqual(["adaeze@gmail.example"]);
      // The console has no name editing; a correction written to the table is followed all the same.
      await getDb()
        .updateTable("demo_requests")
        .set({ first_name: "Adaobi", last_name: "Okonkwo" })
        .where("id", "=", lead.id)
        .execute();
      expect(await found("adaeze obi")).toEqual([]);
      expect(await found("adaobi okonkwo")).toEqual(["adaeze@gmail.example"]);
    });

    it("the search is answered from the index, not by reading every lead", async () => {
      // Enough leads that reading them all costs more than the index (the planners weigh it).
      const now = new Date().toISOString();
      const filler = Array.from({ length: 2000 }, (_, n) => ({
        id: randomUUID(),
        created_at: now,
        first_name: `Row${n}`,
        last_name: `Filler${n % 500}`,
        email: `row${n}@filler.example`,
        phone: null,
        institution: `Filler Institute ${n % 400}`,
        size: null,
        message: null,
        marketing_consent: 0,
        privacy_notice_version: "2025-01",
        consented_at: now,
        source: "demo",
      }));
      for (let i = 0; i < filler.length; i += 500)
        await getDb()
          .insertInto("demo_requests")
          .values(filler.slice(i, i + 500))
          .execute();
      await sql`analyze`.execute(getDb());
      const plan = async (q: string) => {
        const query = getDb()
          .selectFrom("demo_requests")
          .select("id")
          .where("lead_id", "is", null)
          .where(await leadSearch(getDb(), q))
          .compile();
        const rows = await getDb().executeQuery<Record<string, string>>(
          CompiledQuery.raw(`${database.name === "SQLite" ? "explain query plan" : "explain"} ${query.sql}`, [
            ...query.parameters,
          ]),
        );
        return rows.rows.map((r) => r.detail ?? r["QUERY PLAN"]).join("\n");
      };
      expect(await plan("bankole")).toMatch(
        database.name === "SQLite" ? /SCAN lead_search VIRTUAL TABLE INDEX/ : /Bitmap Index Scan on lead_search_trgm/,
      );
      // On SQLite a text that thousands of leads share is tested by LIKE, lead by lead in the inbox's order, as before.
      if (database.name === "SQLite") expect(await plan("filler")).not.toMatch(/lead_search/);
      expect((await inboxCounts(getDb(), { q: "FILLER" }, actor, null)).total).toBe(2000);
      expect((await inboxCounts(getDb(), { q: "filler institute 39" }, actor, null)).total).toBe(55);
      expect(await found("bankole")).toEqual(["seun@federal-poly.example"]);
    });
  });
}
