import { Link } from "react-router";
import type { Route } from "./+types/subscribers";
import { requireUser } from "~/auth/guard.server";
import { EmptyPanel, LanguageBadge, When } from "~/components/console/ui";
import { buttonVariants } from "~/components/ui/button";
import { subscribersPage } from "~/console/team/audit-log.server";
import { consoleCopy } from "~/content/sales-console";
import { formsCopy } from "~/content/sales-console-forms";
import { consoleMeta } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

const t = consoleCopy.subscribers;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  await requireUser(db, request, "sales");
  const params = new URL(request.url).searchParams;
  return subscribersPage(db, params.get("after"), params.get("status"));
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      {loaderData.rows.length === 0 ? (
        <EmptyPanel title={t.title} body={t.empty} />
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
          {loaderData.rows.map((row) => (
            <li key={row.id} className="grid grid-cols-1 gap-1 p-3 sm:grid-cols-[1fr_14rem_12rem] sm:items-center">
              <span className="flex items-center gap-2">
                <span className="font-medium break-all">{row.email}</span>
                <LanguageBadge language={row.language} />
              </span>
              <span className="text-sm">{formsCopy.subscriberStatuses[row.status] ?? row.status}</span>
              <span className="text-sm text-muted">
                <When iso={row.confirmed_at ?? row.created_at} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {loaderData.next ? (
        <Link
          to={`/sales/subscribers?after=${loaderData.next}`}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          {t.older}
        </Link>
      ) : null}
    </div>
  );
}
