import { CircleAlert, ShieldCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { confirmRequestField, confirmRequestHeadingId } from "~/guards/fields";
import { useCopy } from "~/lib/locale";
import { FormTokenInput, Honeypot } from "./guard-fields";

/**
 * The one page a request sent faster than a person types is shown (ADR 034): a single button, a
 * plain form post with or without JavaScript, and the 24-hour promise that holds either way.
 */
export function DemoRequestConfirm({
  action,
  confirmToken,
  formToken,
  again,
}: {
  action: string;
  confirmToken: string;
  formToken: string;
  again: boolean;
}) {
  const copy = useCopy("forms").demoFormCopy.confirmRequest;
  return (
    <div className="flex flex-col items-start gap-4">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <ShieldCheck className="size-7" />
      </span>
      {/* Focused by the page script when the form is sent in place (ADR 010). */}
      <h2
        tabIndex={-1}
        id={confirmRequestHeadingId}
        className="text-2xl font-bold tracking-tight text-ink focus:outline-none md:text-3xl"
      >
        {copy.heading}
      </h2>
      {again ? (
        <p role="alert" className="flex gap-3 rounded-md border border-accent-100 bg-accent-50 p-4 text-sm text-ink">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          {copy.again}
        </p>
      ) : null}
      <p className="text-base leading-relaxed text-ink-soft">{copy.body}</p>
      <form method="post" action={action} aria-labelledby={confirmRequestHeadingId} className="relative mt-2 w-full">
        <input type="hidden" name={confirmRequestField} value={confirmToken} />
        <FormTokenInput token={formToken} />
        <Honeypot idPrefix="confirm" />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {copy.button}
        </Button>
      </form>
      <p className="text-sm leading-relaxed text-muted">{copy.promise}</p>
    </div>
  );
}
