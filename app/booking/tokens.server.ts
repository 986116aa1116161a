import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { readToken, signToken } from "~/guards/signed-tokens.server";

// Signed links of the booking journey, "<payload>.<signature>" in base64url, keyed with the app
// secret (APP_SECRET or the one kept in the database) under a domain of their own, so a newsletter
// token never passes here. "book" names a stored demo request (the confirmation page's picker);
// "manage" names a booking (the e-mail's reschedule and cancel links, the .ics download). Both
// expire: a link never outlives its use, and a tampered one names nothing.

export type BookingTokenPurpose = "book" | "manage";
type Payload = { p: BookingTokenPurpose; s: string; e: number };
export type VerifiedBookingToken =
  { ok: true; subjectId: string; expiresAt: number } | { ok: false; reason: "invalid" | "expired" };

const bookingDomain = "ilimi-booking-v1";

export async function createBookingToken(
  db: Kysely<Database>,
  purpose: BookingTokenPurpose,
  subjectId: string,
  expiresAt: number,
): Promise<string> {
  return signToken(db, bookingDomain, { p: purpose, s: subjectId, e: Math.floor(expiresAt / 1000) } satisfies Payload);
}

export async function verifyBookingToken(
  db: Kysely<Database>,
  token: unknown,
  purpose: BookingTokenPurpose,
  now: number,
): Promise<VerifiedBookingToken> {
  const read = await readToken(db, bookingDomain, token, purpose, now, 600);
  if (!read.ok) return read;
  // Every booking link expires: one without an expiry was not made here.
  return read.expiresAt === undefined
    ? { ok: false, reason: "invalid" }
    : { ok: true, subjectId: read.subjectId, expiresAt: read.expiresAt };
}
