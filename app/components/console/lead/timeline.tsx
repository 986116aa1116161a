import { Form, Link } from "react-router";
import { NOTE_MAX } from "~/audit/vocabulary";
import { consoleCopy } from "~/content/sales-console";
import { leadCopy } from "~/content/sales-console-lead";
import { auditCopy } from "~/content/sales-console-audit";
import { exactTime } from "~/lib/team-clock";
import { fieldError, keptFields, type LeadAnswer } from "~/console/lead/answer";
import type { TimelineEntry, TimelineWho } from "~/console/lead/timeline.server";
import type { DeliveryFailure } from "~/delivery/delivery-failures";
import { cn } from "~/lib/cn";
import { reminderReasonText } from "./reminder-list";
import { FieldMessage, Panel, PendingButton, useConsoleZone, When } from "~/components/console/ui";

// The lead's whole story, newest first (issue #27 item 4), with a note added at its top. Each
// entry says who (a name, the visitor, or the site) and when, in the team's zone (ADR 046), then
// what happened; a message says what became of it, and one still waiting can be retried here.

const t = leadCopy;
const w = t.timeline;
// Every code the server may store has its words (a missing one fails the typecheck).
const failures: Record<DeliveryFailure | "other", string> = w.failure;

function whoName(who: TimelineWho): string {
  return who.kind === "person" ? who.name : who.kind === "visitor" ? w.visitor(who.name) : w.system;
}

/** An audit log sentence ("released {subject} from quarantine") said of this lead, starting with a capital. */
function auditWords(action: string, words: Record<string, string>): string {
  const sentence = (auditCopy.sentences[action]?.(words) ?? auditCopy.unknown(action)).replaceAll(
    "{subject}",
    w.thisLead,
  );
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

function What({ entry }: { entry: TimelineEntry }) {
  const zone = useConsoleZone();
  switch (entry.kind) {
    case "request":
      return (
        <p>
          {entry.relation === "later" ? w.askedAgain(entry.form) : w.asked(entry.form)}{" "}
          {entry.relation === "this" ? (
            <span className="text-ink-soft">{w.thisRequest}</span>
          ) : (
            <Link to={`/sales/leads/${entry.leadId}`} className="font-semibold text-brand-800 underline">
              {entry.relation === "earlier" ? w.openEarlier : w.openLater}
            </Link>
          )}
        </p>
      );
    case "booking":
      return (
        <>
          <p>{w.booking[entry.event](exactTime(entry.slotStart, zone))}</p>
          {entry.presenter ? <p className="text-sm text-ink-soft">{w.presenter(entry.presenter)}</p> : null}
          {entry.reason ? (
            <p className="text-sm break-words whitespace-pre-wrap text-ink-soft">{w.why(entry.reason)}</p>
          ) : null}
        </>
      );
    case "outcome":
      return <p>{w.outcome[entry.outcome]}</p>;
    case "status":
      return (
        <p>
          {w.status(
            consoleCopy.leadStatuses[entry.from],
            consoleCopy.leadStatuses[entry.to],
            t.history.causes[entry.cause],
          )}
        </p>
      );
    case "owner":
      return <p>{w.owner(entry.to, entry.from)}</p>;
    case "note":
      return <p className="break-words whitespace-pre-wrap">{entry.body}</p>;
    case "audit":
      return <p>{auditWords(entry.action, entry.words)}</p>;
    case "reminder":
      return (
        <p>
          {w.reminder(
            `${t.reminderTo[entry.audience]} · ${t.reminderChannel[entry.channel]} · ${t.reminderBefore(entry.offsetMinutes)}`,
          )}
          {" · "}
          <strong>{t.reminderStatus[entry.status]}</strong>
          {entry.detail ? (
            <span className="block text-sm break-words text-ink-soft">{reminderReasonText(entry.detail)}</span>
          ) : null}
        </p>
      );
    case "message":
      return (
        <>
          <p>{w.message(w.messageTo[entry.target] ?? entry.target, w.messageEvents[entry.event] ?? entry.event)}</p>
          <p
            className={cn(
              "text-sm font-semibold",
              entry.state === "delivered"
                ? "text-brand-800"
                : entry.state === "retrying"
                  ? "text-red-800"
                  : "text-ink-soft",
            )}
          >
            {entry.state === "delivered"
              ? w.delivery.delivered(exactTime(entry.deliveredAt, zone))
              : entry.state === "retrying"
                ? w.delivery.retrying(entry.attempts)
                : w.delivery[entry.state]}
          </p>
          {entry.failure && entry.state !== "delivered" ? (
            <p className="text-sm break-words text-red-800">{failures[entry.failure]}</p>
          ) : null}
          {entry.retryable ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="delivery" value={entry.id} />
              <PendingButton intent="retry" pendingLabel={consoleCopy.pending} variant="secondary">
                {t.retry}
              </PendingButton>
            </Form>
          ) : null}
        </>
      );
  }
}

export function LeadTimeline({ entries, answer }: { entries: TimelineEntry[]; answer?: LeadAnswer }) {
  const noteError = fieldError(answer, "note");
  const kept = answer && !answer.ok && answer.intent === "note" ? keptFields(answer).note : undefined;
  return (
    <Panel title={w.title} id="timeline">
      {/* Keyed by the number of notes: a saved note empties the box; a refused one, or another form's post, keeps the text. */}
      <Form method="post" className="mb-5 flex flex-col gap-2" key={entries.filter((e) => e.kind === "note").length}>
        <label htmlFor="field-note" className="text-sm font-semibold">
          {t.addNote}
        </label>
        <textarea
          id="field-note"
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          defaultValue={kept}
          placeholder={t.notePlaceholder}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? "field-note-error" : undefined}
          className="rounded-md border border-line-strong p-3"
        />
        <FieldMessage id="field-note-error" error={noteError} />
        <PendingButton intent="note" pendingLabel={consoleCopy.pending} className="self-start">
          {t.addNote}
        </PendingButton>
      </Form>
      <p id="timeline-hint" className="mb-2 text-sm text-muted">
        {w.hint}
      </p>
      <FieldMessage id="retry-error" error={fieldError(answer, "retry")} />
      {entries.length === 0 ? <p className="text-ink-soft">{w.empty}</p> : null}
      <ol
        aria-labelledby="timeline-heading"
        aria-describedby="timeline-hint"
        className="flex flex-col border-l-2 border-line"
      >
        {entries.map((entry) => (
          <li
            key={entry.key}
            data-kind={entry.kind}
            className={cn(
              "relative flex flex-col gap-0.5 py-2.5 pl-4",
              entry.kind === "note" && "rounded-r-md bg-brand-50/50",
            )}
          >
            <p className="text-sm text-muted">
              {whoName(entry.who)} · <When iso={entry.at} />
            </p>
            <What entry={entry} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}
