// "Add to Google Calendar / Outlook": links that open the provider's new-event form filled in.
// Neither provider documents a stable API for this; these are the forms their own buttons use.

export type CalendarEvent = { title: string; details: string; location: string; start: string; end: string };

const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export function googleCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compact(event.start)}/${compact(event.end)}`,
    details: event.details,
    location: event.location,
    ctz: "Africa/Lagos",
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    body: event.details,
    location: event.location,
    startdt: event.start,
    enddt: event.end,
  });
  return `https://outlook.office.com/calendar/0/deeplink/compose?${params}`;
}
