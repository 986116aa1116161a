import type { Route } from "./+types/calendar-feed";
import { subscriptionCalendar } from "~/booking/calendar/subscription.server";
import { teamCopy } from "~/content/sales-console-team";
import { dbOf } from "~/runtime/context.server";

// /sales/feeds/<token>.ics: a presenter's demos for their calendar app, which cannot sign in; the
// token is the key (ADR 042). An unknown, revoked or malformed token is a plain 404.

export async function loader({ params, context }: Route.LoaderArgs) {
  const token = /^(.+)\.ics$/.exec(params.file ?? "")?.[1] ?? "";
  const body = await subscriptionCalendar(dbOf(context), token);
  if (body === null)
    return new Response(teamCopy.calendar.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(body, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
