import { Form } from "react-router";
import { consoleCopy } from "~/content/sales-console";
import { bookingsCopy } from "~/content/sales-console-bookings";
import { ConsoleSelect, PendingButton } from "~/components/console/ui";

// An admin gives one coming demo to another presenter (ADR 038). The server decides whether they
// are free then; this form only offers the team's presenters and says what the server answered.

const t = bookingsCopy;

export type ReassignAnswer = { intent: "reassign"; ok: boolean; booking: string; message: string };

export function ReassignForm({
  booking,
  who,
  current,
  presenters,
  answer,
}: {
  booking: string;
  who: string;
  current: string | null;
  presenters: { value: string; label: string }[];
  answer?: ReassignAnswer;
}) {
  return (
    <Form method="post" className="flex basis-full flex-wrap items-end gap-2">
      <input type="hidden" name="booking" value={booking} />
      <ConsoleSelect
        name="presenter"
        id={`presenter-${booking}`}
        label={t.reassignTo(who)}
        defaultValue={current ?? presenters[0]?.value}
        options={presenters}
        className="[&_label]:sr-only"
      />
      <PendingButton intent="reassign" pendingLabel={consoleCopy.pending} variant="secondary">
        {t.reassign}
      </PendingButton>
      {answer ? (
        <p
          role="status"
          className={answer.ok ? "text-sm font-medium text-brand-800" : "text-sm font-medium text-red-800"}
        >
          {answer.message}
        </p>
      ) : null}
    </Form>
  );
}
