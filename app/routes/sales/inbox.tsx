import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/inbox";
import { requireUser } from "~/auth/guard.server";
import { InboxFilterForm } from "~/components/console/inbox-filter-form";
import { InboxViews, type ViewFormAnswer } from "~/components/console/inbox-views";
import { EmptyPanel, LanguageBadge, When } from "~/components/console/ui";
import { buttonVariants } from "~/components/ui/button";
import { filterQuery } from "~/console/inbox-filters";
import { parseInboxFilters } from "~/console/inbox-filters.server";
import { inboxPage } from "~/console/leads.server";
import { isLeadStatus, leadStatusLabels } from "~/console/lead-status";
import { ownerOptions } from "~/console/owners.server";
import { builtInViews, inboxViewAction, listSavedViews } from "~/console/saved-views.server";
import { consoleCopy } from "~/content/sales-console";
import { cn } from "~/lib/cn";
import { consoleMeta } from "~/lib/page-handle";

const t = consoleCopy.inbox;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request, "sales");
  const params = new URL(request.url).searchParams;
  const { filters, errors } = parseInboxFilters(params);
  const [page, owners, saved] = await Promise.all([inboxPage(filters, user.id, params.get("after")), ownerOptions(), listSavedViews(user.id)]);
  return { ...page, views: [...builtInViews, ...saved], filters, errors, owners, filtered: Object.keys(filters).length > 0, paged: params.has("after"), query: filterQuery(filters).toString(), isAdmin: user.role === "admin", raw: Object.fromEntries(params), now: new Date().toISOString() };
}

// Saving and deleting a person's own views (issue #27 item 2).
export async function action({ request }: Route.ActionArgs) {
  return inboxViewAction(request);
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, next, filters, errors, owners, filtered, paged, query, isAdmin, raw, now, views } = loaderData;
  const viewAnswer = actionData as ViewFormAnswer | undefined;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/sales";
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        {isAdmin ? (
          <div className="flex gap-2">
            <a className={buttonVariants({ variant: "secondary", size: "sm" })} href={`/sales/export?format=csv${query ? `&${query}` : ""}`} download>
              {t.exportCsv}
            </a>
            <a className={buttonVariants({ variant: "secondary", size: "sm" })} href={`/sales/export?format=json${query ? `&${query}` : ""}`} download>
              {t.exportJson}
            </a>
          </div>
        ) : null}
      </div>
      <InboxViews views={views} query={query} answer={viewAnswer} />
      <InboxFilterForm filters={filters} errors={errors} raw={raw} owners={owners} query={query} answer={viewAnswer} />
      <div aria-busy={loading || undefined} className={cn(loading && "opacity-60")}>
        {rows.length === 0 ? (
          <EmptyPanel title={filtered || paged ? t.noMatchTitle : t.emptyTitle} body={filtered || paged ? t.noMatchBody : t.emptyBody} />
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
            {rows.map((row) => (
              <li key={row.id} className="grid grid-cols-1 gap-1 p-3 sm:grid-cols-[10rem_1fr_1fr_8rem_10rem] sm:items-center sm:gap-3">
                <span className="text-sm text-muted"><When iso={row.created_at} now={now} /></span>
                <span className="flex items-center gap-2">
                  <Link to={`/sales/leads/${row.id}`} className="font-semibold text-brand-800 underline">
                    {row.first_name} {row.last_name}
                  </Link>
                  <LanguageBadge language={row.language} />
                </span>
                <span className="text-ink-soft">
                  {row.institution}
                  {row.quarantine_reason ? <span className="ms-2 rounded border border-red-700 bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-900">{`${t.lookedAutomated} (${row.quarantine_reason})`}</span> : null}
                </span>
                <span className="text-sm">{isLeadStatus(row.status) ? leadStatusLabels[row.status] : row.status}</span>
                <span className="truncate text-sm text-muted">{row.owner_id ? (ownerName.get(row.owner_id) ?? "") : t.nobody}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex gap-3">
          {paged ? (
            <Link to={`/sales${query ? `?${query}` : ""}`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
              {t.newest}
            </Link>
          ) : null}
          {next ? (
            <Link to={`/sales?${new URLSearchParams([...new URLSearchParams(query), ["after", next]]).toString()}`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
              {t.older}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
