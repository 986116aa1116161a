import { data } from "react-router";
import type { Route } from "./+types/booking-later";
import { BookingCard } from "~/components/booking/booking-cards";
import { LaterForm, type LaterInput } from "~/components/booking/booking-followup-forms";
import { ButtonLink } from "~/components/ui/button";
import { localeOfPath } from "~/content/locale";
import { copyIn } from "~/content/catalogue";
import { effectiveAvailability } from "~/booking/availability.server";
import { readBookLink } from "~/booking/store/pages.server";
import { savePreferences } from "~/booking/store/followups.server";
import { postedText } from "~/booking/followup-schema";
import { readFormData } from "~/guards/form.server";
import { logger } from "~/lib/logger.server";
import { slotPickerPage } from "~/lib/page-handle";
import { useCopy, useLocalize } from "~/lib/locale";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { dbOf } from "~/runtime/context.server";

// /booking/later?booking=TOKEN: "None of these suit me". The 24-hour promise stands, and the
// visitor may say which weekdays and half-days would suit, with a note: kept on their request for
// the sales team (the console's lead page). Without a valid request link, the promise alone.

export const handle = slotPickerPage;
export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyIn(localeOfPath(location.pathname), "booking").bookingCopy.titles.later },
  { name: "robots", content: "noindex" },
];
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  "Cache-Control": "no-store",
  ...Object.fromEntries(actionHeaders),
  ...Object.fromEntries(loaderHeaders),
});

type PageData =
  | { kind: "ask"; token: string; workingDays: number[]; input?: LaterInput; unavailable?: boolean }
  | { kind: "promise" }
  | { kind: "sent" };

async function ask(db: Kysely<Database>, token: string): Promise<PageData> {
  const read = await readBookLink(db, token);
  if (!read.ok) return { kind: "promise" };
  return { kind: "ask", token, workingDays: (await effectiveAvailability(db)).workingDays };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  return ask(db, new URL(request.url).searchParams.get("booking") ?? "");
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });
  const form = (await readFormData(request, "booking")) ?? new FormData();
  const token = postedText(form, "booking");
  const read = await readBookLink(db, token);
  if (!read.ok) return data<PageData>({ kind: "promise" }, { status: 400 });
  const fields = { times: form.getAll("times"), note: postedText(form, "note") };
  try {
    const saved = await savePreferences(db, read.id, fields);
    if (saved.ok) return data<PageData>({ kind: "sent" });
    const shown = await ask(db, token);
    return data<PageData>(
      shown.kind === "ask"
        ? { ...shown, input: { times: saved.times, note: saved.note, problem: saved.problem } }
        : shown,
      { status: 400 },
    );
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "booking preferences not saved");
    const shown = await ask(db, token);
    return data<PageData>(shown.kind === "ask" ? { ...shown, unavailable: true } : shown, { status: 503 });
  }
}

export default function LaterPage({ loaderData, actionData }: Route.ComponentProps) {
  const bookingCopy = useCopy("booking").bookingCopy;
  const localize = useLocalize();
  const copy = bookingCopy.later;
  const shown = actionData ?? loaderData;
  if (shown.kind === "sent") {
    return (
      <BookingCard icon="booked" heading={copy.sentHeading} lead={copy.sentBody}>
        <ButtonLink to="/" variant="secondary" className="self-start">
          {copy.home}
        </ButtonLink>
      </BookingCard>
    );
  }
  return (
    <BookingCard icon="booked" heading={copy.heading} lead={copy.body}>
      {shown.kind === "ask" ? (
        <>
          {shown.unavailable ? (
            <p
              role="alert"
              className="rounded-md border border-accent-700 bg-accent-50 p-3 text-sm font-semibold text-accent-700"
            >
              {bookingCopy.problems.unavailable}
            </p>
          ) : null}
          <p className="text-base text-ink">{copy.ask}</p>
          <LaterForm
            action={`${localize("/booking/later")}?booking=${encodeURIComponent(shown.token)}`}
            token={shown.token}
            workingDays={shown.workingDays}
            input={shown.input}
          />
        </>
      ) : (
        <ButtonLink to="/" variant="secondary" className="self-start">
          {copy.home}
        </ButtonLink>
      )}
    </BookingCard>
  );
}
