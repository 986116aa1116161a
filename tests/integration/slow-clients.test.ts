import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "~/runtime/config.server";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// Clients that hold the server's sockets (issue #14): headers or a body trickled a byte at a
// time, idle keep-alive connections, and more connections than the cap. Each deadline is set
// short here (the defaults are 10 s, 30 s, 5 s and 1,000 connections) so the test proves the
// mechanism, not the default; a trickle stops only when the server closes the socket.

const built = builtServerAvailable(process.env.ILIMI_BUILD_DIR || "build", "Slow client tests");

type Conversation = { socket: Socket; received: () => string; closed: Promise<void> };

function open(port: number): Promise<Conversation> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", () => {});
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.once("connect", () => resolve({ socket, received: () => received, closed }));
    socket.once("error", reject);
  });
}

/** Writes one byte every `everyMs` until the server closes the connection; resolves with the bytes it got written. */
async function trickle(c: Conversation, text: string, everyMs: number): Promise<number> {
  let stopped = false;
  void c.closed.then(() => (stopped = true));
  let sent = 0;
  for (const ch of text) {
    if (stopped || c.socket.destroyed) break;
    c.socket.write(ch);
    sent += 1;
    await Promise.race([new Promise((r) => setTimeout(r, everyMs)), c.closed]);
  }
  await c.closed;
  return sent;
}

describe("the server's limits are validated configuration", () => {
  it("refuses a header deadline longer than the whole request's", () => {
    expect(() => readEnv({ SERVER_HEADERS_TIMEOUT_MS: "40000", SERVER_REQUEST_TIMEOUT_MS: "30000" })).toThrow(
      /SERVER_HEADERS_TIMEOUT_MS must not be longer than SERVER_REQUEST_TIMEOUT_MS/,
    );
    expect(() => readEnv({ SERVER_MAX_CONNECTIONS: "0" })).toThrow(/SERVER_MAX_CONNECTIONS/);
    expect(readEnv({})).toMatchObject({
      SERVER_HEADERS_TIMEOUT_MS: 10_000,
      SERVER_REQUEST_TIMEOUT_MS: 30_000,
      SERVER_KEEP_ALIVE_TIMEOUT_MS: 5000,
      SERVER_MAX_CONNECTIONS: 1000,
    });
  });
});

describe.skipIf(!built)("a client that trickles or hoards connections", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      SERVER_HEADERS_TIMEOUT_MS: "1000",
      SERVER_REQUEST_TIMEOUT_MS: "2000",
      SERVER_KEEP_ALIVE_TIMEOUT_MS: "1000",
      SERVER_MAX_CONNECTIONS: "20",
      FORM_MIN_FILL_MS: "0",
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("closes a connection whose headers arrive a byte at a time, with a 408", async () => {
    const c = await open(server.port);
    // 200 bytes at one per 100 ms would take 20 s; the header deadline is 1 s.
    const sent = await trickle(c, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${"a".repeat(160)}\r\n\r\n`, 100);
    expect(sent).toBeLessThan(100);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a form post whose body arrives a byte at a time", async () => {
    const c = await open(server.port);
    const body = "email=" + "a".repeat(300) + "%40school.edu.ng";
    c.socket.write(
      `POST /newsletter HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // The headers were on time; the whole request (2 s) is not.
    const sent = await trickle(c, body, 100);
    expect(sent).toBeLessThan(body.length);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes an idle keep-alive connection after its request was answered", async () => {
    const c = await open(server.port);
    c.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 200 /);
    // The configured second, not Node's default five, is what the client is told and held to.
    expect(c.received()).toMatch(/Keep-Alive: timeout=1\r\n/i);
  });

  it("answers connections beyond the cap with a 503 and closes them, and serves again once they go", async () => {
    const hoard = await Promise.all(Array.from({ length: 20 }, () => open(server.port)));
    const extra = await open(server.port);
    extra.socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await extra.closed;
    expect(extra.received()).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(extra.received()).toMatch(/Retry-After: 5/);
    for (const c of hoard) c.socket.destroy();
    await Promise.all(hoard.map((c) => c.closed));
    // The server counts a connection gone when its own side sees the close, a moment after ours.
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.output()).toContain("SERVER_MAX_CONNECTIONS");
  });
});
