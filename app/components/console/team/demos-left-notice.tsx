import { Link } from "react-router";
import { usersCopy } from "~/content/sales-console-users";
import { Notice } from "~/components/console/ui";

// The team page's warning (ADR 080): demos ahead still assigned to someone who was disabled or stopped
// presenting. Their visitors still expect them, so the admin who made the change is told at once.

const t = usersCopy;

export function DemosLeftNotice({ left }: { left: { id: string; who: string; count: number }[] }) {
  if (left.length === 0) return null;
  return (
    <Notice tone="warning">
      <ul className="flex flex-col gap-1" data-demos-left>
        {left.map((l) => (
          <li key={l.id}>{t.demosLeft(l.count, l.who)}</li>
        ))}
      </ul>
      <Link to="/sales/bookings" className="mt-2 inline-block font-semibold underline">
        {t.reassignOnBookings}
      </Link>
    </Notice>
  );
}
