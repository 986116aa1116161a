import { parseEnv, type ParsedEnv } from "~/env.server";

// What the console room reads from the configuration: the team's clock (CONSOLE_TIME_ZONE, ADR 046)
// and whether test-only routes are on. The runtime derives it once per process and installs it
// (ADR 083); a test sets another zone with configureConsole() instead of a process variable.

export type ConsoleSettings = {
  /** The IANA zone every console time is read in. */
  timeZone: string;
  /** ILIMI_TEST_ROUTES=1: never in production. */
  testRoutes: boolean;
};

export function consoleSettingsFrom(config: ParsedEnv): ConsoleSettings {
  return { timeZone: config.CONSOLE_TIME_ZONE, testRoutes: config.ILIMI_TEST_ROUTES === "1" };
}

let current: ConsoleSettings | undefined;

/** The settings the runtime installed; without a runtime (a unit test), the schema's defaults. */
export function consoleSettings(): ConsoleSettings {
  current ??= consoleSettingsFrom(parseEnv({}));
  return current;
}

/** The team's zone (CONSOLE_TIME_ZONE). */
export function consoleZone(): string {
  return consoleSettings().timeZone;
}

/** The runtime installs its settings; a test may adjust them. */
export function configureConsole(overrides: Partial<ConsoleSettings>): ConsoleSettings {
  current = { ...consoleSettings(), ...overrides };
  return current;
}
