import { Form } from "react-router";
import { consoleCopy } from "~/content/sales-console";
import { outcomeCopy } from "~/content/sales-console-outcome";
import { zoneName } from "~/lib/team-clock";
import { PendingButton, useConsoleZone } from "~/components/console/ui";

// Held or no-show, in one press, once the demo has ended (ADR 039). Before then, or for someone
// who may not mark it, the row says why there is no button; the server refuses those posts anyway.

const t = outcomeCopy;

export type OutcomeState = {
  bookingId: string;
  who: string;
  endTime: string;
  ended: boolean;
  mayMark: boolean;
  outcome: "held" | "no_show" | null;
};
export type OutcomeAnswerView = { ok: boolean; booking: string; message: string };

export function OutcomeButtons({ demo, answer }: { demo: OutcomeState; answer?: OutcomeAnswerView }) {
  const said = answer?.booking === demo.bookingId ? answer : undefined;
  const zone = useConsoleZone();
  return (
    <div className="flex basis-full flex-wrap items-center gap-2">
      {demo.outcome ? (
        <span
          className={
            demo.outcome === "held"
              ? "rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900"
              : "rounded-full border border-line-strong bg-surface px-3 py-1 text-sm font-semibold text-ink"
          }
        >
          {t.marked[demo.outcome]}
        </span>
      ) : !demo.ended ? (
        <span className="text-sm text-ink-soft">{t.notEnded(`${demo.endTime} ${zoneName(zone)}`)}</span>
      ) : !demo.mayMark ? (
        <span className="text-sm text-ink-soft">{t.notYoursHint}</span>
      ) : (
        <Form method="post" className="flex flex-wrap gap-2">
          <PendingButton
            intent={`held:${demo.bookingId}`}
            pendingLabel={consoleCopy.pending}
            aria-label={t.markHeld(demo.who)}
          >
            {t.held}
          </PendingButton>
          <PendingButton
            intent={`no_show:${demo.bookingId}`}
            pendingLabel={consoleCopy.pending}
            variant="secondary"
            aria-label={t.markNoShow(demo.who)}
          >
            {t.noShow}
          </PendingButton>
        </Form>
      )}
      {said ? <OutcomeStatus answer={said} /> : null}
    </div>
  );
}

/** What the server said to a press of Held or No-show: in its row, or above the list once the row has gone. */
export function OutcomeStatus({ answer }: { answer: OutcomeAnswerView }) {
  return (
    <p role="status" className={answer.ok ? "text-sm font-medium text-brand-800" : "text-sm font-medium text-red-800"}>
      {answer.message}
    </p>
  );
}
