// Why a delivery has not gone, or will not (ADR 066, as ADR 062 for reminders): a code, stored in
// outbox.last_error. The team reads the console's words for it (app/content/sales-console-lead.ts,
// timeline.failure); the technical reason (an SMTP server's or a receiver's answer) goes to the
// log only, through describeError, which masks addresses.

const deliveryFailures = [
  // A try failed; the outbox tries again later.
  "timeout",
  "unreachable",
  "refused",
  "unavailable",
  "sign_in_refused",
  "not_configured",
  "send_failed",
  // Cancelled: nothing left to send.
  "record_gone",
  "not_for_target",
  "no_longer_applies",
  "interrupted",
  "maybe_sent",
  "late",
  // A visitor's request confirmation, when they booked a time before it was due (ADR 099).
  "booked_instead",
] as const;

export type DeliveryFailure = (typeof deliveryFailures)[number];

function isDeliveryFailure(value: unknown): value is DeliveryFailure {
  return (deliveryFailures as readonly unknown[]).includes(value);
}

/** An error that already knows its code (a webhook's answer, a setting missing). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly failure: DeliveryFailure,
  ) {
    super(message);
  }
}

/** A status answered over HTTP: 429 and 5xx may pass on a later try, anything else was refused. */
export const httpFailure = (status: number): DeliveryFailure =>
  status === 429 || status >= 500 ? "unavailable" : "refused";

const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNECTION",
  "EDNS",
  "ESOCKET",
  "ETLS",
]);

function fields(error: unknown): { code?: unknown; responseCode?: unknown; name?: unknown; failure?: unknown } {
  return error && typeof error === "object" ? (error as Record<string, unknown>) : {};
}

/**
 * The code of a failed try, from the error's shape: its own code (DeliveryError, a reminder's
 * ChannelError), nodemailer's (`code`, `responseCode`), or a socket's under fetch's `cause`.
 */
export function deliveryFailure(error: unknown): DeliveryFailure {
  const own = fields(error);
  if (isDeliveryFailure(own.failure)) return own.failure;
  if (own.name === "ChannelError" && isDeliveryFailure(own.code)) return own.code;
  if (own.name === "TimeoutError" || own.name === "AbortError") return "timeout";
  for (const e of [own, fields((error as { cause?: unknown } | null)?.cause)]) {
    if (e.code === "ETIMEDOUT" || e.code === "UND_ERR_CONNECT_TIMEOUT") return "timeout";
    if (e.code === "EAUTH") return "sign_in_refused";
    if (typeof e.responseCode === "number") return e.responseCode >= 500 ? "refused" : "unavailable";
    if (typeof e.code === "string" && unreachableCodes.has(e.code)) return "unreachable";
  }
  return "send_failed";
}

/** A stored last_error as the console words it: its code, "other" for text stored before the codes, null when none. */
export function readDeliveryFailure(stored: string | null | undefined): DeliveryFailure | "other" | null {
  if (!stored) return null;
  return isDeliveryFailure(stored) ? stored : "other";
}
