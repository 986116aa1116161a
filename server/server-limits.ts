import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Env } from "~/env.server";
import { logger } from "~/lib/logger.server";

// Timeouts and a connection cap that fit a site whose largest request is a 64 KiB form (issue #14).
// Node's defaults let a client trickle a body for 300 s and hold any number of sockets. Node checks
// the header and request deadlines on a timer (30 s by default); it runs every second here, so a
// deadline is kept to within a second.

export type ServerLimits = Pick<
  Env,
  "SERVER_HEADERS_TIMEOUT_MS" | "SERVER_REQUEST_TIMEOUT_MS" | "SERVER_KEEP_ALIVE_TIMEOUT_MS" | "SERVER_MAX_CONNECTIONS"
>;

/** Options for http.createServer: how often the deadlines below are checked. */
export const serverOptions = { connectionsCheckingInterval: 1000 } as const;

const refusal = (status: string, extra: string) =>
  Buffer.from(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nCache-Control: no-store\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nContent-Security-Policy: default-src 'none'\r\n${extra}Content-Length: `,
    "latin1",
  );

function answer(socket: Socket, head: Buffer, body: string): void {
  if (socket.destroyed || !socket.writable) return void socket.destroy();
  socket.end(Buffer.concat([head, Buffer.from(`${Buffer.byteLength(body)}\r\n\r\n${body}`)]));
}

export function applyServerLimits(server: Server, limits: ServerLimits): void {
  server.headersTimeout = limits.SERVER_HEADERS_TIMEOUT_MS;
  server.requestTimeout = limits.SERVER_REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = limits.SERVER_KEEP_ALIVE_TIMEOUT_MS;

  // Over the cap a connection is answered with a plain 503 and closed at once, never handed to
  // HTTP (Node's own maxConnections would drop it without a word). The HTTP server's own
  // connection listener runs only for connections under the cap.
  const busy = refusal("503 Service Unavailable", "Retry-After: 5\r\n");
  const httpListeners = server.listeners("connection") as ((socket: Socket) => void)[];
  server.removeAllListeners("connection");
  let open = 0;
  let lastWarning = 0;
  server.on("connection", (socket: Socket) => {
    open += 1;
    socket.once("close", () => (open -= 1));
    if (open <= limits.SERVER_MAX_CONNECTIONS) {
      for (const listener of httpListeners) listener.call(server, socket);
      return;
    }
    if (Date.now() - lastWarning > 10_000) {
      lastWarning = Date.now();
      logger.warn(
        { open, cap: limits.SERVER_MAX_CONNECTIONS },
        "connection refused: too many open connections (SERVER_MAX_CONNECTIONS)",
      );
    }
    socket.on("error", () => socket.destroy());
    socket.setTimeout(2000, () => socket.destroy());
    socket.resume();
    answer(socket, busy, "The server is busy. Please try again in a few seconds.\n");
  });

  // A request that broke the rules before Express saw it: too slow, or not HTTP we speak. Node
  // would answer a bare 400/408; these say which, and a method it does not know gets 405 like any
  // other method the site does not serve (never a 5xx).
  const slow = refusal("408 Request Timeout", "");
  const bad = refusal("400 Bad Request", "");
  const unknownMethod = refusal("405 Method Not Allowed", "Allow: GET, HEAD, POST\r\n");
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT")
      return answer(socket, slow, "The request took too long to arrive.\n");
    if (error.code === "HPE_INVALID_METHOD") return answer(socket, unknownMethod, "This method is not allowed here.\n");
    answer(socket, bad, "The request could not be read.\n");
  });
}
