// Times as intervals in epoch milliseconds, [start, end): a presenter's busy times (ADR 042) and
// the demos already booked (ADR 078). Booked demos are compared by their whole interval, never by
// their start alone, so a changed slot grid cannot hide an overlap. Pure: no clock, no database.

/** A busy interval in epoch milliseconds, [start, end). */
export type BusyInterval = { start: number; end: number };

/** Sorted by start, overlapping or touching ones joined: what overlapsBusy searches. */
export function mergeIntervals(intervals: readonly BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const out: BusyInterval[] = [];
  for (const next of sorted) {
    const last = out.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else out.push({ ...next });
  }
  return out;
}

/** Whether a sorted, merged list of busy intervals overlaps [start, end): a binary search. */
export function overlapsBusy(busy: readonly BusyInterval[] | undefined, start: number, end: number): boolean {
  if (!busy || busy.length === 0) return false;
  let lo = 0;
  let hi = busy.length;
  // The first interval that ends after the slot starts; it overlaps when it starts before the slot ends.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < busy.length && busy[lo]!.start < end;
}

/**
 * The most intervals that run at one moment inside [start, end): a capacity of N admits a new demo
 * only while this stays under N. Two demos that only touch (one ends as the other starts) are not
 * at one moment.
 */
export function maxOverlap(intervals: readonly BusyInterval[], start: number, end: number): number {
  const edges: [number, number][] = [];
  for (const i of intervals) {
    if (i.start >= end || i.end <= start) continue;
    edges.push([Math.max(i.start, start), 1], [Math.min(i.end, end), -1]);
  }
  // At one instant an end comes before a start: [a, b) and [b, c) never meet.
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let depth = 0;
  let most = 0;
  for (const [, step] of edges) most = Math.max(most, (depth += step));
  return most;
}

/**
 * The picker's capacity test without presenters: a time is offered while fewer than `capacity`
 * booked demos run at any moment of it. `booked` sorted by start; `longest` bounds how far back a
 * demo that still runs into the time may have started (the longest slot the settings allow).
 */
export function capacityAvailability(
  booked: readonly BusyInterval[],
  capacity: number,
  longest: number,
): (slot: { start: string; end: string }) => boolean {
  return (slot) => {
    const start = Date.parse(slot.start);
    const end = Date.parse(slot.end);
    let lo = 0;
    let hi = booked.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (booked[mid]!.start < start - longest) lo = mid + 1;
      else hi = mid;
    }
    const near: BusyInterval[] = [];
    for (let i = lo; i < booked.length && booked[i]!.start < end; i++) near.push(booked[i]!);
    return maxOverlap(near, start, end) < capacity;
  };
}
