import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { bookingWriterRole, runBookingWriter } from "./booking-writer";

// The bookings' writer thread (ADR 071): a server bundle entry of its own (vite.config.ts), so the
// thread loads the booking store and the database, not the pages, React and Express. The server
// finds this entry by its export; loaded anywhere but in that thread, it does nothing.

/** Names this entry among the bundle's index*.js files (server/booking-writer.ts looks for it). */
export const bookingWriterEntry = bookingWriterRole;

if (!isMainThread && parentPort && (workerData as { role?: unknown } | null)?.role === bookingWriterRole) {
  void runBookingWriter(parentPort);
}
