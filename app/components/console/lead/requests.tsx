import { Form, Link } from "react-router";
import { institutionSizes } from "~/content/contact";
import { consoleCopy } from "~/content/sales-console";
import { leadCopy } from "~/content/sales-console-lead";
import { localizePath, type Locale } from "~/content/locale";
import { shortDay } from "~/lib/team-clock";
import type { JoinedRequest, LookAlike } from "~/console/lead/duplicates.server";
import {
  ConsoleField,
  ConsoleSelect,
  Notice,
  Panel,
  PendingButton,
  useConsoleZone,
  When,
} from "~/components/console/ui";

// One person, one lead on the lead page (issue #27 item 6, ADR 052): the requests that joined this
// lead, each with its own answers and booking, and merging another lead into it (or it into another).

const t = consoleCopy.duplicates;

type Answer = { ok: boolean; field?: string; message?: string } | undefined;

export function LeadRequests({
  requests,
  lookAlikes,
  answer,
}: {
  requests: JoinedRequest[];
  lookAlikes: LookAlike[];
  answer: Answer;
}) {
  const zone = useConsoleZone();
  const mergeAnswer = answer?.field === "merge" ? answer : undefined;
  return (
    <>
      {requests.length > 0 ? (
        <Panel title={t.title} id="other-requests">
          <p className="mb-3 text-sm text-ink-soft">{t.intro}</p>
          <ol className="flex flex-col gap-3">
            {requests.map((request) => (
              <li key={request.id} className="rounded-md border border-line p-3">
                <h3 className="font-semibold text-ink">
                  {t.alsoAsked(shortDay(request.created_at, zone))}
                  {" · "}
                  <span className="font-normal text-muted">
                    <When iso={request.created_at} />
                  </span>
                </h3>
                <p className="text-sm text-ink-soft">
                  {t.via(localizePath(request.language as Locale, `/${request.source}`))}
                  {" · "}
                  {t.as(`${request.first_name} ${request.last_name}`, request.email)}
                  {request.phone ? ` · ${request.phone}` : ""} · {request.institution}
                </p>
                <dl className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-[8rem_1fr]">
                  <dt className="text-sm font-semibold text-muted">{t.sizeLabel}</dt>
                  <dd>
                    {institutionSizes.find((s) => s.value === request.size)?.label ?? request.size ?? leadCopy.notGiven}
                  </dd>
                  <dt className="text-sm font-semibold text-muted">{t.messageLabel}</dt>
                  <dd className="break-words whitespace-pre-wrap">{request.message ?? t.noMessage}</dd>
                  <dt className="text-sm font-semibold text-muted">{t.bookingLabel}</dt>
                  <dd>
                    {request.booking
                      ? `${request.booking.when} · ${leadCopy.bookingStatus[request.booking.status]}`
                      : t.noBooking}
                  </dd>
                </dl>
                <p className="mt-1 text-sm text-muted">{t.delivery(request.deliveryStatus)}</p>
              </li>
            ))}
          </ol>
        </Panel>
      ) : null}
      <Panel title={t.mergeTitle} id="merge">
        <p className="mb-3 text-sm text-ink-soft">{t.mergeIntro}</p>
        {mergeAnswer?.ok ? <Notice tone="success">{mergeAnswer.message}</Notice> : null}
        {lookAlikes.length > 0 ? (
          <ul className="mb-4 flex flex-col gap-2">
            {lookAlikes.map((other) => (
              <li key={other.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {`${t.lookAlikes} ${t.why[other.why]}: `}
                  <Link to={`/sales/leads/${other.id}`} className="font-semibold text-brand-800 underline">
                    {other.name}
                  </Link>
                  {` · ${other.institution} · `}
                  <When iso={other.created_at} />
                </span>
                <Form method="post">
                  <input type="hidden" name="other" value={other.id} />
                  <input type="hidden" name="keep" value="this" />
                  <PendingButton
                    intent="merge"
                    pendingLabel={t.merging}
                    variant="secondary"
                    aria-label={`${t.merge}: ${other.name} (${t.keep} ${t.keepThis.toLowerCase()})`}
                  >
                    {t.merge}
                  </PendingButton>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <ConsoleField
            name="other"
            label={t.other}
            autoComplete="off"
            error={mergeAnswer && !mergeAnswer.ok ? mergeAnswer.message : undefined}
          />
          <ConsoleSelect
            name="keep"
            label={t.keep}
            options={[
              { value: "this", label: t.keepThis },
              { value: "other", label: t.keepOther },
            ]}
          />
          <PendingButton intent="merge" pendingLabel={t.merging} variant="secondary">
            {t.merge}
          </PendingButton>
        </Form>
      </Panel>
    </>
  );
}
