import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";

/**
 * Opens the database a command line works on. The command lines' entry points (scripts/*.ts) build
 * it from the runtime (ADR 083): the room below them never opens a database itself.
 */
export type OpenStore = () => Promise<{ db: Kysely<Database>; close(): Promise<void> }>;
