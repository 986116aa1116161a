import { Form } from "react-router";
import { consoleCopy } from "~/content/sales-console";
import { leadCopy } from "~/content/sales-console-lead";
import { fieldError, keptFields, type LeadAnswer } from "~/console/lead/answer";
import { isStepBack, leadStatusLabels, nextStatuses, type LeadStatus } from "~/leads/status";
import { ConsoleField, ConsoleSelect, Panel, PendingButton } from "~/components/console/ui";

// The lead's status and owner, side by side from 768 px. "Move to" offers every sensible move
// (app/leads/status.ts) with the next step forward first, so it never preselects a step
// back; a refused move shows again as it was chosen, with its reason.

const t = leadCopy;

export function LeadWork({
  status,
  lostReason,
  ownerId,
  owners,
  answer,
}: {
  status: LeadStatus;
  lostReason: string | null;
  ownerId: string | null;
  owners: { id: string; name: string }[];
  answer?: LeadAnswer;
}) {
  const kept = keptFields(answer);
  const statusKept = answer && !answer.ok && answer.intent === "status";
  const ownerKept = answer && !answer.ok && answer.intent === "owner";
  const options = nextStatuses(status).map((s) => ({
    value: s,
    label: isStepBack(status, s) ? t.stepBack(leadStatusLabels[s]) : leadStatusLabels[s],
  }));
  return (
    <Panel title={t.work}>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Form method="post" className="flex flex-col gap-3">
          <p>
            {t.now} <strong>{leadStatusLabels[status]}</strong>
            {lostReason ? ` (${lostReason})` : ""}
          </p>
          {/* Keyed by the status: after a move the list starts again at the new next step. */}
          <ConsoleSelect
            key={status}
            name="status"
            label={t.status}
            defaultValue={statusKept ? kept.status : options[0]?.value}
            error={fieldError(answer, "status")}
            options={options}
          />
          <ConsoleField
            key={`reason-${status}`}
            name="reason"
            label={t.reason}
            maxLength={500}
            defaultValue={statusKept ? kept.reason : undefined}
            error={fieldError(answer, "reason")}
          />
          <PendingButton intent="status" pendingLabel={consoleCopy.pending} className="self-start">
            {t.changeStatus}
          </PendingButton>
        </Form>
        <Form method="post" className="flex flex-col gap-3">
          <ConsoleSelect
            key={ownerId ?? ""}
            name="owner"
            label={t.owner}
            defaultValue={ownerKept ? kept.owner : (ownerId ?? "")}
            error={fieldError(answer, "owner")}
            options={[{ value: "", label: t.nobody }, ...owners.map((o) => ({ value: o.id, label: o.name }))]}
          />
          <PendingButton intent="owner" pendingLabel={consoleCopy.pending} className="self-start">
            {t.changeOwner}
          </PendingButton>
        </Form>
      </div>
    </Panel>
  );
}
