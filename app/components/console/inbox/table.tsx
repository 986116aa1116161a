import type { ReactNode } from "react";
import { Link } from "react-router";
import { AskedTimes } from "~/components/console/inbox/asked-times";
import { LanguageBadge, When } from "~/components/console/ui";
import type { InboxSort, InboxSortKey } from "~/console/inbox/sort";
import { nextSort, sortParams } from "~/console/inbox/sort";
import { isLeadStatus, leadStatusLabels } from "~/leads/status";
import { consoleCopy } from "~/content/sales-console";
import { cn } from "~/lib/cn";

// The inbox's table (issue #27 item 2): headers that sort by a link (no script needed; aria-sort
// says which), each lead with its booking, next step and a "new" mark in words, and a box to pick it
// for a change to several leads at once (the form is BulkForm, tied to the boxes by its id).

const t = consoleCopy.inbox;
export const BULK_FORM_ID = "bulk-change";
/** The sortable columns, in the table's order. */
const sortColumns: InboxSortKey[] = ["received", "status", "booking", "due", "owner"];
/** A column a phone shows as a list under the lead's name instead (InboxTable). */
const phoneHidden = "hidden sm:table-cell";

type TableRow = {
  id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  institution: string;
  language: string;
  status: string;
  owner_id: string | null;
  quarantine_reason: string | null;
  next_step_due: string | null;
  /** How often the person asked (ADR 052), for the "asked N times" badge. */
  repeat?: { asks: number; lastAt: string };
};
type TableBooking = { start: string; status: string; outcome: string | null; presenter: string | null };

type Props = {
  rows: TableRow[];
  bookings: Record<string, TableBooking>;
  ownerName: Map<string, string>;
  sort: InboxSort;
  /** The view's address without its order or page (filters and the carried visit mark). */
  base: URLSearchParams;
  since: string | null;
  today: string;
  now: string;
  selectAll: boolean;
};

/** The view's address with `extra` set: every link of the table keeps the filters and the visit mark. */
export function inboxHref(base: URLSearchParams, extra: [string, string][]): string {
  const params = new URLSearchParams(base);
  for (const [key, value] of extra) params.set(key, value);
  const query = params.toString();
  return `/sales${query ? `?${query}` : ""}`;
}

function SortHeader({
  label,
  column,
  sort,
  base,
  className,
}: {
  label: string;
  column: InboxSortKey;
  sort: InboxSort;
  base: URLSearchParams;
  className?: string;
}) {
  const active = sort.key === column;
  const target = nextSort(sort, column);
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
      className={cn("px-3 py-2 text-start font-semibold whitespace-nowrap", className)}
    >
      <Link
        to={inboxHref(base, sortParams(target))}
        className="inline-flex items-center gap-1 text-brand-800 underline"
      >
        {label}
        <span aria-hidden="true">{active ? (sort.dir === "asc" ? "▲" : "▼") : "↕"}</span>
      </Link>
    </th>
  );
}

function BookingCell({ booking }: { booking?: TableBooking }) {
  if (!booking) return <span className="text-muted">{t.booking.none}</span>;
  const state =
    booking.outcome === "held" || booking.outcome === "no_show"
      ? booking.outcome
      : booking.status === "cancelled"
        ? "cancelled"
        : "confirmed";
  return (
    <span className="flex flex-col">
      <span className={cn(state === "cancelled" && "line-through")}>
        <When iso={booking.start} />
      </span>
      <span className="text-xs text-muted">
        <span
          className={cn(
            "font-semibold",
            state === "no_show" || state === "cancelled" ? "text-red-800" : "text-ink-soft",
          )}
        >
          {t.booking[state]}
        </span>
        {" · "}
        {booking.presenter ? t.booking.presenter(booking.presenter) : t.booking.noPresenter}
      </span>
    </span>
  );
}

function DueCell({ due, today }: { due: string | null; today: string }) {
  if (!due) return <span className="text-muted">{t.due.none}</span>;
  const overdue = due < today;
  return (
    <span className="flex flex-col">
      <time dateTime={due}>{due}</time>
      {overdue ? (
        <span className="w-fit rounded border border-red-700 bg-red-50 px-1.5 text-xs font-semibold text-red-900">
          {t.due.overdue}
        </span>
      ) : due === today ? (
        <span className="text-xs font-semibold text-ink-soft">{t.due.today}</span>
      ) : null}
    </span>
  );
}

/** Ticks every box on the page, or clears them: a link, so it needs no script. */
export function SelectAllLink({
  base,
  sort,
  selectAll,
}: {
  base: URLSearchParams;
  sort: InboxSort;
  selectAll: boolean;
}) {
  return (
    <Link
      to={inboxHref(base, [...sortParams(sort), ...(selectAll ? [] : [["select", "page"] as [string, string]])])}
      className="text-sm text-brand-800 underline"
    >
      {selectAll ? t.clearSelection : t.selectAll}
    </Link>
  );
}

/** A phone's way to order the inbox: the headers that sort are hidden there with their columns. */
function PhoneSort({ sort, base }: { sort: InboxSort; base: URLSearchParams }) {
  return (
    <nav
      aria-label={t.phoneSort.label}
      className="flex items-baseline gap-x-3 overflow-x-auto pb-1 text-sm whitespace-nowrap sm:hidden"
    >
      <span className="font-semibold text-ink">{t.phoneSort.label}</span>
      {sortColumns.map((column) => {
        const active = sort.key === column;
        return (
          <Link
            key={column}
            to={inboxHref(base, sortParams(nextSort(sort, column)))}
            className={cn("text-brand-800 underline", active && "font-semibold")}
          >
            {t.columns[column]}
            {active ? (
              <>
                <span aria-hidden="true"> {sort.dir === "asc" ? "▲" : "▼"}</span>
                <span className="sr-only"> {sort.dir === "asc" ? t.phoneSort.ascending : t.phoneSort.descending}</span>
              </>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}

export function InboxTable({ rows, bookings, ownerName, sort, base, since, today, now, selectAll }: Props) {
  return (
    <>
      <PhoneSort sort={sort} base={base} />
      <div
        role="region"
        aria-labelledby="inbox-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-line bg-white"
      >
        <table className="w-full border-collapse text-sm sm:min-w-[56rem]">
          <caption id="inbox-caption" className="sr-only">
            {t.title}
          </caption>
          <thead className="border-b border-line bg-surface text-ink">
            <tr>
              <th scope="col" className="w-10 px-3 py-2 text-start">
                <span className="sr-only">{t.columns.select}</span>
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t.columns.name}
              </th>
              {sortColumns.map((column) => (
                <SortHeader
                  key={column}
                  label={t.columns[column]}
                  column={column}
                  sort={sort}
                  base={base}
                  className={phoneHidden}
                />
              ))}
            </tr>
          </thead>
          <tbody key={selectAll ? "all" : "some"} className="divide-y divide-line">
            {rows.map((row) => {
              const name = `${row.first_name} ${row.last_name}`;
              const fresh = since !== null && row.created_at > since;
              const cells: [InboxSortKey, ReactNode][] = [
                ["received", <When key="received" iso={row.created_at} now={now} />],
                ["status", isLeadStatus(row.status) ? leadStatusLabels[row.status] : row.status],
                ["booking", <BookingCell key="booking" booking={bookings[row.id]} />],
                ["due", <DueCell key="due" due={row.next_step_due} today={today} />],
                ["owner", row.owner_id ? (ownerName.get(row.owner_id) ?? "") : t.nobody],
              ];
              return (
                <tr key={row.id} data-lead={row.id} className={cn("align-top", fresh && "bg-brand-50")}>
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      name="lead"
                      value={row.id}
                      form={BULK_FORM_ID}
                      defaultChecked={selectAll}
                      aria-label={t.selectLead(name)}
                      className="size-5"
                    />
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap items-center gap-2">
                      <Link to={`/sales/leads/${row.id}`} className="font-semibold text-brand-800 underline">
                        {name}
                      </Link>
                      <LanguageBadge language={row.language} />
                      <AskedTimes repeat={row.repeat} />
                      {fresh ? (
                        <span className="rounded border border-brand-700 px-1.5 text-xs font-semibold text-brand-900">
                          <span aria-hidden="true">{t.newMark}</span>
                          <span className="sr-only">{t.newMarkLong}</span>
                        </span>
                      ) : null}
                    </span>
                    <span className="block text-ink-soft">
                      {row.institution}
                      {row.quarantine_reason ? (
                        <span className="ms-2 rounded border border-red-700 bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-900">{`${t.lookedAutomated} (${t.quarantineReasons[row.quarantine_reason] ?? row.quarantine_reason})`}</span>
                      ) : null}
                    </span>
                    {/* On a phone the five columns are this list under the name: no sideways scrolling. */}
                    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs sm:hidden">
                      {cells.map(([column, cell]) => (
                        <div key={column} className="flex gap-1.5">
                          <dt className="font-semibold text-ink-soft">{t.columns[column]}</dt>
                          <dd>{cell}</dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                  {cells.map(([column, cell]) => (
                    <td
                      key={column}
                      className={cn(
                        phoneHidden,
                        "px-3 py-2",
                        column === "received" && "whitespace-nowrap text-muted",
                        column === "owner" && "text-muted",
                      )}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
