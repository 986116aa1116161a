import type { Kysely } from "kysely";
import { audit } from "~/audit/audit.server";
import { feedUrlSchema } from "~/booking/calendar/fetch.server";
import {
  feedPolicy,
  feedStatuses,
  refreshFeedNow,
  removeFeed,
  saveFeed,
  type FeedStatus,
} from "~/booking/calendar/feeds.server";
import { issueSubscription, revokeSubscription, subscriptionSince } from "~/booking/calendar/subscription.server";
import { teamCopy } from "~/content/sales-console-team";
import type { Database } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import type { CalendarIntent } from "~/console/calendar-intents";

export type { CalendarIntent };

// The console's side of a presenter's own calendar (ADR 042): the account page for oneself, the
// team page for an admin. The address is checked with the same schema wherever it is pasted.

const t = teamCopy.calendar;

/** What the panel shows: the feed's state, and whether a subscription address is active. */
export type CalendarPanelData = { feed: FeedStatus | null; subscriptionSince: string | null };

export async function calendarPanelData(db: Kysely<Database>, userId: string): Promise<CalendarPanelData> {
  const [feeds, since] = await Promise.all([feedStatuses(db, [userId]), subscriptionSince(db, userId)]);
  return { feed: feeds.get(userId) ?? null, subscriptionSince: since };
}

/** `feedUrl`: what was pasted, kept when refused; `subscriptionUrl`: a new address, shown this once. */
export type CalendarAnswer = {
  calendar: true;
  ok: boolean;
  field?: string;
  message?: string;
  user: string;
  feedUrl?: string;
  subscriptionUrl?: string;
};

/** Does one calendar action for `userId` (`feedUrl`: the address pasted, as the form schema read it); the answer is for that account's panel. */
export async function calendarAction(
  db: Kysely<Database>,
  intent: CalendarIntent,
  feedUrl: string,
  userId: string,
  actorId: string,
): Promise<CalendarAnswer> {
  if (intent === "feed-save") {
    const checked = feedUrlSchema(feedPolicy().allowLoopback).safeParse(feedUrl);
    if (!checked.success)
      return {
        calendar: true,
        ok: false,
        field: "feedUrl",
        message: t.errors[checked.error.issues[0]!.message] ?? t.errors.notUrl,
        user: userId,
        feedUrl,
      };
    await saveFeed(db, userId, checked.data);
    await audit(db, {
      actorId,
      action: "calendar_feed_set",
      subjectType: "user",
      subjectId: userId,
      detail: { host: new URL(checked.data).host },
    });
    // Read at once, not at the next round; the page shows the state once it is known.
    void refreshFeedNow(db, userId).catch((error: unknown) =>
      logger.error({ err: String(error), presenter: userId }, "calendar feed refresh failed"),
    );
    return { calendar: true, ok: true, message: t.saved, user: userId };
  }
  if (intent === "feed-remove") {
    await removeFeed(db, userId);
    await audit(db, { actorId, action: "calendar_feed_removed", subjectType: "user", subjectId: userId });
    return { calendar: true, ok: true, message: t.removed, user: userId };
  }
  if (intent === "subscription-new") {
    const url = await issueSubscription(db, userId);
    await audit(db, { actorId, action: "calendar_subscription_made", subjectType: "user", subjectId: userId });
    return { calendar: true, ok: true, message: t.subscribeNew, user: userId, subscriptionUrl: url };
  }
  await revokeSubscription(db, userId);
  await audit(db, { actorId, action: "calendar_subscription_revoked", subjectType: "user", subjectId: userId });
  return { calendar: true, ok: true, message: t.revoked, user: userId };
}
