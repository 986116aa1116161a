import type { Kysely, Transaction } from "kysely";
import { isInstitutionSize } from "~/content/contact";
import { isLocale } from "~/content/locale";
import type { Database } from "~/db/schema.server";
import type { RoutingRule } from "./routing";

// Routing rules as stored (ADR 047): read in order for every booking batch and for the team page.
// A stored value no longer known (a size renamed) makes that condition match nothing, never everything.

type Db = Kysely<Database> | Transaction<Database>;

export async function loadRoutingRules(db: Db): Promise<RoutingRule[]> {
  const rows = await db.selectFrom("routing_rules").selectAll().orderBy("position").orderBy("id").execute();
  return rows.flatMap((r) => {
    if (
      (r.institution_size !== null && !isInstitutionSize(r.institution_size)) ||
      (r.edition !== null && !isLocale(r.edition))
    )
      return [];
    return [
      {
        id: r.id,
        size: r.institution_size,
        edition: r.edition,
        presenterIds: r.presenter_ids.split(",").filter(Boolean),
      } as RoutingRule,
    ];
  });
}
