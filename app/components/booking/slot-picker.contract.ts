import { hook } from "../contract";

// The slot picker's contract between its server markup (slot-picker.tsx) and its page script
// (app/enhance/slot-picker.ts): the data attributes, typed, imported by both sides.
export const slotPickerContract = {
  /** On each slot's empty span: the slot's start (UTC ISO). The script writes the visitor's time into it. */
  local: hook<string>("data-slot-local"),
  /** Set by the script on a span it has handled, so a second pass (after an in-place swap) skips it. */
  done: hook("data-slot-local-done"),
  /** The words after the visitor's time ("your time"), on the span, so the script carries no copy. */
  suffix: hook<string>("data-slot-local-suffix"),
  /** A note shown only when at least one slot has a different local time. */
  note: hook("data-slot-local-note"),
} as const;

/** What the server gives the picker: the free slots of each day, labelled in WAT. */
export type PickerDay = { date: string; label: string; slots: { start: string; label: string }[] };
