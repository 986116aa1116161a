import { isMainThread, type MessagePort, parentPort, workerData } from "node:worker_threads";
import { busyIntervals } from "~/booking/calendar/parse.server";
import type { BusyInterval } from "~/booking/presenters/profile";

// The presenters' feeds' parse thread (ADR 076): a server bundle entry of its own (vite.config.ts),
// like the bookings' writer (ADR 071), so the thread loads ical.js and the parser, not the pages.
// The server finds this entry by its export (server/calendar-parser.ts); loaded anywhere but in
// that thread, it does nothing.

/** Names this entry among the bundle's index*.js files, and tells the thread it is the parser. */
export const calendarParseEntry = "ilimi-calendar-parser";

export type ParseRequest = { id: number; text: string; from: number; to: number };
export type ParseReply =
  { ready: true } | { id: number; busy: BusyInterval[] } | { id: number; error: { name: string; message: string } };

/** "ready" once loaded, then one feed per message, answered with its busy times or why not (the error's name says which). */
function runCalendarParser(port: MessagePort): void {
  port.on("message", ({ id, text, from, to }: ParseRequest) => {
    try {
      port.postMessage({ id, busy: busyIntervals(text, from, to) } satisfies ParseReply);
    } catch (error) {
      const { name, message } = error instanceof Error ? error : { name: "Error", message: String(error) };
      port.postMessage({ id, error: { name, message } } satisfies ParseReply);
    }
  });
  port.postMessage({ ready: true } satisfies ParseReply);
}

if (!isMainThread && parentPort && (workerData as { role?: unknown } | null)?.role === calendarParseEntry) {
  runCalendarParser(parentPort);
}
