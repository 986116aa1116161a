import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import type { InboxFilterErrors, InboxFilters } from "~/console/inbox/filters";
import { leadSources } from "~/console/inbox/filters";
import { leadStatuses, leadStatusLabels } from "~/leads/status";
import { buttonVariants } from "~/components/ui/button";
import { institutionSizes } from "~/content/contact";
import { consoleCopy } from "~/content/sales-console";
import { listenForInboxKeys } from "./keys";
import { SaveViewForm, type ViewFormAnswer } from "./views";
import { ConsoleField, ConsoleSelect, FieldMessage } from "~/components/console/ui";

// The inbox's search and filters (issue #27 item 2). The search is always in sight and answers as
// one types (debounced; each navigation replaces the one before, so Back leaves the search rather
// than stepping through its letters) and on Enter without JavaScript (a GET form: the address is
// the filter). The other filters and "save this view" fold behind one native <details> button, so
// on a phone the first lead is on the first screen; the button says how many filters are on.

const t = consoleCopy.inbox;
const w = consoleCopy.inboxWork;
const FORM_ID = "inbox-filter";
const DEBOUNCE_MS = 300;

type Props = {
  filters: InboxFilters;
  errors: InboxFilterErrors;
  raw: Record<string, string>;
  owners: { id: string; name: string }[];
  query: string;
  answer?: ViewFormAnswer;
};

export function InboxFilterForm({ filters, errors, raw, owners, query, answer }: Props) {
  const q = raw.q ?? "";
  const navigation = useNavigation();
  const submit = useSubmit();
  const search = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => listenForInboxKeys(search), []);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/sales";
  const on = Object.keys(filters).filter((key) => key !== "q").length;
  const refused = Object.keys(errors).some((key) => key !== "q") || (answer !== undefined && !answer.ok);
  // The search last sent from this field: an address with another one came from Back or Forward
  // (or a link), not from typing, so the field shows the address's.
  const sent = useRef(q);
  useEffect(() => {
    if (search.current && q !== sent.current && search.current.value !== q) search.current.value = q;
    sent.current = q;
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (form: HTMLFormElement | null) => {
    timer.current = undefined;
    // The first letter adds one history entry, the rest replace it. React Router aborts the
    // navigation still on its way when this one starts, so an older answer never lands last.
    sent.current = search.current?.value ?? "";
    if (form)
      void submit(form, { replace: new URLSearchParams(window.location.search).has("q"), preventScrollReset: true });
  };
  const searchAsYouType = (form: HTMLFormElement | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(form), DEBOUNCE_MS);
  };
  // Leaving the field sends a search still waiting for its pause at once: sent later, it would
  // abort where the person went next (a lead opened by a click, or by j and Enter).
  const sendWaiting = (form: HTMLFormElement | null) => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    send(form);
  };
  const any = { value: "", label: t.any };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-3 sm:p-4">
      <Form
        id={FORM_ID}
        method="get"
        role="search"
        aria-label={t.filters}
        onSubmit={() =>
          void (clearTimeout(timer.current), (timer.current = undefined), (sent.current = search.current?.value ?? ""))
        }
        className="flex flex-col gap-1"
      >
        <label htmlFor="field-q" className="text-sm font-semibold text-ink">
          {t.search}
        </label>
        <div className="flex gap-2">
          <input
            ref={search}
            id="field-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={200}
            aria-keyshortcuts="/"
            aria-invalid={errors.q ? true : undefined}
            aria-describedby={errors.q ? "inbox-keys field-q-error" : "inbox-keys"}
            onChange={(event) => searchAsYouType(event.currentTarget.form)}
            onBlur={(event) => sendWaiting(event.currentTarget.form)}
            className="h-11 min-w-0 flex-1 rounded-md border border-line-strong bg-white px-3 text-base text-ink aria-invalid:border-red-700"
          />
          <button type="submit" className={buttonVariants({ size: "md" })}>
            {loading ? consoleCopy.pending : t.apply}
          </button>
        </div>
        <FieldMessage id="field-q-error" error={errors.q} />
        {/* For keyboard users; on a phone it is read with the search field rather than taking a line. */}
        <p id="inbox-keys" className="hidden text-sm text-muted sm:block">
          {w.keys}
        </p>
      </Form>
      <details open={refused || undefined} className="group">
        <summary
          className={buttonVariants({ variant: "secondary", size: "sm", className: "cursor-pointer list-none" })}
        >
          {w.moreFilters}
          {on > 0 ? (
            <span className="ms-1 rounded-full bg-brand-800 px-2 text-xs text-white">{`${on} ${w.on}`}</span>
          ) : null}
        </summary>
        {/* Keyed by the address's filters: after Back or Forward the fields show that address's, not the last chosen. */}
        <div
          key={JSON.stringify([
            filters.status,
            filters.owner,
            filters.step,
            filters.booked,
            filters.size,
            filters.automated,
            filters.source,
            raw.from,
            raw.to,
          ])}
          className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          <ConsoleSelect
            form={FORM_ID}
            name="status"
            label={t.status}
            defaultValue={filters.status ?? ""}
            error={errors.status}
            options={[
              any,
              { value: "open", label: w.open },
              ...leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] })),
            ]}
          />
          <ConsoleSelect
            form={FORM_ID}
            name="owner"
            label={t.owner}
            defaultValue={filters.owner ?? ""}
            error={errors.owner}
            options={[
              any,
              { value: "me", label: t.me },
              { value: "none", label: t.nobody },
              ...owners.map((o) => ({ value: o.id, label: o.name })),
            ]}
          />
          <ConsoleSelect
            form={FORM_ID}
            name="step"
            label={w.nextStep}
            defaultValue={filters.step ?? ""}
            error={errors.step}
            options={[any, { value: "none", label: w.noNextStep }]}
          />
          <ConsoleSelect
            form={FORM_ID}
            name="booked"
            label={w.booked}
            defaultValue={filters.booked ?? ""}
            error={errors.booked}
            options={[any, { value: "week", label: w.bookedWeek }]}
          />
          <ConsoleSelect
            form={FORM_ID}
            name="size"
            label={t.size}
            defaultValue={filters.size ?? ""}
            error={errors.size}
            options={[any, ...institutionSizes]}
          />
          <ConsoleSelect
            form={FORM_ID}
            name="automated"
            label={t.automated}
            defaultValue={filters.automated ?? ""}
            error={errors.automated}
            options={[
              { value: "", label: t.automatedAll },
              { value: "only", label: t.automatedOnly },
              { value: "hide", label: t.automatedHide },
            ]}
          />
          <ConsoleSelect
            form={FORM_ID}
            name="source"
            label={t.source}
            defaultValue={filters.source ?? ""}
            error={errors.source}
            options={[any, ...leadSources.map((s) => ({ value: s, label: `/${s}` }))]}
          />
          <ConsoleField
            form={FORM_ID}
            name="from"
            type="date"
            label={t.from}
            defaultValue={raw.from ?? ""}
            error={errors.from}
          />
          <ConsoleField
            form={FORM_ID}
            name="to"
            type="date"
            label={t.to}
            defaultValue={raw.to ?? ""}
            error={errors.to}
          />
          <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
            <button type="submit" form={FORM_ID} className={buttonVariants({ size: "sm" })}>
              {w.useFilters}
            </button>
            <Link to="/sales" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              {t.clear}
            </Link>
          </div>
        </div>
        {query ? (
          <div className="mt-3">
            <SaveViewForm query={query} answer={answer} />
          </div>
        ) : null}
      </details>
    </div>
  );
}
