import type { PickerDay } from "~/components/booking/slot-picker.contract";
import type { BookingProblem } from "~/content/booking";
import type { Locale } from "~/content/locale";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import { manageLinks } from "~/booking/links.server";
import { linkProblemStatus, pickerDays, readToken, refusal, refusalStatus, type LinkProblem } from "./pages.server";
import { runBookingCommand } from "./commands.server";
import { parseSlotStart } from "~/booking/slots";

// What happens to a post of the picker (/booking/book), whoever received it: the route action, or
// the server's direct handler of plain form posts (server/plain-form-posts.ts, ADR 044, as ADR 009 does for the
// demo form). One function, so both answer every post the same way.

export type BookPageData =
  | { kind: "pick"; token: string; days: PickerDay[]; problem: BookingProblem | null; selected: string | null }
  | { kind: "link"; problem: LinkProblem };

export type BookingSubmissionOutcome = { redirectTo: string } | { status: number; page: BookPageData };

/** `locale`: the edition of the page it was posted from (the path's): the booking's language, and where its pages are. */
export async function submitBooking(
  db: Kysely<Database>,
  fields: { get: (name: string) => unknown },
  locale: Locale = "en",
): Promise<BookingSubmissionOutcome> {
  const token = String(fields.get("token") ?? "");
  const slot = fields.get("slot");
  const read = await readToken(db, token, "book");
  if (!read.ok) return { status: linkProblemStatus(read.problem), page: { kind: "link", problem: read.problem } };
  try {
    const outcome = await runBookingCommand(db, {
      kind: "book",
      requestId: read.id,
      slotStart: parseSlotStart(slot),
      language: locale,
    });
    if (outcome.status === "booked" || outcome.status === "alreadyBooked") {
      const links = await manageLinks(db, outcome.booking.id, outcome.booking.slot_start, false, locale);
      return { redirectTo: `${links.manageUrl}&${outcome.status === "booked" ? "booked" : "already"}=1` };
    }
    if (outcome.status === "noRequest" || outcome.status === "noBooking")
      return { status: 404, page: { kind: "link", problem: "noRequest" } };
    const problem = refusal(outcome) ?? "invalid";
    return {
      status: refusalStatus(problem),
      page: { kind: "pick", token, days: await pickerDays(db, new Date(), locale), problem, selected: null },
    };
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "demo booking not saved");
    return {
      status: 503,
      page: {
        kind: "pick",
        token,
        days: await pickerDays(db, new Date(), locale).catch(() => []),
        problem: "unavailable",
        selected: typeof slot === "string" ? slot : null,
      },
    };
  }
}
