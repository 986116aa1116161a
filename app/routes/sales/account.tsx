import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/account";
import { audit } from "~/audit/audit.server";
import { requireUser } from "~/auth/guard.server";
import { openTotpSecret, sealTotpSecret } from "~/auth/crypto.server";
import { verifyPassword } from "~/auth/password.server";
import { newPasswordSchema } from "~/auth/password-policy.server";
import { clearedSessionCookie, endAllSessions } from "~/auth/sessions.server";
import { newTotpSecret, otpauthUri, verifyTotp } from "~/auth/totp";
import { changePassword, findUser, updateUserProfile } from "~/auth/users.server";
import { readMeetingUrl } from "~/booking/presenters/profile-form.server";
import { ConsoleField, Notice, Panel, PendingButton } from "~/components/console/ui";
import { CalendarFeedForm, SubscriptionForm } from "~/components/console/team/calendar-panel";
import { calendarAction, calendarPanelData } from "~/console/bookings/calendar-settings.server";
import { accountSchema } from "~/console/form-schemas";
import { formsCopy } from "~/content/sales-console-forms";
import { readForm, type FieldErrors } from "~/forms/form-schema";
import { consoleCopy } from "~/content/sales-console";
import { accountCopy } from "~/content/sales-console-account";
import { usersCopy } from "~/content/sales-console-users";
import { teamCopy } from "~/content/sales-console-team";
import { authConfig } from "~/auth/config.server";
import { readFormData } from "~/guards/form.server";
import { consoleMeta } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

// The signed-in person's own account: their meeting room if they present (ADR 040), password,
// two-factor sign-in, sign out everywhere.
const t = accountCopy;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "sales");
  const row = await findUser(db, user.id);
  const pendingSecret =
    row?.totp_secret && !row.totp_enabled_at ? await openTotpSecret(db, row.totp_secret) : undefined;
  return {
    email: user.email,
    totpOn: Boolean(row?.totp_enabled_at),
    pendingSecret,
    pendingUri: pendingSecret ? otpauthUri(pendingSecret, user.email) : undefined,
    required: authConfig().requireAdminTotp && user.role === "admin" && !row?.totp_enabled_at,
    presents: row?.presents === 1,
    meetingUrl: row?.meeting_url ?? "",
    // A presenter's own calendar and subscription address (ADR 042).
    calendar: row?.presents === 1 ? { id: user.id, ...(await calendarPanelData(db, user.id)) } : null,
  };
}

/** The page's own forms' answer: `errors` by field (the room address kept as sent); the calendar panels answer as `calendar`. */
type Answer = { account: true; ok: boolean; errors?: FieldErrors; message?: string; meetingUrl?: string };

const refused = (errors: FieldErrors, meetingUrl?: string) =>
  data<Answer>({ account: true, ok: false, errors, meetingUrl }, { status: 400 });
const done = (message?: string) => data<Answer>({ account: true, ok: true, message });

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const { user, idHash } = await requireUser(db, request, "sales");
  const form = (await readFormData(request, "account")) ?? new FormData();
  const row = await findUser(db, user.id);
  if (!row) throw redirect("/sales/sign-in");
  const read = readForm(accountSchema, form);
  if (!read.ok) return refused(read.errors, read.values.meetingUrl);
  const post = read.data;
  switch (post.intent) {
    case "password": {
      if (!(await verifyPassword(post.current, row.password_hash))) return refused({ current: t.wrongCurrent });
      const checked = newPasswordSchema.safeParse(post.password);
      if (!checked.success) return refused({ password: checked.error.issues[0]!.message });
      await changePassword(db, user.id, checked.data, idHash);
      await audit(db, {
        actorId: user.id,
        action: "password_set",
        subjectType: "user",
        subjectId: user.id,
        detail: { via: "account" },
      });
      return done(t.changed);
    }
    case "meeting-room": {
      const room = readMeetingUrl(post.meetingUrl);
      if (!room.ok) return refused({ meetingUrl: room.message }, post.meetingUrl);
      await updateUserProfile(db, user.id, { meetingUrl: room.url });
      await audit(db, {
        actorId: user.id,
        action: "user_profile_changed",
        subjectType: "user",
        subjectId: user.id,
        detail: { via: "account", fields: "meetingUrl" },
      });
      return done(room.url ? t.roomSaved : t.roomCleared);
    }
    case "everywhere":
      await endAllSessions(db, user.id);
      await audit(db, { actorId: user.id, action: "sign_out_everywhere", subjectType: "user", subjectId: user.id });
      throw redirect("/sales/sign-in?signed-out=1", { headers: { "Set-Cookie": await clearedSessionCookie(db) } });
    case "totp-start":
      if (row.totp_enabled_at) break;
      await db
        .updateTable("users")
        .set({ totp_secret: await sealTotpSecret(db, newTotpSecret()), totp_last_step: null })
        .where("id", "=", user.id)
        .execute();
      return done();
    case "totp-confirm": {
      if (!row.totp_secret || row.totp_enabled_at) break;
      const seed = await openTotpSecret(db, row.totp_secret);
      const step = seed ? verifyTotp(seed, post.code, Date.now(), null) : undefined;
      if (step === undefined) return refused({ code: t.totpWrong });
      await db
        .updateTable("users")
        .set({ totp_enabled_at: new Date().toISOString(), totp_last_step: step })
        .where("id", "=", user.id)
        .execute();
      await audit(db, { actorId: user.id, action: "totp_enabled", subjectType: "user", subjectId: user.id });
      return done(t.totpOn);
    }
    case "totp-disable":
      if (!row.totp_enabled_at) break;
      if (!(await verifyPassword(post.current, row.password_hash)))
        return refused({ "disable-current": t.wrongCurrent });
      await db
        .updateTable("users")
        .set({ totp_enabled_at: null, totp_secret: null, totp_last_step: null })
        .where("id", "=", user.id)
        .execute();
      await audit(db, { actorId: user.id, action: "totp_disabled", subjectType: "user", subjectId: user.id });
      return done();
    default: {
      // A presenter's own calendar (ADR 042).
      if (row.presents !== 1) break;
      const answer = await calendarAction(db, post.intent, post.feedUrl, user.id, user.id);
      return data(answer, { status: answer.ok ? 200 : 400 });
    }
  }
  return refused({ form: formsCopy.unknownAction });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "account" in actionData ? actionData : undefined;
  const calendarAnswer = actionData && "calendar" in actionData ? actionData : undefined;
  const error = (field: string) => (answer && !answer.ok ? answer.errors?.[field] : undefined);
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      {loaderData.required ? <Notice tone="error">{t.totpRequired}</Notice> : null}
      {answer?.ok && answer.message ? <Notice tone="success">{answer.message}</Notice> : null}
      {answer?.errors?.form ? <Notice tone="error">{answer.errors.form}</Notice> : null}
      {loaderData.calendar ? (
        <>
          <Panel title={teamCopy.calendar.title} id="own-calendar">
            <CalendarFeedForm user={loaderData.calendar.id} data={loaderData.calendar} answer={calendarAnswer} />
          </Panel>
          <Panel title={teamCopy.calendar.subscribe} id="demo-subscription">
            <SubscriptionForm
              user={loaderData.calendar.id}
              since={loaderData.calendar.subscriptionSince}
              answer={calendarAnswer}
            />
          </Panel>
        </>
      ) : null}
      {loaderData.presents ? (
        <Panel title={t.room}>
          <Form method="post" className="flex flex-col gap-3" key={answer?.ok ? "saved" : "editing"}>
            <p className="text-ink-soft">{t.roomLead}</p>
            <ConsoleField
              name="meetingUrl"
              label={usersCopy.meetingUrl}
              hint={usersCopy.meetingUrlHint}
              defaultValue={answer?.errors?.meetingUrl ? answer.meetingUrl : loaderData.meetingUrl}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              error={error("meetingUrl")}
            />
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
            <ConsoleField
              name="current"
              id="totp-current"
              type="password"
              label={t.current}
              autoComplete="current-password"
              error={error("disable-current")}
            />
            <PendingButton
              intent="totp-disable"
              pendingLabel={consoleCopy.pending}
              variant="secondary"
              className="self-start"
            >
              {t.totpDisable}
            </PendingButton>
          </Form>
        ) : loaderData.pendingSecret ? (
          <Form method="post" className="flex flex-col gap-3">
            <p>{t.totpKey}</p>
            <p>
              <code className="rounded bg-surface px-2 py-1 text-lg tracking-wider break-all">
                {loaderData.pendingSecret.replace(/(.{4})/g, "$1 ").trim()}
              </code>
            </p>
            <p>
              <a href={loaderData.pendingUri} className="text-sm font-semibold text-brand-800 underline">
                {formsCopy.otpauthLink}
              </a>
            </p>
            <ConsoleField
              name="code"
              label={consoleCopy.signIn.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              error={error("code")}
            />
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
          <ConsoleField
            name="current"
            type="password"
            label={t.current}
            autoComplete="current-password"
            error={error("current")}
          />
          <ConsoleField
            name="password"
            type="password"
            label={consoleCopy.setPassword.password}
            autoComplete="new-password"
            minLength={12}
            error={error("password")}
          />
          <PendingButton intent="password" pendingLabel={consoleCopy.pending} className="self-start">
            {t.password}
          </PendingButton>
        </Form>
      </Panel>
      <Panel title={t.everywhere}>
        <Form method="post" className="flex flex-col gap-3">
          <p className="text-ink-soft">{t.everywhereLead}</p>
          <PendingButton
            intent="everywhere"
            pendingLabel={consoleCopy.pending}
            variant="secondary"
            className="self-start"
          >
            {t.everywhere}
          </PendingButton>
        </Form>
      </Panel>
    </div>
  );
}
