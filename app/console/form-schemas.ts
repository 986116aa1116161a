import * as z from "zod/mini";
import { emailSchema } from "~/auth/forms";
import { userRoles } from "~/audit/vocabulary";
import { consoleCopy } from "~/content/sales-console";
import { outcomeCopy } from "~/content/sales-console-outcome";
import { accountCopy } from "~/content/sales-console-account";
import { bookingsCopy } from "~/content/sales-console-bookings";
import { formsCopy } from "~/content/sales-console-forms";
import { teamCopy } from "~/content/sales-console-team";
import { usersCopy } from "~/content/sales-console-users";
import { MEETING_URL_MAX } from "~/booking/meeting-rooms";
import { calendarIntents } from "./calendar-intents";

// One schema per console form (issue #24 item 4, ADR 053), its intents a discriminated union on
// `intent`, read with readForm (app/forms/form-schema.ts). The checks that need the database (does the
// account exist, is the presenter free) stay in the actions; these say what a post may look like.

/** An id from a hidden field: never long (a longer one names nothing). */
const id = (gone: string) => z.string().check(z.trim(), z.maxLength(100, gone));
const role = z.enum(userRoles, formsCopy.chooseRole);
// A presenter's calendar address: kept as pasted (a little past its limit, so "too long" is what the feed's own schema says).
const feedUrl = z._default(z.string().check(z.maxLength(2100, teamCopy.calendar.errors.tooLong!)), "");
const account = id(formsCopy.accountGone);

export const usersSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("invite"), email: emailSchema, role }),
    z.object({ intent: z.literal("role"), user: account, role }),
    z.object({ intent: z.literal("disable"), user: account }),
    z.object({ intent: z.literal("enable"), user: account }),
    // The profile's fields (several languages, days off) are read by readProfileForm, the CLI's parsers.
    z.object({ intent: z.literal("profile"), account }),
    z.object({ intent: z.literal("rule-add") }),
    z.object({ intent: z.literal("rule-remove"), rule: id(formsCopy.unknownAction) }),
    z.object({ intent: z.enum(calendarIntents), account, feedUrl }),
  ],
  { error: formsCopy.unknownAction },
);

const password = z.string().check(z.maxLength(1000, consoleCopy.passwordErrors.tooLong));

export const accountSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("password"), current: password, password }),
    // Kept as sent, a little past the limit, so "too long" is what readMeetingUrl says.
    z.object({
      intent: z.literal("meeting-room"),
      meetingUrl: z._default(z.string().check(z.maxLength(MEETING_URL_MAX, usersCopy.meetingUrlErrors.tooLong)), ""),
    }),
    z.object({ intent: z.literal("everywhere") }),
    z.object({ intent: z.literal("totp-start") }),
    z.object({
      intent: z.literal("totp-confirm"),
      code: z._default(z.string().check(z.trim(), z.maxLength(12, accountCopy.totpWrong)), ""),
    }),
    z.object({ intent: z.literal("totp-disable"), current: z._default(password, "") }),
    z.object({ intent: z.enum(calendarIntents), feedUrl }),
  ],
  { error: formsCopy.unknownAction },
);

const date = z.string().check(z.trim(), z.maxLength(40, formsCopy.enterDate));

export const bookingsSchema = z.discriminatedUnion(
  "intent",
  [
    // The availability's seven fields are checked together by saveAvailability, as the configuration is.
    z.object({ intent: z.literal("availability") }),
    z.object({
      intent: z.literal("addClosed"),
      date,
      label: z._default(z.string().check(z.trim(), z.maxLength(80, formsCopy.tooLong(80))), ""),
    }),
    z.object({ intent: z.literal("removeClosed"), date }),
    z.object({
      intent: z.literal("reassign"),
      booking: id(bookingsCopy.reassignGone),
      presenter: id(bookingsCopy.reassignGone),
    }),
  ],
  { error: formsCopy.unknownAction },
);

/** Today's demos: one button per demo and outcome, its value "held:<booking>" or "no_show:<booking>". */
export const todaySchema = z.object({
  intent: z.string().check(z.regex(/^(held|no_show):[\w-]{1,64}$/, outcomeCopy.gone)),
});
