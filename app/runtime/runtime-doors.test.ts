import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// `npm run lint` keeps the composition root's two doors (ADR 083, eslint.layers.js runtimeOnly):
// the process's configuration (env(), readEnv()) and the opening of the database (initDatabase(),
// closeDatabase()) are reached only from app/runtime/, server/ and scripts/. Tests build their own
// (their files are outside the rule). Each snippet is linted as text under its would-be path.

const eslint = new ESLint({ cwd: process.cwd() });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const readsConfig = 'import { env } from "~/runtime/config.server";\nexport const x = env;';
const opensDatabase = 'import { initDatabase } from "~/db/connection.server";\nexport const x = initDatabase;';

const refused: [string, string, RegExp][] = [
  ["app/routes/sales/badge.tsx", readsConfig, /read once, by the runtime/],
  ["app/routes/badge.tsx", opensDatabase, /opened once, by the runtime/],
  [
    "app/routes/badge.tsx",
    'import { closeDatabase } from "../db/connection.server";\nexport const x = closeDatabase;',
    /opened once, by the runtime/,
  ],
  [
    "app/routes/badge.tsx",
    'import { readEnv } from "../runtime/config.server";\nexport const x = readEnv;',
    /read once, by the runtime/,
  ],
  ["app/console/badge.server.ts", readsConfig, /read once, by the runtime/],
  ["app/booking/badge.server.ts", readsConfig, /read once, by the runtime/],
  ["app/lib/badge.server.ts", readsConfig, /read once, by the runtime/],
  ["app/db/badge.server.ts", readsConfig, /read once, by the runtime/],
  [
    "app/db/badge.server.ts",
    'import { initDatabase } from "./connection.server";\nexport const x = initDatabase;',
    /opened once/,
  ],
  // The command lines' code lives in a room; their entry points (scripts/commands.ts) open the store.
  ["app/flows/badge-cli.server.ts", opensDatabase, /opened once, by the runtime|comes in as a parameter/],
  ["app/entry.server.tsx", readsConfig, /read once, by the runtime/],
  ["app/badge.server.ts", opensDatabase, /opened once, by the runtime/],
];

const allowed: [string, string][] = [
  ["app/runtime/badge.server.ts", `${readsConfig}\n${opensDatabase.replace("const x", "const y")}`],
  ["server/badge.ts", readsConfig],
  ["server/badge.ts", opensDatabase],
  ["scripts/badge.ts", `${readsConfig}\n${opensDatabase.replace("const x", "const y")}`],
  // A route reads the runtime from its context; the schema and its type stay anyone's.
  [
    "app/routes/badge.tsx",
    'import { dbOf, configOf } from "~/runtime/context.server";\nexport const x = [dbOf, configOf];',
  ],
  [
    "app/console/badge.server.ts",
    'import type { Env } from "~/env.server";\nexport const x = (config: Env) => config.PORT;',
  ],
  // Tests build their own runtime or database.
  ["tests/integration/badge.test.ts", opensDatabase],
  ["app/console/badge.test.ts", readsConfig],
];

describe("the runtime's doors, as npm run lint keeps them", () => {
  it.each(refused)("refuses reading the configuration or opening the database in %s", async (file, code, message) => {
    expect((await importErrors(file, code)).join("\n"), `${file}:\n${code}`).toMatch(message);
  });

  it.each(allowed)("lets the runtime, server/, scripts/ and tests through: %s", async (file, code) => {
    expect(await importErrors(file, code)).toEqual([]);
  });
});
