import { data } from "react-router";
import type { Route } from "./+types/today";
import { requireUser } from "~/auth/guard.server";
import { DemoList } from "~/components/console/team/demo-list";
import { OutcomeStatus } from "~/components/console/bookings/outcome-buttons";
import { EmptyPanel, useConsoleZone } from "~/components/console/ui";
import { zoneName } from "~/lib/team-clock";
import { answerOutcome, outcomeIntent, type OutcomeAnswer } from "~/console/bookings/outcome-action.server";
import { consoleNow } from "~/console/test-clock.server";
import { todaysDemos } from "~/console/team/today.server";
import { consoleCopy } from "~/content/sales-console";
import { outcomeCopy } from "~/content/sales-console-outcome";
import { readFormData } from "~/guards/form.server";
import { todaySchema } from "~/console/form-schemas";
import { readForm } from "~/forms/form-schema";
import { consoleMeta } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

// Today's demos (issue #25 item 7, ADR 039): what the team presents today, theirs first, and the
// earlier demos still to mark; after a demo ends, its presenter or an admin marks it in one press.
const t = consoleCopy.today;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "sales");
  return todaysDemos(db, { id: user.id, role: user.role }, consoleNow(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "sales");
  const read = readForm(todaySchema, await readFormData(request, "today"));
  const intent = read.ok ? outcomeIntent(read.data.intent) : null;
  if (!intent)
    return data<OutcomeAnswer>(
      { intent: "outcome", ok: false, booking: "", message: outcomeCopy.gone },
      { status: 400 },
    );
  const { answer, status } = await answerOutcome(db, intent, { id: user.id, role: user.role });
  return data<OutcomeAnswer>(answer, { status });
}

export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const { today, earlier } = loaderData;
  const answer = actionData;
  // A marked demo from an earlier day leaves the list, and its row's message with it: say it here.
  const rowShown = [...today, ...earlier].some((demo) => demo.bookingId === answer?.booking);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      <p className="max-w-prose text-ink-soft">{t.intro(zoneName(useConsoleZone()))}</p>
      {answer && !rowShown ? <OutcomeStatus answer={answer} /> : null}
      {today.length === 0 && earlier.length === 0 ? <EmptyPanel title={t.emptyTitle} body={t.empty} /> : null}
      {today.length > 0 ? <DemoList heading={t.todayHeading} demos={today} answer={answer} showDay={false} /> : null}
      {earlier.length > 0 ? <DemoList heading={t.earlierHeading} demos={earlier} answer={answer} showDay /> : null}
    </div>
  );
}
