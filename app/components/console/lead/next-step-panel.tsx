import { Form, useActionData } from "react-router";
import { ConsoleField, Notice, Panel, PendingButton } from "~/components/console/ui";
import { dayLabel, quickDays } from "~/lib/team-clock";
import { NEXT_STEP_NOTE_MAX, nextStepIntents, type NextStepAnswer, type NextStepView } from "~/console/lead/next-step";
import { consoleCopy } from "~/content/sales-console";
import { nextStepCopy as t } from "~/content/sales-console-my-day";

// A lead's next step (issue #27 item 4): what to do and the day it is due, set with a date or one
// press on a quick day ("Tue 1 Dec", computed from the team's today the server gave), changed and
// cleared. Plain posts to the lead page's action, so it works before and without JavaScript.

/** The lead page's answer when it is about the next step and was refused (it keeps what was typed). */
function refusal(answer: unknown): Extract<NextStepAnswer, { ok: false }> | undefined {
  if (!answer || typeof answer !== "object") return undefined;
  const a = answer as Partial<NextStepAnswer>;
  return a.ok === false && typeof a.field === "string" && a.field.startsWith("next-step") && "values" in a
    ? (a as Extract<NextStepAnswer, { ok: false }>)
    : undefined;
}

export function NextStepPanel({ step }: { step: NextStepView }) {
  const refused = refusal(useActionData());
  const error = (field: string) => (refused?.field === field ? refused.message : undefined);
  const { today } = step;
  const values = refused?.values ?? { note: step.note ?? "", due: step.due ?? "" };
  const when = step.due ? (step.due < today ? t.overdue : step.due === today ? t.today : null) : null;
  return (
    <Panel title={t.title} id="next-step">
      {step.due ? (
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="min-w-0 break-words">
            <strong className="text-ink">{step.note}</strong> · {t.due(dayLabel(step.due, today))}
            {when ? (
              <span
                className={
                  step.due < today
                    ? "ms-2 rounded bg-red-50 px-1.5 py-0.5 text-sm font-semibold text-red-800"
                    : "ms-2 rounded bg-amber-50 px-1.5 py-0.5 text-sm font-semibold text-amber-950"
                }
              >
                {when}
              </span>
            ) : null}
            {step.by ? <span className="ms-2 text-sm text-muted">{t.setBy(step.by)}</span> : null}
          </p>
          <Form method="post">
            <PendingButton intent={nextStepIntents.clear} pendingLabel={consoleCopy.pending} variant="ghost">
              {t.clear}
            </PendingButton>
          </Form>
        </div>
      ) : (
        <p className="mb-4 text-ink-soft">{t.none}</p>
      )}
      {error("next-step") ? <Notice tone="error">{error("next-step")}</Notice> : null}
      <Form
        method="post"
        className="flex flex-col gap-3"
        key={`${values.note}|${values.due}|${refused?.message ?? ""}`}
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
          <ConsoleField
            name="next-step-note"
            label={t.note}
            placeholder={t.notePlaceholder}
            maxLength={NEXT_STEP_NOTE_MAX}
            required
            defaultValue={values.note}
            error={error("next-step-note")}
          />
          <ConsoleField
            name="next-step-due"
            type="date"
            label={t.dueLabel}
            min={today}
            required
            defaultValue={values.due}
            error={error("next-step-due")}
          />
          <PendingButton intent={nextStepIntents.save} pendingLabel={consoleCopy.pending} className="sm:mt-6">
            {t.save}
          </PendingButton>
        </div>
        <div role="group" aria-labelledby="next-step-quick" className="flex flex-wrap items-center gap-2">
          <span id="next-step-quick" className="text-sm font-semibold text-ink">
            {t.quick}
          </span>
          {quickDays(today).map(({ day, tomorrow }) => (
            // formNoValidate: the day is the button's, so an empty date field must not stop it.
            <PendingButton
              key={day}
              intent={nextStepIntents.quick(day)}
              pendingLabel={consoleCopy.pending}
              variant="secondary"
              formNoValidate
            >
              {tomorrow ? t.tomorrow(dayLabel(day, today)) : dayLabel(day, today)}
            </PendingButton>
          ))}
        </div>
      </Form>
    </Panel>
  );
}
