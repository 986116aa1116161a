import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import { audit } from "~/audit/audit.server";
import { sendConsoleEmail } from "./mail.server";
import { recordResetRequest, resetRequestWait, throttleKeys } from "./throttle.server";
import { findUserByEmail, issueUserToken, setPasswordUrl } from "./users.server";

// "Forgot your password?" in two halves (ADR 031). While the person waits for the answer, the work
// is the same whatever they typed: the address's counters are read and written, and a job naming
// the typed address is queued. Whether an account exists is looked up only by the job, after the
// answer has gone (the route hands it to the load context's afterResponse), so neither the answer
// nor its timing tells a known address from an unknown one. A reset request is never counted as a
// failed sign-in, and no sign-in wait stops it: a reset link is how the owner gets past one.

export type ResetJob = { kind: "reset-link"; email: string };

export type ResetRequest = { kind: "queued"; job: ResetJob } | { kind: "wait"; seconds: number };

/** The request path: identical work for every well-formed address. */
export async function requestPasswordReset(
  db: Kysely<Database>,
  email: string,
  clientAddress: string,
  now = new Date(),
): Promise<ResetRequest> {
  const keys = await throttleKeys(db, email, clientAddress);
  const seconds = await resetRequestWait(db, keys, now);
  if (seconds > 0) return { kind: "wait", seconds };
  await recordResetRequest(db, keys, now);
  return { kind: "queued", job: { kind: "reset-link", email } };
}

/** Off the request path: a link for an enabled account, nothing for any other address. */
export async function runResetJob(db: Kysely<Database>, job: ResetJob): Promise<void> {
  try {
    const user = await findUserByEmail(db, job.email);
    if (!user || user.disabled_at) return;
    const token = await issueUserToken(db, user.id, "reset");
    await sendConsoleEmail("reset", user.email, setPasswordUrl(token));
    await audit(db, { actorId: user.id, action: "password_reset_requested", subjectType: "user", subjectId: user.id });
  } catch (error) {
    // Never the address: it is personal data.
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, "reset link not sent");
  }
}
