import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { CalendarParser } from "~/booking/calendar/feeds.server";
import { CalendarContentError, CalendarTooComplexError } from "~/booking/calendar/parse.server";
import type { BusyInterval } from "~/booking/presenters/profile";
import { logger } from "~/lib/logger.server";
import { calendarParseEntry, type ParseReply, type ParseRequest } from "./calendar-parse-thread";

// Presenters' feeds are read on a thread of their own (ADR 076). A feed is a stranger's text, and
// ical.js is synchronous: a rule that never yields, or a zone that expands into millions of
// changes, held the thread that answers every request, /healthz included. Here it holds a worker
// with a heap of its own (resourceLimits) and a wall-time limit; past either the worker is
// terminated, the feed is stored as "too_complex", and the next feed gets a new worker.

/** The worker's heap: a 2 MB feed of 20,000 events peaks near 100 MB. */
const resourceLimits = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
/**
 * An idle worker is ended after this, its memory returned. Starting one costs 300-650 ms of CPU on
 * a busy machine, a parse on a warm one a few ms: kept across a round of feeds (one every 30 s).
 */
const IDLE_MS = 120_000;
/** A worker that has not loaded within this (on top of the feed's own limit) is ended. */
const START_MS = 10_000;

/** The built entry of the parse thread, beside the server's own (`server`: its import.meta.url). */
export async function calendarParseEntryBeside(server: string): Promise<URL | undefined> {
  const dir = dirname(fileURLToPath(server));
  for (const file of readdirSync(dir).filter((name) => /^index\d*\.js$/.test(name))) {
    const url = pathToFileURL(`${dir}/${file}`);
    const entry = (await import(/* @vite-ignore */ url.href)) as { calendarParseEntry?: unknown };
    if (entry.calendarParseEntry === calendarParseEntry) return url;
  }
  logger.error({ dir }, "no calendar parse entry in the build; feeds are read on the main thread");
  return undefined;
}

function revive({ name, message }: { name: string; message: string }): Error {
  if (name === "CalendarTooComplexError") return new CalendarTooComplexError(message);
  return new CalendarContentError(message);
}

export type CalendarParseThread = { parse: CalendarParser; stop: () => Promise<void> };

/**
 * Parses feeds on one worker started from `entry` when a feed comes, kept for the next ones and
 * ended when idle. One feed at a time: the wall time of each starts when the worker takes it.
 * (Only a fresh worker announces itself, so "ready" answers the one feed that started it.)
 */
export function startCalendarParseThread(entry: URL, timeoutMs: number): CalendarParseThread {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 0;

  const end = (ending: Worker) => {
    if (worker === ending) worker = undefined;
    void ending.terminate();
  };

  const parseOne = (text: string, from: number, to: number) =>
    new Promise<BusyInterval[]>((resolve, reject) => {
      clearTimeout(idle);
      const fresh = !worker;
      const current = (worker ??= new Worker(entry, { workerData: { role: calendarParseEntry }, resourceLimits }));
      const id = ++nextId;
      let timer: NodeJS.Timeout | undefined;
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        current.off("message", onMessage).off("error", onError).off("exit", onExit);
        current.unref();
        idle = setTimeout(() => end(current), IDLE_MS).unref();
        outcome();
      };
      const overrun = (limit: number) =>
        setTimeout(() => {
          end(current);
          settle(() => reject(new CalendarTooComplexError(`not read within ${limit} ms`)));
        }, limit);
      // The feed's wall time starts once the worker has loaded (300-650 ms when the machine is busy).
      const send = () => {
        clearTimeout(timer);
        timer = overrun(timeoutMs);
        current.postMessage({ id, text, from, to } satisfies ParseRequest);
      };
      const onMessage = (reply: ParseReply) => {
        if ("ready" in reply) return send();
        if (reply.id !== id) return;
        settle(() => ("busy" in reply ? resolve(reply.busy) : reject(revive(reply.error))));
      };
      // ERR_WORKER_OUT_OF_MEMORY past resourceLimits, or the thread failed: either way, not this feed's busy times.
      const onError = (error: Error) => {
        end(current);
        settle(() => reject(new CalendarTooComplexError(`parse thread: ${error.message.slice(0, 120)}`)));
      };
      const onExit = () => {
        if (worker === current) worker = undefined;
        settle(() => reject(new CalendarTooComplexError("the parse thread ended")));
      };
      current.on("message", onMessage).on("error", onError).on("exit", onExit);
      current.ref();
      if (fresh) timer = overrun(timeoutMs + START_MS);
      else send();
    });

  return {
    parse: (text, from, to) => {
      const turn = queue.then(() => parseOne(text, from, to));
      queue = turn.catch(() => undefined);
      return turn;
    },
    stop: async () => {
      clearTimeout(idle);
      if (worker) await worker.terminate();
      worker = undefined;
    },
  };
}
