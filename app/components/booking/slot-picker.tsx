import { type BookingProblem, bookingCopy as bookingCopyEn } from "~/content/booking";
import { mark } from "../contract";
import { slotPickerContract as contract, type PickerDay } from "./slot-picker.contract";
import { useContent, useLocalize } from "~/lib/locale";

/**
 * The free slots as radio buttons in a real form: works without JavaScript. The page script only
 * adds each slot's time in the visitor's own zone where it differs from WAT.
 * `action` carries the page's token in its query as well as the hidden field: after a plain post,
 * React Router runs the page's loader on the action's URL, and a loader without its token would
 * answer "this link does not work" (400) over the action's own status.
 */
export function SlotPicker({ action, token, days, problem, submitLabel, selected }: { action: string; token: string; days: PickerDay[]; problem?: BookingProblem | null; submitLabel?: string; selected?: string | null }) {
  const bookingCopy = useContent(bookingCopyEn);
  const copy = bookingCopy.picker;
  if (days.length === 0) return <p className="text-base leading-relaxed text-ink-soft">{copy.empty}</p>;
  return (
    <form method="post" action={action} className="flex flex-col gap-5">
      <input type="hidden" name="token" value={token} />
      {problem ? (
        <p role="alert" id="slot-problem" className="rounded-md border border-accent-700 bg-accent-50 p-3 text-sm font-semibold text-accent-700">
          {bookingCopy.problems[problem]}
        </p>
      ) : null}
      <p className="text-sm text-ink-soft">{copy.intro}</p>
      <p hidden className="text-sm text-ink-soft" {...mark(contract.note)}>
        {copy.localNote}
      </p>
      {days.map((day) => (
        <fieldset key={day.date} className="flex flex-col gap-2" aria-describedby={problem ? "slot-problem" : undefined}>
          <legend className="mb-2 text-base font-semibold text-ink">{day.label}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {day.slots.map((slot) => (
              <label key={slot.start} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line-strong bg-white px-3 py-2 text-sm text-ink hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input type="radio" name="slot" value={slot.start} required defaultChecked={slot.start === selected} className="size-4 shrink-0 accent-brand-700" />
                <span>
                  <span className="font-semibold">{slot.label}</span> WAT{" "}
                  <span className="text-xs text-ink-soft" {...mark(contract.local, slot.start)} {...mark(contract.suffix, copy.localSuffix)} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="sticky bottom-0 -mx-1 flex flex-col gap-3 border-t border-line bg-white px-1 py-3 sm:flex-row sm:items-center">
        <button type="submit" className="inline-flex h-12 items-center justify-center rounded-md bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {submitLabel ?? copy.submit}
        </button>
      </div>
    </form>
  );
}

/** "None of these suit me": the 24-hour promise stands, and the journey ends. */
export function NoneSuitMe() {
  const bookingCopy = useContent(bookingCopyEn);
  const localize = useLocalize();
  return (
    <p className="text-sm text-ink-soft">
      <a href={localize("/booking/later")} className="font-semibold text-brand-700 underline underline-offset-2">
        {bookingCopy.picker.none}
      </a>{" "}
      {bookingCopy.picker.noneHint}
    </p>
  );
}
