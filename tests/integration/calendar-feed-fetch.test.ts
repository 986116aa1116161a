import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedUrlSchema, fetchFeed, FeedError, type FeedPolicy } from "~/booking/calendar/fetch.server";
import { refusal } from "~/booking/calendar/feed-addresses.server";
import { presenterCalendar } from "../support/calendar-feed";

// The feed fetcher against real loopback HTTP servers (ADR 042): what it sends (conditional
// requests), where it stops (size, time) and what it never connects to. The server's own copy of
// these runs in calendar-feeds.test.ts; here the bytes and connections are counted.

let feeds: Server;
let base = "";
let port = 0;
const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
let hugeBytesWritten = 0;
/** When the server saw each path's connection close. */
const closedAt = new Map<string, number>();

const policy = (overrides: Partial<FeedPolicy> = {}): FeedPolicy => ({
  timeoutMs: 1000,
  maxBytes: 100_000,
  allowLoopback: true,
  ownPort: 1,
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<FeedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error("the fetch did not fail");
}

beforeAll(async () => {
  feeds = createServer((request, response) => {
    seen.push({ path: request.url ?? "", headers: request.headers });
    if (request.url === "/calendar.ics") {
      if (request.headers["if-none-match"] === '"v1"') return response.writeHead(304).end();
      response.writeHead(200, {
        "Content-Type": "text/calendar",
        ETag: '"v1"',
        "Last-Modified": "Wed, 25 Nov 2026 10:00:00 GMT",
      });
      return response.end(presenterCalendar);
    }
    if (request.url === "/huge.ics") {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      const chunk = Buffer.alloc(16 * 1024, "X");
      const pump = () => {
        while (hugeBytesWritten < 10 * 1024 * 1024 && !response.destroyed) {
          hugeBytesWritten += chunk.length;
          if (!response.write(chunk)) return response.once("drain", pump);
        }
        response.end();
      };
      return pump();
    }
    if (request.url === "/slow.ics") {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      return response.write("BEGIN:VCALENDAR\r\n"); // and never the rest
    }
    if (request.url === "/to-metadata.ics")
      return response.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" }).end();
    if (request.url === "/to-own-port.ics")
      return response.writeHead(301, { Location: `http://127.0.0.1:${port}/calendar.ics` }).end();
    if (request.url === "/loop.ics") return response.writeHead(302, { Location: "/loop.ics" }).end();
    if (request.url === "/drip-redirect.ics" || request.url === "/drip-error.ics") {
      // A hostile host: a redirect or an error whose body never ends, a byte every 50 ms.
      const path = request.url;
      request.socket.once("close", () => closedAt.set(path, Date.now()));
      response.writeHead(path === "/drip-redirect.ics" ? 302 : 500, { Location: "/calendar.ics" });
      const drip = setInterval(() => response.write("x"), 50);
      return response.once("close", () => clearInterval(drip));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feeds.listen(0, "127.0.0.1", resolve));
  port = (feeds.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  feeds.closeAllConnections();
  feeds.close();
});

describe("reading a presenter's calendar feed", () => {
  it("asks again with the ETag and Last-Modified it was given, and takes 304 as unchanged", async () => {
    const first = await fetchFeed(`${base}/calendar.ics`, { etag: null, lastModified: null }, policy());
    expect(first.status).toBe("ok");
    if (first.status !== "ok") return;
    expect(first.etag).toBe('"v1"');
    const second = await fetchFeed(
      `${base}/calendar.ics`,
      { etag: first.etag, lastModified: first.lastModified },
      policy(),
    );
    expect(second).toEqual({ status: "unchanged" });
    const asked = seen.filter((s) => s.path === "/calendar.ics").at(-1)!.headers;
    expect(asked["if-none-match"]).toBe('"v1"');
    expect(asked["if-modified-since"]).toBe("Wed, 25 Nov 2026 10:00:00 GMT");
  });

  it("cuts off a feed that sends 10 MB once it passes the cap, long before the end", async () => {
    const error = await failure(fetchFeed(`${base}/huge.ics`, { etag: null, lastModified: null }, policy()));
    expect(error.errorClass).toBe("too_big");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hugeBytesWritten).toBeLessThan(10 * 1024 * 1024);
  });

  it("gives up on a feed that starts answering and never finishes", async () => {
    expect(
      (await failure(fetchFeed(`${base}/slow.ics`, { etag: null, lastModified: null }, policy({ timeoutMs: 300 }))))
        .errorClass,
    ).toBe("timeout");
  });

  it("never follows a redirect to the cloud metadata address, this server's port, or round in circles", async () => {
    const before = seen.length;
    expect(
      (await failure(fetchFeed(`${base}/to-metadata.ics`, { etag: null, lastModified: null }, policy()))).errorClass,
    ).toBe("refused_address");
    expect(
      (
        await failure(
          fetchFeed(`${base}/to-own-port.ics`, { etag: null, lastModified: null }, policy({ ownPort: port })),
        )
      ).errorClass,
    ).toBe("refused_address");
    // Refused before connecting: the own-port fetch never reached the server at all.
    expect(seen.slice(before).map((s) => s.path)).toEqual(["/to-metadata.ics"]);
    expect(
      (await failure(fetchFeed(`${base}/loop.ics`, { etag: null, lastModified: null }, policy()))).errorClass,
    ).toBe("too_many_redirects");
  });

  it("closes the connection at once when a host answers a redirect or an error and drips its body for ever", async () => {
    const followed = await fetchFeed(`${base}/drip-redirect.ics`, { etag: null, lastModified: null }, policy());
    expect(followed.status).toBe("ok");
    const failed = await failure(fetchFeed(`${base}/drip-error.ics`, { etag: null, lastModified: null }, policy()));
    expect(failed.errorClass).toBe("http_status");
    const answered = Date.now();
    // Not at the deadline (1 s) nor ever, as when the body was read to its end: within a few drips.
    for (let i = 0; i < 20 && closedAt.size < 2; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(closedAt.get("/drip-redirect.ics"), "the redirect's connection").toBeLessThanOrEqual(answered + 500);
    expect(closedAt.get("/drip-error.ics"), "the error's connection").toBeLessThanOrEqual(answered + 500);
  });

  it("refuses IPv6 addresses that carry a private IPv4 address inside, and the forms nobody serves a calendar from", () => {
    for (const allowLoopback of [false, true]) {
      const real = policy({ allowLoopback, ownPort: 3000 });
      for (const address of [
        "::ffff:a00:1", // mapped, written in hex
        "64:ff9b::10.0.0.1", // NAT64 to a private address
        "64:ff9b::7f00:1", // NAT64 to loopback: no test setting lets that through
        "64:ff9b::169.254.169.254",
        "64:ff9b:1::a00:1", // local-use NAT64
        "::10.0.0.1", // IPv4-compatible
        "::8.8.8.8",
        "::ffff:0:10.0.0.1", // IPv4-translated
        "::ffff:0:8.8.8.8",
        "2002:a00:1::1", // 6to4 of 10.0.0.1
        "2002:c0a8:101::", // 6to4 of 192.168.1.1
        "2002:7f00:1::1", // 6to4 of 127.0.0.1
        "fec0::1", // site-local
        "2001:0:4136:e378:8000:63bf:3fff:fdd2", // Teredo
      ])
        expect(refusal(address, 443, real), address).not.toBeNull();
      for (const address of ["64:ff9b::808:808", "2002:808:808::1", "2001:4860:4860::8888", "::ffff:8.8.8.8"])
        expect(refusal(address, 443, real), address).toBeNull();
    }
  });

  it("refuses private, loopback and link-local addresses when loopback is not allowed for tests", () => {
    const real = policy({ allowLoopback: false, ownPort: 3000 });
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "192.168.0.10",
      "172.20.0.1",
      "169.254.169.254",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:10.0.0.1",
      "100.64.0.1",
      "0.0.0.0",
    ])
      expect(refusal(address, 443, real), address).not.toBeNull();
    expect(refusal("8.8.8.8", 443, real)).toBeNull();
    expect(refusal("127.0.0.1", 3000, policy({ ownPort: 3000 }))).toBe("the server itself");
  });

  it("takes only https addresses (webcal read as https) without credentials from the console", () => {
    const schema = feedUrlSchema(false);
    expect(schema.safeParse("webcal://calendar.google.com/calendar/ical/x/private-abc/basic.ics").data).toBe(
      "https://calendar.google.com/calendar/ical/x/private-abc/basic.ics",
    );
    for (const bad of [
      "http://calendar.example/x.ics",
      "ftp://x/y",
      "https://u:p@calendar.example/x.ics",
      "not a url",
      "",
      "x".repeat(3000),
    ])
      expect(schema.safeParse(bad).success, bad).toBe(false);
  });
});
