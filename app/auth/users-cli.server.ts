import { parseArgs } from "node:util";
import * as z from "zod/mini";
import { closeDatabase, initDatabase, type DatabaseOptions } from "~/db/connection.server";
import { audit } from "./audit.server";
import { authConfig } from "./config.server";
import { createUser, findUserByEmail, issueUserToken, listUsers, setPasswordUrl, turnOffTwoFactor, userRoles } from "./users.server";

// `npm run users -- create --email you@school.edu.ng --role admin`: the operator's way in. It prints a one-time
// link to set the password (the password never passes through a terminal or shell history).

const usage = `Usage: npm run users -- <command> [options]

  create --email ADDRESS --role admin|sales   makes an account; prints a one-time link to set its password
  reset --email ADDRESS                        prints a new one-time link to set the password
  reset-2fa --email ADDRESS                    turns two-factor sign-in off for someone who lost their
                                               authenticator (or after APP_SECRET changed); they turn it on again
  list                                         the accounts, their roles and whether they have signed in

The link is valid for CONSOLE_INVITE_TTL_HOURS (default 72) and works once.
The database is DATA_DIR (default ./data) or DATABASE_URL.`;

type Out = { write: (text: string) => void };

export async function runUsersCli(argv: string[], out: Out = process.stdout, database: Partial<DatabaseOptions> = {}): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: "string" }, role: { type: "string" }, help: { type: "boolean", short: "h" } } });
  const command = positionals[0];
  if (values.help || !command || !["create", "reset", "reset-2fa", "list"].includes(command)) {
    out.write(`${usage}\n`);
    return values.help ? 0 : 1;
  }
  // The issue's "a@b" is a placeholder: the account's address receives reset links, so it must be deliverable.
  if (command !== "list" && !z.email().safeParse(values.email ?? "").success) {
    throw new Error(`--email needs a full e-mail address, such as you@school.edu.ng${values.email ? ` ("${values.email.slice(0, 80)}" is not one)` : ""}: reset links are sent to it`);
  }
  if (command === "create" && !(userRoles as readonly string[]).includes(values.role ?? "")) throw new Error("--role must be admin or sales");
  await initDatabase(database);
  try {
    if (command === "list") {
      for (const user of await listUsers()) out.write(`${user.role.padEnd(6)} ${user.email}${user.disabled_at ? " (disabled)" : user.password_hash ? "" : " (no password yet)"}${user.totp_enabled_at ? " (2FA)" : ""}\n`);
      return 0;
    }
    const email = values.email!;
    let user = await findUserByEmail(email);
    if (command === "create") {
      const created = await createUser(email, values.role as "admin" | "sales");
      if (!created.ok) throw new Error(`${email} already has an account (use reset for a new link)`);
      user = created.user;
      await audit({ actorId: null, action: "user_created", subjectType: "user", subjectId: user.id, detail: { role: user.role, via: "cli" } });
    }
    if (!user) throw new Error(`${email} has no account`);
    if (command === "reset-2fa") {
      await turnOffTwoFactor(user.id);
      await audit({ actorId: null, action: "totp_disabled", subjectType: "user", subjectId: user.id, detail: { via: "cli" } });
      out.write(`Two-factor sign-in is off for ${user.email}: they sign in with their password and turn it on again under Account.\n`);
      return 0;
    }
    const token = await issueUserToken(user.id, "invite");
    out.write(`${command === "create" ? "Created" : "New link for"} ${user.role} ${user.email}.\nSet the password within ${Math.round(authConfig().inviteTtlMs / 3_600_000)} hours, once, at:\n\n  ${setPasswordUrl(token)}\n`);
    // The origin comes from this shell's SITE_URL (or PORT), not the running server's: said, so a
    // link to the wrong host or port is noticed before it is sent to a colleague (issue #26).
    out.write(`\nLinks use the origin ${authConfig().siteUrl} (SITE_URL, or http://localhost:PORT when unset).\n`);
    return 0;
  } finally {
    await closeDatabase();
  }
}
