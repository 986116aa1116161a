import { data, Link } from "react-router";
import type { Route } from "./+types/bookings";
import { audit } from "~/audit/audit.server";
import { requireUser } from "~/auth/guard.server";
import { AvailabilitySettings, type SettingsAnswer } from "~/components/console/bookings/availability-settings";
import { EmptyPanel, LanguageBadge, useConsoleZone } from "~/components/console/ui";
import { zoneName } from "~/lib/team-clock";
import {
  addClosedDate,
  availabilityFormValues,
  availabilitySettings,
  misalignedDemos,
  removeClosedDate,
  saveAvailability,
} from "~/console/bookings/availability-settings.server";
import { effectiveAvailability } from "~/booking/availability.server";
import { runBookingCommand } from "~/booking/store/commands.server";
import { loadPresenters } from "~/booking/store/presenter-seats.server";
import { MisalignedDemos } from "~/components/console/bookings/misaligned-demos";
import { ReassignForm, type ReassignAnswer } from "~/components/console/bookings/reassign-form";
import { agenda } from "~/console/bookings/agenda.server";
import { consoleCopy } from "~/content/sales-console";
import { bookingsCopy } from "~/content/sales-console-bookings";
import { readFormData } from "~/guards/form.server";
import { bookingsSchema } from "~/console/form-schemas";
import { readForm } from "~/forms/form-schema";
import { consoleMeta } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

// The agenda of coming demos (issue #18 "Bookings"), read-only for everyone on the team: the
// booking itself belongs to the visitor, who changes it through their own links. Admins also set
// when visitors can book: the availability and the closed dates, checked like the configuration.
const t = bookingsCopy;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "sales");
  const settings = user.role === "admin" ? await availabilitySettings(db) : null;
  // Admins reassign a demo to another presenter (ADR 038); the store checks they are free then.
  const presenters =
    user.role === "admin"
      ? (await loadPresenters(db, await effectiveAvailability(db))).map((p) => ({ value: p.id, label: p.name }))
      : [];
  // Demos booked on an earlier grid (a changed length, hours or days): said, never silently kept (ADR 078).
  return { days: await agenda(db), misaligned: await misalignedDemos(db), settings, presenters };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "admin");
  const form = (await readFormData(request, "availability")) ?? new FormData();
  const read = readForm(bookingsSchema, form);
  if (!read.ok)
    return data<SettingsAnswer>(
      { intent: read.values.intent ?? "", ok: false, errors: read.errors, values: read.values },
      { status: 400 },
    );
  const post = read.data;
  if (post.intent === "availability") {
    const values = availabilityFormValues(form);
    const saved = await saveAvailability(db, values);
    if (!saved.ok) return data<SettingsAnswer>({ intent: post.intent, ...saved }, { status: 400 });
    await audit(db, {
      actorId: user.id,
      action: "availability_changed",
      subjectType: "availability",
      detail: { ...values },
    });
    return data<SettingsAnswer>({ intent: post.intent, ok: true });
  }
  if (post.intent === "addClosed") {
    const added = await addClosedDate(db, post.date, post.label);
    if (!added.ok)
      return data<SettingsAnswer>(
        {
          intent: post.intent,
          ok: false,
          errors: { date: added.error },
          values: { date: post.date, label: post.label },
        },
        { status: 400 },
      );
    await audit(db, {
      actorId: user.id,
      action: "closed_date_added",
      subjectType: "availability",
      detail: { date: post.date },
    });
    return data<SettingsAnswer>({ intent: post.intent, ok: true });
  }
  if (post.intent === "reassign") {
    const outcome = await runBookingCommand(db, {
      kind: "reassign",
      bookingId: post.booking,
      presenterId: post.presenter,
    });
    if (outcome.status !== "reassigned") {
      const message =
        outcome.status === "samePresenter"
          ? t.reassignSame
          : outcome.status === "taken"
            ? t.reassignTaken
            : t.reassignGone;
      return data<ReassignAnswer>(
        { intent: post.intent, ok: false, booking: post.booking, message },
        { status: outcome.status === "taken" ? 409 : 400 },
      );
    }
    await audit(db, {
      actorId: user.id,
      action: "booking_reassigned",
      subjectType: "booking",
      subjectId: post.booking,
      detail: { presenter: post.presenter },
    });
    return data<ReassignAnswer>({ intent: post.intent, ok: true, booking: post.booking, message: t.reassigned });
  }
  if (await removeClosedDate(db, post.date))
    await audit(db, {
      actorId: user.id,
      action: "closed_date_removed",
      subjectType: "availability",
      detail: { date: post.date },
    });
  return data<SettingsAnswer>({ intent: post.intent, ok: true });
}

export default function Bookings({ loaderData, actionData }: Route.ComponentProps) {
  const { days, misaligned, settings, presenters } = loaderData;
  const zone = useConsoleZone();
  const reassigned = actionData?.intent === "reassign" && "booking" in actionData ? actionData : undefined;
  const settingsAnswer = actionData && !("booking" in actionData) ? actionData : undefined;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      <p className="max-w-prose text-ink-soft">{t.intro(zoneName(zone))}</p>
      <MisalignedDemos demos={misaligned} />
      {days.length === 0 ? (
        <EmptyPanel title={t.emptyTitle} body={t.empty} />
      ) : (
        <div aria-label={t.agendaLabel} role="region" className="flex flex-col gap-4">
          {days.map((d) => (
            <section key={d.day} aria-label={d.day} className="rounded-lg border border-line bg-white p-4 sm:p-6">
              <h2 className="mb-3 text-lg font-semibold text-ink">{d.day}</h2>
              <ul className="flex flex-col divide-y divide-line">
                {d.entries.map((e) => (
                  <li key={e.bookingId} className="flex flex-wrap gap-x-4 gap-y-1 py-2">
                    <span className="font-mono tabular-nums text-ink">{`${e.time}–${e.endTime}`}</span>
                    <Link to={`/sales/leads/${e.leadId}`} className="font-semibold text-brand-800 underline">
                      {e.name}
                    </Link>
                    <span className="text-ink-soft">{e.institution}</span>
                    <LanguageBadge language={e.language} />
                    <span className="text-ink-soft">{e.presenter ? t.presentedBy(e.presenter) : t.nobodyPresents}</span>
                    {e.presenterLeft && e.presenter ? (
                      <span data-presenter-left className="basis-full font-semibold text-amber-900">
                        {t.presenterLeft(e.presenter)}
                      </span>
                    ) : null}
                    {presenters.length > 0 ? (
                      <ReassignForm
                        booking={e.bookingId}
                        who={e.name}
                        current={e.presenterId}
                        presenters={presenters}
                        answer={reassigned?.booking === e.bookingId ? reassigned : undefined}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {settings ? <AvailabilitySettings settings={settings} answer={settingsAnswer} /> : null}
    </div>
  );
}
