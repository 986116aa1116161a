import type { z } from "zod";
import { fields } from "../../app/env.server";
import { cell } from "./generated";

// docs/configuration.md's table of settings, read from the schema the server validates its
// environment with (app/env.server.ts): each field's `.describe()` is its meaning and its
// `.default()` its default, so the table cannot drift from what the server accepts (ADR 088).
// A description may begin with "Default: …." where the default is not the schema's own (one worked
// out at start, such as SITE_URL's, or the booking settings' read as a whole).

const givenDefault = /^Default: (.+?)\.\s+/;

/** Headings over the table's groups, each above the field it starts with (in the schema's order). */
const groups: Record<string, string> = {
  NODE_ENV: "The server",
  RATE_LIMIT_DISABLED: "Form defences",
  SERVER_HEADERS_TIMEOUT_MS: "The edge: slow clients, connections, quarantine",
  VISIT_COUNTING: "Visit counts",
  DATA_DIR: "Storage and backups",
  APP_SECRET: "Secrets and lead delivery",
  ILIMI_NGN_PER_EUR: "The estimator's money",
  BOOKING_WORKING_DAYS: "Demo booking",
  REMINDER_OFFSETS: "Reminders",
  SESSION_IDLE_HOURS: "The sales console",
  CALENDAR_FEED_INTERVAL_MINUTES: "Presenters' own calendars",
};

export type Setting = { name: string; defaultValue: string; meaning: string };

/** Every setting of the schema (the server's unless told), in its order, with its default and meaning. */
export function settings(schema: z.ZodObject = fields): Setting[] {
  const defaults = schema.parse({}) as Record<string, unknown>;
  return Object.entries(schema.shape).map(([name, field]) => {
    const description = field.description;
    if (!description) throw new Error(`${name} has no .describe() in app/env.server.ts: say what it is for`);
    const given = givenDefault.exec(description);
    const value = defaults[name];
    if (given && value !== undefined)
      throw new Error(`${name} has a default in the schema and another in its description`);
    return {
      name,
      defaultValue: given ? given[1]! : value === undefined ? "unset" : `\`${String(value)}\``,
      meaning: given ? description.slice(given[0].length) : description,
    };
  });
}

/** The generated part of docs/configuration.md: one table per group of settings. */
export function configurationTables(): string {
  const all = settings();
  for (const name of Object.keys(groups)) {
    if (!all.some((setting) => setting.name === name))
      throw new Error(`the group heading names ${name}, not a setting`);
  }
  const out: string[] = [];
  for (const setting of all) {
    const heading = groups[setting.name];
    if (heading) out.push("", `### ${heading}`, "", "| variable | default | meaning |", "|---|---|---|");
    out.push(`| \`${setting.name}\` | ${cell(setting.defaultValue)} | ${cell(setting.meaning)} |`);
  }
  return out.join("\n");
}
