import { createHmac, timingSafeEqual } from "node:crypto";
import { tokenSecret } from "~/leads/tokens.server";

// Signed links of the booking journey, "<payload>.<signature>" in base64url, keyed with the app
// secret (APP_SECRET or the one kept in the database) under a domain of their own, so a newsletter
// token never passes here. "book" names a stored demo request (the confirmation page's picker);
// "manage" names a booking (the e-mail's reschedule and cancel links, the .ics download). Both
// expire: a link never outlives its use, and a tampered one names nothing.

export type BookingTokenPurpose = "book" | "manage";
type Payload = { p: BookingTokenPurpose; s: string; e: number };
export type VerifiedBookingToken = { ok: true; subjectId: string; expiresAt: number } | { ok: false; reason: "invalid" | "expired" };

function sign(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`ilimi-booking-v1.${payload}`).digest();
}

export async function createBookingToken(purpose: BookingTokenPurpose, subjectId: string, expiresAt: number): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ p: purpose, s: subjectId, e: Math.floor(expiresAt / 1000) } satisfies Payload)).toString("base64url");
  return `${payload}.${sign(await tokenSecret(), payload).toString("base64url")}`;
}

export async function verifyBookingToken(token: unknown, purpose: BookingTokenPurpose, now: number): Promise<VerifiedBookingToken> {
  if (typeof token !== "string" || token.length > 600) return { ok: false, reason: "invalid" };
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = sign(await tokenSecret(), payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let body: Partial<Payload>;
  try {
    body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<Payload>;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (body.p !== purpose || typeof body.s !== "string" || typeof body.e !== "number") return { ok: false, reason: "invalid" };
  if (body.e * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, subjectId: body.s, expiresAt: body.e * 1000 };
}
