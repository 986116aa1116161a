import pino from "pino";

// Structured JSON logs. Never pass personal data in clear: use maskEmail() for addresses.
// One logger per process; the runtime sets its level from LOG_LEVEL before anything else runs
// (app/runtime/runtime.server.ts, ADR 083), so this module reads no configuration itself.
export const logger = pino({
  level: "info",
  base: { service: "ilimi-website" },
  redact: { paths: ["email", "*.email", "phone", "*.phone", "req.headers.cookie"], censor: "[redacted]" },
});

/**
 * Sends this logger's lines (and its children's, which share its stream) to `write` instead of
 * standard output. For tests/support/in-process.ts only: a suite running the site in its own worker
 * reads the lines as it reads a server process's output (ADR 084); production never calls it.
 */
export function sendLogLinesTo(write: (line: string) => void): void {
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write };
}

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
