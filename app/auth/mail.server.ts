import { consoleEmails } from "~/content/sales-console";
import { authConfig } from "./config.server";
import { leadsConfig } from "~/delivery/config.server";
import { sendEmail } from "~/delivery/email.server";
import { logger } from "~/lib/logger.server";

// Invite and reset e-mails, sent at once through SMTP_URL (the person is waiting for them). Not
// through the outbox: a link that arrives an hour later, after retries, has expired anyway; the
// admin who invites sees whether it went and can copy the link instead.

export async function sendConsoleEmail(kind: "invite" | "reset", to: string, link: string): Promise<boolean> {
  const config = leadsConfig();
  if (!config.smtpUrl) {
    // The admin is told to pass the link on; what to set is the operator's news (issue #41, item 10).
    logger.warn(
      { kind },
      "console e-mail not sent: SMTP_URL is not set; set SMTP_URL and SMTP_FROM to e-mail invites and reset links",
    );
    return false;
  }
  const auth = authConfig();
  const content =
    kind === "invite"
      ? consoleEmails.invite(link, Math.round(auth.inviteTtlMs / 3_600_000))
      : consoleEmails.reset(link, Math.round(auth.resetTtlMs / 60_000));
  try {
    await sendEmail(config.smtpUrl, config.timeoutMs, { ...content, to, from: config.smtpFrom });
    return true;
  } catch (error) {
    logger.warn({ kind, err: error instanceof Error ? error.message : String(error) }, "console e-mail not sent");
    return false;
  }
}
