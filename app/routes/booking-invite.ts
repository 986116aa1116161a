import type { Route } from "./+types/booking-invite";
import { localeOfPath } from "~/content/locale";
import { site } from "~/content/site";
import { inviteInput } from "~/booking/emails";
import { bookingWhere, manageLinks } from "~/booking/links.server";
import { bookingOfLink } from "~/booking/store/pages.server";
import { buildInvite } from "~/booking/ics";
import { leadsConfig } from "~/delivery/config.server";
import { emailCopy } from "~/leads/email-copy";
import { dbOf } from "~/runtime/context.server";

// /booking/invite.ics?token=...: the booking's invitation as a calendar file (text/calendar). The
// same event as the e-mailed one (ADR 040, superseding ADR 016's PUBLISH): METHOD:REQUEST from the
// presenter to the visitor, its UID and SEQUENCE, or METHOD:CANCEL once cancelled, so a calendar
// that gets both keeps one event and applies the later change.

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const url = new URL(request.url);
  // /fr/booking/invite.ics: the French page's download, so the file reads in French too.
  const locale = localeOfPath(url.pathname);
  const copy = emailCopy(locale).calendarInvite;
  const link = await bookingOfLink(db, url.searchParams.get("token"));
  if (!link.ok) return plain(link.status, link.missing ? copy.noBooking : copy.linkProblem);
  const view = link.view;
  const cancelled = view.status === "cancelled";
  const meetingUrl = view.meeting_url ?? null;
  const method = cancelled ? "CANCEL" : "REQUEST";
  const body = buildInvite(
    inviteInput({
      bookingId: view.id,
      cancelled,
      sequence: view.sequence,
      start: view.slot_start,
      end: view.slot_end,
      stamp: view.updated_at,
      institution: view.institution,
      language: locale,
      location: bookingWhere(meetingUrl, locale),
      meetingUrl,
      links: cancelled ? null : await manageLinks(db, view.id, view.slot_start, true, locale),
      presenter: view.presenter,
      salesEmail: leadsConfig().salesEmail ?? site.email,
      visitor: { name: `${view.first_name} ${view.last_name}`, email: view.email },
    }),
  );
  return new Response(body, {
    headers: {
      "Content-Type": `text/calendar; charset=utf-8; method=${method}`,
      "Content-Disposition": `attachment; filename="${copy.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
