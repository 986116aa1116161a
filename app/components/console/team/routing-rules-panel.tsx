import { Form } from "react-router";
import { institutionSizes } from "~/content/contact";
import { indexedEditions } from "~/content/editions";
import { consoleCopy } from "~/content/sales-console";
import { teamCopy } from "~/content/sales-console-team";
import { ConsoleSelect, FieldMessage, Notice, Panel, PendingButton } from "~/components/console/ui";

// The team page's routing rules (ADR 047): the list in the order bookings try it, each with a
// remove button, and a form to add one. A refused form shows again as it was sent.
const t = teamCopy.routing;

export type RuleRow = { id: string; size: string | null; edition: string | null; presenterIds: string[] };
export type RuleFormAnswer = {
  ok: boolean;
  field?: string;
  message?: string;
  fields?: { size: string; edition: string; presenters: string[] };
};

export function RoutingRulesPanel({
  rules,
  presenters,
  answer,
}: {
  rules: RuleRow[];
  presenters: { id: string; name: string }[];
  answer?: RuleFormAnswer;
}) {
  const sizeLabel = (value: string | null) => institutionSizes.find((s) => s.value === value)?.label ?? t.any;
  const editionLabel = (value: string | null) => {
    const known = indexedEditions.find((e) => e.code === value);
    return known ? t.editionNames[known.code] : t.any;
  };
  const nameOf = (id: string) => presenters.find((p) => p.id === id)?.name ?? t.gone;
  const refused = answer && !answer.ok ? answer : undefined;
  const kept = refused?.fields;
  const error = (field: string) => (refused?.field === field ? refused.message : undefined);
  return (
    <Panel title={t.title} id="routing">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t.intro}</p>
        {answer?.ok ? <Notice tone="success">{answer.message}</Notice> : null}
        {error("form") ? <Notice tone="error">{error("form")}</Notice> : null}
        {rules.length === 0 ? (
          <p className="text-sm">{t.none}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-line rounded-md border border-line">
            {rules.map((rule, i) => (
              <li key={rule.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm">
                  <span className="font-semibold">
                    {i + 1}. {t.rule(sizeLabel(rule.size), editionLabel(rule.edition))}
                  </span>
                  <br />
                  {t.goesTo(rule.presenterIds.map(nameOf).join(", "))}
                </p>
                <Form method="post">
                  <input type="hidden" name="rule" value={rule.id} />
                  <PendingButton
                    intent="rule-remove"
                    pendingLabel={consoleCopy.pending}
                    variant="ghost"
                    aria-label={t.removeLabel(i + 1)}
                  >
                    {t.remove}
                  </PendingButton>
                </Form>
              </li>
            ))}
          </ol>
        )}
        {presenters.length === 0 ? (
          <p className="text-sm text-muted">{t.noPresenters}</p>
        ) : (
          <Form
            method="post"
            className="grid grid-cols-1 gap-3 sm:grid-cols-2"
            key={answer?.ok ? "added" : "rule-form"}
          >
            <ConsoleSelect
              name="size"
              id="rule-size"
              label={t.size}
              defaultValue={kept?.size ?? ""}
              options={[{ value: "", label: t.any }, ...institutionSizes]}
              error={error("size")}
            />
            <ConsoleSelect
              name="edition"
              id="rule-edition"
              label={t.edition}
              defaultValue={kept?.edition ?? ""}
              options={[
                { value: "", label: t.any },
                ...indexedEditions.map((e) => ({ value: e.code, label: t.editionNames[e.code] })),
              ]}
              error={error("edition")}
            />
            <fieldset
              className="flex flex-col gap-2 sm:col-span-2"
              aria-invalid={error("presenters") ? true : undefined}
              aria-describedby={error("presenters") ? "rule-presenters-error" : undefined}
            >
              <legend className="text-sm font-semibold text-ink">{t.presenters}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {presenters.map((p) => (
                  <label key={p.id} className="flex min-h-11 items-center gap-2 text-base">
                    <input
                      type="checkbox"
                      name="presenters"
                      value={p.id}
                      defaultChecked={kept?.presenters.includes(p.id)}
                      className="size-5 accent-brand-700"
                    />
                    {p.name}
                  </label>
                ))}
              </div>
              <FieldMessage id="rule-presenters-error" error={error("presenters")} />
            </fieldset>
            <div className="sm:col-span-2">
              <PendingButton intent="rule-add" pendingLabel={t.adding}>
                {t.add}
              </PendingButton>
            </div>
          </Form>
        )}
      </div>
    </Panel>
  );
}
