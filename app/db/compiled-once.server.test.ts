import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { compiledOnce } from "./compiled-once.server";
import type { Database } from "./schema.server";
import { withStatementCache } from "./statement-cache.server";

describe("a statement compiled once", () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite?.open && sqlite.close());

  async function settingsTable(): Promise<Kysely<Database>> {
    sqlite = new SQLite(":memory:");
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await sql`create table app_settings (key text primary key, value text)`.execute(db);
    return db;
  }

  it("is built once and runs again with each run's values", async () => {
    const db = await settingsTable();
    let builds = 0;
    const put = compiledOnce((d, key: string, value: string | null) => {
      builds++;
      return d
        .insertInto("app_settings")
        .values({ key, value: value as string })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: value as string }));
    });
    const read = compiledOnce((d, key: string) => d.selectFrom("app_settings").select("value").where("key", "=", key));
    expect(Number((await put(db, "a", "1")).numAffectedRows)).toBe(1);
    await put(db, "b", "2");
    await put(db, "a", "3");
    expect((await read(db, "a")).rows).toEqual([{ value: "3" }]);
    expect((await read(db, "b")).rows).toEqual([{ value: "2" }]);
    expect((await read(db, "c")).rows).toEqual([]);
    expect(builds).toBe(1);
    // Constants of the statement stay where they were built; a null value is bound as null.
    await put(db, "c", null);
    expect(await db.selectFrom("app_settings").selectAll().where("value", "is", null).execute()).toEqual([
      { key: "c", value: null },
    ]);
  });

  it("keeps a statement's own constants beside the values", async () => {
    const db = await settingsTable();
    await db
      .insertInto("app_settings")
      .values([
        { key: "x", value: "keep" },
        { key: "y", value: "drop" },
      ])
      .execute();
    const changeUnlessKept = compiledOnce((d, key: string, value: string) =>
      d.updateTable("app_settings").set({ value }).where("key", "=", key).where("value", "<>", "keep"),
    );
    expect(Number((await changeUnlessKept(db, "x", "new")).numAffectedRows)).toBe(0);
    expect(Number((await changeUnlessKept(db, "y", "new")).numAffectedRows)).toBe(1);
    expect(await db.selectFrom("app_settings").select(["key", "value"]).orderBy("key").execute()).toEqual([
      { key: "x", value: "keep" },
      { key: "y", value: "new" },
    ]);
  });

  it("refuses a value written into the text, where it would stay the first run's for ever", async () => {
    const db = await settingsTable();
    const byName = compiledOnce((d, column: string) => d.selectFrom("app_settings").select(sql.ref(column).as("v")));
    await expect(byName(db, "key")).rejects.toThrow(/written into the SQL text/);
    const unused = compiledOnce((d, _key: string) => d.selectFrom("app_settings").select("value"));
    await expect(unused(db, "a")).rejects.toThrow(/1 values declared, 0 bound/);
  });
});
