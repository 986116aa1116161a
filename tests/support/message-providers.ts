import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { waitUntil } from "./webhook-sink";

// Loopback stand-ins for the reminder channels' providers, answering as their documentation says:
// the WhatsApp Business Platform Cloud API (POST /{version}/{phone-number-id}/messages, bearer
// token; { messaging_product, contacts, messages: [{ id }] }, or { error: { message, type, code } })
// and Termii's SMS API (POST /api/sms/send; { message_id, message, balance, user }, or a 4xx with
// { message }). Each keeps every request it was sent, for the tests to check. `holdFrom(n)` makes
// it answer nothing from its n-th request on (a provider that stopped answering: the sender's
// timeout decides); each held request records whether the sender hung up on it. `answerAfter(ms)`
// makes it a slow provider: it takes each request (and would deliver it) but answers only after
// ms. `refuseConnections()` stops it listening (connections refused) until `listenAgain()`.

type ProviderRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The HTTP status answered, or undefined while held (or never answered). */
  answered?: number;
  /** Held, and the sender closed the connection before any answer. */
  abandoned?: boolean;
};

export type ProviderSink = {
  /** The base URL to configure (WhatsApp: with the Graph API version). */
  url: string;
  requests: ProviderRequest[];
  /** The next answers' HTTP status (200 by default): 4xx/5xx answer the provider's error shape. */
  answerWith: (status: number) => void;
  /** From the n-th request on (counting from 1), answer nothing until close. */
  holdFrom: (n: number) => void;
  /** Answer each request only this long after it arrived (0: at once). */
  answerAfter: (ms: number) => void;
  /** Stop listening: the next connections are refused, until listenAgain(). */
  refuseConnections: () => Promise<void>;
  listenAgain: () => Promise<void>;
  waitFor: (predicate: (requests: ProviderRequest[]) => boolean, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

type Answer = (request: ProviderRequest, status: number, count: number) => unknown;

async function startProvider(prefix: string, answer: Answer): Promise<ProviderSink> {
  const requests: ProviderRequest[] = [];
  let status = 200;
  let holdFrom = Infinity;
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { unparsed: text };
      }
      const request: ProviderRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
      requests.push(request);
      if (requests.length >= holdFrom) {
        res.on("close", () => (request.abandoned = request.answered === undefined));
        return;
      }
      const reply = () => {
        request.answered = status;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer(request, status, count)));
      };
      const count = requests.length;
      if (delayMs === 0) return reply();
      res.on("close", () => (request.abandoned = request.answered === undefined));
      setTimeout(() => {
        if (!res.destroyed) reply();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  let listening = true;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    requests,
    answerWith: (next) => (status = next),
    holdFrom: (n) => (holdFrom = n),
    answerAfter: (ms) => (delayMs = ms),
    refuseConnections: () =>
      new Promise<void>((resolve) => {
        listening = false;
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
    listenAgain: () =>
      new Promise<void>((resolve) => {
        listening = true;
        server.listen(port, "127.0.0.1", resolve);
      }),
    waitFor: (predicate, timeoutMs = 15_000) => waitUntil(() => predicate(requests), timeoutMs, "provider requests"),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // held requests too
        if (!listening) return resolve();
        server.close(() => resolve());
      }),
  };
}

export function startWhatsAppProvider(): Promise<ProviderSink> {
  return startProvider("/v21.0", (request, status, count) =>
    status < 300
      ? {
          messaging_product: "whatsapp",
          contacts: [{ input: request.body.to, wa_id: request.body.to }],
          messages: [{ id: `wamid.TEST${count}` }],
        }
      : {
          error: {
            message: status === 400 ? "(#131026) Message undeliverable" : "Service temporarily unavailable",
            type: "OAuthException",
            code: status === 400 ? 131026 : 2,
            fbtrace_id: "Atest",
          },
        },
  );
}

export function startSmsProvider(): Promise<ProviderSink> {
  return startProvider("", (_request, status, count) =>
    status < 300
      ? { code: "ok", message_id: `30${count}`, message: "Successfully Sent", balance: 9, user: "Ilimi Test" }
      : { message: status === 400 ? "Invalid phone number" : "Server error" },
  );
}
