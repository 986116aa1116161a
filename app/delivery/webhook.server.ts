import { createHmac } from "node:crypto";
import { DeliveryError, httpFailure, type DeliveryFailure } from "./delivery-failures";

// POSTs one lead event to the CRM/automation webhook. The receiver checks
//   X-Ilimi-Signature: sha256=<hex HMAC-SHA256 of the raw body, keyed with LEADS_WEBHOOK_SECRET>
// and de-duplicates on the body's `id` (also sent as Idempotency-Key): retries resend the same id.

export type WebhookEvent = {
  /** Idempotency key: the lead id for demo_request.created; the delivery id for newsletter events. */
  id: string;
  event: string;
  /** Signed with the body, so a receiver can refuse old replays. Equals X-Ilimi-Timestamp. */
  sentAt: string;
  data: Record<string, unknown>;
};

function signWebhookBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

class WebhookError extends DeliveryError {
  override name = "WebhookError";
  constructor(message: string, failure: DeliveryFailure) {
    super(message, failure);
  }
}

/** Resolves on a 2xx answer; throws on anything else, including a redirect or a timeout. */
export async function postWebhook(options: {
  url: string;
  secret: string;
  event: WebhookEvent;
  timeoutMs: number;
}): Promise<void> {
  const body = JSON.stringify(options.event);
  const timestamp = String(Math.floor(Date.parse(options.event.sentAt) / 1000));
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: "POST",
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: {
        "content-type": "application/json; charset=utf-8",
        "user-agent": "Ilimi-Leads/1",
        "x-ilimi-event": options.event.event,
        "x-ilimi-timestamp": timestamp,
        "x-ilimi-signature": signWebhookBody(options.secret, body),
        "idempotency-key": options.event.id,
      },
    });
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new WebhookError(`no answer within ${options.timeoutMs} ms`, "timeout");
    }
    throw error;
  }
  // The answer's body is not needed; cancelling it frees the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status >= 300)
    throw new WebhookError(`webhook answered HTTP ${response.status}`, httpFailure(response.status));
}
