import type { Kysely } from "kysely";
import {
  availabilitySchema,
  availabilityOverrideSchema,
  type Availability,
  type AvailabilityOverride,
} from "~/booking/availability-config";
import {
  configuredAvailability,
  effectiveAvailability,
  storeAvailabilityOverride,
} from "~/booking/availability.server";
import { fixedPublicHolidays } from "~/booking/holidays";
import { gridMisfit, type GridMisfit } from "~/booking/slots";
import { dayIn, timeIn } from "~/booking/time-zones";
import { consoleZone } from "~/console/console-settings.server";
import { printable } from "~/leads/printable";
import type { Database } from "~/db/schema.server";
import { formsCopy } from "~/content/sales-console-forms";

// The sales team's availability as admins edit it in the console (issue #18 "Bookings"): the
// settings the picker uses, checked by the same schema as the BOOKING_* configuration
// (app/booking/availability-config.ts), and the closed dates added to the built-in holidays.

type AvailabilityField =
  "workingDays" | "opensAt" | "closesAt" | "slotMinutes" | "capacity" | "minNoticeWorkingHours" | "horizonWorkingDays";
export type AvailabilityForm = Record<AvailabilityField, string>;
export type SettingsAnswer =
  { ok: true } | { ok: false; errors: Partial<Record<AvailabilityField, string>>; values: AvailabilityForm };

const numberFields = ["slotMinutes", "capacity", "minNoticeWorkingHours", "horizonWorkingDays"] as const;

/** The form's fields as posted: working days arrive as one checkbox per day. */
export function availabilityFormValues(form: FormData): AvailabilityForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const days = form.getAll("workingDays").filter((d): d is string => typeof d === "string");
  return {
    workingDays: days.join(","),
    opensAt: text("opensAt"),
    closesAt: text("closesAt"),
    slotMinutes: text("slotMinutes"),
    capacity: text("capacity"),
    minNoticeWorkingHours: text("minNoticeWorkingHours"),
    horizonWorkingDays: text("horizonWorkingDays"),
  };
}

/** Checks the posted settings with the configuration's schema, then stores them; nothing is stored if any field is wrong. */
export async function saveAvailability(db: Kysely<Database>, values: AvailabilityForm): Promise<SettingsAnswer> {
  const candidate: Record<string, unknown> = {
    workingDays: values.workingDays === "" ? [] : values.workingDays.split(",").map(Number),
    opensAt: values.opensAt,
    closesAt: values.closesAt,
  };
  for (const name of numberFields) candidate[name] = values[name] === "" ? Number.NaN : Number(values[name]);
  const override = availabilityOverrideSchema.safeParse(candidate);
  if (!override.success) return { ok: false, errors: errorsOf(override.error.issues), values };
  // The cross-field rule (room for one slot between opening and closing) holds for the whole.
  const whole = availabilitySchema.safeParse({ ...configuredAvailability(), ...override.data });
  if (!whole.success) return { ok: false, errors: errorsOf(whole.error.issues), values };
  await storeAvailabilityOverride(db, override.data as AvailabilityOverride);
  return { ok: true };
}

function errorsOf(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Partial<Record<AvailabilityField, string>> {
  const errors: Partial<Record<AvailabilityField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "") as AvailabilityField;
    errors[field] ??= sentence(issue.message);
  }
  return errors;
}

/** Zod's own words for a number ("Invalid input: expected number, received NaN") read badly here. */
function sentence(message: string): string {
  const bound = /([<>]=?)\s*(\d+(?:\.\d+)?)/.exec(message);
  if (bound && bound[1]!.startsWith(">")) return `Enter ${bound[2]} or more.`;
  if (bound) return `Enter ${bound[2]} or less.`;
  if (/expected (number|int)/i.test(message)) return "Enter a whole number.";
  return message.charAt(0).toUpperCase() + message.slice(1) + (message.endsWith(".") ? "" : ".");
}

const isoDate = availabilitySchema.shape.closedDates.element;

/** A closed date as an admin types it (YYYY-MM-DD), with a label such as "Eid al-Fitr". */
export async function addClosedDate(
  db: Kysely<Database>,
  date: string,
  label: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const checked = isoDate.safeParse(date.trim());
  if (!checked.success || Number.isNaN(Date.parse(`${date.trim()}T00:00:00Z`)))
    return { ok: false, error: formsCopy.enterDate };
  const value = checked.data;
  await db
    .insertInto("booking_closed_dates")
    .values({ date: value, label: label.trim().slice(0, 80) || null, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("date").doNothing())
    .execute();
  return { ok: true };
}

export async function removeClosedDate(db: Kysely<Database>, date: string): Promise<boolean> {
  const result = await db.deleteFrom("booking_closed_dates").where("date", "=", date).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What the settings page shows: the availability in force, the stored closed dates and the built-in holidays. */
export async function availabilitySettings(db: Kysely<Database>): Promise<{
  availability: Availability;
  closedDates: { date: string; label: string | null }[];
  holidays: readonly { monthDay: string; name: string }[];
}> {
  const [availability, closedDates] = await Promise.all([
    effectiveAvailability(db),
    db.selectFrom("booking_closed_dates").select(["date", "label"]).orderBy("date").execute(),
  ]);
  return { availability, closedDates, holidays: fixedPublicHolidays };
}

/** A coming demo that is no longer one of the grid's slots, as the Bookings page lists it (ADR 078). */
type MisalignedDemo = {
  bookingId: string;
  leadId: string;
  day: string;
  time: string;
  endTime: string;
  name: string;
  reason: GridMisfit;
};

/**
 * The confirmed demos still ahead that the availability in force no longer offers as a slot: after
 * a change of slot length, hours or working days (in the console or BOOKING_* at start). They keep
 * their presenter and time; claims compare whole intervals, so none is double-booked, and the team
 * can move or reassign them.
 */
export async function misalignedDemos(db: Kysely<Database>, now = new Date(), limit = 200): Promise<MisalignedDemo[]> {
  const config = await effectiveAvailability(db);
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("demo_requests", "demo_requests.id", "bookings.demo_request_id")
    .select([
      "bookings.id",
      "bookings.demo_request_id",
      "bookings.slot_start",
      "bookings.slot_end",
      "demo_requests.first_name",
      "demo_requests.last_name",
    ])
    .where("bookings.status", "=", "confirmed")
    .where("bookings.slot_end", ">", now.toISOString())
    .orderBy("bookings.slot_start")
    .execute();
  const zone = consoleZone();
  const misaligned: MisalignedDemo[] = [];
  for (const row of rows) {
    const reason = gridMisfit(row.slot_start, row.slot_end, config);
    if (!reason) continue;
    const start = new Date(row.slot_start);
    misaligned.push({
      bookingId: row.id,
      leadId: row.demo_request_id,
      day: dayIn(start, zone),
      time: timeIn(start, zone),
      endTime: timeIn(new Date(row.slot_end), zone),
      // Shown to a person: escaped as everywhere stored text is printed (issue #14).
      name: printable(`${row.first_name} ${row.last_name}`),
      reason,
    });
    if (misaligned.length >= limit) break;
  }
  return misaligned;
}
