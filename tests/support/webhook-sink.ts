import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP receiver on loopback that records every request. It can be told to fail (HTTP 500)
// or to go down entirely (connection refused) and come back on the same port.

/** `url` is the request's path and query: senders given different query strings can be told apart. */
type ReceivedWebhook = {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
  status: number;
  at: number;
};

export type WebhookSink = {
  url: string;
  received: ReceivedWebhook[];
  /** What the sink answers from now on. */
  setStatus: (status: number) => void;
  /** Milliseconds the sink waits before answering (a slow receiver). */
  setDelay: (ms: number) => void;
  down: () => Promise<void>;
  up: () => Promise<void>;
  /** Resolves once `predicate` holds for the requests received so far (polls), or rejects. */
  waitFor: (predicate: (received: ReceivedWebhook[]) => boolean, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

export function verifySignature(secret: string, body: string, header: string | string[] | undefined): boolean {
  if (typeof header !== "string" || !header.startsWith("sha256=")) return false;
  const expected = createHmac("sha256", secret).update(body, "utf8").digest();
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function startWebhookSink(): Promise<WebhookSink> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  let delayMs = 0;
  let port = 0;
  let server: Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const srv = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(body) as Record<string, unknown>;
          } catch {
            // recorded as is
          }
          const answer = status;
          received.push({ url: req.url ?? "", headers: req.headers, body, json, status: answer, at: Date.now() });
          setTimeout(() => {
            if (!res.destroyed)
              res.writeHead(answer, { "content-type": "application/json" }).end(JSON.stringify({ ok: answer < 300 }));
          }, delayMs);
        });
      });
      srv.once("error", reject);
      srv.listen(port, "127.0.0.1", () => {
        port = (srv.address() as AddressInfo).port;
        server = srv;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const srv = server;
      server = undefined;
      srv.close(() => resolve());
      srv.closeAllConnections();
    });

  await listen();
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    setStatus: (s) => (status = s),
    setDelay: (ms) => (delayMs = ms),
    down: stop,
    up: listen,
    waitFor: (predicate, timeoutMs = 15_000) => waitUntil(() => predicate(received), timeoutMs, "webhook requests"),
    close: stop,
  };
}
