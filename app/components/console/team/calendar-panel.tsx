import { Form } from "react-router";
import { exactTime } from "~/lib/team-clock";
import type { FeedStatus } from "~/booking/calendar/feeds.server";
import type { CalendarAnswer, CalendarPanelData } from "~/console/bookings/calendar-settings.server";
import { consoleCopy } from "~/content/sales-console";
import { teamCopy } from "~/content/sales-console-team";
import { cn } from "~/lib/cn";
import { ConsoleField, Notice, PendingButton, useConsoleZone } from "~/components/console/ui";

// A presenter's own calendar (ADR 042): the feed's address and state, on the account page for
// oneself and on the team page for an admin; the subscription address on the account page only.
// A failing feed is said plainly, with when it last worked and why, never hidden.

const t = teamCopy.calendar;

/** The feed's state in one or two lines; `data-feed-state` lets the tests read it. */
function FeedStatusLine({ feed }: { feed: FeedStatus | null }) {
  const zone = useConsoleZone();
  if (!feed) return <p className="text-sm text-muted">{t.none}</p>;
  const failed = feed.state === "failed";
  return (
    <div
      data-feed-state={feed.state}
      className={cn(
        "flex flex-col gap-1 rounded-md border px-3 py-2 text-sm",
        failed ? "border-red-700 bg-red-50 text-red-900" : "border-line bg-surface text-ink",
      )}
      role={failed ? "alert" : undefined}
    >
      <p className="font-semibold break-all">
        {t.from(feed.host)} · {t.states[feed.state]}
      </p>
      {failed ? (
        <p data-error-class={feed.error_class ?? ""}>
          {t.errorClasses[feed.error_class ?? "network"] ?? t.errorClasses.network}
        </p>
      ) : null}
      {feed.state === "ok" ? <p>{t.events(feed.events)}</p> : null}
      <p className={failed ? undefined : "text-muted"}>
        {feed.last_ok_at ? t.lastOk(exactTime(feed.last_ok_at, zone)) : t.neverOk}{" "}
        {feed.last_attempt_at ? t.lastTry(exactTime(feed.last_attempt_at, zone)) : ""}
      </p>
    </div>
  );
}

/** `explain`: the how-to for the presenter themself (the account page), not for an admin. */
export function CalendarFeedForm({
  user,
  data,
  answer,
  explain = true,
}: {
  user: string;
  data: CalendarPanelData;
  answer?: CalendarAnswer;
  explain?: boolean;
}) {
  const mine = answer?.user === user ? answer : undefined;
  const error = mine && !mine.ok && mine.field === "feedUrl" ? mine.message : undefined;
  return (
    <div className="flex flex-col gap-3" data-calendar-feed={user}>
      {explain ? <p className="text-sm text-ink-soft">{t.lead}</p> : null}
      <FeedStatusLine feed={data.feed} />
      {mine?.ok && (mine.message === t.saved || mine.message === t.removed) ? (
        <Notice tone="success">{mine.message}</Notice>
      ) : null}
      <Form method="post" className="flex flex-col gap-3" key={mine?.ok ? "saved" : "editing"}>
        <input type="hidden" name="account" value={user} />
        <ConsoleField
          name="feedUrl"
          id={`feed-url-${user}`}
          label={t.feedUrl}
          hint={t.feedHint}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          defaultValue={error ? mine?.feedUrl : undefined}
          error={error}
        />
        <div className="flex flex-wrap gap-2">
          <PendingButton intent="feed-save" pendingLabel={consoleCopy.pending} variant="secondary">
            {t.saveFeed}
          </PendingButton>
          {data.feed ? (
            <PendingButton intent="feed-remove" pendingLabel={consoleCopy.pending} variant="ghost" formNoValidate>
              {t.removeFeed}
            </PendingButton>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

export function SubscriptionForm({
  user,
  since,
  answer,
}: {
  user: string;
  since: string | null;
  answer?: CalendarAnswer;
}) {
  const zone = useConsoleZone();
  const fresh = answer?.user === user && answer.subscriptionUrl ? answer.subscriptionUrl : undefined;
  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="account" value={user} />
      <p className="text-sm text-ink-soft">{t.subscribeLead}</p>
      {fresh ? (
        <Notice tone="success">
          {t.subscribeNew}
          <code data-subscription-url className="mt-2 block break-all">
            {fresh}
          </code>
        </Notice>
      ) : (
        <p className="text-sm">{since ? t.subscribeSince(exactTime(since, zone)) : t.subscribeNone}</p>
      )}
      {answer?.user === user && answer.message === t.revoked ? <Notice tone="success">{t.revoked}</Notice> : null}
      <div className="flex flex-wrap gap-2">
        <PendingButton intent="subscription-new" pendingLabel={consoleCopy.pending} variant="secondary">
          {since ? t.replaceAddress : t.makeAddress}
        </PendingButton>
        {since ? (
          <PendingButton intent="subscription-revoke" pendingLabel={consoleCopy.pending} variant="ghost">
            {t.revokeAddress}
          </PendingButton>
        ) : null}
      </div>
    </Form>
  );
}
