import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/inbox";
import { requireUser } from "~/auth/guard.server";
import { AskedTimes } from "~/components/console/asked-times";
import { ConsoleField, ConsoleSelect, EmptyPanel, LanguageBadge, When } from "~/components/console/ui";
import { buttonVariants } from "~/components/ui/button";
import { filterQuery, leadSources } from "~/console/inbox-filters";
import { parseInboxFilters } from "~/console/inbox-filters.server";
import { inboxPage } from "~/console/leads.server";
import { isLeadStatus, leadStatuses, leadStatusLabels } from "~/leads/status";
import { ownerOptions } from "~/console/owners.server";
import { institutionSizes } from "~/content/contact";
import { consoleCopy } from "~/content/sales-console";
import { cn } from "~/lib/cn";
import { consoleMeta } from "~/lib/page-handle";

const t = consoleCopy.inbox;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request, "sales");
  const params = new URL(request.url).searchParams;
  const { filters, errors } = parseInboxFilters(params);
  const [page, owners] = await Promise.all([inboxPage(filters, user.id, params.get("after")), ownerOptions()]);
  return { ...page, filters, errors, owners, filtered: Object.keys(filters).length > 0, paged: params.has("after"), query: filterQuery(filters).toString(), isAdmin: user.role === "admin", raw: Object.fromEntries(params), now: new Date().toISOString() };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { rows, next, filters, errors, owners, filtered, paged, query, isAdmin, raw, now } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/sales";
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  const any = { value: "", label: t.any };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        {isAdmin ? (
          <div className="flex gap-2">
            <a className={buttonVariants({ variant: "secondary", size: "sm" })} href={`/sales/export?format=csv${query ? `&${query}` : ""}`} download>
              {t.exportCsv}
            </a>
            <a className={buttonVariants({ variant: "secondary", size: "sm" })} href={`/sales/export?format=xlsx${query ? `&${query}` : ""}`} download>
              {t.exportXlsx}
            </a>
            <a className={buttonVariants({ variant: "secondary", size: "sm" })} href={`/sales/export?format=json${query ? `&${query}` : ""}`} download>
              {t.exportJson}
            </a>
          </div>
        ) : null}
      </div>
      <Form method="get" role="search" aria-label={t.filters} className="grid grid-cols-1 gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <ConsoleField name="q" type="search" label={t.search} defaultValue={raw.q ?? ""} error={errors.q} className="sm:col-span-2" />
        <ConsoleSelect name="status" label={t.status} defaultValue={filters.status ?? ""} error={errors.status} options={[any, ...leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }))]} />
        <ConsoleSelect name="owner" label={t.owner} defaultValue={filters.owner ?? ""} error={errors.owner} options={[any, { value: "me", label: t.me }, { value: "none", label: t.nobody }, ...owners.map((o) => ({ value: o.id, label: o.name }))]} />
        <ConsoleSelect name="size" label={t.size} defaultValue={filters.size ?? ""} error={errors.size} options={[any, ...institutionSizes]} />
        <ConsoleSelect name="automated" label={t.automated} defaultValue={filters.automated ?? ""} error={errors.automated} options={[{ value: "", label: t.automatedAll }, { value: "only", label: t.automatedOnly }, { value: "hide", label: t.automatedHide }]} />
        <ConsoleSelect name="source" label={t.source} defaultValue={filters.source ?? ""} error={errors.source} options={[any, ...leadSources.map((s) => ({ value: s, label: `/${s}` }))]} />
        <ConsoleField name="from" type="date" label={t.from} defaultValue={raw.from ?? ""} error={errors.from} />
        <ConsoleField name="to" type="date" label={t.to} defaultValue={raw.to ?? ""} error={errors.to} />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonVariants({ size: "sm" })}>
            {loading ? consoleCopy.pending : t.apply}
          </button>
          <Link to="/sales" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            {t.clear}
          </Link>
        </div>
      </Form>
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
                  <AskedTimes repeat={row.repeat} />
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
