import { parseArgs } from "node:util";
import * as z from "zod/mini";
import { parseDaysOff, parseHours, parseLanguages } from "~/booking/presenters/profile";
import { readMeetingUrl } from "~/booking/presenters/profile-form.server";
import type { OpenStore } from "./open-store";
import type { UserTable } from "~/db/schema.server";
import { audit } from "~/audit/audit.server";
import { authConfig } from "~/auth/config.server";
import {
  createUser,
  findUser,
  findUserByEmail,
  issueUserToken,
  listUsers,
  setPasswordUrl,
  turnOffTwoFactor,
  updateUserProfile,
  userRoles,
  type ProfilePatch,
} from "~/auth/users.server";

// `npm run users -- create --email you@school.edu.ng --role admin`: the operator's way in. It prints a one-time
// link to set the password (the password never passes through a terminal or shell history).

const usage = `Usage: npm run users -- <command> [options]

  create --email ADDRESS --role admin|sales [--name "Full Name"] [--presenter] [--languages en,fr]
         [--meeting-url https://meet.google.com/abc-defg-hij]
                                               makes an account; prints a one-time link to set its password
  update --email ADDRESS [--name "Full Name"] [--presenter|--no-presenter] [--languages en,fr]
         [--hours 09:00-17:00] [--days-off 2026-12-24,2026-12-31] [--meeting-url URL]
                                               changes an account's name and presenter profile (hours in
                                               WAT; --hours default goes back to the booking hours;
                                               --days-off "" clears them; --meeting-url is the presenter's
                                               own Google Meet, Zoom, Teams or Jitsi room, "" for a fresh
                                               Jitsi Meet room per demo)
  reset --email ADDRESS                        prints a new one-time link to set the password
  reset-2fa --email ADDRESS                    turns two-factor sign-in off for someone who lost their
                                               authenticator (or after APP_SECRET changed); they turn it on again
  list                                         the accounts, their names, roles and presenter profiles

The link is valid for CONSOLE_INVITE_TTL_HOURS (default 72) and works once.
The database is DATA_DIR (default ./data) or DATABASE_URL.`;

type Out = { write: (text: string) => void };
type Values = {
  name?: string;
  presenter?: boolean;
  "no-presenter"?: boolean;
  languages?: string;
  hours?: string;
  "days-off"?: string;
  "meeting-url"?: string;
};

/** The profile options as a patch; throws a one-line answer naming the option that is wrong. */
function profilePatch(values: Values): ProfilePatch {
  const patch: ProfilePatch = {};
  if (values.presenter && values["no-presenter"]) throw new Error("--presenter and --no-presenter cannot go together");
  if (values.name !== undefined) {
    const name = values.name.trim();
    if (name.length === 0 || name.length > 100 || [...name].some((ch) => ch < " " || ch === "\u007f"))
      throw new Error('--name needs a name of 1 to 100 characters, such as "Ada Obi"');
    patch.name = name;
  }
  if (values.presenter) patch.presents = true;
  if (values["no-presenter"]) patch.presents = false;
  if (values.languages !== undefined) {
    const languages = parseLanguages(values.languages);
    if (!languages) throw new Error("--languages must list en, fr or both, such as en,fr");
    patch.languages = languages;
  }
  if (values.hours !== undefined) {
    if (values.hours.trim() === "default") patch.hours = null;
    else {
      const hours = parseHours(values.hours);
      if (!hours)
        throw new Error("--hours must be two WAT times, the first before the second, such as 09:00-17:00 (or default)");
      patch.hours = `${hours.opensAt}-${hours.closesAt}`;
    }
  }
  if (values["days-off"] !== undefined) {
    const days = parseDaysOff(values["days-off"]);
    if (!days) throw new Error("--days-off must list dates, such as 2026-12-24,2026-12-31");
    patch.daysOff = days;
  }
  if (values["meeting-url"] !== undefined) {
    // The console's schema and words (ADR 040), so the terminal refuses what the team page refuses.
    const room = readMeetingUrl(values["meeting-url"]);
    if (!room.ok) throw new Error(`--meeting-url: ${room.message}`);
    patch.meetingUrl = room.url;
  }
  return patch;
}

function describe(user: UserTable): string {
  const state = user.disabled_at ? " (disabled)" : user.password_hash ? "" : " (no password yet)";
  const presents = user.presents
    ? ` presents ${user.languages} ${user.hours ?? "booking hours"}${user.days_off ? ` off ${user.days_off}` : ""}${user.meeting_url ? ` room ${user.meeting_url}` : ""}`
    : "";
  return `${user.role.padEnd(6)} ${user.email}${user.name ? ` "${user.name}"` : ""}${state}${user.totp_enabled_at ? " (2FA)" : ""}${presents}`;
}

/** Runs one command on the store `open` opens (scripts/users.ts builds it); resolves with the exit code. */
export async function usersCommand(argv: string[], out: Out, open: OpenStore): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      presenter: { type: "boolean" },
      "no-presenter": { type: "boolean" },
      languages: { type: "string" },
      hours: { type: "string" },
      "days-off": { type: "string" },
      "meeting-url": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || !command || !["create", "update", "reset", "reset-2fa", "list"].includes(command)) {
    out.write(`${usage}\n`);
    return values.help ? 0 : 1;
  }
  // The issue's "a@b" is a placeholder: the account's address receives reset links, so it must be deliverable.
  if (command !== "list" && !z.email().safeParse(values.email ?? "").success) {
    throw new Error(
      `--email needs a full e-mail address, such as you@school.edu.ng${values.email ? ` ("${values.email.slice(0, 80)}" is not one)` : ""}: reset links are sent to it`,
    );
  }
  if (command === "create" && !(userRoles as readonly string[]).includes(values.role ?? ""))
    throw new Error("--role must be admin or sales");
  const patch = command === "create" || command === "update" ? profilePatch(values) : {};
  if (command === "update" && Object.keys(patch).length === 0)
    throw new Error(
      "update needs at least one of --name, --presenter, --no-presenter, --languages, --hours, --days-off, --meeting-url",
    );
  const { db, close } = await open();
  try {
    if (command === "list") {
      for (const user of await listUsers(db)) out.write(`${describe(user)}\n`);
      return 0;
    }
    const email = values.email!;
    let user = await findUserByEmail(db, email);
    if (command === "create") {
      const created = await createUser(db, email, values.role as "admin" | "sales");
      if (!created.ok)
        throw new Error(`${email} already has an account (use update to change it, reset for a new link)`);
      user = created.user;
      await updateUserProfile(db, user.id, patch);
      await audit(db, {
        actorId: null,
        action: "user_created",
        subjectType: "user",
        subjectId: user.id,
        detail: { role: user.role, via: "cli", presents: patch.presents ?? false },
      });
    }
    if (!user) throw new Error(`${email} has no account`);
    if (command === "update") {
      await updateUserProfile(db, user.id, patch);
      await audit(db, {
        actorId: null,
        action: "user_profile_changed",
        subjectType: "user",
        subjectId: user.id,
        detail: { via: "cli", fields: Object.keys(patch).join(",") },
      });
      out.write(`Updated ${describe((await findUser(db, user.id))!)}\n`);
      return 0;
    }
    if (command === "reset-2fa") {
      await turnOffTwoFactor(db, user.id);
      await audit(db, {
        actorId: null,
        action: "totp_disabled",
        subjectType: "user",
        subjectId: user.id,
        detail: { via: "cli" },
      });
      out.write(
        `Two-factor sign-in is off for ${user.email}: they sign in with their password and turn it on again under Account.\n`,
      );
      return 0;
    }
    const token = await issueUserToken(db, user.id, "invite");
    out.write(
      `${command === "create" ? "Created" : "New link for"} ${user.role} ${user.email}.\nSet the password within ${Math.round(authConfig().inviteTtlMs / 3_600_000)} hours, once, at:\n\n  ${setPasswordUrl(token)}\n`,
    );
    // The origin comes from this shell's SITE_URL (or PORT), not the running server's: said, so a
    // link to the wrong host or port is noticed before it is sent to a colleague (issue #26).
    out.write(`\nLinks use the origin ${authConfig().siteUrl} (SITE_URL, or http://localhost:PORT when unset).\n`);
    return 0;
  } finally {
    await close();
  }
}
