import type { Route } from "./+types/booking-invite";
import { site } from "~/content/site";
import { bookingUid } from "~/booking/booking-deliveries.server";
import { inviteDescription, inviteSummary } from "~/booking/booking-emails";
import { manageLinks } from "~/booking/booking-links.server";
import { findBooking, linkProblemStatus, readToken } from "~/booking/booking-pages.server";
import { buildInvite } from "~/booking/ics";
import { env } from "~/env.server";
import { leadsConfig } from "~/leads/config.server";

// /booking/invite.ics?token=...: the booking as a calendar file (text/calendar), with the same UID
// and SEQUENCE as the e-mailed invitation, so a calendar that has both keeps one event.

const plain = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function loader({ request }: Route.LoaderArgs) {
  const read = await readToken(new URL(request.url).searchParams.get("token"), "manage");
  if (!read.ok) return plain(linkProblemStatus(read.problem), "This link does not work. Use the link from your e-mail.");
  const view = await findBooking(read.id);
  if (!view) return plain(404, "This booking does not exist.");
  const links = view.status === "confirmed" ? await manageLinks(view.id, view.slot_start, true) : null;
  const body = buildInvite({
    method: view.status === "cancelled" ? "CANCEL" : "PUBLISH",
    uid: bookingUid(view.id),
    sequence: view.sequence,
    start: view.slot_start,
    end: view.slot_end,
    stamp: view.updated_at,
    summary: inviteSummary(view.institution),
    description: inviteDescription(links),
    location: env().BOOKING_LOCATION,
    organizer: { name: `${site.name} sales`, email: leadsConfig().salesEmail ?? site.email },
    attendee: { name: `${view.first_name} ${view.last_name}`, email: view.email },
  });
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'attachment; filename="ilimi-demo.ics"', "Cache-Control": "no-store" } });
}
