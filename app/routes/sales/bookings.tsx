import { Link } from "react-router";
import type { Route } from "./+types/bookings";
import { requireUser } from "~/auth/guard.server";
import { EmptyPanel } from "~/components/console/ui";
import { agenda } from "~/console/bookings.server";
import { consoleCopy } from "~/content/sales-console";

// The agenda of coming demos (issue #18 "Bookings"), read-only for everyone on the team: the
// booking itself belongs to the visitor, who changes it through their own links.
const t = consoleCopy.bookings;

export const meta: Route.MetaFunction = () => [
  { title: `${t.title} | ${consoleCopy.meta}` },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "sales");
  return { days: await agenda() };
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { days } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      <p className="max-w-prose text-ink-soft">{t.intro}</p>
      {days.length === 0 ? (
        <EmptyPanel title={t.emptyTitle} body={t.empty} />
      ) : (
        <div
          aria-label={t.agendaLabel}
          role="region"
          className="flex flex-col gap-4"
        >
          {days.map((d) => (
            <section
              key={d.day}
              aria-label={d.day}
              className="rounded-lg border border-line bg-white p-4 sm:p-6"
            >
              <h2 className="mb-3 text-lg font-semibold text-ink">{d.day}</h2>
              <ul className="flex flex-col divide-y divide-line">
                {d.entries.map((e) => (
                  <li
                    key={e.bookingId}
                    className="flex flex-wrap gap-x-4 gap-y-1 py-2"
                  >
                    <span className="font-mono tabular-nums text-ink">{`${e.time}–${e.endTime}`}</span>
                    <Link
                      to={`/sales/leads/${e.leadId}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      {e.name}
                    </Link>
                    <span className="text-ink-soft">{e.institution}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
