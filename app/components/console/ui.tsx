import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { Link, useNavigation, useRouteLoaderData } from "react-router";
import { DEFAULT_CONSOLE_ZONE, exactTime, relativeTime } from "~/lib/team-clock";
import { errorId } from "~/components/forms/field.contract";
import { FieldFrame } from "~/components/forms/field-frame";
import { buttonVariants } from "~/components/ui/button";
import { isLocale } from "~/content/locale";
import { languageNames } from "~/content/language-names";
import { consoleCopy } from "~/content/sales-console";
import { cn } from "~/lib/cn";

// The console's primitives, shadcn-style: native elements (which bring keyboard use and roles for
// free) styled with the site's tokens, each wired to its label, hint and error.

// One field with the public forms (FieldFrame, app/components/forms/field-frame.tsx), in its console
// variant (ADR 053): the label, hint and error wired to the control the same way on both sides.
const consoleControlClass =
  "h-11 rounded-md border border-line-strong bg-white px-3 text-base text-ink aria-invalid:border-red-700";

export function ConsoleField({
  name,
  label,
  error,
  hint,
  className,
  required,
  ...input
}: ComponentProps<"input"> & { name: string; label: string; error?: string; hint?: string }) {
  const id = input.id ?? `field-${name}`;
  return (
    <FieldFrame
      variant="console"
      id={id}
      name={name}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      errorElement={<FieldMessage id={errorId(id)} error={error} />}
    >
      {(control) => <input {...input} {...control} className={consoleControlClass} />}
    </FieldFrame>
  );
}

/** A field's error, or one under a group of controls (checkboxes, a fieldset) that has no single field. */
export function FieldMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;
}

export function ConsoleSelect({
  name,
  label,
  error,
  options,
  className,
  required,
  ...select
}: ComponentProps<"select"> & {
  name: string;
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = select.id ?? `field-${name}`;
  return (
    <FieldFrame
      variant="console"
      id={id}
      name={name}
      label={label}
      error={error}
      required={required}
      className={className}
      errorElement={<FieldMessage id={errorId(id)} error={error} />}
    >
      {(control) => (
        <select {...select} {...control} className={consoleControlClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A submit button that says it is working while its own form's request runs (by intent). */
export function PendingButton({
  intent,
  pendingLabel,
  children,
  variant = "primary",
  className,
  onClick,
  ...props
}: ComponentProps<"button"> & { intent?: string; pendingLabel: string; variant?: "primary" | "secondary" | "ghost" }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  // aria-disabled keeps the button focusable and announced; the click is refused by hand, so a
  // second press (or Enter in a field) while the first is on its way sends nothing twice.
  const refuseWhilePending = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      aria-disabled={pending || undefined}
      onClick={refuseWhilePending}
      className={cn(buttonVariants({ variant, size: "md" }), className)}
      {...props}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

export function Notice({
  tone = "info",
  children,
}: {
  tone?: "info" | "error" | "success" | "warning";
  children: ReactNode;
}) {
  const styles = {
    info: "border-line-strong bg-white",
    error: "border-red-700 bg-red-50 text-red-900",
    success: "border-brand-700 bg-brand-50 text-brand-900",
    warning: "border-amber-700 bg-amber-50 text-amber-950",
  }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-tone={tone}
      className={cn("rounded-md border px-4 py-3 text-sm", styles)}
    >
      {children}
    </div>
  );
}

export function EmptyPanel({ title, body }: { title: string; body: string }) {
  return (
    <div className="rounded-lg border border-dashed border-line-strong bg-white px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mx-auto mt-2 max-w-prose text-muted">{body}</p>
    </div>
  );
}

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The team's zone, as the console's layout loader read it from CONSOLE_TIME_ZONE. */
export function useConsoleZone(): string {
  const layout = useRouteLoaderData("routes/sales/layout") as { timeZone?: string } | undefined;
  return layout?.timeZone ?? DEFAULT_CONSOLE_ZONE;
}

/**
 * A moment as the team reads it: in their zone, named ("2026-11-26 05:03 WAT"), or relative
 * ("2 h ago") when `now` is given, with the exact time in the title. `now` comes from the loader,
 * so the server's render and the browser's hydration agree.
 */
export function When({ iso, now }: { iso: string | null | undefined; now?: string }) {
  const zone = useConsoleZone();
  if (!iso) return null;
  const exact = exactTime(iso, zone);
  return (
    <time dateTime={iso} title={exact}>
      {now ? relativeTime(iso, now, zone) : exact}
    </time>
  );
}

/** Auth pages (sign-in, reset): one centred card, no navigation. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <p className="mb-4 text-sm font-semibold tracking-wide text-brand-800 uppercase">{consoleCopy.name}</p>
      <div className="rounded-lg border border-line bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-bold text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The link under an auth card's form or a console message (back to sign-in, forgot password, the inbox). */
export function AsideLink({
  to,
  children,
  reloadDocument,
}: {
  to: string;
  children: ReactNode;
  reloadDocument?: boolean;
}) {
  return (
    <p className="mt-4 text-sm">
      <Link to={to} reloadDocument={reloadDocument} className="font-semibold text-brand-800 underline">
        {children}
      </Link>
    </p>
  );
}

/** The language a lead, subscriber or booking was made in (issue #19): "FR", with its name for screen readers and on hover. */
export function LanguageBadge({ language, className }: { language: string; className?: string }) {
  const name = isLocale(language) ? languageNames[language] : language;
  return (
    <span
      title={`Language: ${name}`}
      className={cn(
        "inline-block rounded border border-line-strong px-1.5 py-0.5 font-mono text-xs font-semibold text-ink-soft",
        className,
      )}
    >
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only">{`Language: ${name}`}</span>
    </span>
  );
}
