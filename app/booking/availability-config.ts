import { z } from "zod";

// The sales team's availability: one typed configuration. Defaults come from the environment
// (app/env.server.ts, BOOKING_*); the sales console may store an override (booking_settings,
// booking_closed_dates) which is merged on top and validated by this same schema
// (effectiveAvailability in availability.server.ts). Times are WAT (Africa/Lagos).

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time like 09:00");
const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date like 2027-03-29");

/**
 * The longest demo the settings allow: a booked demo that still runs into a time started at most
 * this long before it, which bounds the interval checks' index range (ADR 078).
 */
export const MAX_SLOT_MINUTES = 240;

export const availabilitySchema = z
  .object({
    /** ISO weekdays: 1 = Monday ... 7 = Sunday. */
    workingDays: z.array(z.number().int().min(1).max(7)).min(1, "needs at least one working day"),
    opensAt: hhmm,
    closesAt: hhmm,
    slotMinutes: z.number().int().min(10).max(MAX_SLOT_MINUTES),
    /** Demos that may run at the same time: one per sales person. */
    capacity: z.number().int().min(1).max(50),
    /** A slot must start at least this many working hours from now. */
    minNoticeWorkingHours: z.number().min(0).max(80),
    /** How many working days ahead the picker offers. */
    horizonWorkingDays: z.number().int().min(1).max(60),
    /** Dates the team does not take demos beyond the built-in fixed holidays (Easter, Eid...). */
    closedDates: z.array(isoDate).max(500),
    /** Visitors move or cancel a demo up to this many hours (clock hours) before it starts (ADR 039). */
    changeNoticeHours: z.number().min(0).max(168),
  })
  .refine((a) => minutesOf(a.opensAt) + a.slotMinutes <= minutesOf(a.closesAt), {
    message: "closing time must leave room for one slot after opening time",
    path: ["closesAt"],
  });

export type Availability = z.infer<typeof availabilitySchema>;

/** SPEC section 1: Mon-Fri, 09:00-18:00 WAT; the issue's defaults for the rest. */
export const defaultAvailability: Availability = {
  workingDays: [1, 2, 3, 4, 5],
  opensAt: "09:00",
  closesAt: "18:00",
  slotMinutes: 30,
  capacity: 2,
  minNoticeWorkingHours: 4,
  horizonWorkingDays: 10,
  closedDates: [],
  changeNoticeHours: 2,
};

/** What an operator may override: any subset of the settings. */
export const availabilityOverrideSchema = z.object({
  workingDays: availabilitySchema.shape.workingDays.optional(),
  opensAt: hhmm.optional(),
  closesAt: hhmm.optional(),
  slotMinutes: availabilitySchema.shape.slotMinutes.optional(),
  capacity: availabilitySchema.shape.capacity.optional(),
  minNoticeWorkingHours: availabilitySchema.shape.minNoticeWorkingHours.optional(),
  horizonWorkingDays: availabilitySchema.shape.horizonWorkingDays.optional(),
});
export type AvailabilityOverride = z.infer<typeof availabilityOverrideSchema>;

/** Whether a visitor may still move or cancel a demo starting at `slotStart` (the minimum notice, ADR 039). */
export function canStillChange(slotStart: string, now: Date, config: Pick<Availability, "changeNoticeHours">): boolean {
  return Date.parse(slotStart) - now.getTime() >= config.changeNoticeHours * 3_600_000;
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

/**
 * Defaults, then the stored override, then the stored closed dates (added to the configured ones).
 * Throws a ZodError when the result is invalid, like the configuration itself would.
 */
export function mergeAvailability(
  defaults: Availability,
  override: AvailabilityOverride | null,
  storedClosedDates: string[] = [],
): Availability {
  const merged = {
    ...defaults,
    ...(override ?? {}),
    closedDates: [...new Set([...defaults.closedDates, ...storedClosedDates])].sort(),
  };
  return availabilitySchema.parse(merged);
}

/** The BOOKING_* environment variables' names, per setting: an invalid one is reported by its name. */
export const availabilityEnvNames = {
  workingDays: "BOOKING_WORKING_DAYS",
  opensAt: "BOOKING_HOURS",
  closesAt: "BOOKING_HOURS",
  slotMinutes: "BOOKING_SLOT_MINUTES",
  capacity: "BOOKING_CAPACITY",
  minNoticeWorkingHours: "BOOKING_MIN_NOTICE_HOURS",
  horizonWorkingDays: "BOOKING_HORIZON_DAYS",
  closedDates: "BOOKING_CLOSED_DATES",
  changeNoticeHours: "BOOKING_CHANGE_NOTICE_HOURS",
} as const satisfies Record<keyof Availability, string>;

/** Reads the raw BOOKING_* strings into an Availability, or says which variable is wrong in one line. */
export function availabilityFromEnv(raw: {
  [K in (typeof availabilityEnvNames)[keyof Availability]]?: string | undefined;
}): { ok: true; value: Availability } | { ok: false; name: string; message: string } {
  const list = (value: string | undefined) =>
    (value ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  const num = (value: string | undefined, fallback: number) =>
    value === undefined || value.trim() === "" ? fallback : Number(value);
  const hours = raw.BOOKING_HOURS?.trim()
    ? raw.BOOKING_HOURS.split("-").map((s) => s.trim())
    : [defaultAvailability.opensAt, defaultAvailability.closesAt];
  const candidate = {
    workingDays: raw.BOOKING_WORKING_DAYS?.trim()
      ? list(raw.BOOKING_WORKING_DAYS).map(Number)
      : defaultAvailability.workingDays,
    opensAt: hours[0] ?? "",
    closesAt: hours.length === 2 ? hours[1]! : "",
    slotMinutes: num(raw.BOOKING_SLOT_MINUTES, defaultAvailability.slotMinutes),
    capacity: num(raw.BOOKING_CAPACITY, defaultAvailability.capacity),
    minNoticeWorkingHours: num(raw.BOOKING_MIN_NOTICE_HOURS, defaultAvailability.minNoticeWorkingHours),
    horizonWorkingDays: num(raw.BOOKING_HORIZON_DAYS, defaultAvailability.horizonWorkingDays),
    closedDates: list(raw.BOOKING_CLOSED_DATES),
    changeNoticeHours: num(raw.BOOKING_CHANGE_NOTICE_HOURS, defaultAvailability.changeNoticeHours),
  };
  const result = availabilitySchema.safeParse(candidate);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  const key = issue.path[0] as keyof Availability;
  const name: string = availabilityEnvNames[key] ?? "BOOKING_*";
  return { ok: false, name, message: issue.message };
}
