import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postBooking, requestDemo } from "../support/booking";
import { uniqueEmail } from "../support/leads";
import { startServer, type RunningServer } from "../support/start-server";

// ADR 071: on SQLite, booking batches commit on the server's writer thread. A booking that waits
// for the database (here another process holds its write lock, as the users command line may)
// waits there, and the thread that answers visitors keeps answering them.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_DISABLED: "1",
    // The answering thread's own writes (page-view batches, the delivery queue's poll every 2 s)
    // would wait for the held lock there, as they always have: switched off, so that only the
    // booking's writes are in question.
    VISIT_COUNTING: "off",
    DELIVERY_DISABLED: "1",
  });
  // The thread starts beside the server; until it is ready, batches commit on the main thread.
  while (!server.output().includes("booking writer ready")) await new Promise((resolve) => setTimeout(resolve, 50));
});

afterAll(async () => {
  await server?.stop();
});

describe("a booking that waits for the database", () => {
  it("leaves the site answering other visitors, and is booked once the database is free", async () => {
    const { token, slots } = await requestDemo(server.url, uniqueEmail("writer-thread"));
    const other = new Database(join(server.dataDir, "ilimi.sqlite"));
    other.exec("begin immediate");
    let settled = false;
    const booking = postBooking(server.url, token, slots[0]!).finally(() => (settled = true));
    try {
      // Give the booking time to reach the writer and wait there for the lock (busy_timeout 5 s).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const page = await fetch(`${server.url}/demo`);
      expect(page.status).toBe(200);
      // Answered while the booking was still waiting: the answering thread was not the one waiting.
      expect(settled).toBe(false);
    } finally {
      other.exec("rollback");
      other.close();
    }
    const answer = await booking;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/\/booking\/manage\?token=/);
    const db = new Database(join(server.dataDir, "ilimi.sqlite"), { readonly: true });
    try {
      const row = db.prepare("select status from bookings where slot_start = ?").get(slots[0]) as
        { status: string } | undefined;
      expect(row?.status).toBe("confirmed");
    } finally {
      db.close();
    }
  });
});
