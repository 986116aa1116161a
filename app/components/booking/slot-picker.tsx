import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { editionZones } from "~/booking/edition-zones";
import { type ClockWords, localTimeLabel, weekdayNames } from "~/booking/time-zones";
import { type BookingProblem, type bookingCopy as bookingCopyEn } from "~/content/booking";
import { edition } from "~/content/editions";
import { mark } from "../contract";
import { slotPickerContract as contract, type PickerDay, type PickerSlot, unseenNote } from "./slot-picker.contract";
import { useCopy, useLocale } from "~/lib/locale";

type PickerCopy = typeof bookingCopyEn.picker;
type EditionZone = (typeof editionZones)[keyof typeof editionZones];

/**
 * Day first, then time (issue #26): a strip of the days with free times, then the open day's times
 * as radio buttons in a real form. Without JavaScript the days are links to this same page with
 * `day=` (the server opens that day); the page script switches days in place. Every day's times are
 * in the HTML, the closed days' fieldsets hidden and disabled: a disabled radio is neither posted
 * nor validated nor reached by the arrow keys, so each day is a radio group of its own.
 * `action` carries the page's token in its query as well as the hidden field: after a plain post,
 * React Router runs the page's loader on the action's URL, and a loader without its token would
 * answer "this link does not work" (400) over the action's own status. The day links reuse it.
 * `none`: the way out ("None of these suit me"), shown near the top, before the visitor scrolls.
 */
export function SlotPicker({
  action,
  token,
  days,
  problem,
  submitLabel,
  selected,
  none,
}: {
  action: string;
  token: string;
  days: PickerDay[];
  problem?: BookingProblem | null;
  submitLabel?: string;
  selected?: string | null;
  none?: ReactNode;
}) {
  const bookingCopy = useCopy("booking").bookingCopy;
  const copy = bookingCopy.picker;
  const [params] = useSearchParams();
  const locale = useLocale();
  const zone = editionZones[locale];
  if (days.length === 0) return <p className="text-base leading-relaxed text-ink-soft">{copy.empty}</p>;
  const open = openDay(days, params.get("day"), selected);
  return (
    <form
      method="post"
      action={action}
      className="flex flex-col gap-4"
      {...mark(contract.suffix, copy.localSuffix)}
      {...mark(contract.weekdays, weekdayNames(edition(locale).intl).join(","))}
      {...mark(contract.hourStyle, edition(locale).hourStyle)}
    >
      <input type="hidden" name="token" value={token} />
      {problem ? (
        <p
          role="alert"
          id="slot-problem"
          className="rounded-md border border-accent-700 bg-accent-50 p-3 text-sm font-semibold text-accent-700"
        >
          {bookingCopy.problems[problem]}
        </p>
      ) : null}
      <p className="text-sm text-ink-soft">{copy.intro(days[0]!.slotMinutes)}</p>
      {none}
      {/* The two notes share one place, kept while hidden (invisible, not gone): the page script
          swaps them without moving the times below (a layout shift on every visitor outside WAT). */}
      <div className="grid">
        <p className={`${reservedNote} ${unseenNote}`} {...mark(contract.note)}>
          {copy.localNote}
        </p>
        {zoneDiffers(days, zone) ? (
          <p className={reservedNote} {...mark(contract.zoneNote)}>
            {copy.zoneNote}
          </p>
        ) : null}
      </div>
      <ul aria-label={copy.days} className="grid grid-cols-5 gap-1.5">
        {days.map((day) => (
          <li key={day.date}>
            <DayLink day={day} href={`${action}&day=${day.date}`} open={day.date === open} copy={copy} />
          </li>
        ))}
      </ul>
      {/* The button stays in reach while the times scroll under it, but never rises above them: held
          in their box, it cannot cover the day strip on a phone's first screen. A sticky box keeps
          its margin inside that box, so its 9rem top margin (taken back from the times above it)
          keeps it below the open day's legend (two lines in French on a phone) and first row: a page that opens with the times at
          the fold shows them, not a button over them (ADR 075). */}
      <div className="flex flex-col">
        <div className="-mb-32 flex flex-col gap-4">
          {days.map((day) => (
            <DayTimes
              key={day.date}
              day={day}
              open={day.date === open}
              copy={copy}
              selected={selected}
              describedBy={problem ? "slot-problem" : undefined}
            />
          ))}
        </div>
        <div className="sticky bottom-0 -mx-1 mt-36 flex flex-col gap-3 border-t border-line bg-white px-1 py-3 sm:flex-row sm:items-center">
          <button
            type="submit"
            className="inline-flex h-12 items-center justify-center rounded-md bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {submitLabel ?? copy.submit}
          </button>
        </div>
      </div>
    </form>
  );
}

const reservedNote = "text-sm text-ink-soft [grid-area:1/1]";

/** Whether the edition's zone reads differently from WAT for these times (never in English: its zone is WAT). */
function zoneDiffers(days: PickerDay[], zone: EditionZone): boolean {
  const first = days[0]?.slots[0];
  return first ? localTimeLabel(first.start, zone.timeZone) !== null : false;
}

const freeCount = (day: PickerDay) => day.slots.filter((slot) => !slot.current).length;

/** The day the page opens on: the one asked for, else the chosen slot's, else the first with a free time. */
function openDay(days: PickerDay[], requested: string | null, selected: string | null | undefined): string {
  const asked =
    days.find((day) => day.date === requested) ??
    days.find((day) => day.slots.some((slot) => slot.start === selected)) ??
    days.find((day) => freeCount(day) > 0);
  return (asked ?? days[0]!).date;
}

/**
 * A day of the strip, named by what it shows ("Tue 1 Dec, 12 free"): a visitor who speaks to their
 * phone says what they see (WCAG 2.5.3, label in name). The open day's legend reads it whole.
 */
function DayLink({ day, href, open, copy }: { day: PickerDay; href: string; open: boolean; copy: PickerCopy }) {
  const free = freeCount(day);
  return (
    <a
      href={href}
      aria-current={open ? "date" : undefined}
      {...mark(contract.day, day.date)}
      className="group flex min-h-16 flex-col items-center justify-center rounded-md border border-line-strong bg-white px-0.5 py-1.5 text-center leading-tight text-ink hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-[current=date]:border-brand-700 aria-[current=date]:bg-brand-700 aria-[current=date]:text-white"
    >
      <span className="text-xs">{day.weekday}</span>{" "}
      <span className="text-sm font-bold whitespace-nowrap">
        {day.short}
        {/* A pause before the count for a screen reader; the column shows it on screen. */}
        <span className="sr-only">,</span>
      </span>{" "}
      <span className="text-xs whitespace-nowrap text-ink-soft group-aria-[current=date]:text-white">
        {copy.freeShort(free)}
      </span>
    </a>
  );
}

/** One day's times: a radio group of its own, named by its legend (the day and how many times are free). */
function DayTimes({
  day,
  open,
  copy,
  selected,
  describedBy,
}: {
  day: PickerDay;
  open: boolean;
  copy: PickerCopy;
  selected?: string | null;
  describedBy?: string;
}) {
  const locale = useLocale();
  const clock = edition(locale);
  const zone = editionZones[locale];
  return (
    <fieldset
      hidden={!open}
      disabled={!open}
      aria-describedby={describedBy}
      className="min-w-0"
      {...mark(contract.times, day.date)}
    >
      <legend className="mb-2 text-base font-semibold text-ink">
        {copy.legend(day.label, copy.free(freeCount(day)))}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {day.slots.map((slot) =>
          slot.current ? (
            <p
              key={slot.start}
              className="flex min-h-11 flex-col justify-center rounded-md border border-dashed border-line-strong bg-surface px-3 py-2 text-sm text-ink-soft"
            >
              <WatTime slot={slot} />
              <span className="text-xs font-semibold">{copy.current}</span>
            </p>
          ) : (
            <label
              key={slot.start}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line-strong bg-white px-3 py-2 text-sm text-ink hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="slot"
                value={slot.start}
                required
                defaultChecked={slot.start === selected}
                className="size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <WatTime slot={slot} />
                <OtherTime slot={slot} zone={zone} clock={clock} />
              </span>
            </label>
          ),
        )}
      </div>
    </fieldset>
  );
}

function WatTime({ slot }: { slot: PickerSlot }) {
  return (
    <span className="block whitespace-nowrap">
      <span className="font-semibold">{slot.label}</span> WAT
    </span>
  );
}

/**
 * Where the page script writes the visitor's own time. Until it does (or without JavaScript) it
 * holds the time in the edition's zone where it differs from WAT (GMT on the French pages).
 */
function OtherTime({ slot, zone, clock }: { slot: PickerSlot; zone: EditionZone; clock: ClockWords }) {
  const other = localTimeLabel(slot.start, zone.timeZone, clock);
  return (
    // min-h-4: the line is kept while empty, so the visitor's time written into it moves nothing.
    <span className="block min-h-4 text-xs text-ink-soft" {...mark(contract.local, slot.start)}>
      {other ? `(${other}\u00a0${zone.name})` : ""}
    </span>
  );
}
