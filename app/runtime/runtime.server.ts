import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { configureAuth, authConfigFrom, type AuthConfig } from "~/auth/config.server";
import { availabilityOf, configureAvailability } from "~/booking/availability.server";
import type { Availability } from "~/booking/availability-config";
import { bookingSettingsFrom, configureBooking, type BookingSettings } from "~/booking/booking-settings.server";
import { configureReminders, reminderConfigFrom, type ReminderConfig } from "~/booking/reminders/config.server";
import { configureConsole, consoleSettingsFrom, type ConsoleSettings } from "~/console/console-settings.server";
import { closeDatabase, databaseOptionsOf, initDatabase, type DatabaseOptions } from "~/db/connection.server";
import type { Database } from "~/db/schema.server";
import { checkLeadsConfig, configureLeads, leadsConfigFrom, type LeadsConfig } from "~/delivery/config.server";
import type { Env } from "~/env.server";
import { configureGuards, guardSettingsFrom, type GuardSettings } from "~/guards/guard-settings.server";
import { logger } from "~/lib/logger.server";
import { env } from "./config.server";

// The composition root (issue #42, ADR 083): what a process is built from, made once at its top —
// the server (server/app.ts), each command line (scripts/*.ts) and the booking writer thread. Below
// it nothing reads the environment or opens the database: loaders and actions take the runtime
// from React Router's context (context.runtime), domain functions take what they need.

/** "Now", as this process reads it; a test's runtime may be given another. */
type Clock = { now(): Date };

const systemClock: Clock = { now: () => new Date() };

/** The settings each domain room reads, derived once from the configuration. */
type DomainSettings = {
  auth: AuthConfig;
  /** The delivery channels: webhook, SMTP, retries (the lead store and the worker). */
  delivery: LeadsConfig;
  reminders: ReminderConfig;
  availability: Availability;
  booking: BookingSettings;
  console: ConsoleSettings;
  guards: GuardSettings;
};

export type Runtime = {
  config: Env;
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  settings: DomainSettings;
  /** Closes the database (SQLite checkpoints its WAL). */
  close(): Promise<void>;
};

export type RuntimeOptions = {
  /** Overrides of the configured database (tests: a schema or a directory of their own). */
  database?: Partial<DatabaseOptions>;
  clock?: Clock;
};

/** What the domain rooms read from `config`: pure, so a test can derive another runtime's. */
function domainSettingsOf(config: Env): DomainSettings {
  return {
    auth: authConfigFrom(config),
    // An unsigned webhook would let anyone who learns the URL forge leads: refused here, at start.
    delivery: checkLeadsConfig(leadsConfigFrom(config)),
    reminders: reminderConfigFrom(config),
    availability: availabilityOf(config),
    booking: bookingSettingsFrom(config),
    console: consoleSettingsFrom(config),
    guards: guardSettingsFrom(config),
  };
}

/** Sets the process's logger and the rooms' settings from `config`; opens nothing. */
function applyConfig(config: Env): DomainSettings {
  logger.level = config.LOG_LEVEL;
  const settings = domainSettingsOf(config);
  configureAuth(settings.auth);
  configureLeads(settings.delivery);
  configureReminders(settings.reminders);
  configureAvailability(settings.availability);
  configureBooking(settings.booking);
  configureConsole(settings.console);
  configureGuards(settings.guards);
  return settings;
}

/** Builds the process's runtime: the configuration checked, the rooms' settings, the database open and migrated. */
export async function createRuntime(config: Env = env(), options: RuntimeOptions = {}): Promise<Runtime> {
  const settings = applyConfig(config);
  const db = await initDatabase({ ...databaseOptionsOf(config), ...options.database });
  return { config, db, clock: options.clock ?? systemClock, logger, settings, close: closeDatabase };
}
