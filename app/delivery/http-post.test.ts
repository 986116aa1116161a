import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postOnce, UnansweredPost } from "./http-post.server";

// Whether a post that got no answer could have reached the receiver (ADR 077), against a real
// loopback server: refused before any connection, or taken and never answered.

const outcome = (run: Promise<unknown>) =>
  run.then(
    (answer) => answer,
    (error: unknown) => (error instanceof UnansweredPost ? { written: error.written } : { other: String(error) }),
  );

describe("a post to a message provider", () => {
  let server: Server;
  let url = "";
  let closedPort = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      if (req.url === "/silent") return; // takes the request, never answers
      res.writeHead(503, { "content-type": "application/json" });
      res.end('{"message":"busy"}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("refused before a connection was made: not written, so a retry is safe", async () => {
    expect(await outcome(postOnce(`http://127.0.0.1:${closedPort}/`, "{}", {}, 1000))).toEqual({ written: false });
  });

  it("taken and not answered in time: written, so the receiver may have it", async () => {
    expect(await outcome(postOnce(`${url}/silent`, "{}", {}, 300))).toEqual({ written: true });
  });

  it("answered: its status and body, whatever the status", async () => {
    expect(await outcome(postOnce(`${url}/busy`, "{}", {}, 1000))).toEqual({ status: 503, text: '{"message":"busy"}' });
  });
});
