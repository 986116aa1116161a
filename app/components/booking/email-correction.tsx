import { controlClass, Field } from "~/components/forms/field";
import { useFieldErrorWords } from "~/components/forms/form-messages";
import { Button } from "~/components/ui/button";
import { useCopy } from "~/lib/locale";

// A mistyped address, corrected from the booking's page (issue #26): a plain form posted to the
// page itself, checked on the server by the demo form's rule. Closed until asked for, open again
// with the visitor's input and the problem when it was refused.

/** `error`: the demo form's message key for the address (worded in the page's edition), or "unavailable" when it could not be saved. */
export type EmailCorrectionState =
  { ok: true; email: string; mailed: boolean } | { ok: false; error: string; value: string };

export function EmailCorrection({
  action,
  token,
  state,
}: {
  action: string;
  token: string;
  state?: EmailCorrectionState;
}) {
  const { booked: copy, problems } = useCopy("booking").bookingCopy;
  const refused = state && !state.ok ? state : undefined;
  const worded = useFieldErrorWords({ email: refused?.error });
  const error = refused?.error === "unavailable" ? problems.unavailable : worded.email;
  return (
    <>
      {state?.ok ? (
        <p
          role="status"
          className="rounded-md border border-brand-700 bg-brand-50 p-3 text-sm font-semibold text-brand-800"
        >
          {state.mailed ? copy.correctedMailed(state.email) : copy.corrected(state.email)}
        </p>
      ) : null}
      <details className="group w-full" open={Boolean(refused)}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {copy.correct}
        </summary>
        <form method="post" action={action} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="intent" value="email" />
          <Field id="corrected-email" name="email" label={copy.correctLabel} required error={error} className="grow">
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                defaultValue={refused?.value ?? ""}
                className={`${controlClass} h-11`}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" className={refused ? "sm:mb-7" : undefined}>
            {copy.correctSubmit}
          </Button>
        </form>
      </details>
    </>
  );
}
