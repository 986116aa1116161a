import { Link } from "react-router";
import type { Route } from "./+types/my-day";
import { requireUser } from "~/auth/guard.server";
import { DemoList } from "~/components/console/team/demo-list";
import { EmptyPanel, useConsoleZone } from "~/components/console/ui";
import { dayLabel, zoneName } from "~/lib/team-clock";
import { myNextSteps, type StepToDo } from "~/console/team/my-day.server";
import { consoleNow, consoleToday } from "~/console/test-clock.server";
import { todaysDemos } from "~/console/team/today.server";
import { consoleCopy } from "~/content/sales-console";
import { myDayCopy as t } from "~/content/sales-console-my-day";
import { consoleMeta } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

// My day (issue #27 item 4): what this person has to do today, on the team's clock: their next
// steps overdue and due today, and today's demos with their presenters, each linking to its lead.
// Read only: outcomes are marked on Today's demos, notes and steps on the lead.

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "sales");
  const today = consoleToday(request);
  const [steps, demos] = await Promise.all([
    myNextSteps(db, user.id, today),
    todaysDemos(db, { id: user.id, role: user.role }, consoleNow(request)),
  ]);
  return { today, ...steps, demos: demos.today };
}

function StepList({ heading, steps, today, id }: { heading: string; steps: StepToDo[]; today: string; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {heading} <span className="text-base font-normal text-muted">({steps.length})</span>
      </h2>
      <ul className="flex flex-col divide-y divide-line">
        {steps.map((s) => (
          <li key={s.leadId} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
            <Link to={`/sales/leads/${s.leadId}`} className="font-semibold text-brand-800 underline">
              {s.name}
            </Link>
            <span className="text-ink-soft">{s.institution}</span>
            <span className="min-w-0 basis-full break-words text-ink sm:basis-auto">{s.note}</span>
            {s.due < today ? (
              <span className="text-sm font-semibold text-red-800">{t.dueOn(dayLabel(s.due, today))}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MyDay({ loaderData }: Route.ComponentProps) {
  const { today, overdue, dueToday, demos } = loaderData;
  const zone = useConsoleZone();
  const nothing = overdue.length === 0 && dueToday.length === 0 && demos.length === 0;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      <p className="max-w-prose text-ink-soft">{t.intro(zoneName(zone), dayLabel(today))}</p>
      {nothing ? <EmptyPanel title={t.emptyTitle} body={t.empty} /> : null}
      {!nothing && overdue.length === 0 && dueToday.length === 0 ? <p className="text-ink-soft">{t.noSteps}</p> : null}
      {overdue.length > 0 ? <StepList heading={t.overdue} steps={overdue} today={today} id="overdue-heading" /> : null}
      {dueToday.length > 0 ? (
        <StepList heading={t.dueToday} steps={dueToday} today={today} id="due-today-heading" />
      ) : null}
      {demos.length > 0 ? (
        <>
          <DemoList heading={t.demos} demos={demos} showDay={false} marking={false} />
          <p className="-mt-3 text-sm">
            <Link to="/sales/today" className="font-semibold text-brand-800 underline">
              {t.markThem}
            </Link>
          </p>
        </>
      ) : !nothing ? (
        <p className="text-ink-soft">{t.noDemos}</p>
      ) : null}
    </div>
  );
}
