import nodemailer, { type Transporter } from "nodemailer";
import type { ExternalLogger } from "nodemailer/lib/shared";

// Sends through SMTP_URL with nodemailer. Addresses and subjects go in as structured fields, never
// as raw header text, so a visitor's input cannot add headers; subjects are flattened by oneLine().

/** What an e-mail says: the rooms that write e-mails (leads, booking, auth) hand it to sendEmail. */
export type EmailContent = { subject: string; text: string };

const transports = new Map<string, Transporter>();

function transport(smtpUrl: string, timeoutMs: number): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = nodemailer.createTransport({
      url: smtpUrl,
      // Bounded waits: a stalled mail server must not hold a job past its lease.
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs * 2,
    });
    transports.set(smtpUrl, t);
  }
  return t;
}

export type OutgoingEmail = EmailContent & {
  to: string;
  from: string;
  replyTo?: string;
  /** Adds List-Unsubscribe (newsletter mail). */
  unsubscribeUrl?: string;
  /** List-Unsubscribe's comment, in the e-mail's language. */
  unsubscribeComment?: string;
  /** Lets the receiving side thread and de-duplicate retries of one delivery. */
  messageId?: string;
  /** A calendar invitation as the message's text/calendar part (demo bookings). */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
  attachments?: { filename: string; content: string; contentType: string }[];
};

const mailOf = (email: OutgoingEmail) => ({
  from: email.from,
  to: email.to,
  replyTo: email.replyTo,
  subject: email.subject,
  text: email.text,
  messageId: email.messageId,
  icalEvent: email.icalEvent,
  attachments: email.attachments,
  list: email.unsubscribeUrl
    ? { unsubscribe: { url: email.unsubscribeUrl, comment: email.unsubscribeComment ?? "Unsubscribe" } }
    : undefined,
});

export async function sendEmail(smtpUrl: string, timeoutMs: number, email: OutgoingEmail): Promise<void> {
  await transport(smtpUrl, timeoutMs).sendMail(mailOf(email));
}

/** The mail server had the whole message and did not answer it: it may deliver it. */
export class UnansweredEmail extends Error {
  override name = "UnansweredEmail";
}

/**
 * One e-mail that must not go twice (reminders, ADR 077). A failure before the message's end was
 * written (no connection, no greeting, a reply refusing MAIL, RCPT or DATA) rejects with the
 * error as sendEmail does: the server cannot have accepted a message it never received whole.
 * After it, with no final reply (a timeout, a closed connection), it rejects with UnansweredEmail.
 * The end is known from nodemailer's own account of the message written to the socket, its
 * "message" log entry with the byte counts, given to a logger of this send alone (its own
 * transport, whose timeouts are this send's).
 */
export async function sendEmailOnce(smtpUrl: string, timeoutMs: number, email: OutgoingEmail): Promise<void> {
  let written = false;
  const ignore = () => {};
  const watcher: ExternalLogger = {
    trace: ignore,
    debug: ignore,
    warn: ignore,
    error: ignore,
    fatal: ignore,
    info: (entry: unknown) => {
      const fields = entry && typeof entry === "object" ? (entry as Record<string, unknown>) : {};
      if (fields.tnx === "message" && typeof fields.outByteCount === "number") written = true;
    },
  };
  const once = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    logger: watcher,
  });
  try {
    await once.sendMail(mailOf(email));
  } catch (error) {
    // A reply after the message (a 4xx or 5xx) is an answer: the server said it did not take it.
    const replied = typeof (error as { responseCode?: unknown }).responseCode === "number";
    if (written && !replied)
      throw new UnansweredEmail(`the mail server had the message and did not answer: ${String(error)}`, {
        cause: error,
      });
    throw error;
  } finally {
    once.close();
  }
}

/** Closes pooled SMTP connections (shutdown, tests). */
export function closeEmailTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}
