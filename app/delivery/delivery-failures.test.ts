import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryFailure, readDeliveryFailure } from "./delivery-failures";
import { postWebhook } from "./webhook.server";

// A failed delivery is stored as a code the console words (ADR 066), found from the real errors a
// receiver gives: refused connections, no answer in time, HTTP statuses, an SMTP server's reply.

const event = { id: "lead-1", event: "demo_request.created", sentAt: "2026-11-26T10:00:00.000Z", data: {} };
const failureOf = (run: () => Promise<unknown>) =>
  run().then(
    () => "delivered",
    (error: unknown) => deliveryFailure(error),
  );

describe("the code of a failed delivery", () => {
  let server: Server;
  let url = "";
  let status = 500;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/silent") return; // never answers
      res.statusCode = status;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post =
    (path = "/", timeoutMs = 2000) =>
    () =>
      postWebhook({ url: `${url}${path}`, secret: "s", event, timeoutMs });

  it("tells a receiver that is busy from one that refuses", async () => {
    status = 503;
    expect(await failureOf(post())).toBe("unavailable");
    status = 429;
    expect(await failureOf(post())).toBe("unavailable");
    status = 400;
    expect(await failureOf(post())).toBe("refused");
    status = 302;
    expect(await failureOf(post())).toBe("refused");
  });

  it("tells a receiver that does not answer from one that cannot be reached", async () => {
    expect(await failureOf(post("/silent", 100))).toBe("timeout");
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(
      await failureOf(() => postWebhook({ url: `http://127.0.0.1:${port}/`, secret: "s", event, timeoutMs: 2000 })),
    ).toBe("unreachable");
  });

  it("reads an SMTP server's reply as nodemailer gives it: a permanent one refused, a temporary one unavailable", () => {
    const smtp = (fields: Record<string, unknown>) => Object.assign(new Error("smtp"), fields);
    expect(deliveryFailure(smtp({ code: "EENVELOPE", responseCode: 550 }))).toBe("refused");
    expect(deliveryFailure(smtp({ code: "EMESSAGE", responseCode: 451 }))).toBe("unavailable");
    expect(deliveryFailure(smtp({ code: "EAUTH", responseCode: 535 }))).toBe("sign_in_refused");
    expect(deliveryFailure(smtp({ code: "ECONNECTION" }))).toBe("unreachable");
    expect(deliveryFailure(smtp({ code: "ETIMEDOUT" }))).toBe("timeout");
    expect(deliveryFailure(new Error("something else"))).toBe("send_failed");
  });

  it("shows text stored before the codes as 'see the log', never as it was written", () => {
    expect(readDeliveryFailure("unavailable")).toBe("unavailable");
    expect(readDeliveryFailure("WebhookError: webhook answered HTTP 500")).toBe("other");
    expect(readDeliveryFailure(null)).toBeNull();
  });
});
