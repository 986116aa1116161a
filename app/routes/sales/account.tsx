import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/account";
import { audit } from "~/auth/audit.server";
import { textField } from "~/auth/forms";
import { requireUser } from "~/auth/guard.server";
import { openTotpSecret, sealTotpSecret } from "~/auth/crypto.server";
import { verifyPassword } from "~/auth/password.server";
import { newPasswordSchema } from "~/auth/password-policy.server";
import { clearedSessionCookie, endAllSessions } from "~/auth/sessions.server";
import { newTotpSecret, otpauthUri, verifyTotp } from "~/auth/totp";
import { changePassword, findUser, updateUserProfile } from "~/auth/users.server";
import { readMeetingUrl } from "~/booking/presenter-profile.server";
import { ConsoleField, Notice, Panel, PendingButton } from "~/components/console/ui";
import { asCalendarAnswer, CalendarFeedForm, SubscriptionForm } from "~/components/console/calendar-panel";
import { calendarAction, calendarPanelData, isCalendarIntent } from "~/console/calendar-settings.server";
import { consoleCopy } from "~/content/sales-console";
import { teamCopy } from "~/content/sales-console-team";
import { getDb } from "~/db/connection.server";
import { authConfig } from "~/auth/config.server";
import { readFormData } from "~/guards/form.server";
import { consoleMeta } from "~/lib/page-handle";

// The signed-in person's own account: their meeting room if they present (ADR 040), password,
// two-factor sign-in, sign out everywhere.
const t = consoleCopy.account;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request, "sales");
  const row = await findUser(user.id);
  const pendingSecret = row?.totp_secret && !row.totp_enabled_at ? await openTotpSecret(row.totp_secret) : undefined;
  return {
    email: user.email,
    totpOn: Boolean(row?.totp_enabled_at),
    pendingSecret,
    pendingUri: pendingSecret ? otpauthUri(pendingSecret, user.email) : undefined,
    required: authConfig().requireAdminTotp && user.role === "admin" && !row?.totp_enabled_at,
    presents: row?.presents === 1,
    meetingUrl: row?.meeting_url ?? "",
    // A presenter's own calendar and subscription address (ADR 042).
    calendar: row?.presents === 1 ? { id: user.id, ...(await calendarPanelData(getDb(), user.id)) } : null,
  };
}

/** `meetingUrl`: the room address as sent, kept when it is refused. */
type Answer = { ok: boolean; field?: string; message?: string; meetingUrl?: string };

export async function action({ request }: Route.ActionArgs) {
  const { user, idHash } = await requireUser(request, "sales");
  const form = await readFormData(request, "account");
  const intent = textField(form, "intent");
  const row = await findUser(user.id);
  if (!row) throw redirect("/sales/sign-in");
  const db = getDb();
  if (isCalendarIntent(intent) && row.presents === 1) {
    const answer = await calendarAction(db, intent, form ?? new FormData(), user.id, user.id);
    return data(answer, { status: answer.ok ? 200 : 400 });
  }
  if (intent === "password") {
    if (!(await verifyPassword(textField(form, "current"), row.password_hash))) return data<Answer>({ ok: false, field: "current", message: t.wrongCurrent }, { status: 400 });
    const checked = newPasswordSchema.safeParse(textField(form, "password"));
    if (!checked.success) return data<Answer>({ ok: false, field: "password", message: checked.error.issues[0]!.message }, { status: 400 });
    await changePassword(user.id, checked.data, idHash);
    await audit({ actorId: user.id, action: "password_set", subjectType: "user", subjectId: user.id, detail: { via: "account" } });
    return data<Answer>({ ok: true, message: t.changed });
  }
  if (intent === "meeting-room") {
    const sent = textField(form, "meetingUrl").slice(0, 2000);
    const room = readMeetingUrl(sent);
    if (!room.ok) return data<Answer>({ ok: false, field: "meetingUrl", message: room.message, meetingUrl: sent }, { status: 400 });
    await updateUserProfile(user.id, { meetingUrl: room.url });
    await audit({ actorId: user.id, action: "user_profile_changed", subjectType: "user", subjectId: user.id, detail: { via: "account", fields: "meetingUrl" } });
    return data<Answer>({ ok: true, message: room.url ? t.roomSaved : t.roomCleared });
  }
  if (intent === "everywhere") {
    await endAllSessions(user.id);
    await audit({ actorId: user.id, action: "sign_out_everywhere", subjectType: "user", subjectId: user.id });
    throw redirect("/sales/sign-in?signed-out=1", { headers: { "Set-Cookie": clearedSessionCookie() } });
  }
  if (intent === "totp-start" && !row.totp_enabled_at) {
    await db.updateTable("users").set({ totp_secret: await sealTotpSecret(newTotpSecret()), totp_last_step: null }).where("id", "=", user.id).execute();
    return data<Answer>({ ok: true });
  }
  if (intent === "totp-confirm" && row.totp_secret && !row.totp_enabled_at) {
    const seed = await openTotpSecret(row.totp_secret);
    const step = seed ? verifyTotp(seed, textField(form, "code"), Date.now(), null) : undefined;
    if (step === undefined) return data<Answer>({ ok: false, field: "code", message: t.totpWrong }, { status: 400 });
    await db.updateTable("users").set({ totp_enabled_at: new Date().toISOString(), totp_last_step: step }).where("id", "=", user.id).execute();
    await audit({ actorId: user.id, action: "totp_enabled", subjectType: "user", subjectId: user.id });
    return data<Answer>({ ok: true, message: t.totpOn });
  }
  if (intent === "totp-disable" && row.totp_enabled_at) {
    if (!(await verifyPassword(textField(form, "current"), row.password_hash))) return data<Answer>({ ok: false, field: "disable-current", message: t.wrongCurrent }, { status: 400 });
    await db.updateTable("users").set({ totp_enabled_at: null, totp_secret: null, totp_last_step: null }).where("id", "=", user.id).execute();
    await audit({ actorId: user.id, action: "totp_disabled", subjectType: "user", subjectId: user.id });
    return data<Answer>({ ok: true });
  }
  return data<Answer>({ ok: false, field: "form", message: "Unknown action." }, { status: 400 });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const calendarAnswer = asCalendarAnswer(actionData);
  const error = (field: string) => (answer && !answer.ok && answer.field === field ? answer.message : undefined);
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      {loaderData.required ? <Notice tone="error">{t.totpRequired}</Notice> : null}
      {answer?.ok && answer.message && !calendarAnswer ? <Notice tone="success">{answer.message}</Notice> : null}
      {loaderData.calendar ? (
        <>
          <Panel title={teamCopy.calendar.title} id="own-calendar">
            <CalendarFeedForm user={loaderData.calendar.id} data={loaderData.calendar} answer={calendarAnswer} />
          </Panel>
          <Panel title={teamCopy.calendar.subscribe} id="demo-subscription">
            <SubscriptionForm user={loaderData.calendar.id} since={loaderData.calendar.subscriptionSince} answer={calendarAnswer} />
          </Panel>
        </>
      ) : null}
      {loaderData.presents ? (
        <Panel title={t.room}>
          <Form method="post" className="flex flex-col gap-3" key={answer?.ok ? "saved" : "editing"}>
            <p className="text-ink-soft">{t.roomLead}</p>
            <ConsoleField name="meetingUrl" label={consoleCopy.users.meetingUrl} hint={consoleCopy.users.meetingUrlHint} defaultValue={answer?.field === "meetingUrl" ? answer.meetingUrl : loaderData.meetingUrl} inputMode="url" autoComplete="off" spellCheck={false} error={error("meetingUrl")} />
            <PendingButton intent="meeting-room" pendingLabel={consoleCopy.pending} className="self-start">
              {t.roomSave}
            </PendingButton>
          </Form>
        </Panel>
      ) : null}
      <Panel title={t.totp}>
        {loaderData.totpOn ? (
          <Form method="post" className="flex flex-col gap-3">
            <p>{t.totpOn}</p>
            <input type="email" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
            <ConsoleField name="current" id="totp-current" type="password" label={t.current} autoComplete="current-password" error={error("disable-current")} />
            <PendingButton intent="totp-disable" pendingLabel={consoleCopy.pending} variant="secondary" className="self-start">
              {t.totpDisable}
            </PendingButton>
          </Form>
        ) : loaderData.pendingSecret ? (
          <Form method="post" className="flex flex-col gap-3">
            <p>{t.totpKey}</p>
            <p>
              <code className="rounded bg-surface px-2 py-1 text-lg tracking-wider break-all">{loaderData.pendingSecret.replace(/(.{4})/g, "$1 ").trim()}</code>
            </p>
            <p>
              <a href={loaderData.pendingUri} className="text-sm font-semibold text-brand-800 underline">
                otpauth link
              </a>
            </p>
            <ConsoleField name="code" label={consoleCopy.signIn.code} inputMode="numeric" autoComplete="one-time-code" maxLength={12} error={error("code")} />
            <PendingButton intent="totp-confirm" pendingLabel={consoleCopy.pending} className="self-start">
              {t.totpConfirm}
            </PendingButton>
          </Form>
        ) : (
          <Form method="post" className="flex flex-col gap-3">
            <p>{t.totpOff}</p>
            <PendingButton intent="totp-start" pendingLabel={consoleCopy.pending} className="self-start">
              {t.totpStart}
            </PendingButton>
          </Form>
        )}
      </Panel>
      <Panel title={t.password}>
        <Form method="post" className="flex flex-col gap-3" key={answer?.ok ? "done" : "form"}>
          <input type="email" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
          <ConsoleField name="current" type="password" label={t.current} autoComplete="current-password" error={error("current")} />
          <ConsoleField name="password" type="password" label={consoleCopy.setPassword.password} autoComplete="new-password" minLength={12} error={error("password")} />
          <PendingButton intent="password" pendingLabel={consoleCopy.pending} className="self-start">
            {t.password}
          </PendingButton>
        </Form>
      </Panel>
      <Panel title={t.everywhere}>
        <Form method="post" className="flex flex-col gap-3">
          <p className="text-ink-soft">{t.everywhereLead}</p>
          <PendingButton intent="everywhere" pendingLabel={consoleCopy.pending} variant="secondary" className="self-start">
            {t.everywhere}
          </PendingButton>
        </Form>
      </Panel>
    </div>
  );
}
