// The four things a presenter's calendar panel can post (ADR 042), shared by the form schemas
// (./form-schemas.ts) and the action that does them (./calendar-settings.server.ts).
export const calendarIntents = ["feed-save", "feed-remove", "subscription-new", "subscription-revoke"] as const;
export type CalendarIntent = (typeof calendarIntents)[number];
