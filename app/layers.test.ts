import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// `npm run lint` keeps the layers of app/ (README, "Layers"; eslint.layers.js, ADR 027): each arrow
// against them, written into a file of that layer, fails the lint, and the arrows along them pass.
// The files are linted as text under their would-be path; nothing is written to the tree. The
// domain rooms are ordered bottom to top (eslint.layers.js, domainRooms): an import back up fails.

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const against: [string, string, RegExp][] = [
  [
    "app/components/ui/badge.tsx",
    'import { site } from "~/content/site";\nexport const x = site;',
    /copy and data come in as props/,
  ],
  [
    "app/components/ui/badge.tsx",
    'import { CtaBand } from "~/components/sections/cta-band";\nexport const x = CtaBand;',
    /imports only ui/,
  ],
  [
    "app/components/sections/hero.tsx",
    'import { enhanceTooltips } from "~/enhance/tooltips";\nexport const x = enhanceTooltips;',
    /through a contract/,
  ],
  [
    "app/enhance/badge.ts",
    'import { Tooltip } from "~/components/ui/tooltip";\nexport const x = Tooltip;',
    /never the component/,
  ],
  ["app/enhance/badge.ts", 'import { site } from "~/content/site";\nexport const x = site;', /carries no copy/],
  ["app/enhance/badge.ts", 'import { useState } from "react";\nexport const x = useState;', /No React in the browser/],
  [
    "app/enhance/badge.ts",
    'import { leadStore } from "~/leads/store.server";\nexport const x = leadStore;',
    /Server-only module/,
  ],
  [
    "app/components/ui/badge.contract.ts",
    'import { Tooltip } from "./tooltip";\nexport const x = Tooltip;',
    /never components/,
  ],
  ["app/content/badge.ts", 'import { cn } from "~/lib/cn";\nexport const x = cn;', /imports only content/],
  [
    "app/leads/badge.ts",
    'import { DemoRequestForm } from "~/components/forms/demo-request-form";\nexport const x = DemoRequestForm;',
    /do not render/,
  ],
  [
    "app/leads/badge.server.ts",
    'import { meta } from "~/routes/home";\nexport const x = meta;',
    /routes and page scripts use them/,
  ],
  [
    "app/db/badge.server.ts",
    'import { leadStore } from "~/leads/store.server";\nexport const x = leadStore;',
    /bottom layer/,
  ],
  [
    "app/routes/badge.tsx",
    'import { enhanceDemoForm } from "~/enhance/demo-form";\nexport const x = enhanceDemoForm;',
    /names its page script/,
  ],
  [
    "app/leads/badge.server.ts",
    'import { meta } from "../routes/home";\nexport const x = meta;',
    /routes and page scripts use them/,
  ],
  // The domain rooms are ordered (issue #24): an arrow back up fails, with ~/ or written relative.
  [
    "app/auth/badge.server.ts",
    'import { leadStore } from "~/leads/store.server";\nexport const x = leadStore;',
    /auth imports only the rooms below it/,
  ],
  [
    "app/auth/badge.server.ts",
    'import { parseHours } from "../booking/presenters/profile";\nexport const x = parseHours;',
    /auth imports only the rooms below it/,
  ],
  [
    "app/leads/badge.server.ts",
    'import { bookingView } from "../booking/store/commands.server";\nexport const x = bookingView;',
    /leads imports only the rooms below it/,
  ],
  [
    "app/booking/badge.server.ts",
    'import { deliverJob } from "~/flows/deliveries.server";\nexport const x = deliverJob;',
    /booking imports only the rooms below it/,
  ],
  [
    "app/booking/badge.ts",
    'import { leadStatuses } from "../console/inbox/filters";\nexport const x = leadStatuses;',
    /booking imports only the rooms below it/,
  ],
  [
    "app/delivery/badge.server.ts",
    'import { emailCopy } from "../leads/email-copy";\nexport const x = emailCopy;',
    /delivery imports only the rooms below it/,
  ],
  [
    "app/guards/badge.server.ts",
    'import { audit } from "~/audit/audit.server";\nexport const x = audit;',
    /guards imports only the rooms below it/,
  ],
  // The rooms below auth (ADR 091): the audit log and the form helpers import nothing above them.
  [
    "app/audit/badge.server.ts",
    'import { findUser } from "~/auth/users.server";\nexport const x = findUser;',
    /audit imports only the rooms below it/,
  ],
  [
    "app/forms/badge.ts",
    'import { auditActions } from "../audit/vocabulary";\nexport const x = auditActions;',
    /forms imports only the rooms below it/,
  ],
  // booking's sub-rooms (ADR 091): the base, presenters, calendar, reminders, store, bottom first.
  [
    "app/booking/badge.ts",
    'import { reminderReasons } from "./reminders/reasons";\nexport const x = reminderReasons;',
    /booking imports only the rooms below it/,
  ],
  [
    "app/booking/presenters/badge.server.ts",
    'import { bookingView } from "../store/commands.server";\nexport const x = bookingView;',
    /booking\/presenters imports only the rooms below it/,
  ],
  [
    "app/booking/calendar/badge.server.ts",
    'import { remindersOf } from "~/booking/reminders/schedule.server";\nexport const x = remindersOf;',
    /booking\/calendar imports only the rooms below it/,
  ],
  [
    "app/booking/store/badge.server.ts",
    'import { leadAnswer } from "../../console/lead/answer";\nexport const x = leadAnswer;',
    /booking\/store imports only the rooms below it/,
  ],
  // The console's feature rooms (ADR 091): the shared base, bookings, inbox, lead, team, insights.
  [
    "app/console/badge.ts",
    'import { leadAnswer } from "~/console/lead/answer";\nexport const x = leadAnswer;',
    /console imports only the rooms below it/,
  ],
  [
    "app/console/inbox/badge.server.ts",
    'import { leadView } from "../lead/leads.server";\nexport const x = leadView;',
    /console\/inbox imports only the rooms below it/,
  ],
  [
    "app/console/lead/badge.server.ts",
    'import { agendaToday } from "~/console/team/today.server";\nexport const x = agendaToday;',
    /console\/lead imports only the rooms below it/,
  ],
  // The database comes in as a parameter (ADR 059): a room that opens the connection itself fails.
  [
    "app/console/badge.server.ts",
    'import { initDatabase } from "~/db/connection.server";\nexport const x = initDatabase;',
    /comes in as a parameter/,
  ],
  [
    "app/leads/badge.server.ts",
    'import { getDb } from "../db/connection.server";\nexport const x = getDb;',
    /comes in as a parameter/,
  ],
  [
    "app/flows/badge.server.ts",
    'import { initDatabase } from "~/db/connection.server";\nexport const x = initDatabase;',
    /comes in as a parameter/,
  ],
  // Entry points open it one way, with initDatabase(); getDb() is the tests' handle.
  [
    "app/routes/badge.tsx",
    'import { getDb } from "~/db/connection.server";\nexport const x = getDb;',
    /getDb\(\) is for tests/,
  ],
  [
    "server/badge.ts",
    'import { getDb } from "~/db/connection.server";\nexport const x = getDb;',
    /getDb\(\) is for tests/,
  ],
];

const along: [string, string][] = [
  [
    "app/components/ui/badge.tsx",
    'import { mark } from "../contract";\nimport type { Crumb } from "~/content/breadcrumbs";\nexport const x: Crumb | typeof mark = mark;',
  ],
  [
    "app/components/sections/hero.tsx",
    'import { Tooltip } from "~/components/ui/tooltip";\nimport { site } from "~/content/site";\nexport const x = [Tooltip, site];',
  ],
  [
    "app/enhance/badge.ts",
    'import { tooltipContract } from "~/components/ui/tooltip.contract";\nimport { mark } from "~/components/contract";\nexport const x = [tooltipContract, mark];',
  ],
  [
    "app/components/ui/badge.contract.ts",
    'import { hook } from "../contract";\nimport { fieldContract } from "../forms/field.contract";\nexport const x = [hook, fieldContract];',
  ],
  [
    "app/booking/badge.server.ts",
    'import type { PickerDay } from "~/components/booking/slot-picker.contract";\nimport { leadStore } from "~/leads/store.server";\nexport const x: PickerDay | typeof leadStore = leadStore;',
  ],
  [
    "app/routes/badge.tsx",
    'import { SiteHeader } from "~/components/layout/site-header";\nimport { leadStore } from "~/leads/store.server";\nexport const x = [SiteHeader, leadStore];',
  ],
  [
    "app/flows/badge.server.ts",
    'import { bookingView } from "~/booking/store/commands.server";\nimport { leadStore } from "../leads/store.server";\nexport const x = [bookingView, leadStore];',
  ],
  [
    "app/booking/badge.server.ts",
    'import { progress } from "../leads/status";\nimport { audit } from "~/audit/audit.server";\nimport { sendEmail } from "~/delivery/email.server";\nexport const x = [progress, audit, sendEmail];',
  ],
  [
    "app/leads/badge.server.ts",
    'import { inspectSubmission } from "../guards/form.server";\nimport { leadStore } from "./store.server";\nexport const x = [inspectSubmission, leadStore];',
  ],
  // Along the sub-rooms (ADR 091): a sub-room uses its base and the sub-rooms below it, ~/ or relative.
  [
    "app/booking/store/badge.server.ts",
    'import { loadRoutingRules } from "../presenters/routing-rules.server";\nimport { feedsOf } from "~/booking/calendar/feeds.server";\nimport { slotsFor } from "../slots";\nexport const x = [loadRoutingRules, feedsOf, slotsFor];',
  ],
  [
    "app/console/lead/badge.server.ts",
    'import { inboxSort } from "../inbox/sort";\nimport { agenda } from "~/console/bookings/agenda.server";\nimport { consoleNow } from "~/lib/team-clock";\nimport { bookingView } from "~/booking/store/commands.server";\nexport const x = [inboxSort, agenda, consoleNow, bookingView];',
  ],
  [
    "app/auth/badge.server.ts",
    'import { audit } from "~/audit/audit.server";\nimport { readForm } from "../forms/form-schema";\nexport const x = [audit, readForm];',
  ],
  // Entry points open it and hand it down (the runtime, ADR 083: app/runtime/runtime-doors.test.ts);
  // a route reads it from its context; a room names its type and asks it its engine.
  ["app/routes/badge.tsx", 'import { dbOf } from "~/runtime/context.server";\nexport const x = dbOf;'],
  ["server/badge.ts", 'import { initDatabase } from "~/db/connection.server";\nexport const x = initDatabase;'],
  [
    "app/flows/badge-cli.server.ts",
    'import type { OpenStore } from "./open-store";\nimport { bookingView } from "~/booking/store/commands.server";\nexport const x = (open: OpenStore) => [open, bookingView];',
  ],
  [
    "app/console/badge.server.ts",
    'import type { Kysely } from "kysely";\nimport type { Database } from "~/db/schema.server";\nimport { dialectOf } from "~/db/dialect.server";\nexport const x = (db: Kysely<Database>) => dialectOf(db);',
  ],
];

describe("the layers of app/, as npm run lint keeps them", () => {
  it.each(against)("fails an import against the layers: %s", async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors.join("\n"), `${file}:\n${code}`).toMatch(message);
  });

  it.each(along)("passes the imports along the layers: %s", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
