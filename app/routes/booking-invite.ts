import type { Route } from "./+types/booking-invite";
import { localeOfPath } from "~/content/locale";
import { site } from "~/content/site";
import { bookingUid } from "~/booking/booking-deliveries.server";
import { inviteDescription, inviteSummary, organizerOf } from "~/booking/booking-emails";
import { bookingLocation, manageLinks } from "~/booking/booking-links.server";
import { findBooking, linkProblemStatus, readToken } from "~/booking/booking-pages.server";
import { buildInvite } from "~/booking/ics";
import { leadsConfig } from "~/leads/config.server";
import { emailCopy } from "~/leads/email-copy";

// /booking/invite.ics?token=...: the booking as a calendar file (text/calendar), with the same UID
// and SEQUENCE as the e-mailed invitation, so a calendar that has both keeps one event.

const plain = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // /fr/booking/invite.ics: the French page's download, so the file reads in French too.
  const locale = localeOfPath(url.pathname);
  const copy = emailCopy(locale).calendarInvite;
  const read = await readToken(url.searchParams.get("token"), "manage");
  if (!read.ok) return plain(linkProblemStatus(read.problem), copy.linkProblem);
  const view = await findBooking(read.id);
  if (!view) return plain(404, copy.noBooking);
  const links = view.status === "confirmed" ? await manageLinks(view.id, view.slot_start, true, locale) : null;
  const body = buildInvite({
    method: view.status === "cancelled" ? "CANCEL" : "PUBLISH",
    uid: bookingUid(view.id),
    sequence: view.sequence,
    start: view.slot_start,
    end: view.slot_end,
    stamp: view.updated_at,
    summary: inviteSummary(view.institution, locale),
    description: inviteDescription(links, locale),
    location: bookingLocation(locale),
    organizer: organizerOf(view.presenter, locale, leadsConfig().salesEmail ?? site.email),
    attendee: { name: `${view.first_name} ${view.last_name}`, email: view.email },
  });
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${copy.fileName}"`, "Cache-Control": "no-store" } });
}
