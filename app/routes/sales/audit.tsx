import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/audit";
import { auditActions } from "~/audit/vocabulary";
import { requireUser } from "~/auth/guard.server";
import { listUsers } from "~/auth/users.server";
import { ConsoleField, ConsoleSelect, EmptyPanel, When } from "~/components/console/ui";
import { buttonVariants } from "~/components/ui/button";
import { auditPage, parseAuditFilters, type AuditEntry } from "~/console/team/audit-log.server";
import { personName } from "~/console/people";
import { consoleCopy } from "~/content/sales-console";
import { auditCopy } from "~/content/sales-console-audit";
import { consoleMeta } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

const t = auditCopy;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  await requireUser(db, request, "admin");
  const params = new URL(request.url).searchParams;
  const { filters, errors } = parseAuditFilters(params);
  const [page, users] = await Promise.all([auditPage(db, filters, params.get("after")), listUsers(db)]);
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as [string, string][]).toString();
  return { ...page, filters, errors, users: users.map((u) => ({ id: u.id, name: personName(u) })), query };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, next, filters, errors, users, query } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/sales/audit";
  const words = consoleCopy.inbox;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      <Form
        method="get"
        className="grid grid-cols-1 gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <ConsoleSelect
          name="action"
          label={t.action}
          defaultValue={filters.action ?? ""}
          error={errors.action}
          options={[
            { value: "", label: words.any },
            ...auditActions.map((a) => ({ value: a, label: t.actionNames(a) })),
          ]}
        />
        <ConsoleSelect
          name="actor"
          label={t.actor}
          defaultValue={filters.actor ?? ""}
          error={errors.actor}
          options={[{ value: "", label: t.anyone }, ...users.map((u) => ({ value: u.id, label: u.name }))]}
        />
        <ConsoleField
          name="from"
          type="date"
          label={words.from}
          defaultValue={filters.from ?? ""}
          error={errors.from}
        />
        <ConsoleField name="to" type="date" label={words.to} defaultValue={filters.to ?? ""} error={errors.to} />
        <button type="submit" className={buttonVariants({ size: "sm" })} aria-disabled={loading || undefined}>
          {loading ? consoleCopy.pending : words.apply}
        </button>
      </Form>
      {rows.length === 0 ? (
        <EmptyPanel title={t.title} body={t.empty} />
      ) : (
        <ul
          aria-busy={loading || undefined}
          className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white text-sm"
        >
          {rows.map((row) => (
            <li key={row.id} className="grid grid-cols-1 gap-1 p-3 md:grid-cols-[11rem_1fr]">
              <span className="text-muted">
                <When iso={row.at} />
              </span>
              <AuditSentence entry={row} />
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <Link
          to={`/sales/audit?${new URLSearchParams([...new URLSearchParams(query), ["after", next]]).toString()}`}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          {t.older}
        </Link>
      ) : null}
    </div>
  );
}

/** "Ada Obi moved Chiamaka Eze from New to Contacted.": who by name, the lead or person linked (issue #27, item 7). */
function AuditSentence({ entry }: { entry: AuditEntry }) {
  const who =
    entry.actor ??
    (entry.action === "visitor_email_corrected" ? t.visitor : entry.action === "sign_in_failed" ? t.someone : t.system);
  const phrase = (t.sentences[entry.action] ?? (() => t.unknown(entry.action)))(entry.words);
  const [before, after] = phrase.includes("{subject}") ? phrase.split("{subject}", 2) : [phrase, undefined];
  const subject = entry.subject;
  const named = subject?.name ?? t.gone[subject?.type ?? "lead"] ?? "";
  return (
    <span className="text-ink">
      <strong className="font-semibold">{who}</strong> {before}
      {after !== undefined ? (
        <>
          {subject?.href ? (
            <Link to={subject.href} className="font-semibold text-brand-800 underline">
              {named}
            </Link>
          ) : (
            named
          )}
          {after}
        </>
      ) : null}
      .
    </span>
  );
}
