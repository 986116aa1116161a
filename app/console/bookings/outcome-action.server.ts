import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { markOutcome, type OutcomeActor } from "~/booking/store/outcomes.server";
import { timeIn } from "~/booking/time-zones";
import { zoneName } from "~/lib/team-clock";
import { consoleZone } from "~/console/console-settings.server";
import { outcomeCopy } from "~/content/sales-console-outcome";

// One press of "Held" or "No-show" (Today's demos and the lead page): the intent names the outcome
// and the booking ("held:<id>", "no_show:<id>"), so each row's button shows its own pending state.

const t = outcomeCopy;

export type OutcomeAnswer = { intent: "outcome"; ok: boolean; booking: string; message: string };

export function outcomeIntent(intent: string): { outcome: "held" | "no_show"; bookingId: string } | null {
  const match = /^(held|no_show):([\w-]{1,64})$/.exec(intent);
  return match ? { outcome: match[1] as "held" | "no_show", bookingId: match[2]! } : null;
}

/** What the server did, as the page says it, with the HTTP status of the answer. */
export async function answerOutcome(
  db: Kysely<Database>,
  intent: { outcome: "held" | "no_show"; bookingId: string },
  actor: OutcomeActor,
  now = new Date(),
): Promise<{ answer: OutcomeAnswer; status: number }> {
  const result = await markOutcome(db, intent.bookingId, intent.outcome, actor, now);
  const say = (ok: boolean, message: string, status: number) => ({
    answer: { intent: "outcome" as const, ok, booking: intent.bookingId, message },
    status,
  });
  switch (result.status) {
    case "marked":
      return say(
        true,
        result.outcome === "held" ? t.savedHeld : result.mailed ? t.savedNoShow : t.savedNoShowNoMail,
        200,
      );
    case "already":
      return say(true, t.already(t.marked[result.outcome]), 200);
    case "tooEarly":
      return say(
        false,
        t.tooEarly(
          `${timeIn(new Date(result.slotEnd), consoleZone())} ${zoneName(consoleZone(), new Date(result.slotEnd))}`,
        ),
        409,
      );
    case "notYours":
      return say(false, t.notYours, 403);
    default:
      return say(false, t.gone, 404);
  }
}
