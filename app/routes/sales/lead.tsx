import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { textField } from "~/auth/forms";
import { requireUser } from "~/auth/guard.server";
import { ReminderList } from "~/components/console/reminder-list";
import { ConsoleField, ConsoleSelect, FieldMessage, Notice, Panel, PendingButton, useConsoleZone, When } from "~/components/console/ui";
import { exactTime } from "~/console/clock";
import { erasePerson } from "~/console/erasure.server";
import { NOTE_MAX } from "~/auth/vocabulary";
import { addNote, changeOwner, changeStatus, leadDetail, releaseFromQuarantine, retryDelivery } from "~/console/leads.server";
import { leadBooking } from "~/console/bookings.server";
import { mayMark } from "~/booking/outcomes.server";
import { answerOutcome, outcomeIntent } from "~/console/outcome-action.server";
import { OutcomeButtons } from "~/components/console/outcome-buttons";
import { StatusHistory } from "~/components/console/status-history";
import { statusHistory } from "~/console/lead-history.server";
import { isLeadStatus, leadStatusLabels, nextStatuses } from "~/leads/status";
import { ownerOptions } from "~/console/owners.server";
import { leadReach } from "~/console/reach.server";
import { ReachLinks } from "~/components/console/reach-links";
import { LeadRequests } from "~/components/console/lead-requests";
import { leadDuplicates, leadOfRequest, mergeFromForm } from "~/console/duplicates.server";
import { institutionSizes } from "~/content/contact";
import { languageNames } from "~/content/language-names";
import { localizePath } from "~/content/locale";
import { consoleCopy } from "~/content/sales-console";
import { readFormData } from "~/guards/form.server";
import { consoleMeta } from "~/lib/page-handle";
import { NextStepPanel } from "~/components/console/next-step-panel";
import { nextStepAction, nextStepOf } from "~/console/next-step.server";

// One demo request: everything the visitor sent, where it came from, how its deliveries went, and
// the team's work on it. Stored text is rendered by React as text, never as HTML.
const t = consoleCopy.lead;

export const meta: Route.MetaFunction = () => consoleMeta("Lead", consoleCopy.meta);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, "sales");
  // A request that joined a lead, or a lead merged into another, opens as that lead (ADR 052).
  const leadId = await leadOfRequest(params.id);
  if (leadId && leadId !== params.id) throw redirect(`/sales/leads/${leadId}`);
  const detail = await leadDetail(params.id);
  if (!detail) {
    if (new URL(request.url).searchParams.get("erased")) return { erased: true as const };
    throw data(null, { status: 404 });
  }
  const booking = await leadBooking(params.id);
  // The same one-press outcome as Today's demos (ADR 039), on the lead's booking card.
  const canMark = booking ? mayMark({ presenter_id: booking.presenterId }, { id: user.id, role: user.role }) : false;
  const owners = await ownerOptions();
  const sender = owners.find((o) => o.id === user.id)?.name ?? user.email;
  return { erased: false as const, ...detail, booking, canMark, history: await statusHistory(params.id), duplicates: await leadDuplicates(params.id), owners, isAdmin: user.role === "admin", reach: leadReach(detail.lead, sender), nextStep: await nextStepOf(params.id, request) };
}

type ActionAnswer = { ok: boolean; field?: string; message?: string; released?: boolean; booking?: string };

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, "sales");
  const form = await readFormData(request, "lead");
  const intent = textField(form, "intent");
  // Erasure is for admins only (the role matrix test holds this).
  if (intent === "erase" && user.role !== "admin") throw data(null, { status: 403 });
  const id = params.id;
  const outcome = outcomeIntent(intent);
  if (outcome) {
    const { answer, status } = await answerOutcome(outcome, { id: user.id, role: user.role });
    return data<ActionAnswer>({ ok: answer.ok, field: "outcome", message: answer.message, booking: answer.booking }, { status });
  }
  const nextStep = await nextStepAction(intent, form, id, user.id, request);
  if (nextStep) return nextStep;
  let result: ActionAnswer;
  if (intent === "status") result = await changeStatus(id, textField(form, "status"), textField(form, "reason"), user.id);
  else if (intent === "owner") result = await changeOwner(id, textField(form, "owner"), user.id);
  else if (intent === "note") result = await addNote(id, textField(form, "note"), user.id);
  else if (intent === "retry") result = await retryDelivery(id, textField(form, "delivery"), user.id);
  else if (intent === "release") result = await releaseFromQuarantine(id, user.id);
  else if (intent === "merge") {
    const merged = await mergeFromForm(id, textField(form, "other"), textField(form, "keep"), user.id);
    if (merged.redirectTo) throw redirect(merged.redirectTo);
    result = merged;
  }
  else if (intent === "erase") {
    if (textField(form, "confirm") !== "ERASE") return data({ ok: false, field: "confirm", message: t.eraseMismatch }, { status: 400 });
    const erased = await erasePerson(id, user.id);
    if (!erased) throw data(null, { status: 404 });
    throw redirect(`/sales/leads/${id}?erased=1`);
  } else result = { ok: false, field: "form", message: "Unknown action." };
  return data({ ...result, released: intent === "release" && result.ok }, { status: result.ok ? 200 : 400 });
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-1.5 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="break-words whitespace-pre-wrap text-ink">{children}</dd>
    </div>
  );
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const zone = useConsoleZone();
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
  const { lead, deliveries, notes, owners, isAdmin, booking, canMark, history, reach, duplicates } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const error = (field: string) => (answer && !answer.ok && answer.field === field ? answer.message : undefined);
  const status = isLeadStatus(lead.status) ? lead.status : "new";
  const size = institutionSizes.find((s) => s.value === lead.size)?.label ?? lead.size ?? t.notGiven;
  return (
    <div className="flex flex-col gap-5">
      <p>
        <Link to="/sales" className="text-sm font-semibold text-brand-800 underline">
          ← {t.back}
        </Link>
      </p>
      <h1 className="text-2xl font-bold break-words text-ink">
        {lead.first_name} {lead.last_name} · {lead.institution}
      </h1>
      <ReachLinks reach={reach} phone={lead.phone} name={`${lead.first_name} ${lead.last_name}`} />
      {answer?.ok && answer.field !== "outcome" ? <Notice tone="success">{t.saved}</Notice> : null}
      {error("form") ? <Notice tone="error">{error("form")}</Notice> : null}
      <NextStepPanel step={loaderData.nextStep} />
      <Panel title={t.work}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <Form method="post" className="flex flex-col gap-3">
            <p>
              Now: <strong>{leadStatusLabels[status]}</strong>
              {lead.lost_reason ? ` (${lead.lost_reason})` : ""}
            </p>
            <ConsoleSelect name="status" label={t.status} error={error("status")} options={nextStatuses(status).map((s) => ({ value: s, label: leadStatusLabels[s] }))} />
            <ConsoleField name="reason" label={t.reason} maxLength={500} error={error("reason")} />
            <PendingButton intent="status" pendingLabel={consoleCopy.pending}>
              {t.changeStatus}
            </PendingButton>
          </Form>
          <Form method="post" className="flex flex-col gap-3">
            <ConsoleSelect name="owner" label={t.owner} defaultValue={lead.owner_id ?? ""} error={error("owner")} options={[{ value: "", label: t.nobody }, ...owners.map((o) => ({ value: o.id, label: o.name }))]} />
            <PendingButton intent="owner" pendingLabel={consoleCopy.pending}>
              {t.changeOwner}
            </PendingButton>
          </Form>
        </div>
        <StatusHistory moves={history} />
      </Panel>
      <Panel title={t.notes}>
        {notes.length === 0 ? <p className="text-ink-soft">{t.noNotes}</p> : null}
        <ol className="mb-4 flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-line p-3">
              <p className="text-sm text-muted">
                {note.author ?? t.formerUser} · <When iso={note.created_at} />
              </p>
              <p className="break-words whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
        <Form method="post" className="flex flex-col gap-2" key={notes.length}>
          <label htmlFor="field-note" className="text-sm font-semibold">
            {t.addNote}
          </label>
          <textarea id="field-note" name="note" rows={3} maxLength={NOTE_MAX} placeholder={t.notePlaceholder} aria-invalid={error("note") ? true : undefined} aria-describedby={error("note") ? "field-note-error" : undefined} className="rounded-md border border-line-strong p-3" />
          <FieldMessage id="field-note-error" error={error("note")} />
          <PendingButton intent="note" pendingLabel={consoleCopy.pending} className="self-start">
            {t.addNote}
          </PendingButton>
        </Form>
      </Panel>
      <LeadRequests requests={duplicates.requests} lookAlikes={duplicates.lookAlikes} answer={answer} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Panel title={t.contact}>
          <dl>
            <Row term="Name">{`${lead.first_name} ${lead.last_name}`}</Row>
            <Row term="E-mail">
              <a href={reach.mailto} className="text-brand-800 underline">
                {lead.email}
              </a>
            </Row>
            <Row term="Phone">{reach.tel ? <a href={reach.tel} className="text-brand-800 underline">{lead.phone}</a> : (lead.phone ?? t.notGiven)}</Row>
            <Row term="Institution">{lead.institution}</Row>
            <Row term="Size">{size}</Row>
          </dl>
        </Panel>
        <Panel title={t.request}>
          <dl>
            <Row term="Received">
              <When iso={lead.created_at} />
            </Row>
            <Row term="Form">{localizePath(lead.language, `/${lead.source}`)}</Row>
            <Row term="Language">{languageNames[lead.language]}</Row>
            <Row term="Message">{lead.message ?? t.notGiven}</Row>
          </dl>
        </Panel>
        <Panel title={t.consent}>
          <dl>
            <Row term="Privacy notice">{`version ${lead.privacy_notice_version}, accepted ${exactTime(lead.consented_at, zone)}`}</Row>
            <Row term="Product news">{lead.marketing_consent === 1 ? "Yes, agreed" : "No"}</Row>
          </dl>
        </Panel>
        <Panel title={t.origin}>
          <dl>
            {(["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const).map((key) => (
              <Row key={key} term={key}>
                {lead[key] ?? t.notGiven}
              </Row>
            ))}
            <Row term="Referring site">{lead.referrer ?? t.notGiven}</Row>
          </dl>
        </Panel>
        {lead.quarantine_reason ? (
          <Panel title={t.automatedTitle}>
            <p className="text-ink">{t.automated}</p>
            <p className="mt-2 text-sm text-ink-soft">{`${t.automatedReason}: ${lead.quarantine_reason}`}</p>
            <Form method="post" className="mt-3 flex flex-col gap-2">
              <p id="release-hint" className="text-sm text-ink-soft">
                {t.releaseHint}
              </p>
              <div>
                <PendingButton intent="release" pendingLabel={t.releasing} aria-describedby="release-hint">
                  {t.release}
                </PendingButton>
              </div>
              <FieldMessage id="release-error" error={error("release")} />
            </Form>
          </Panel>
        ) : answer?.ok && answer.released ? (
          <Notice tone="success">{t.released}</Notice>
        ) : null}
        <Panel title={t.booking}>
          {booking ? (
            <p className="text-ink">
              {booking.when} · <strong>{t.bookingStatus[booking.status]}</strong>
            </p>
          ) : (
            <p className="text-ink-soft">{t.noBooking}</p>
          )}
          {booking?.status === "confirmed" ? (
            <div className="mt-3">
              <OutcomeButtons demo={{ bookingId: booking.id, who: `${lead.first_name} ${lead.last_name}`, endTime: booking.endTime, ended: booking.ended, mayMark: canMark, outcome: booking.outcome }} answer={answer?.field === "outcome" && answer.booking ? { ok: answer.ok, booking: answer.booking, message: answer.message ?? "" } : undefined} />
            </div>
          ) : null}
          {booking?.reason ? (
            <div className="mt-3">
              <h3 className="text-sm font-semibold text-ink">{t.cancelReason}</h3>
              <p className="break-words whitespace-pre-wrap">{booking.reason}</p>
            </div>
          ) : null}
          <BookingPreferences times={lead.preferred_times ?? null} note={lead.preferred_note ?? null} at={lead.preferences_at ?? null} />
          {lead.email_corrected_at ? <p className="mt-3 text-sm text-ink-soft">{t.emailCorrected(exactTime(lead.email_corrected_at, zone))}</p> : null}
          {booking ? <ReminderList reminders={booking.reminders} consent={lead} /> : null}
        </Panel>
        <Panel title={t.delivery}>
          {deliveries.length === 0 ? (
            <p className="text-ink-soft">{t.noDeliveries}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {deliveries.map((d) => (
                <li key={d.id} className="rounded-md border border-line p-3">
                  <p className="font-semibold">
                    {d.target.replace("_", " ")}: {d.status === "pending" ? (d.attempts > 0 ? "retrying" : "pending") : d.status}
                  </p>
                  <p className="text-sm text-muted">
                    {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
                    {d.last_attempt_at ? `, last ${exactTime(d.last_attempt_at, zone)}` : ""}
                    {d.delivered_at ? `, delivered ${exactTime(d.delivered_at, zone)}` : ""}
                  </p>
                  {d.last_error ? <p className="text-sm break-words text-red-800">{d.last_error}</p> : null}
                  {d.status === "pending" ? (
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="delivery" value={d.id} />
                      <PendingButton intent="retry" pendingLabel={consoleCopy.pending} variant="secondary">
                        {t.retry}
                      </PendingButton>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <FieldMessage id="retry-error" error={error("retry")} />
        </Panel>
      </div>
      {isAdmin ? (
        <Panel title={t.erase}>
          <p className="mb-3 text-ink-soft">{t.eraseLead}</p>
          <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <ConsoleField name="confirm" label={t.eraseConfirm} autoComplete="off" error={error("confirm")} />
            <PendingButton intent="erase" pendingLabel={consoleCopy.pending} variant="secondary">
              {t.erase}
            </PendingButton>
          </Form>
        </Panel>
      ) : null}
    </div>
  );
}

/** "None of these suit me": the half-days the visitor ticked and their note (issue #26). */
function BookingPreferences({ times, note, at }: { times: string | null; note: string | null; at: string | null }) {
  if (!at) return null;
  let codes: string[] = [];
  try {
    const parsed: unknown = JSON.parse(times ?? "[]");
    if (Array.isArray(parsed)) codes = parsed.filter((code): code is string => typeof code === "string" && /^[1-7]-(morning|afternoon)$/.test(code));
  } catch {
    codes = [];
  }
  return (
    <div className="mt-3 flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-ink">
        {t.preferences} · <span className="font-normal text-muted">
          <When iso={at} />
        </span>
      </h3>
      <p>{codes.length > 0 ? codes.map(t.preferenceLabel).join(", ") : t.preferencesNone}</p>
      {note ? (
        <>
          <h3 className="mt-2 text-sm font-semibold text-ink">{t.preferencesNote}</h3>
          <p className="break-words whitespace-pre-wrap">{note}</p>
        </>
      ) : null}
    </div>
  );
}
