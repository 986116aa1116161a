import { once } from "node:events";
import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type MessagePort, Worker } from "node:worker_threads";
import type { Kysely } from "kysely";
import {
  commitBookingBatch,
  runBookingBatchesIn,
  type BookingBatchItem,
  type BookingOutcome,
} from "~/booking/store/commands.server";
import { createRuntime, type Runtime } from "~/runtime/runtime.server";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";

// The booking writer (ADR 071). better-sqlite3 is synchronous: a batch of bookings ran its SQL and
// waited for its commit's fsync (synchronous=FULL) on the thread that answers every request, a
// third of that thread's time with ten presenters (docs/benchmarks.md). On SQLite the server hands
// each batch to this thread, which has its own connection to the same file (WAL: the requests'
// reads go on meanwhile; BEGIN IMMEDIATE and busy_timeout order the two writers). The batch is the
// same function either way (commitBookingBatch); the answer still waits for the commit.

/** Tells the thread's entry (server/booking-writer-thread.ts) that it is the writer. */
export const bookingWriterRole = "ilimi-booking-writer";

/**
 * The built entry of the writer's thread, beside the server's own (`server`: its import.meta.url).
 * React Router names every server entry index*.js, in no promised order; the one that exports
 * `bookingWriterEntry` is the thread's (scripts/built-entry.mjs finds the server's the same way).
 */
export async function bookingWriterEntryBeside(server: string): Promise<URL | undefined> {
  const dir = dirname(fileURLToPath(server));
  for (const file of readdirSync(dir).filter((name) => /^index\d*\.js$/.test(name))) {
    const url = pathToFileURL(`${dir}/${file}`);
    const entry = (await import(/* @vite-ignore */ url.href)) as { bookingWriterEntry?: unknown };
    if (entry.bookingWriterEntry === bookingWriterRole) return url;
  }
  // A build without it still books, on the main thread as before ADR 071; say so once.
  logger.error({ dir }, "no booking writer entry in the build; bookings commit on the main thread");
  return undefined;
}

type Failure = { name: string; message: string; code?: unknown };
type Request = { id: number; items: BookingBatchItem[] } | { stop: true };
type Reply =
  | { ready: true }
  | { ready: false; error: Failure }
  | { id: number; outcomes: BookingOutcome[] }
  | { id: number; error: Failure };

function failure(error: unknown): Failure {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  return { name: error.name, message: error.message, code: (error as { code?: unknown }).code };
}

/** The error as the caller would have seen it here: its message, name and code (SQLite's, for the retries). */
function revive({ name, message, code }: Failure): Error {
  return Object.assign(new Error(message), { name, ...(code === undefined ? {} : { code }) });
}

export type BookingWriter = { stop: () => Promise<void> };

/**
 * Starts the writer's thread from `entry` (the server bundle itself) and sends `db`'s booking
 * batches there once it is ready; until then, and if the thread ever ends, they commit here: a
 * booking never waits for the thread to start and is never left without a writer.
 */
export function startBookingWriter(db: Kysely<Database>, entry: URL): BookingWriter {
  const worker = new Worker(entry, { workerData: { role: bookingWriterRole } });
  const pending = new Map<number, { resolve: (outcomes: BookingOutcome[]) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let state: "starting" | "ready" | "ended" = "starting";
  const send = (items: BookingBatchItem[]) =>
    state === "ready"
      ? new Promise<BookingOutcome[]>((resolve, reject) => {
          const id = ++nextId;
          pending.set(id, { resolve, reject });
          worker.ref();
          worker.postMessage({ id, items } satisfies Request);
        })
      : commitBookingBatch(db, "sqlite", items);
  worker.on("message", (reply: Reply) => {
    if ("ready" in reply) {
      if (reply.ready) {
        state = "ready";
        runBookingBatchesIn(db, send);
        logger.info("booking writer ready");
      } else {
        logger.error(
          { err: reply.error.message },
          "booking writer could not start; bookings commit on the main thread",
        );
        void worker.terminate();
      }
      return;
    }
    const caller = pending.get(reply.id);
    if (!caller) return;
    pending.delete(reply.id);
    if ("error" in reply) caller.reject(revive(reply.error));
    else caller.resolve(reply.outcomes);
    // Idle, the thread must not keep the process alive on its own; busy, it must.
    if (pending.size === 0) worker.unref();
  });
  worker.on("error", (error) => logger.error({ err: error.message }, "booking writer failed"));
  worker.on("exit", () => {
    state = "ended";
    runBookingBatchesIn(db, undefined);
    // A batch cut off here is asked again on this thread, one command at a time (commit-batcher):
    // its bookings were committed or not, and a booked request answers "already booked".
    const ended = new Error("the booking writer ended");
    for (const caller of pending.values()) caller.reject(ended);
    pending.clear();
  });
  worker.unref();
  return {
    stop: async () => {
      runBookingBatchesIn(db, undefined);
      if (state === "ended") return;
      // Referenced until it has ended: at shutdown nothing else may be left to keep this process
      // alive, which then ended at once, before the page-view counts that stop next were written.
      worker.ref();
      if (state === "starting") {
        await worker.terminate();
        return;
      }
      // After the batch in its hands: the thread closes its connection, then ends.
      const ended = once(worker, "exit");
      worker.postMessage({ stop: true } satisfies Request);
      await ended;
    },
  };
}

/**
 * The writer's thread: its own runtime (the same configuration the thread inherited, its own
 * connection; ADR 083), then one batch at a time, in the order they came.
 */
export async function runBookingWriter(port: MessagePort): Promise<void> {
  let runtime: Runtime;
  try {
    runtime = await createRuntime();
  } catch (error) {
    port.postMessage({ ready: false, error: failure(error) } satisfies Reply);
    return;
  }
  let queue = Promise.resolve();
  port.on("message", (request: Request) => {
    queue = queue.then(async () => {
      if ("stop" in request) {
        await runtime.close();
        // Ends this thread only (a worker's process.exit), once its connection has checkpointed.
        process.exit(0);
      }
      try {
        const outcomes = await commitBookingBatch(runtime.db, "sqlite", request.items);
        port.postMessage({ id: request.id, outcomes } satisfies Reply);
      } catch (error) {
        port.postMessage({ id: request.id, error: failure(error) } satisfies Reply);
      }
    });
  });
  port.postMessage({ ready: true } satisfies Reply);
}
