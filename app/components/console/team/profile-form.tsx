import { presenterLanguages } from "~/booking/presenters/profile";
import { Form } from "react-router";
import { consoleCopy } from "~/content/sales-console";
import { usersCopy } from "~/content/sales-console-users";
import { ConsoleField, PendingButton } from "~/components/console/ui";

// One account's name and presenter profile on the team page (ADR 038). Folded away until opened,
// opened again with the refused field's message when the server refused it.

const t = usersCopy;

type Profile = {
  name: string;
  presents: boolean;
  languages: string[];
  hours: string;
  daysOff: string;
  meetingUrl: string;
};
type Answer = { ok: boolean; errors?: Partial<Record<string, string>>; profile?: Profile };

export function ProfileForm({
  user,
  who,
  saved,
  answer,
}: {
  user: string;
  who: string;
  saved: Profile;
  answer?: Answer;
}) {
  const shown = answer && !answer.ok && answer.profile ? answer.profile : saved;
  const error = (field: string) => (answer && !answer.ok ? answer.errors?.[field] : undefined);
  const boxClass = "h-5 w-5 accent-brand-700";
  return (
    <details className="md:order-last md:w-full" open={Boolean(answer && !answer.ok)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t.profile(who)}</summary>
      <Form method="post" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2" key={answer?.ok ? "saved" : "editing"}>
        <input type="hidden" name="account" value={user} />
        <ConsoleField
          name="name"
          id={`name-${user}`}
          label={t.name}
          defaultValue={shown.name}
          maxLength={100}
          error={error("name")}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-base">
          <input type="checkbox" name="presents" value="1" defaultChecked={shown.presents} className={boxClass} />
          {t.presents}
        </label>
        <fieldset
          className="flex flex-col gap-2 sm:col-span-2"
          aria-describedby={error("languages") ? `languages-${user}-error` : undefined}
        >
          <legend className="text-sm font-semibold text-ink">{t.languages}</legend>
          <div className="flex gap-4">
            {presenterLanguages.map((language) => (
              <label key={language} className="flex items-center gap-2 text-base">
                <input
                  type="checkbox"
                  name="languages"
                  value={language}
                  defaultChecked={shown.languages.includes(language)}
                  className={boxClass}
                />
                {t.languageNames[language]}
              </label>
            ))}
          </div>
          {error("languages") ? (
            <p id={`languages-${user}-error`} className="text-sm font-medium text-red-800">
              {error("languages")}
            </p>
          ) : null}
        </fieldset>
        <ConsoleField
          name="hours"
          id={`hours-${user}`}
          label={t.hours}
          hint={t.hoursHint}
          defaultValue={shown.hours}
          inputMode="numeric"
          error={error("hours")}
        />
        <ConsoleField
          name="daysOff"
          id={`days-off-${user}`}
          label={t.daysOff}
          hint={t.daysOffHint}
          defaultValue={shown.daysOff}
          error={error("daysOff")}
        />
        <ConsoleField
          name="meetingUrl"
          id={`meeting-url-${user}`}
          label={t.meetingUrl}
          hint={t.meetingUrlHint}
          defaultValue={shown.meetingUrl}
          inputMode="url"
          autoComplete="off"
          className="sm:col-span-2"
          error={error("meetingUrl")}
        />
        <PendingButton
          intent="profile"
          pendingLabel={consoleCopy.pending}
          variant="secondary"
          className="sm:col-span-2 sm:justify-self-start"
        >
          {t.saveProfile}
        </PendingButton>
      </Form>
    </details>
  );
}
