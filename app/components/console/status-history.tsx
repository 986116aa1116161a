import { consoleCopy } from "~/content/sales-console";
import { exactTime } from "~/console/clock";
import { useConsoleZone } from "./ui";

// The lead's status moves, newest first, each with its cause (ADR 039): the team sees that the
// booking, the visitor's cancellation or the demo's outcome moved it, not a colleague.

const t = consoleCopy.lead.history;

export type StatusMoveView = { at: string; from: keyof typeof consoleCopy.leadStatuses; to: keyof typeof consoleCopy.leadStatuses; cause: keyof typeof t.causes; actor: string | null };

export function StatusHistory({ moves }: { moves: StatusMoveView[] }) {
  const zone = useConsoleZone();
  if (moves.length === 0) return null;
  return (
    <div className="mt-5 border-t border-line pt-4">
      <h3 className="text-sm font-semibold text-ink">{t.title}</h3>
      <ol className="mt-2 flex flex-col gap-1 text-sm">
        {moves.map((move, i) => (
          <li key={`${move.at}-${i}`} className="text-ink-soft">
            <span className="text-muted">{exactTime(move.at, zone)}</span> · {t.move(consoleCopy.leadStatuses[move.from], consoleCopy.leadStatuses[move.to])} · {t.causes[move.cause]}
            {move.actor ? ` (${move.actor})` : ""}
          </li>
        ))}
      </ol>
    </div>
  );
}
