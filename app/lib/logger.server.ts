import pino from "pino";
import { env } from "~/env.server";

// Structured JSON logs. Never pass personal data in clear: use maskEmail() for addresses.
export const logger = pino({
  level: env().LOG_LEVEL,
  base: { service: "ilimi-website" },
  redact: { paths: ["email", "*.email", "phone", "*.phone", "req.headers.cookie"], censor: "[redacted]" },
});

/** "ada@school.edu.ng" becomes "a***@s***.edu.ng": enough to tell records apart, not to contact anyone. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const domain = email.slice(at + 1);
  const dot = domain.indexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const rest = dot > 0 ? domain.slice(dot) : "";
  return `${email[0]}***@${host[0] ?? ""}***${rest}`;
}
