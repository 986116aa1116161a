import { data, Link } from "react-router";
import type { Route } from "./+types/today";
import { requireUser } from "~/auth/guard.server";
import { OutcomeButtons } from "~/components/console/outcome-buttons";
import { EmptyPanel, LanguageBadge, useConsoleZone } from "~/components/console/ui";
import { zoneName } from "~/console/clock";
import { answerOutcome, outcomeIntent, type OutcomeAnswer } from "~/console/outcome-action.server";
import { todaysDemos, type DemoToMark } from "~/console/today.server";
import { consoleCopy } from "~/content/sales-console";
import { initDatabase } from "~/db/connection.server";
import { readFormData } from "~/leads/form-guard.server";
import { todaySchema } from "~/console/form-schemas";
import { readForm } from "~/lib/form-schema";
import { consoleMeta } from "~/lib/page-handle";

// Today's demos (issue #25 item 7, ADR 039): what the team presents today, theirs first, and the
// earlier demos still to mark; after a demo ends, its presenter or an admin marks it in one press.
const t = consoleCopy.today;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request, "sales");
  await initDatabase();
  return todaysDemos({ id: user.id, role: user.role });
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireUser(request, "sales");
  const read = readForm(todaySchema, await readFormData(request, "today"));
  const intent = read.ok ? outcomeIntent(read.data.intent) : null;
  if (!intent) return data<OutcomeAnswer>({ intent: "outcome", ok: false, booking: "", message: consoleCopy.outcome.gone }, { status: 400 });
  const { answer, status } = await answerOutcome(intent, { id: user.id, role: user.role });
  return data<OutcomeAnswer>(answer, { status });
}

function DemoList({ heading, demos, answer, showDay }: { heading: string; demos: DemoToMark[]; answer?: OutcomeAnswer; showDay: boolean }) {
  return (
    <section aria-label={heading} className="rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-ink">{heading}</h2>
      <ul className="flex flex-col divide-y divide-line">
        {demos.map((d) => (
          <li key={d.bookingId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <span className="font-mono text-ink tabular-nums">{`${showDay ? `${d.day}, ` : ""}${d.time}–${d.endTime}`}</span>
            <Link to={`/sales/leads/${d.leadId}`} className="font-semibold text-brand-800 underline">
              {d.name}
            </Link>
            <span className="text-ink-soft">{d.institution}</span>
            <LanguageBadge language={d.language} />
            <span className="text-ink-soft">
              {d.presenter ? consoleCopy.bookings.presentedBy(d.presenter) : consoleCopy.bookings.nobodyPresents}
              {d.mine ? <strong className="ml-2 text-brand-800">{t.yours}</strong> : null}
            </span>
            <OutcomeButtons demo={{ ...d, who: d.name }} answer={answer} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const { today, earlier } = loaderData;
  const answer = actionData;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      <p className="max-w-prose text-ink-soft">{t.intro(zoneName(useConsoleZone()))}</p>
      {answer && !answer.booking ? <p role="status" className="text-sm font-medium text-red-800">{answer.message}</p> : null}
      {today.length === 0 && earlier.length === 0 ? <EmptyPanel title={t.emptyTitle} body={t.empty} /> : null}
      {today.length > 0 ? <DemoList heading={t.todayHeading} demos={today} answer={answer} showDay={false} /> : null}
      {earlier.length > 0 ? <DemoList heading={t.earlierHeading} demos={earlier} answer={answer} showDay /> : null}
    </div>
  );
}
