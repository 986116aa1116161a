import { parsePhoneNumberFromString } from "libphonenumber-js";
import { postOnce, UnansweredPost, type PostAnswer } from "./http-post.server";

// The two message providers reminders may use beyond e-mail (ADR 041), each as its documented
// HTTP API: the WhatsApp Business Platform Cloud API's template messages, and Termii's SMS API
// (a Nigerian gateway). Each resolves with the provider's message id, or throws a ChannelError
// that says whether trying again could help, and a code the console words for the team. Error
// texts are for the log: they carry no phone number or token. A try that may have reached the
// provider is never one to repeat (ADR 077): it throws MaybeSentError, and only a try the provider
// cannot have received (no connection, 429, a documented 5xx) is retryable.

/** What the operator configured for each channel (read by app/booking/reminders/config.server.ts). */
export type WhatsAppConfig = { apiUrl: string; phoneNumberId: string; token: string; template: string };
export type SmsConfig = {
  apiUrl: string;
  apiKey: string;
  /** The sender ID for every number whose country has none of its own below. */
  senderId: string;
  /** Sender IDs registered in other countries, by ISO country code ("SN", "CI"). */
  senderIdsByCountry?: Readonly<Record<string, string>>;
};

/**
 * The sender ID a number is sent from: its country's own where one is registered, for the networks
 * of Senegal or Côte d'Ivoire replace or drop an ID registered only in Nigeria (docs/deploy.md).
 * `to` is the number in international digits, as Termii takes it.
 */
export function smsSenderFor(config: SmsConfig, to: string): string {
  const country = parsePhoneNumberFromString(`+${to.replace(/^\+/, "")}`)?.country;
  return (country && config.senderIdsByCountry?.[country]) || config.senderId;
}

/** Why a message did not go, as a code (a subset of app/booking/reminders/reasons.ts). */
export type ChannelFailure =
  | "refused"
  | "unavailable"
  | "no_phone"
  | "not_configured"
  | "no_recipient"
  | "booking_gone"
  | "no_answer"
  | "unclear_answer";

export class ChannelError extends Error {
  override name = "ChannelError";
  constructor(
    message: string,
    /** false: the provider refused the message itself (a bad number, an unknown template): do not retry. */
    readonly retryable: boolean,
    /** A provider's answer: unavailable when another try could pass, else refused. */
    readonly code: ChannelFailure = retryable ? "unavailable" : "refused",
  ) {
    super(message);
  }
}

/**
 * The provider may have the message: the request was written and no answer came (in time), or it
 * answered "accepted" without the message id its documentation promises. Never retried.
 */
export class MaybeSentError extends ChannelError {
  override name = "MaybeSentError";
  constructor(message: string, code: "no_answer" | "unclear_answer" = "no_answer") {
    super(message, false, code);
  }
}

/** A provider's words, fit for the console and logs: one line, bounded, long digit runs (numbers) hidden. */
function providerText(value: unknown): string {
  return String(value ?? "")
    .replace(/\+?\d[\d ]{6,}\d/g, "[number]")
    .replace(/[\r\n]+/g, " ")
    .slice(0, 160);
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
  provider: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  let answer: PostAnswer;
  try {
    answer = await postOnce(
      url,
      JSON.stringify(body),
      { "content-type": "application/json", "user-agent": "Ilimi-Reminders/1", ...headers },
      timeoutMs,
    );
  } catch (error) {
    const message = `${provider}: ${error instanceof Error ? error.message : String(error)}`;
    // Written and unanswered: the provider may deliver it; sent again, it would deliver it twice.
    if (error instanceof UnansweredPost && error.written) throw new MaybeSentError(message);
    throw new ChannelError(message, true);
  }
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(answer.text);
    if (parsed && typeof parsed === "object") json = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: judged by its status alone.
  }
  return { status: answer.status, json };
}

/**
 * What a status means for another try. 429 and the 5xx both providers document (500, 503; 502
 * from their edge) say the message was not taken: retried. 504 is a gateway that gave up waiting
 * on the provider, which may have taken it: maybe sent. Any other refusal will not pass later.
 */
function refusal(message: string, status: number): ChannelError {
  if (status === 504) return new MaybeSentError(message);
  return new ChannelError(message, status === 429 || status >= 500);
}

export type TemplateMessage = { to: string; language: string; parameters: string[] };

/**
 * POST {base}/{phone-number-id}/messages with a bearer token: a template message (utility
 * category) with the body's parameters in order. Answers { messages: [{ id }] }, or { error: { message, code } }.
 */
export async function sendWhatsAppTemplate(
  config: WhatsAppConfig,
  message: TemplateMessage,
  timeoutMs: number,
): Promise<string> {
  const body = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: config.template,
      language: { code: message.language },
      components: [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }],
    },
  };
  const { status, json } = await postJson(
    `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`,
    body,
    { authorization: `Bearer ${config.token}` },
    timeoutMs,
    "WhatsApp",
  );
  const id = (json.messages as { id?: unknown }[] | undefined)?.[0]?.id;
  if (status >= 200 && status < 300) {
    if (typeof id === "string") return id;
    throw new MaybeSentError(`WhatsApp answered HTTP ${status} without a message id`, "unclear_answer");
  }
  const error = (json.error ?? {}) as { message?: unknown; code?: unknown };
  throw refusal(
    `WhatsApp answered HTTP ${status}${error.code !== undefined ? ` (code ${providerText(error.code)})` : ""}${error.message ? `: ${providerText(error.message)}` : ""}`,
    status,
  );
}

/**
 * Termii: POST {base}/api/sms/send with { api_key, to, from, sms, type: "plain", channel: "generic" }.
 * Answers { message_id, message: "Successfully Sent", balance, user }, or a 4xx with { message }.
 */
export async function sendSms(
  config: SmsConfig,
  message: { to: string; text: string },
  timeoutMs: number,
): Promise<string> {
  const body = {
    api_key: config.apiKey,
    to: message.to,
    from: smsSenderFor(config, message.to),
    sms: message.text,
    type: "plain",
    channel: "generic",
  };
  const { status, json } = await postJson(`${config.apiUrl}/api/sms/send`, body, {}, timeoutMs, "SMS gateway");
  const id = json.message_id;
  if (status >= 200 && status < 300) {
    if (typeof id === "string" || typeof id === "number") return String(id);
    throw new MaybeSentError(`SMS gateway answered HTTP ${status} without a message id`, "unclear_answer");
  }
  throw refusal(`SMS gateway answered HTTP ${status}${json.message ? `: ${providerText(json.message)}` : ""}`, status);
}
