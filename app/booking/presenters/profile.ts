import { indexedEditions } from "~/content/editions";
import type { Locale } from "~/content/locale";
import { minutesOf } from "~/booking/availability-config";
import { overlapsBusy, type BusyInterval } from "~/booking/intervals";
import { lagosDateTime, type Slot } from "~/booking/slots";

// Presenters as seats (ADR 038), the pure part: who may present a slot, how many may, and in
// which order the free ones are asked (fair round-robin). The database part, which claims a
// presenter by key, is presenter-seats.server.ts. Hours are WAT, like the booking hours.

export type PresenterProfile = {
  id: string;
  name: string;
  email: string;
  languages: Locale[];
  opensAt: string;
  closesAt: string;
  daysOff: string[];
  /** Their own fixed meeting room (ADR 040); none: each demo gets a fresh room. */
  meetingUrl?: string | null;
  /** Busy times from the presenter's own calendar (ADR 042): sorted, merged, epoch ms. */
  busy?: readonly BusyInterval[];
};

export type { BusyInterval } from "~/booking/intervals";

/**
 * The demos each presenter holds, by presenter id, as sorted merged intervals (ADR 078): a time is
 * theirs to take only when it overlaps none of them, whatever grid those demos were booked on.
 */
export type HeldTimes = ReadonlyMap<string, readonly BusyInterval[]>;

/** Demos counted for fairness, and when the presenter was last given one. */
export type PresenterLoad = { demos: number; lastAssignedAt: string | null };

/** The languages a presenter may give demos in: every indexed edition of the registry. */
export const presenterLanguages: readonly Locale[] = indexedEditions.map((e) => e.code);
export const FAIRNESS_WINDOW_DAYS = 14;

const hoursPattern = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;
const datePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** "09:00-17:00" → its two ends, when the first is before the second; null otherwise. */
export function parseHours(text: string): { opensAt: string; closesAt: string } | null {
  const match = hoursPattern.exec(text.trim());
  if (!match) return null;
  const [opensAt, closesAt] = text.trim().split("-") as [string, string];
  return minutesOf(opensAt) < minutesOf(closesAt) ? { opensAt, closesAt } : null;
}

/** "en,fr" → ["en", "fr"]; null when a language is unknown or none is given. */
export function parseLanguages(text: string): Locale[] | null {
  const list = [
    ...new Set(
      text
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (list.length === 0 || list.some((l) => !(presenterLanguages as readonly string[]).includes(l))) return null;
  return list as Locale[];
}

/** "2026-12-24,2026-12-31" → sorted dates; null when one is not a date. An empty text is no day off. */
export function parseDaysOff(text: string): string[] | null {
  const list = [
    ...new Set(
      text
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (list.length > 366 || list.some((d) => !datePattern.test(d))) return null;
  return list.sort();
}

/** A slot's WAT date and minutes, worked out once for all presenters. */
type WatSlot = { date: string; from: number; to: number; startMs: number; endMs: number };

function watSlot(slot: Slot): WatSlot {
  const startMs = Date.parse(slot.start);
  const endMs = Date.parse(slot.end);
  const start = lagosDateTime(new Date(startMs));
  return { date: start.date, from: start.minutes, to: start.minutes + (endMs - startMs) / 60_000, startMs, endMs };
}

function fitsWat(presenter: PresenterProfile, wat: WatSlot, language: Locale): boolean {
  return (
    presenter.languages.includes(language) &&
    !presenter.daysOff.includes(wat.date) &&
    wat.from >= minutesOf(presenter.opensAt) &&
    wat.to <= minutesOf(presenter.closesAt) &&
    !overlapsBusy(presenter.busy, wat.startMs, wat.endMs)
  );
}

/** Whether the presenter may present this slot in this language: speaks it, works then, not a day off, not busy in their own calendar. */
export function presenterFits(presenter: PresenterProfile, slot: Slot, language: Locale): boolean {
  return fitsWat(presenter, watSlot(slot), language);
}

/** The presenters who could take this slot in this language now: none of their demos overlaps it. */
export function freePresenters(
  presenters: readonly PresenterProfile[],
  held: HeldTimes,
  slot: Slot,
  language: Locale,
): PresenterProfile[] {
  const wat = watSlot(slot);
  return presenters.filter((p) => fitsWat(p, wat, language) && !overlapsBusy(held.get(p.id), wat.startMs, wat.endMs));
}

/** The picker's test of a time: is one presenter who speaks the language free for the whole of it. */
export function presenterAvailability(
  presenters: readonly PresenterProfile[],
  held: HeldTimes,
  language: Locale,
): (slot: Slot) => boolean {
  return (slot) => {
    const wat = watSlot(slot);
    return presenters.some((p) => fitsWat(p, wat, language) && !overlapsBusy(held.get(p.id), wat.startMs, wat.endMs));
  };
}

/**
 * Fair round-robin: fewest demos in the fairness window first, then the one given a demo least
 * recently (never given one: first), then a stable order so equal presenters are asked alike.
 */
export function roundRobinOrder(
  candidates: readonly PresenterProfile[],
  load: ReadonlyMap<string, PresenterLoad>,
): PresenterProfile[] {
  const of = (p: PresenterProfile) => load.get(p.id) ?? { demos: 0, lastAssignedAt: null };
  return [...candidates].sort((a, b) => {
    const la = of(a);
    const lb = of(b);
    if (la.demos !== lb.demos) return la.demos - lb.demos;
    const ta = la.lastAssignedAt ?? "";
    const tb = lb.lastAssignedAt ?? "";
    if (ta !== tb) return ta < tb ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
