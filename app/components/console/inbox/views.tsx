import { Form, Link } from "react-router";
import { viewHref, type InboxView } from "~/console/inbox/views";
import { consoleCopy } from "~/content/sales-console";
import { cn } from "~/lib/cn";
import { ConsoleField, Notice, PendingButton } from "~/components/console/ui";

// The inbox's views (issue #27 item 2): the built-in ones and the person's own, each a link (its
// address is the view, to share), the one shown now marked; a person's own can be deleted, and
// the filter shown now saved under a name. Plain forms: it all works before the page hydrates.

const t = consoleCopy.inboxWork;

/** What the inbox's action answered (app/console/inbox/saved-views.server.ts). */
export type ViewFormAnswer =
  { ok: true; message: string } | { ok: false; field: "name" | "form"; message: string; name: string };

export function InboxViews({ views, query, answer }: { views: InboxView[]; query: string; answer?: ViewFormAnswer }) {
  return (
    <nav aria-label={t.views} className="flex flex-col gap-2">
      {/* One row on a phone that scrolls sideways, so the first lead stays on the first screen. */}
      <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
        {views.map((view) => {
          const current = view.query === query;
          return (
            <li
              key={view.id}
              className={cn(
                "flex shrink-0 items-center rounded-full border text-sm",
                current ? "border-brand-800 bg-brand-800 text-white" : "border-line-strong bg-white text-ink",
              )}
            >
              <Link
                to={viewHref(view)}
                aria-current={current ? "page" : undefined}
                className="rounded-full px-3 py-1.5 font-semibold"
              >
                {view.name}
              </Link>
              {view.own ? (
                <Form method="post" className="flex">
                  <input type="hidden" name="view" value={view.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="view-delete"
                    aria-label={t.deleteView(view.name)}
                    className="me-1 size-7 rounded-full font-bold"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      {answer && (answer.ok || answer.field === "form") ? (
        <Notice tone={answer.ok ? "success" : "error"}>{answer.message}</Notice>
      ) : null}
    </nav>
  );
}

/** Saves the filter shown now as one of the person's views; shown only when something is filtered. */
export function SaveViewForm({ query, answer }: { query: string; answer?: ViewFormAnswer }) {
  const refused = answer && !answer.ok && answer.field === "name" ? answer : undefined;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2 border-t border-line pt-3">
      <input type="hidden" name="query" value={query} />
      <ConsoleField
        id="view-name"
        name="name"
        label={t.saveName}
        hint={t.saveHint}
        required
        maxLength={60}
        defaultValue={refused?.name ?? ""}
        error={refused?.message}
        className="min-w-0 flex-1"
      />
      <PendingButton intent="view-save" pendingLabel={t.saving} variant="secondary">
        {t.save}
      </PendingButton>
    </Form>
  );
}
