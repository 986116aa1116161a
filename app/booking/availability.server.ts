import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema.server";
import { parseEnv, type ParsedEnv } from "~/env.server";
import { logger } from "~/lib/logger.server";
import {
  availabilityFromEnv,
  availabilityOverrideSchema,
  mergeAvailability,
  type Availability,
  type AvailabilityOverride,
} from "./availability-config";

// The availability in force: the configured defaults (BOOKING_*, checked at start by env.server.ts)
// merged with what the operator stored (booking_settings "availability" and booking_closed_dates).
// The one function the booking pages, the booking store and (later) the sales console read.

type Db = Kysely<Database> | Transaction<Database>;

const AVAILABILITY_SETTING_KEY = "availability";

let configured: Availability | undefined;

/** The configured defaults the runtime installed; without a runtime (a unit test), the schema's. */
export function configuredAvailability(): Availability {
  configured ??= availabilityOf(parseEnv({}));
  return configured;
}

/** The runtime installs the defaults it read from its configuration (ADR 083). */
export function configureAvailability(availability: Availability): void {
  configured = availability;
}

export function availabilityOf(config: ParsedEnv): Availability {
  const result = availabilityFromEnv(config);
  // The runtime's configuration already refused an invalid value at start; this only narrows the type.
  if (!result.ok) throw new Error(`Invalid configuration: ${result.name} ${result.message}`);
  return result.value;
}

export async function effectiveAvailability(
  db: Db,
  defaults: Availability = configuredAvailability(),
): Promise<Availability> {
  const [setting, closed] = await Promise.all([
    db.selectFrom("booking_settings").select("value").where("key", "=", AVAILABILITY_SETTING_KEY).executeTakeFirst(),
    db.selectFrom("booking_closed_dates").select("date").execute(),
  ]);
  let override: AvailabilityOverride | null = null;
  if (setting) {
    const parsed = availabilityOverrideSchema.safeParse(safeJson(setting.value));
    if (parsed.success) override = parsed.data;
    else
      logger.error(
        { setting: AVAILABILITY_SETTING_KEY },
        "stored availability override is invalid; using the configured availability",
      );
  }
  try {
    return mergeAvailability(
      defaults,
      override,
      closed.map((c) => c.date),
    );
  } catch {
    // A stored override that only fails together with the defaults (e.g. hours too short for the slot).
    logger.error(
      { setting: AVAILABILITY_SETTING_KEY },
      "stored availability does not fit the configuration; using the configured availability",
    );
    return mergeAvailability(
      defaults,
      null,
      closed.map((c) => c.date),
    );
  }
}

/** For the sales console: stores an override after checking it with the configuration's schema. */
export async function storeAvailabilityOverride(
  db: Db,
  override: AvailabilityOverride,
  now = new Date(),
): Promise<Availability> {
  const checked = availabilityOverrideSchema.parse(override);
  const merged = mergeAvailability(configuredAvailability(), checked);
  const value = JSON.stringify(checked);
  const updated_at = now.toISOString();
  await db
    .insertInto("booking_settings")
    .values({ key: AVAILABILITY_SETTING_KEY, value, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
    .execute();
  return merged;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
