import { Form } from "react-router";
import { consoleCopy } from "~/content/sales-console";
import { leadCopy } from "~/content/sales-console-lead";
import { exactTime } from "~/lib/team-clock";
import { fieldError, type LeadAnswer } from "~/console/lead/answer";
import type { LeadRow } from "~/console/lead/leads.server";
import { Fact } from "./facts";
import { ConsoleField, FieldMessage, Notice, Panel, PendingButton, useConsoleZone } from "~/components/console/ui";

// The lower, compact part of the lead page: consent and where the request came from (only the
// campaign fields it came with), the quarantine's decision, and erasure for admins.

const t = leadCopy;
const campaignKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export function LeadDetails({ lead }: { lead: LeadRow }) {
  const zone = useConsoleZone();
  const campaign = campaignKeys.filter((key) => lead[key]);
  return (
    <Panel title={t.details} id="details">
      <dl className="text-sm">
        <Fact term={t.facts.privacyNotice}>
          {t.privacyAccepted(lead.privacy_notice_version, exactTime(lead.consented_at, zone))}
        </Fact>
        <Fact term={t.facts.productNews}>{lead.marketing_consent === 1 ? t.productNews.yes : t.productNews.no}</Fact>
        {campaign.length === 0 ? (
          <Fact term={t.facts.campaign}>{t.noCampaign}</Fact>
        ) : (
          campaign.map((key) => (
            <Fact key={key} term={t.campaignFields[key]}>
              {lead[key]}
            </Fact>
          ))
        )}
        <Fact term={t.facts.referrer}>{lead.referrer ?? t.notGiven}</Fact>
      </dl>
    </Panel>
  );
}

export function QuarantinePanel({ reason, answer }: { reason: string | null | undefined; answer?: LeadAnswer }) {
  if (!reason) return answer?.ok && answer.intent === "release" ? <Notice tone="success">{t.released}</Notice> : null;
  return (
    <Panel title={t.automatedTitle}>
      <p className="text-ink">{t.automated}</p>
      <p className="mt-2 text-sm text-ink-soft">{`${t.automatedReason}: ${consoleCopy.inbox.quarantineReasons[reason] ?? reason}`}</p>
      <Form method="post" className="mt-3 flex flex-col gap-2">
        <p id="release-hint" className="text-sm text-ink-soft">
          {t.releaseHint}
        </p>
        <div>
          <PendingButton intent="release" pendingLabel={t.releasing} aria-describedby="release-hint">
            {t.release}
          </PendingButton>
        </div>
        <FieldMessage id="release-error" error={fieldError(answer, "release")} />
      </Form>
    </Panel>
  );
}

export function ErasePanel({ answer }: { answer?: LeadAnswer }) {
  return (
    <Panel title={t.erase}>
      <p className="mb-3 text-ink-soft">{t.eraseLead}</p>
      <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ConsoleField name="confirm" label={t.eraseConfirm} autoComplete="off" error={fieldError(answer, "confirm")} />
        <PendingButton intent="erase" pendingLabel={consoleCopy.pending} variant="secondary">
          {t.erase}
        </PendingButton>
      </Form>
    </Panel>
  );
}
