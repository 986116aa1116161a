import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

// PostgreSQL's backup is pg_dump's custom format: one consistent snapshot taken while the
// instances keep serving, compressed, and read back by pg_restore alone. The tools come from
// Debian's postgresql-client; pg_dump must be as new as the server, so the newest installed
// /usr/lib/postgresql/<version>/bin is preferred to whatever `pg_dump` on the PATH is.

const run = promisify(execFile);

function toolPath(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(root, versions[0], "bin", name) : name;
}

/**
 * The connection as the tools take it: the URL without its password, which goes in PGPASSWORD so
 * that no process list shows it.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function tool(name: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await run(toolPath(name), args, { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const e = error as { code?: string; stderr?: string; message: string };
    if (e.code === "ENOENT")
      throw new Error(`${name} is not installed (Debian: apt-get install postgresql-client)`, { cause: error });
    throw new Error(`${name} failed: ${(e.stderr || e.message).trim().split("\n").slice(-3).join(" ")}`, {
      cause: error,
    });
  }
}

export async function backupPostgres(databaseUrl: string, destination: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  // No owners or grants: the backup restores into a database owned by whichever role restores it.
  await tool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${destination}`, dbname], env);
}

/** Why a file is not a restorable dump of this site, or null when it is one (pg_restore reads its table of contents). */
export async function postgresBackupProblem(file: string): Promise<string | null> {
  if (!existsSync(file)) return "the file does not exist";
  try {
    const list = await tool("pg_restore", ["--list", file], process.env);
    if (!/ TABLE \S+ demo_requests /.test(list) || !/ TABLE \S+ kysely_migration /.test(list))
      return "it is a pg_dump archive, but not of this site's database (no migrations or demo requests)";
    // The table of contents can be whole while data after it is cut off: every block is read too.
    await tool("pg_restore", ["--file=/dev/null", file], process.env);
    return null;
  } catch (error) {
    return `not a readable pg_dump archive (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Whether the database holds tables in its current schema: one a restore must not replace unasked. */
export async function postgresHoldsData(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = current_schema()",
    );
    return Number(rows[0]?.n) > 0;
  } finally {
    await client.end();
  }
}

/** One transaction: a restore that fails half-way leaves the database as it was. */
export async function restorePostgres(file: string, databaseUrl: string, replace: boolean): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  const args = ["--exit-on-error", "--single-transaction", "--no-owner", "--no-privileges", `--dbname=${dbname}`];
  if (replace) args.push("--clean", "--if-exists");
  await tool("pg_restore", [...args, file], env);
}
