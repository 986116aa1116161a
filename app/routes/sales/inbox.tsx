import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/inbox";
import { requireUser } from "~/auth/guard.server";
import { BulkForm } from "~/components/console/inbox/bulk-form";
import { inboxHref, InboxTable, SelectAllLink } from "~/components/console/inbox/table";
import { InboxFilterForm } from "~/components/console/inbox/filter-form";
import { InboxViews } from "~/components/console/inbox/views";
import { EmptyPanel } from "~/components/console/ui";
import { buttonVariants } from "~/components/ui/button";
import { bulkChange } from "~/console/inbox/bulk-leads.server";
import { dayInZone } from "~/lib/team-clock";
import { filterQuery } from "~/console/inbox/filters";
import { parseInboxFilters } from "~/console/inbox/filters.server";
import { bookingsOf, visitMarks } from "~/console/inbox/rows.server";
import { parseInboxSort, sortParams } from "~/console/inbox/sort";
import { inboxCounts, inboxPage } from "~/console/lead/leads.server";
import { readFormData } from "~/guards/form.server";
import { builtInViews, inboxViewAnswer, listSavedViews } from "~/console/inbox/saved-views.server";
import { textField } from "~/forms/fields";
import { ownerOptions } from "~/console/owners.server";
import { consoleCopy } from "~/content/sales-console";
import { bulkAnswers } from "~/content/sales-console-bulk";
import { consoleMeta } from "~/lib/page-handle";
import { mayExport } from "~/console/export-roles.server";
import { dbOf, configOf } from "~/runtime/context.server";

const t = consoleCopy.inbox;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  // Taken before anything is read: a lead arriving while the page loads is still new next visit.
  const loadedAt = new Date();
  const { user } = await requireUser(db, request, "sales");
  const params = new URL(request.url).searchParams;
  const { filters, errors } = parseInboxFilters(params);
  const sort = parseInboxSort(params);
  const filtered = Object.keys(filters).length > 0;
  // Opening the bare inbox (first page, no filter, the usual order) is a visit (ADR 048); every link from it carries its mark.
  const since = await visitMarks(db, user.id, {
    visit: [...params.keys()].length === 0,
    carried: params.get("since"),
    now: loadedAt,
  });
  const [page, owners, counts, saved] = await Promise.all([
    inboxPage(db, filters, user.id, params.get("after"), undefined, sort),
    ownerOptions(db),
    inboxCounts(db, filters, user.id, since),
    listSavedViews(db, user.id),
  ]);
  const bookings = await bookingsOf(
    db,
    page.rows.map((row) => row.id),
  );
  const zone = configOf(context).CONSOLE_TIME_ZONE;
  const now = loadedAt.toISOString();
  return {
    ...page,
    views: [...builtInViews, ...saved],
    bookings,
    counts,
    sort,
    since,
    filters,
    errors,
    owners,
    filtered,
    paged: params.has("after"),
    query: filterQuery(filters).toString(),
    selectAll: params.get("select") === "page",
    // The export is for admins, and for sales people when an admin lets them (ADR 095).
    canExport: await mayExport(db, user.role),
    raw: Object.fromEntries(params),
    now,
    today: dayInZone(now, zone),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "sales");
  const form = await readFormData(request, "inbox");
  const intent = textField(form, "intent");
  // Saving and deleting a person's own views (issue #27 item 2).
  if (intent === "view-save" || intent === "view-delete") return inboxViewAnswer(db, user.id, form);
  if (intent !== "bulk") return data({ ok: false, field: "leads", message: bulkAnswers.nothingToDo }, { status: 400 });
  const answer = await bulkChange(db, form, user.id);
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const {
    rows,
    next,
    views,
    bookings,
    counts,
    sort,
    since,
    filters,
    errors,
    owners,
    filtered,
    paged,
    query,
    selectAll,
    canExport,
    raw,
    now,
    today,
  } = loaderData;
  // The views' forms answer with their kind; the bulk form's answer has none.
  const viewAnswer = actionData && "kind" in actionData ? actionData : undefined;
  const bulkAnswer = actionData && !("kind" in actionData) ? actionData : undefined;
  // The view without its order, page or selection: the filters, and the visit mark its links carry.
  const view = new URLSearchParams(query);
  view.set("since", since ?? "");
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/sales";
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        {canExport ? (
          <div className="flex flex-wrap gap-2">
            <a
              className={buttonVariants({ variant: "secondary", size: "sm" })}
              href={`/sales/export?format=csv${query ? `&${query}` : ""}`}
              download
            >
              {t.exportCsv}
            </a>
            <a
              className={buttonVariants({ variant: "secondary", size: "sm" })}
              href={`/sales/export?format=xlsx${query ? `&${query}` : ""}`}
              download
            >
              {t.exportXlsx}
            </a>
            <a
              className={buttonVariants({ variant: "secondary", size: "sm" })}
              href={`/sales/export?format=json${query ? `&${query}` : ""}`}
              download
            >
              {t.exportJson}
            </a>
          </div>
        ) : null}
      </div>
      <InboxViews views={views} query={query} answer={viewAnswer} />
      <InboxFilterForm filters={filters} errors={errors} raw={raw} owners={owners} query={query} answer={viewAnswer} />
      {/* Busy, not dimmed: a faded list fails contrast for whoever reads it meanwhile (the Apply button says it is working). */}
      <div aria-busy={loading || undefined} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <p role="status" className="text-base font-semibold text-ink">
            {t.count(counts.total)}
            {counts.fresh > 0 ? <span className="ms-3 font-normal text-ink-soft">{t.fresh(counts.fresh)}</span> : null}
          </p>
          {rows.length > 0 ? <SelectAllLink base={view} sort={sort} selectAll={selectAll} /> : null}
        </div>
        {rows.length === 0 ? (
          <EmptyPanel
            title={filtered || paged ? t.noMatchTitle : t.emptyTitle}
            body={filtered || paged ? t.noMatchBody : t.emptyBody}
          />
        ) : (
          <>
            <BulkForm
              action={`/sales?${new URLSearchParams([["index", ""], ...view, ...sortParams(sort), ...(raw.after ? [["after", raw.after]] : [])]).toString()}`}
              owners={owners}
              answer={bulkAnswer}
            />
            <InboxTable
              rows={rows}
              bookings={bookings}
              ownerName={ownerName}
              sort={sort}
              base={view}
              since={since}
              today={today}
              now={now}
              selectAll={selectAll}
            />
          </>
        )}
        <div className="flex gap-3">
          {paged ? (
            <Link
              to={inboxHref(view, sortParams(sort))}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              {t.newest}
            </Link>
          ) : null}
          {next ? (
            <Link
              to={inboxHref(view, [...sortParams(sort), ["after", next]])}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              {t.older}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
