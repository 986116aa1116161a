import { type Kysely, PostgresAdapter } from "kysely";
import type { Database } from "./schema.server";

export type Dialect = "sqlite" | "postgres";

/**
 * Which engine a database (or a transaction on it) runs on, read from the connection itself: a
 * domain function that writes SQL both engines do not share asks the `db` it was handed, never a
 * global connection (ADR 059).
 */
export function dialectOf(db: Kysely<Database>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
