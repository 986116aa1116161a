import { Form } from "react-router";
import type { CounselAnswer, CounselReview } from "~/console/legal-review.server";
import { teamCopy } from "~/content/sales-console-team";
import { ConsoleField, Notice, Panel, PendingButton, When } from "../ui";

// The Team page's record of counsel's review of the privacy notice (issue #46 item 3, ADR 098):
// unconfirmed until an admin names who confirmed it, for the version in force.
const t = teamCopy.legalReview;

export function CounselReviewPanel({
  review,
  answer,
  max,
}: {
  review: CounselReview;
  answer?: CounselAnswer;
  max: number;
}) {
  const failed = answer && !answer.ok ? answer : undefined;
  const error = failed
    ? failed.error === "counselTooLong"
      ? t.errors.counselTooLong(max)
      : t.errors[failed.error]
    : undefined;
  return (
    <Panel title={t.title} id="counsel-review">
      <div className="flex flex-col gap-3">
        {review.confirmed ? (
          <p className="text-sm">
            {t.confirmed(review.version, review.counsel)} {t.recorded} <When iso={review.at} />
            {review.by ? t.by(review.by) : null}.
          </p>
        ) : (
          <Notice tone="warning">{t.unconfirmed(review.version)}</Notice>
        )}
        <p className="flex flex-wrap gap-x-4 text-sm">
          <a href="/privacy" className="font-semibold text-brand-800 underline">
            {t.read}
          </a>
          <a href="/fr/privacy" className="font-semibold text-brand-800 underline">
            {t.readFrench}
          </a>
        </p>
        {review.confirmed ? (
          <Form method="post">
            <PendingButton intent="counsel-withdraw" pendingLabel={t.withdrawing} variant="secondary">
              {t.withdraw}
            </PendingButton>
          </Form>
        ) : (
          <Form method="post" className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto] sm:items-start" noValidate>
            <input type="hidden" name="version" value={review.version} />
            <ConsoleField
              name="counsel"
              label={t.counsel}
              required
              maxLength={max}
              defaultValue={failed?.counsel}
              error={error}
            />
            <PendingButton intent="counsel-confirm" pendingLabel={t.confirming} className="sm:mt-6">
              {t.confirm}
            </PendingButton>
          </Form>
        )}
        {answer?.ok ? <Notice tone="success">{t.saved}</Notice> : null}
      </div>
    </Panel>
  );
}
