import { Button } from "~/components/ui/button";
import { useCopy } from "~/lib/locale";

// The booking page's reminders (ADR 041): what the visitor asked for, and one plain post that
// withdraws the WhatsApp and SMS consent. A post, not a link: mail scanners open every link.

/** `email`: e-mail reminders are sent (SMTP configured); `offsetsMinutes`: when, before the demo. */
export type ReminderConsentState = {
  whatsapp: boolean;
  sms: boolean;
  withdrawn: boolean;
  email: boolean;
  offsetsMinutes: number[];
};

export function ReminderConsent({
  action,
  token,
  consent,
}: {
  action: string;
  token: string;
  consent: ReminderConsentState;
}) {
  const copy = useCopy("booking").reminderConsentCopy;
  const ticked = [consent.whatsapp ? copy.whatsapp : null, consent.sms ? copy.sms : null].filter(
    (c): c is string => c !== null,
  );
  // Nothing is sent and nothing was asked for: nothing to say.
  if (!consent.email && ticked.length === 0) return null;
  return (
    <section aria-labelledby="reminders-heading" className="flex flex-col gap-2">
      <h2 id="reminders-heading" className="text-lg font-bold tracking-tight text-ink">
        {copy.heading}
      </h2>
      {consent.email ? <p className="text-sm text-ink-soft">{copy.email(copy.times(consent.offsetsMinutes))}</p> : null}
      {ticked.length > 0 && consent.withdrawn ? (
        <p role="status" className="text-sm font-semibold text-brand-800">
          {copy.stopped}
        </p>
      ) : null}
      {ticked.length > 0 && !consent.withdrawn ? (
        <form method="post" action={action} className="flex flex-col items-start gap-2">
          <p className="text-sm text-ink-soft">{copy.ticked(ticked.join(` ${copy.and} `))}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="intent" value="stop-reminders" />
          <Button type="submit" variant="secondary">
            {copy.stop}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
