import { extraMeetingHosts } from "~/booking/links.server";
import { checkMeetingUrl } from "~/booking/meeting-rooms";
import { parseDaysOff, parseHours, parseLanguages } from "~/booking/presenters/profile";
import { usersCopy } from "~/content/sales-console-users";
import { textField } from "~/forms/fields";
import type { ProfilePatch } from "~/auth/users.server";

// The team page's name and presenter profile form, read and checked on the server with the same
// parsers as the users CLI (app/booking/presenters/profile.ts). A refusal names its field and keeps the input.

const t = usersCopy;

export type ProfileFields = {
  name: string;
  presents: boolean;
  languages: string[];
  hours: string;
  daysOff: string;
  meetingUrl: string;
};

/** A room address from a form, checked with the schema the CLI uses (ADR 040): the address to store, or the message. */
export function readMeetingUrl(text: string): { ok: true; url: string | null } | { ok: false; message: string } {
  const checked = checkMeetingUrl(text, extraMeetingHosts());
  return checked.ok ? checked : { ok: false, message: t.meetingUrlErrors[checked.problem] };
}

export function readProfileForm(
  form: FormData,
): { ok: true; patch: ProfilePatch } | { ok: false; field: string; message: string; fields: ProfileFields } {
  const fields: ProfileFields = {
    name: textField(form, "name").slice(0, 200),
    presents: textField(form, "presents") === "1",
    languages: form
      .getAll("languages")
      .filter((v): v is string => typeof v === "string")
      .slice(0, 5)
      .map((v) => v.slice(0, 5)),
    hours: textField(form, "hours").slice(0, 40),
    daysOff: textField(form, "daysOff").slice(0, 4000),
    // Kept as sent (a little past the limit, so "too long" is what the page says), shown again when refused.
    meetingUrl: textField(form, "meetingUrl").slice(0, 2000),
  };
  const refuse = (field: string, message: string) => ({ ok: false as const, field, message, fields });
  const name = fields.name.trim();
  if (name.length > 100 || [...name].some((ch) => ch < " " || ch === "\u007f")) return refuse("name", t.nameError);
  const languages = parseLanguages(fields.languages.join(","));
  if (!languages) return refuse("languages", t.languagesError);
  const hours = fields.hours.trim() ? parseHours(fields.hours) : null;
  if (fields.hours.trim() && !hours) return refuse("hours", t.hoursError);
  const daysOff = parseDaysOff(fields.daysOff);
  if (!daysOff) return refuse("daysOff", t.daysOffError);
  const room = readMeetingUrl(fields.meetingUrl);
  if (!room.ok) return refuse("meetingUrl", room.message);
  return {
    ok: true,
    patch: {
      name: name || null,
      presents: fields.presents,
      languages,
      hours: hours ? `${hours.opensAt}-${hours.closesAt}` : null,
      daysOff,
      meetingUrl: room.url,
    },
  };
}
