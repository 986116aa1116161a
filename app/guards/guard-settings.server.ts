import { parseEnv, type ParsedEnv } from "~/env.server";

// What the form guards read from the configuration: the public origin a post must come from and
// the fill-time floor (FORM_MIN_FILL_MS, ADR 013) and the per-person form limit (ADR 096). The runtime derives it once per process and
// installs it (ADR 083); the guards never read the environment themselves.

export type GuardSettings = {
  siteUrl: string;
  /** A form sent sooner than this after it was served looks automated (0: the check is off). */
  minFillMs: number;
  /** Requests one person (one e-mail) may send per window, whatever the address (ADR 096); null: not limited. */
  personLimit: { max: number; windowMs: number } | null;
};

export function guardSettingsFrom(config: ParsedEnv): GuardSettings {
  return {
    siteUrl: config.SITE_URL,
    minFillMs: config.FORM_MIN_FILL_MS,
    personLimit:
      config.RATE_LIMIT_DISABLED === "1"
        ? null
        : { max: config.RATE_LIMIT_PERSON_MAX, windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000 },
  };
}

let current: GuardSettings | undefined;

/** The settings the runtime installed; without a runtime (a unit test), the schema's defaults. */
export function guardSettings(): GuardSettings {
  current ??= guardSettingsFrom(parseEnv({}));
  return current;
}

/** The runtime installs its settings; a test may adjust them. */
export function configureGuards(overrides: Partial<GuardSettings>): GuardSettings {
  current = { ...guardSettings(), ...overrides };
  return current;
}
