import type { HourStyle } from "~/booking/time-zones";
import { hook } from "../contract";

// The slot picker's contract between its server markup (slot-picker.tsx) and its page script
// (app/enhance/slot-picker.ts): the data attributes, typed, imported by both sides.
export const slotPickerContract = {
  /** On each slot's time-zone span: the slot's start (UTC ISO). The script writes the visitor's time into it. */
  local: hook<string>("data-slot-local"),
  /** Set by the script on a span it has handled, so a second pass (after an in-place swap) skips it. */
  done: hook("data-slot-local-done"),
  /** The words after the visitor's time ("your time"), once on the picker's form, so the script carries no copy. */
  suffix: hook<string>("data-slot-local-suffix"),
  /** Beside the suffix: the page language's seven short weekday names, Sunday first, comma-separated (for a time on another day). */
  weekdays: hook<string>("data-slot-local-weekdays"),
  /** Beside the suffix: how the page's language writes an hour (app/content/editions.ts `hourStyle`). */
  hourStyle: hook<HourStyle>("data-slot-local-hour-style"),
  /**
   * On a time-zone span that sits beside a second zone the server already wrote (a booking's GMT on
   * the French pages): that zone's minutes east of UTC at the slot. The script adds nothing where
   * the visitor's clock reads the same.
   */
  shownOffset: hook<string>("data-slot-shown-offset"),
  /** A note shown only when at least one slot has a different local time. */
  note: hook("data-slot-local-note"),
  /** The server's note about the edition's second zone (GMT on the French pages): the script hides it, knowing the visitor's own. */
  zoneNote: hook("data-slot-zone-note"),
  /** On each day of the strip (a link to the page showing that day): the day's date. */
  day: hook<string>("data-slot-day"),
  /** On each day's fieldset of times: the day's date. Only the open day's is shown and enabled. */
  times: hook<string>("data-slot-times"),
} as const;

/**
 * The class of a note kept in its place but not seen (visibility: hidden, out of the accessibility
 * tree): the script swaps the two notes with it, so the times below them never move. The `hidden`
 * attribute would take the note out of the layout (Tailwind's preflight makes it display: none).
 */
export const unseenNote = "invisible";

/** One time of a day: its start (UTC ISO) and its label in WAT. `current`: the booking being moved, shown but not offered. */
export type PickerSlot = { start: string; label: string; current?: boolean };

/** What the server gives the picker: the free slots of each day, labelled in WAT, with the day's short name for the strip. */
export type PickerDay = {
  date: string;
  label: string;
  weekday: string;
  short: string;
  /** The length of a demo as the admin set it (console settings), so the picker's words match it. */
  slotMinutes: number;
  slots: PickerSlot[];
};
