import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { sha256 } from "~/auth/crypto.server";
import type { Database } from "~/db/schema.server";
import { leadsConfig } from "~/delivery/config.server";
import { inviteSummary } from "~/booking/emails";
import { bookingLocation } from "~/booking/links.server";
import { escapeText, foldLine } from "~/booking/ics";

// A presenter's own demos as a calendar they subscribe to from Google Calendar or Outlook (ADR 042).
// The address holds a random token; the database keeps its SHA-256 only, so the address is shown
// once, when made. Making a new one or revoking deletes the old hash: the old address answers 404.
// Disabling the account or ending its presenting deletes it too (ADR 080, app/auth/users.server.ts);
// the address also opens nothing while its owner is disabled or not presenting, whatever made it so.

// Hex, not base64url: every path the site serves is lower case (server/canonical-path.ts).
const tokenPattern = /^[0-9a-f]{64}$/;

const subscriptionPath = (token: string) => `/sales/feeds/${token}.ics`;

/** Makes (or replaces) the presenter's address; returns it, the one time it can be shown. */
export async function issueSubscription(db: Kysely<Database>, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("hex");
  const row = { token_hash: sha256(token), created_at: now.toISOString() };
  await db
    .insertInto("calendar_subscriptions")
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
    .execute();
  return `${leadsConfig().siteUrl}${subscriptionPath(token)}`;
}

export async function revokeSubscription(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("calendar_subscriptions").where("user_id", "=", userId).execute();
}

/** When the presenter's current address was made, or null for none. */
export async function subscriptionSince(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("calendar_subscriptions")
    .select("created_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

const icsTime = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** The calendar a token opens: the presenter's confirmed demos from a week ago on; null for an unknown token. */
export async function subscriptionCalendar(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<string | null> {
  if (!tokenPattern.test(token)) return null;
  const owner = await db
    .selectFrom("calendar_subscriptions")
    .innerJoin("users", "users.id", "calendar_subscriptions.user_id")
    .select("calendar_subscriptions.user_id")
    .where("calendar_subscriptions.token_hash", "=", sha256(token))
    .where("users.disabled_at", "is", null)
    .where("users.presents", "=", 1)
    .executeTakeFirst();
  if (!owner) return null;
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const demos = await db
    .selectFrom("bookings")
    .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
    .select([
      "bookings.id",
      "bookings.slot_start",
      "bookings.slot_end",
      "bookings.sequence",
      "bookings.updated_at",
      "bookings.language",
      "bookings.demo_request_id",
      "demo_requests.institution",
    ])
    .where("bookings.presenter_id", "=", owner.user_id)
    .where("bookings.status", "=", "confirmed")
    .where("bookings.slot_end", ">=", since)
    .orderBy("bookings.slot_start")
    .limit(1000)
    .execute();
  const site = leadsConfig().siteUrl;
  const events = demos.flatMap((demo) => [
    "BEGIN:VEVENT",
    // Not the invitation's UID: this is the presenter's copy, not the visitor's event.
    `UID:${demo.id}@presenter.ilimi`,
    `SEQUENCE:${demo.sequence}`,
    `DTSTAMP:${icsTime(demo.updated_at)}`,
    `DTSTART:${icsTime(demo.slot_start)}`,
    `DTEND:${icsTime(demo.slot_end)}`,
    `SUMMARY:${escapeText(inviteSummary(demo.institution, demo.language))}`,
    `LOCATION:${escapeText(bookingLocation(demo.language))}`,
    `URL:${site}/sales/leads/${demo.demo_request_id}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ]);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Ilimi//Presenter demos//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-PUBLISHED-TTL:PT15M",
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
