import { Form } from "react-router";
import { ConsoleField, ConsoleSelect, FieldMessage, Notice, PendingButton } from "~/components/console/ui";
import { BULK_FORM_ID } from "~/components/console/inbox/table";
import { leadStatuses, leadStatusLabels } from "~/leads/status";
import { consoleCopy } from "~/content/sales-console";

// The change to several leads at once (issue #27 item 2): the boxes ticked in the table below
// belong to this form (form="bulk-change"), so it posts without any script. Its action keeps the
// view's address, so the page that answers is the same view, and opening it is not a new visit.

const t = consoleCopy.inbox;

export type BulkFormAnswer = { ok: boolean; field?: string; message?: string; skipped?: string[] };

export function BulkForm({
  action,
  owners,
  answer,
}: {
  action: string;
  owners: { id: string; name: string }[];
  answer?: BulkFormAnswer;
}) {
  const error = answer && !answer.ok ? answer : undefined;
  return (
    // Folded until wanted (a <details>, no script), open again when the answer is shown.
    <details open={answer ? true : undefined} className="rounded-lg border border-line bg-white">
      <summary className="cursor-pointer px-4 py-3 text-base font-semibold text-ink">{t.bulk.heading}</summary>
      <Form
        id={BULK_FORM_ID}
        method="post"
        action={action}
        aria-label={t.bulk.heading}
        className="flex flex-col gap-3 border-t border-line p-4"
      >
        {answer?.ok ? (
          <Notice tone={answer.skipped?.length ? "warning" : "success"}>
            <p>{answer.message}</p>
            {answer.skipped?.length ? (
              <ul className="mt-1 list-disc ps-5">
                {answer.skipped.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            ) : null}
          </Notice>
        ) : null}
        <FieldMessage id="bulk-leads-error" error={error?.field === "leads" ? error.message : undefined} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-start">
          <ConsoleSelect
            id="bulk-owner"
            name="owner"
            label={t.bulk.owner}
            error={error?.field === "owner" ? error.message : undefined}
            options={[
              { value: "", label: t.bulk.keep },
              { value: "none", label: t.nobody },
              ...owners.map((o) => ({ value: o.id, label: o.name })),
            ]}
          />
          <ConsoleSelect
            id="bulk-status"
            name="status"
            label={t.bulk.status}
            error={error?.field === "status" ? error.message : undefined}
            options={[
              { value: "", label: t.bulk.keep },
              ...leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] })),
            ]}
          />
          <ConsoleField
            id="bulk-reason"
            name="reason"
            label={t.bulk.reason}
            maxLength={500}
            error={error?.field === "reason" ? error.message : undefined}
          />
        </div>
        <div>
          <PendingButton intent="bulk" pendingLabel={consoleCopy.pending} variant="secondary">
            {t.bulk.apply}
          </PendingButton>
        </div>
      </Form>
    </details>
  );
}
