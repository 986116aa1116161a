import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { waitUntil } from "./webhook-sink";

// A real SMTP server on loopback (the smtp-server package) that keeps every message it is given.
// Messages are parsed with plain header/body splitting: enough for the single-part text mail we send.
// `stallAfterDataTo(address)`: a message to it is received whole (and kept, as a server that will
// deliver it) but never answered, as a mail server that stalls after DATA. `deferRcptTo(address, n)`:
// the next n RCPT TO of it are answered 451, a temporary refusal before any message was sent.

export type ReceivedEmail = {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
};

export type SmtpSink = {
  url: string;
  messages: ReceivedEmail[];
  stallAfterDataTo: (address: string) => void;
  deferRcptTo: (address: string, times: number) => void;
  waitFor: (predicate: (messages: ReceivedEmail[]) => boolean, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

function decodeWords(value: string): string {
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects: =?UTF-8?Q?...?= or =?UTF-8?B?...?=
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g,
    (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? "7bit").toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

export function parseEmail(raw: string): { headers: Record<string, string>; subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : "";
  const headers: Record<string, string> = {};
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const text = decodeBody(body, headers["content-transfer-encoding"]).replace(/\r\n/g, "\n");
  return { headers, subject: decodeWords(headers.subject ?? ""), text };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedEmail[] = [];
  const stalled = new Set<string>();
  const deferred = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to manage in tests.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const left = deferred.get(address.address) ?? 0;
      if (left <= 0) return callback();
      deferred.set(address.address, left - 1);
      callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseEmail(raw),
        });
        if (session.envelope.rcptTo.some((r) => stalled.has(r.address))) return; // never answered
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // smtp-server re-emits a client's reset inside a transaction (ECONNRESET after MAIL FROM, as when
  // the sender closes before reading "221 Bye") on the server. With no listener that is an uncaught
  // exception in the test process, failing whichever test runs at that moment (it did, one run in
  // many). A client's dropped connection is the client's business; the tests assert what arrived.
  server.on("error", () => {});
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stallAfterDataTo: (address) => stalled.add(address),
    deferRcptTo: (address, times) => deferred.set(address, times),
    waitFor: (predicate, timeoutMs = 15_000) => waitUntil(() => predicate(messages), timeoutMs, "e-mails"),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
