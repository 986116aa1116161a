import nodemailer, { type Transporter } from "nodemailer";

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

export async function sendEmail(smtpUrl: string, timeoutMs: number, email: OutgoingEmail): Promise<void> {
  await transport(smtpUrl, timeoutMs).sendMail({
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
}

/** Closes pooled SMTP connections (shutdown, tests). */
export function closeEmailTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}
