import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache.server";

describe("the SQLite statement cache", () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite?.open && sqlite.close());

  it("prepares a query's text once and runs it again with other values", async () => {
    sqlite = new SQLite(":memory:");
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => (prepared++, prepare(text))) as typeof sqlite.prepare;
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await sql`create table t (n integer)`.execute(db);
    for (const n of [1, 2, 3]) await db.insertInto("t").values({ n }).execute();
    const before = prepared;
    const above = (n: number) => db.selectFrom("t").select("n").where("n", ">", n).orderBy("n").execute();
    expect(await above(1)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(await above(2)).toEqual([{ n: 3 }]);
    // The three inserts shared one statement; the two selects share another, prepared once.
    expect(prepared - before).toBe(1);
  });

  it("gives a query run while the same text is still being streamed a statement of its own", async () => {
    sqlite = new SQLite(":memory:");
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await sql`create table t (n integer)`.execute(db);
    await db
      .insertInto("t")
      .values([{ n: 1 }, { n: 2 }])
      .execute();
    const cache = withStatementCache(sqlite);
    const outer = cache.prepare("select n from t order by n");
    const seen: unknown[] = [];
    for (const row of outer.iterate([])) seen.push(row, cache.prepare("select n from t order by n").all([]));
    expect(seen).toEqual([{ n: 1 }, [{ n: 1 }, { n: 2 }], { n: 2 }, [{ n: 1 }, { n: 2 }]]);
  });
});
