import { Form } from "react-router";
import { ConsoleField, FieldMessage, Notice, Panel, PendingButton } from "~/components/console/ui";
import { bookingsCopy } from "~/content/sales-console-bookings";

// Admins' editor of when visitors can book (issue #18 "Bookings"): the availability form and the
// closed dates. Each form posts to /sales/bookings with its intent; errors come back per field.

const t = bookingsCopy;

export type SettingsAnswer =
  | { intent: string; ok: true }
  | { intent: string; ok: false; errors: Partial<Record<string, string>>; values: Partial<Record<string, string>> };

type Settings = {
  availability: {
    workingDays: number[];
    opensAt: string;
    closesAt: string;
    slotMinutes: number;
    capacity: number;
    minNoticeWorkingHours: number;
    horizonWorkingDays: number;
  };
  closedDates: { date: string; label: string | null }[];
  holidays: readonly { monthDay: string; name: string }[];
};

export function AvailabilitySettings({ settings, answer }: { settings: Settings; answer?: SettingsAnswer }) {
  const a = settings.availability;
  const failed = answer && !answer.ok ? answer : undefined;
  const mine = (intent: string) => (failed?.intent === intent ? failed : undefined);
  const saving = mine("availability");
  const value = (name: keyof Settings["availability"]) => saving?.values[name] ?? String(a[name]);
  const days = saving ? (saving.values.workingDays ?? "").split(",").filter(Boolean).map(Number) : a.workingDays;
  const adding = mine("addClosed");
  return (
    <>
      <Panel title={t.settings.title} id="availability">
        <p className="mb-4 max-w-prose text-sm text-ink-soft">{t.settings.intro}</p>
        {answer?.ok && answer.intent === "availability" ? <Notice tone="success">{t.settings.saved}</Notice> : null}
        {saving ? <Notice tone="error">{t.settings.fix}</Notice> : null}
        <Form
          method="post"
          className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2"
          key={answer?.ok ? `saved-${answer.intent}` : "form"}
        >
          <fieldset
            className="sm:col-span-2"
            aria-describedby={saving?.errors.workingDays ? "field-workingDays-error" : undefined}
          >
            <legend className="text-sm font-semibold text-ink">{t.settings.workingDays}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {t.settings.days.map((label, i) => (
                <label key={label} className="flex min-h-11 items-center gap-2 text-ink">
                  <input
                    type="checkbox"
                    name="workingDays"
                    value={i + 1}
                    defaultChecked={days.includes(i + 1)}
                    className="size-5 accent-brand-700"
                  />
                  {label}
                </label>
              ))}
            </div>
            <FieldMessage id="field-workingDays-error" error={saving?.errors.workingDays} />
          </fieldset>
          <ConsoleField
            name="opensAt"
            type="time"
            label={t.settings.opensAt}
            required
            defaultValue={value("opensAt")}
            error={saving?.errors.opensAt}
          />
          <ConsoleField
            name="closesAt"
            type="time"
            label={t.settings.closesAt}
            required
            defaultValue={value("closesAt")}
            error={saving?.errors.closesAt}
          />
          <ConsoleField
            name="slotMinutes"
            type="number"
            inputMode="numeric"
            label={t.settings.slotMinutes}
            required
            defaultValue={value("slotMinutes")}
            error={saving?.errors.slotMinutes}
          />
          <ConsoleField
            name="capacity"
            type="number"
            inputMode="numeric"
            label={t.settings.capacity}
            hint={t.settings.capacityHint}
            required
            defaultValue={value("capacity")}
            error={saving?.errors.capacity}
          />
          <ConsoleField
            name="minNoticeWorkingHours"
            type="number"
            inputMode="decimal"
            step="any"
            label={t.settings.minNoticeWorkingHours}
            required
            defaultValue={value("minNoticeWorkingHours")}
            error={saving?.errors.minNoticeWorkingHours}
          />
          <ConsoleField
            name="horizonWorkingDays"
            type="number"
            inputMode="numeric"
            label={t.settings.horizonWorkingDays}
            required
            defaultValue={value("horizonWorkingDays")}
            error={saving?.errors.horizonWorkingDays}
          />
          <div className="sm:col-span-2">
            <PendingButton intent="availability" pendingLabel={t.settings.saving}>
              {t.settings.save}
            </PendingButton>
          </div>
        </Form>
      </Panel>
      <Panel title={t.closed.title} id="closed-dates">
        <p className="mb-4 max-w-prose text-sm text-ink-soft">{t.closed.intro}</p>
        {answer?.ok && answer.intent === "addClosed" ? <Notice tone="success">{t.closed.added}</Notice> : null}
        {answer?.ok && answer.intent === "removeClosed" ? <Notice tone="success">{t.closed.removed}</Notice> : null}
        <p className="text-sm text-ink-soft">
          <span className="font-semibold text-ink">{t.closed.holidays}: </span>
          {settings.holidays.map((h) => `${h.name} (${h.monthDay})`).join(", ")}
        </p>
        {settings.closedDates.length === 0 ? (
          <p className="mt-3 text-sm text-ink-soft">{t.closed.none}</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-line">
            {settings.closedDates.map((c) => (
              <li key={c.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-ink">
                  <span className="font-mono tabular-nums">{c.date}</span>
                  {c.label ? <span className="text-ink-soft"> · {c.label}</span> : null}
                </span>
                <Form method="post">
                  <input type="hidden" name="date" value={c.date} />
                  <PendingButton
                    intent="removeClosed"
                    pendingLabel={t.closed.removing}
                    variant="secondary"
                    aria-label={`${t.closed.remove} ${c.date}`}
                  >
                    {t.closed.remove}
                  </PendingButton>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form
          method="post"
          className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start"
          key={answer?.ok ? `added-${answer.intent}` : "closed"}
        >
          <ConsoleField
            name="date"
            type="date"
            label={t.closed.date}
            hint={t.closed.dateHint}
            required
            defaultValue={adding?.values.date}
            error={adding?.errors.date}
          />
          <ConsoleField
            name="label"
            label={t.closed.label}
            maxLength={80}
            defaultValue={adding?.values.label}
            error={adding?.errors.label}
          />
          <PendingButton intent="addClosed" pendingLabel={t.closed.adding} className="sm:mt-12">
            {t.closed.add}
          </PendingButton>
        </Form>
      </Panel>
    </>
  );
}
