import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { promisify } from "node:util";
import { demoFormFields, demoRequestBody } from "./demo-form";
import { startServer, type RunningServer } from "./start-server";
import { seedAccount, seedPassword, type SeedAccount } from "./seed";
import { createPostgresDatabase } from "./test-databases";

// Driving the sales console over HTTP as a browser would: accounts seeded with a session cookie
// (support/seed.ts), or made with the real users CLI and a real sign-in; same-origin posts with the cookie.

const run = promisify(execFile);

export type ConsoleServer = Pick<RunningServer, "url" | "dataDir"> & { databaseUrl?: string };

/** `npm run users -- <args>` against the server's database; the printed set-password link's token. */
export async function usersCli(
  server: ConsoleServer,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ stdout: string; token?: string }> {
  const { stdout } = await run(process.execPath, ["scripts/users.js", ...args], {
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.databaseUrl ?? "",
      SITE_URL: server.url,
      ILIMI_SKIP_BUILD: "1",
      LOG_LEVEL: "silent",
      ...env,
    },
  });
  return { stdout, token: /token=([\w-]+)/.exec(stdout)?.[1] };
}

export const goodPassword = seedPassword;

/** `client` sets X-Forwarded-For: a server started with TRUST_PROXY=true then sees that client address. */
export async function post(
  server: ConsoleServer,
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; origin?: string | null; client?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (options.client) headers["X-Forwarded-For"] = options.client;
  if (options.origin !== null) headers.Origin = options.origin ?? server.url;
  if (options.cookie) headers.Cookie = options.cookie;
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

export async function get(server: ConsoleServer, path: string, cookie?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
}

/** The name=value of the session cookie a response sets, if any. */
export function sessionCookieOf(response: Response): string | undefined {
  const header = response.headers.get("set-cookie") ?? "";
  const match = /((?:__Host-)?ilimi_console=[^;]*)/.exec(header);
  return match && !match[1]!.endsWith("=") ? match[1] : undefined;
}

export async function setPassword(server: ConsoleServer, token: string, password = goodPassword): Promise<Response> {
  return post(server, `/sales/set-password?token=${token}`, { token, password, confirm: password });
}

export async function signIn(
  server: ConsoleServer,
  email: string,
  password = goodPassword,
  options: { code?: string; client?: string; cookie?: string } = {},
): Promise<Response> {
  return post(
    server,
    "/sales/sign-in",
    { email, password, code: options.code ?? "" },
    { client: options.client, cookie: options.cookie },
  );
}

/**
 * An account with a password, signed in: its cookie. Seeded straight into the server's database
 * (support/seed.ts, ADR 085); the users CLI, set-password and sign-in have tests of their own.
 */
export async function account(
  server: ConsoleServer,
  email: string,
  role: "admin" | "sales",
  options: Omit<SeedAccount, "email" | "role"> = {},
): Promise<string> {
  return (await seedAccount(server, { email, role, ...options })).cookie;
}

/** A demo request as a visitor sends it; the server must run with FORM_MIN_FILL_MS=0. Returns its id. */
export async function demoRequest(
  server: ConsoleServer,
  email: string,
  overrides: Record<string, string> = {},
): Promise<void> {
  const body = demoRequestBody(email, await demoFormFields(server.url));
  for (const [key, value] of Object.entries(overrides)) body.set(key, value);
  const response = await fetch(`${server.url}/demo`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body,
    redirect: "manual",
  });
  if (response.status !== 303) throw new Error(`demo request answered ${response.status}`);
}

/** The id of the newest lead the inbox shows for a search. */
export async function leadIdFor(server: ConsoleServer, cookie: string, search: string): Promise<string> {
  const html = await (await get(server, `/sales?q=${encodeURIComponent(search)}`, cookie)).text();
  const id = /href="\/sales\/leads\/([\w-]+)"/.exec(html)?.[1];
  if (!id) throw new Error(`no lead found for ${search}`);
  return id;
}

/** Env for a console test server: forms accepted at once, no per-client limit on form posts. */
export const consoleServerEnv = { FORM_MIN_FILL_MS: "0", RATE_LIMIT_DISABLED: "1", DELIVERY_DISABLED: "1" };

/** A console server that delivers to a loopback webhook receiver at once. */
export function webhookDeliveryEnv(sinkUrl: string): Record<string, string> {
  return {
    DELIVERY_DISABLED: "0",
    DELIVERY_POLL_MS: "100",
    LEADS_WEBHOOK_URL: sinkUrl,
    LEADS_WEBHOOK_SECRET: "a-webhook-secret-of-at-least-32-characters",
  };
}

/**
 * Two console servers sharing one fresh PostgreSQL database, as behind a balancer; `stop` ends both
 * and drops it. `env` adds to (or overrides) the console test server's settings.
 */
export async function twoInstances(
  adminUrl: string,
  name: string,
  buildDir: string,
  env: Record<string, string> = {},
): Promise<{ a: ConsoleServer; b: ConsoleServer; stop: () => Promise<void> }> {
  const database = await createPostgresDatabase(adminUrl, name);
  const settings = { ...consoleServerEnv, ...env, ILIMI_BUILD_DIR: buildDir, DATABASE_URL: database.url };
  const servers = await Promise.all([startServer(settings), startServer(settings)]);
  const [one, two] = servers;
  return {
    a: { url: one.url, dataDir: one.dataDir, databaseUrl: database.url },
    b: { url: two.url, dataDir: two.dataDir, databaseUrl: database.url },
    stop: async () => {
      for (const server of servers) {
        await server.kill();
        rmSync(server.dataDir, { recursive: true, force: true });
      }
      await database.drop();
    },
  };
}
