import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import { purgeQuarantine } from "./records.server";

// Quarantined demo requests (ADR 013) are kept QUARANTINE_DAYS for the sales team to look through,
// then deleted: at start, and every hour while the server runs. Several instances may all purge;
// a delete by age is the same whoever runs it.

const HOUR_MS = 3_600_000;

export function startQuarantinePurge(db: Kysely<Database>, days: number): { stop: () => void } {
  const purge = async () => {
    try {
      const deleted = await purgeQuarantine(db, days);
      if (deleted > 0) logger.info({ deleted, days }, "quarantined demo requests purged");
    } catch (error) {
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "quarantine purge failed; tried again within the hour",
      );
    }
  };
  void purge();
  const timer = setInterval(() => void purge(), HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
