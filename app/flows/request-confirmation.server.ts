import type { Kysely } from "kysely";
import { confirmationPath } from "~/booking/links.server";
import type { Database } from "~/db/schema.server";
import { guardSettings } from "~/guards/guard-settings.server";
import { logger } from "~/lib/logger.server";
import { checkFormToken, FORM_TOKEN_MAX_AGE_MS, formTokenKey, issueFormToken } from "~/guards/form.server";
import type { PostedFields } from "~/guards/form-values";
import {
  confirmAddressParam,
  confirmRequestField,
  confirmRequestHeadingId,
  formTokenField,
  honeypotField,
} from "~/guards/fields";
import { fastRequestReason, keepFastRequest, quarantineReasonOf, releaseFastRequest } from "~/leads/store.server";
import { readToken, signToken } from "~/guards/signed-tokens.server";

// A demo request that looked automated only by its speed (a one-tap autofill) is stored in
// quarantine and its visitor shown one page with a single "Confirm my request" button (ADR 034).
// The page's address names the request with a signed link; its form carries a fresh form token,
// so the press is timed from when that page was served. A press in time releases the request: it
// is delivered and the visitor reaches the slot picker, as any request does.

const confirmDomain = "ilimi-demo-confirm-v1";
const purpose = "confirm";

/**
 * How soon after the confirm page a press counts as a person's: a second at most. A person reads a
 * sentence and finds the button; a script that posts the page's form at once is asked again, so to
 * get through it must wait, as it had to for the form (and it never learns more than that).
 */
function confirmMinMs(): number {
  return Math.min(guardSettings().minFillMs, 1000);
}

/** The confirm page of a stored request: the form's page with ?confirm=<signed link>. */
/** The page for a request held in quarantine: thanks, no slot, and what to do instead (review=1). */
export const heldPath = (formPath: string) => `${formPath}?sent=1&review=1`;

export async function confirmPagePath(
  db: Kysely<Database>,
  formPath: string,
  requestId: string,
  options: { again?: boolean; now?: number } = {},
): Promise<string> {
  const now = options.now ?? Date.now();
  const token = await signToken(db, confirmDomain, {
    p: purpose,
    s: requestId,
    e: Math.floor((now + FORM_TOKEN_MAX_AGE_MS) / 1000),
  });
  // Scrolled to its heading: without JavaScript the page loads at the top, and on a phone the
  // button would be below the page's introduction.
  return `${formPath}?${confirmAddressParam}=${encodeURIComponent(token)}${options.again ? "&again=1" : ""}#${confirmRequestHeadingId}`;
}

async function requestOf(db: Kysely<Database>, token: unknown): Promise<string | null> {
  const read = await readToken(db, confirmDomain, token, purpose, Date.now(), 600);
  return read.ok ? read.subjectId : null;
}

/** What the confirm page shows: the form's hidden values, and whether the last press came too soon. */
export type ConfirmPage = { confirmToken: string; formToken: string; again: boolean };

/**
 * The confirm page for ?confirm=, or where to go instead: a request already confirmed goes on to
 * its confirmation and picker (Back, a reload, a second tab); a link that names nothing
 * confirmable (forged, expired, purged, kept for good) gets the thanks every quarantined request
 * gets, and the 24-hour promise. Null when the address has no ?confirm=.
 */
export async function confirmPageFor(
  db: Kysely<Database>,
  url: URL,
  formPath: string,
): Promise<ConfirmPage | { redirectTo: string } | null> {
  const confirmToken = url.searchParams.get(confirmAddressParam);
  if (confirmToken === null) return null;
  const id = await requestOf(db, confirmToken);
  const reason = id ? await quarantineReasonOf(db, id) : undefined;
  if (id && reason === null) return { redirectTo: await confirmationPath(db, formPath, id) };
  if (reason !== fastRequestReason) return { redirectTo: heldPath(formPath) };
  return { confirmToken, formToken: await issueFormToken(db), again: url.searchParams.get("again") === "1" };
}

/** Whether a post is a press of the confirm page's button (it posts to the form's own page). */
export function isConfirmPress(fields: PostedFields): boolean {
  return fields.get(confirmRequestField) !== null;
}

/** The press of "Confirm my request": where the visitor goes next. */
export async function confirmFastRequest(
  db: Kysely<Database>,
  formPath: string,
  fields: PostedFields,
): Promise<{ redirectTo: string }> {
  const confirmToken = fields.get(confirmRequestField);
  const id = await requestOf(db, confirmToken);
  // A forged or expired link: whatever it names stays in quarantine, answered like one.
  if (!id) {
    logger.warn({ form: "demo", reason: "confirm-link-invalid" }, "request confirmation refused");
    return { redirectTo: heldPath(formPath) };
  }
  // The confirm form has its honeypot too: a script that fills every field it finds stays out for good.
  if (fields.getAll(honeypotField).some((value) => typeof value === "string" && value.trim() !== "")) {
    logger.warn({ form: "demo", reason: "honeypot" }, "request confirmation refused");
    await keepFastRequest(db, id, "honeypot");
    return { redirectTo: heldPath(formPath) };
  }
  // Pressed too soon after the page was served (or its timestamp is not one we signed, or is a day
  // old): asked once more on a fresh page, never dropped. The request waits in quarantine meanwhile.
  if (checkFormToken(await formTokenKey(db), fields.get(formTokenField), confirmMinMs()) !== "fresh") {
    logger.warn({ form: "demo", reason: "confirm-too-fast" }, "request confirmation asked again");
    return { redirectTo: await confirmPagePath(db, formPath, id, { again: true }) };
  }
  const outcome = await releaseFastRequest(db, id);
  if (outcome === "kept") return { redirectTo: heldPath(formPath) };
  // Released now, or by an earlier press (a double click, Back): the normal confirmation and picker.
  return { redirectTo: await confirmationPath(db, formPath, id) };
}
