import { consoleCopy } from "~/content/sales-console";
import { shortDay } from "~/lib/team-clock";
import { useConsoleZone } from "~/components/console/ui";

// The inbox row of a lead that asked more than once (issue #27 item 6, ADR 052): "asked 3 times,
// last on 26 Nov", so a repeat request is seen where the team scans, not only on the lead page.

const t = consoleCopy.duplicates;

export function AskedTimes({ repeat }: { repeat?: { asks: number; lastAt: string } | null }) {
  const zone = useConsoleZone();
  if (!repeat) return null;
  return (
    <span className="rounded border border-brand-700 bg-brand-50 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-900">{`${t.askedTimes(repeat.asks)}, ${t.lastAsked(shortDay(repeat.lastAt, zone))}`}</span>
  );
}
