import { dayParts, followupLimits, type TextProblem } from "~/booking/followup-schema";
import { controlClass, Field } from "~/components/forms/field";
import { Button, buttonVariants } from "~/components/ui/button";
import { useCopy } from "~/lib/locale";

// The booking pages' small forms that tell sales something (issue #26): the reason of a
// cancellation, and the times that suit a visitor none of the offered ones did. Plain posts; a
// refused one comes back with its input and the problem.

const textareaClass = `${controlClass} min-h-24 py-2`;

/** "Are you sure?", with an optional reason; the destructive button looks like one. */
export function CancelForm({
  action,
  token,
  keepUrl,
  reason,
  problem,
}: {
  action: string;
  token: string;
  keepUrl: string;
  reason?: string;
  problem?: TextProblem | null;
}) {
  const copy = useCopy("booking").bookingCopy.cancel;
  const error =
    problem === "tooLong"
      ? copy.reasonTooLong(followupLimits.reason)
      : problem === "characters"
        ? copy.reasonCharacters
        : undefined;
  return (
    <form method="post" action={action} className="flex flex-col gap-5" noValidate>
      <input type="hidden" name="token" value={token} />
      <Field
        id="cancel-reason"
        name="reason"
        label={copy.reasonLabel}
        optionalLabel={copy.optional}
        hint={copy.reasonHint}
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={followupLimits.reason}
            defaultValue={reason ?? ""}
            className={textareaClass}
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="dangerSolid" size="lg">
          {copy.confirm}
        </Button>
        <a href={keepUrl} className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {copy.keep}
        </a>
      </div>
    </form>
  );
}

export type LaterInput = { times: string[]; note: string; problem: TextProblem };

/** Weekday by weekday, morning and afternoon, then a note: what sales needs to suggest a time. */
export function LaterForm({
  action,
  token,
  workingDays,
  input,
}: {
  action: string;
  token: string;
  workingDays: number[];
  input?: LaterInput;
}) {
  const all = useCopy("booking").bookingCopy;
  const copy = all.later;
  const ticked = new Set(input?.times ?? []);
  const error =
    input?.problem === "tooLong"
      ? copy.noteTooLong(followupLimits.note)
      : input?.problem === "characters"
        ? copy.noteCharacters
        : undefined;
  return (
    <form method="post" action={action} className="flex flex-col gap-5" noValidate>
      <input type="hidden" name="booking" value={token} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-semibold text-ink">{copy.daysLegend}</legend>
        {workingDays.map((day) => (
          <div
            key={day}
            role="group"
            aria-labelledby={`later-day-${day}`}
            className="grid grid-cols-[5rem_1fr_1fr] items-center gap-1.5 sm:grid-cols-[8rem_1fr_1fr] sm:gap-2"
          >
            <span id={`later-day-${day}`} className="text-sm font-semibold text-ink">
              {copy.weekdays[day as keyof typeof copy.weekdays]}
            </span>
            {dayParts.map((part) => (
              <label
                key={part}
                className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md border border-line-strong bg-white px-2.5 py-2 text-sm whitespace-nowrap text-ink hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="checkbox"
                  name="times"
                  value={`${day}-${part}`}
                  defaultChecked={ticked.has(`${day}-${part}`)}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {copy[part]}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      <Field
        id="later-note"
        name="note"
        label={copy.noteLabel}
        optionalLabel={all.cancel.optional}
        hint={copy.noteHint}
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={followupLimits.note}
            defaultValue={input?.note ?? ""}
            className={textareaClass}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="self-start">
        {copy.submit}
      </Button>
    </form>
  );
}
