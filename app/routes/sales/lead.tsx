import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { textField } from "~/forms/fields";
import { requireUser } from "~/auth/guard.server";
import { mayMark } from "~/booking/store/outcomes.server";
import { LeadAsked } from "~/components/console/lead/asked";
import { LeadBookingCard } from "~/components/console/lead/booking";
import { ErasePanel, LeadDetails, QuarantinePanel } from "~/components/console/lead/details";
import { LeadTimeline } from "~/components/console/lead/timeline";
import { LeadWho } from "~/components/console/lead/who";
import { LeadWork } from "~/components/console/lead/work";
import { NextStepPanel } from "~/components/console/lead/next-step-panel";
import { Notice } from "~/components/console/ui";
import { leadBooking } from "~/console/bookings/agenda.server";
import { leadAction } from "~/console/lead/actions.server";
import type { LeadAnswer } from "~/console/lead/answer";
import { isLeadStatus, leadStatusLabels } from "~/leads/status";
import { leadTimeline } from "~/console/lead/timeline.server";
import { leadDetail } from "~/console/lead/leads.server";
import { leadDuplicates, leadOfRequest, mergeFromForm } from "~/console/lead/duplicates.server";
import { LeadRequests } from "~/components/console/lead/requests";
import { nextStepAction, nextStepOf } from "~/console/lead/next-step.server";
import { answerOutcome, outcomeIntent } from "~/console/bookings/outcome-action.server";
import { ownerOptions } from "~/console/owners.server";
import { leadReach } from "~/console/lead/reach.server";
import { leadCopy } from "~/content/sales-console-lead";
import { readFormData } from "~/guards/form.server";
import { consoleMeta } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

// One lead, in the order the work happens (issue #27 item 4): who they are and how to reach them,
// what they asked, their booking, the next step, their status and owner, then the whole story on
// the timeline; consent and campaign lower down. Stored text is rendered by React as text, never
// as HTML.
const t = leadCopy;

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  if (!loaded) return consoleMeta(undefined, t.missingTitle);
  if (loaded.erased) return consoleMeta(undefined, t.erasedTitle);
  return consoleMeta(
    undefined,
    t.documentTitle(`${loaded.lead.first_name} ${loaded.lead.last_name}`, loaded.lead.institution),
  );
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "sales");
  // A request that joined a lead, or a lead merged into another, opens as that lead (ADR 052).
  const leadId = await leadOfRequest(db, params.id);
  if (leadId && leadId !== params.id) throw redirect(`/sales/leads/${leadId}`);
  const detail = await leadDetail(db, params.id);
  if (!detail) {
    if (new URL(request.url).searchParams.get("erased")) return { erased: true as const };
    throw data(null, { status: 404 });
  }
  const booking = await leadBooking(db, params.id);
  // The same one-press outcome as Today's demos (ADR 039), on the lead's booking card.
  const canMark = booking ? mayMark({ presenter_id: booking.presenterId }, { id: user.id, role: user.role }) : false;
  const owners = await ownerOptions(db);
  const sender = owners.find((o) => o.id === user.id)?.name ?? user.email;
  return {
    erased: false as const,
    lead: detail.lead,
    booking,
    canMark,
    timeline: await leadTimeline(db, params.id),
    duplicates: await leadDuplicates(db, params.id),
    owners,
    isAdmin: user.role === "admin",
    reach: leadReach(detail.lead, sender),
    nextStep: await nextStepOf(db, params.id, request),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "sales");
  const form = (await readFormData(request, "lead")) ?? new FormData();
  const intent = textField(form, "intent");
  // Erasure is for admins only (the role matrix test holds this).
  if (intent === "erase" && user.role !== "admin") throw data(null, { status: 403 });
  const outcome = outcomeIntent(intent);
  if (outcome) {
    const { answer, status } = await answerOutcome(db, outcome, { id: user.id, role: user.role });
    return data<LeadAnswer>(answer, { status });
  }
  // The next step's own answer (ADR 051); its panel reads it.
  const nextStep = await nextStepAction(db, intent, form, params.id, user.id, request);
  if (nextStep) return nextStep;
  // Merging another lead into this one, or this one into it (ADR 052): its panel reads the answer.
  if (intent === "merge") {
    const merged = await mergeFromForm(db, params.id, textField(form, "other"), textField(form, "keep"), user.id);
    if (merged.redirectTo) throw redirect(merged.redirectTo);
    return data(merged, { status: merged.ok ? 200 : 400 });
  }
  const done = await leadAction(db, params.id, form, user.id);
  if (done.kind === "erase") throw redirect(`/sales/leads/${params.id}?erased=1`);
  return data<LeadAnswer>(done.answer, { status: done.status });
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.erased) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success">{t.erased}</Notice>
        <Link to="/sales" className="font-semibold text-brand-800 underline">
          {t.back}
        </Link>
      </div>
    );
  }
  const { lead, owners, isAdmin, booking, canMark, timeline, reach, duplicates } = loaderData;
  const mergeAnswer = actionData && "field" in actionData && actionData.field === "merge" ? actionData : undefined;
  // The lead's own forms' answer; the next step's (it has no intent) is its panel's.
  const answer = actionData && "intent" in actionData ? actionData : undefined;
  const status = isLeadStatus(lead.status) ? lead.status : "new";
  const formError =
    answer && !answer.ok && answer.intent !== "outcome" && answer.field === "form" ? answer.message : undefined;
  return (
    <div className="flex flex-col gap-5">
      <LeadWho lead={lead} reach={reach} status={leadStatusLabels[status]} />
      {actionData?.ok && !mergeAnswer && !(answer?.intent === "outcome" || answer?.intent === "release") ? (
        <Notice tone="success">{t.saved}</Notice>
      ) : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <QuarantinePanel reason={lead.quarantine_reason} answer={answer} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <LeadAsked lead={lead} />
        <LeadBookingCard lead={lead} booking={booking} canMark={canMark} answer={answer} />
      </div>
      <NextStepPanel step={loaderData.nextStep} />
      <LeadWork status={status} lostReason={lead.lost_reason} ownerId={lead.owner_id} owners={owners} answer={answer} />
      <LeadTimeline entries={timeline} answer={answer} />
      {/* The requests that joined this lead, and merging (ADR 052): after the story, before consent. */}
      <LeadRequests requests={duplicates.requests} lookAlikes={duplicates.lookAlikes} answer={mergeAnswer} />
      <LeadDetails lead={lead} />
      {isAdmin ? <ErasePanel answer={answer} /> : null}
    </div>
  );
}
