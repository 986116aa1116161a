import { data, Form } from "react-router";
import type { Route } from "./+types/users";
import { audit } from "~/audit/audit.server";
import { requireUser } from "~/auth/guard.server";
import { sendConsoleEmail } from "~/auth/mail.server";
import {
  createUser,
  findUser,
  issueUserToken,
  listUsers,
  setPasswordUrl,
  setUserDisabled,
  setUserRole,
  updateUserProfile,
} from "~/auth/users.server";
import { readProfileForm, type ProfileFields } from "~/booking/presenters/profile-form.server";
import { ProfileForm } from "~/components/console/team/profile-form";
import { CalendarFeedForm } from "~/components/console/team/calendar-panel";
import { CopyableLink } from "~/components/console/team/copy-link";
import { calendarAction } from "~/console/bookings/calendar-settings.server";
import { usersSchema } from "~/console/form-schemas";
import { readForm, type FieldErrors } from "~/forms/form-schema";
import { formsCopy } from "~/content/sales-console-forms";
import { feedStatuses } from "~/booking/calendar/feeds.server";
import { loadRoutingRules } from "~/booking/presenters/routing-rules.server";
import { addRoutingRule, removeRoutingRule, ruleFields } from "~/console/bookings/routing-rules.server";
import { RoutingRulesPanel } from "~/components/console/team/routing-rules-panel";
import { ExportRolesForm } from "~/components/console/export-roles-form";
import { mayExport, setExportRolesFromForm } from "~/console/export-roles.server";
import { DemosLeftNotice } from "~/components/console/team/demos-left-notice";
import { CounselReviewPanel } from "~/components/console/team/counsel-review-panel";
import { COUNSEL_MAX, counselReview, counselReviewFromForm } from "~/console/legal-review.server";
import { demosLeftWithFormerPresenters } from "~/console/bookings/agenda.server";
import { userRoles } from "~/audit/vocabulary";
import { ConsoleField, ConsoleSelect, Notice, Panel, PendingButton } from "~/components/console/ui";
import { consoleCopy } from "~/content/sales-console";
import { usersCopy } from "~/content/sales-console-users";
import { leadCopy } from "~/content/sales-console-lead";
import { teamCopy } from "~/content/sales-console-team";
import { readFormData } from "~/guards/form.server";
import { consoleMeta } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

// Admins invite people and change their role or switch them off. Nobody can change their own
// role or disable themselves, so the console is never left without an admin by accident.
const t = usersCopy;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "admin");
  const users = await listUsers(db);
  // Every presenter's own calendar, failing ones flagged in the list (ADR 042).
  const feeds = await feedStatuses(
    db,
    users.filter((u) => u.presents === 1).map((u) => u.id),
  );
  const left = await demosLeftWithFormerPresenters(db);
  return {
    me: user.id,
    rules: await loadRoutingRules(db),
    salesMayExport: await mayExport(db, "sales"),
    counsel: await counselReview(db),
    counselMax: COUNSEL_MAX,
    // Demos ahead still with someone disabled or no longer presenting (ADR 080).
    left: users
      .filter((u) => left.has(u.id))
      .map((u) => ({ id: u.id, who: u.name ?? u.email, count: left.get(u.id)! })),
    feeds: Object.fromEntries(feeds),
    users: users.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      disabled: Boolean(u.disabled_at),
      invited: !u.password_hash,
      twoFactor: Boolean(u.totp_enabled_at),
      profile: {
        name: u.name ?? "",
        presents: u.presents === 1,
        languages: u.languages.split(","),
        hours: u.hours ?? "",
        daysOff: u.days_off,
        meetingUrl: u.meeting_url ?? "",
      },
    })),
  };
}

/**
 * The page's answer to its own forms (invite, role, enable/disable, profile): `errors` by field with
 * the text as sent (`email`, `profile`), `user` whose form answered. The routing rules and calendar
 * panels answer in their own shapes (`rule`, `calendar`).
 */
type Answer = {
  users: true;
  ok: boolean;
  errors?: FieldErrors;
  message?: string;
  link?: string;
  email?: string;
  user?: string;
  profile?: ProfileFields;
};

const refused = (answer: Omit<Answer, "users" | "ok">) =>
  data<Answer>({ users: true, ok: false, ...answer }, { status: 400 });
const done = (answer: Omit<Answer, "users" | "ok">) => data<Answer>({ users: true, ok: true, ...answer });

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "admin");
  const form = (await readFormData(request, "users")) ?? new FormData();
  // Who may export leads (ADR 095): its own small form, answered in its own shape.
  if (form.get("intent") === "export-roles") return { exportRoles: await setExportRolesFromForm(db, form, user.id) };
  // Counsel's review of the privacy notice (ADR 098): its own form and answer, the text kept when refused.
  if (/^counsel-/.test(String(form.get("intent")))) {
    const counsel = await counselReviewFromForm(db, form, user.id);
    return data({ counsel }, { status: counsel.ok ? 200 : 400 });
  }
  const read = readForm(usersSchema, form);
  if (!read.ok)
    return refused({ errors: read.errors, email: read.values.email, user: read.values.user ?? read.values.account });
  const post = read.data;
  if (post.intent === "invite") {
    const created = await createUser(db, post.email, post.role);
    if (!created.ok) return refused({ errors: { email: t.exists }, email: post.email });
    await audit(db, {
      actorId: user.id,
      action: "user_invited",
      subjectType: "user",
      subjectId: created.user.id,
      detail: { role: post.role },
    });
    const link = setPasswordUrl(await issueUserToken(db, created.user.id, "invite"));
    const sent = await sendConsoleEmail("invite", created.user.email, link);
    return done(sent ? { message: t.sent(created.user.email) } : { message: t.notSent, link });
  }
  // Routing rules (ADR 047): refused with the field and the form as sent; audited like the rest.
  if (post.intent === "rule-add" || post.intent === "rule-remove") {
    const presenterIds = new Set(presentingIds(await listUsers(db)));
    const fields = ruleFields(form);
    const answer =
      post.intent === "rule-add"
        ? await addRoutingRule(db, fields, presenterIds, user.id)
        : await removeRoutingRule(db, post.rule);
    if (answer.ok) {
      const detail =
        post.intent === "rule-add"
          ? { size: fields.size || null, edition: fields.edition || null, presenters: fields.presenters.length }
          : undefined;
      await audit(db, {
        actorId: user.id,
        action: post.intent === "rule-add" ? "routing_rule_added" : "routing_rule_removed",
        subjectType: "routing_rule",
        subjectId: answer.id ?? (post.intent === "rule-remove" ? post.rule : ""),
        detail,
      });
    }
    return data(answer, { status: answer.ok ? 200 : 400 });
  }
  // "account", not "user": a name and presenter profile are not a privilege, so an admin may change their own.
  const target = await findUser(db, "account" in post ? post.account : post.user);
  if (!target) return refused({ errors: { form: formsCopy.accountGone } });
  if (post.intent === "profile") {
    const profile = readProfileForm(form);
    if (!profile.ok)
      return refused({ errors: { [profile.field]: profile.message }, user: target.id, profile: profile.fields });
    await updateUserProfile(db, target.id, profile.patch);
    await audit(db, {
      actorId: user.id,
      action: "user_profile_changed",
      subjectType: "user",
      subjectId: target.id,
      detail: { via: "console", presents: profile.patch.presents ?? false },
    });
    return done({ message: leadCopy.saved });
  }
  if ("account" in post) {
    if (!post.intent.startsWith("feed-") || target.presents !== 1)
      return refused({ errors: { form: formsCopy.unknownAction } });
    const answer = await calendarAction(db, post.intent, post.feedUrl, target.id, user.id);
    return data(answer, { status: answer.ok ? 200 : 400 });
  }
  if (target.id === user.id) return refused({ errors: { form: formsCopy.notYourself } });
  if (post.intent === "role") {
    await setUserRole(db, target.id, post.role);
    await audit(db, {
      actorId: user.id,
      action: "user_role_changed",
      subjectType: "user",
      subjectId: target.id,
      detail: { from: target.role, to: post.role },
    });
    return done({ message: leadCopy.saved });
  }
  await setUserDisabled(db, target.id, post.intent === "disable");
  await audit(db, {
    actorId: user.id,
    action: post.intent === "disable" ? "user_disabled" : "user_enabled",
    subjectType: "user",
    subjectId: target.id,
  });
  return done({ message: leadCopy.saved });
}

/** The ids of the enabled accounts that present: the only ones a rule may name. */
const presentingIds = (users: { id: string; presents: number; disabled_at: string | null }[]) =>
  users.filter((u) => u.presents === 1 && !u.disabled_at).map((u) => u.id);

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const ruleAnswer = actionData && "rule" in actionData ? actionData : undefined;
  const answer = actionData && "users" in actionData ? actionData : undefined;
  const calendarAnswer = actionData && "calendar" in actionData ? actionData : undefined;
  const roleOptions = userRoles.map((r) => ({ value: r, label: t.roles[r] }));
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      {answer?.ok ? (
        // No e-mail went out: a warning, not a success (issue #27, item 7), so the admin passes the link on.
        <Notice tone={answer.link ? "warning" : "success"}>
          {answer.message}
          {answer.link ? <CopyableLink link={answer.link} /> : null}
        </Notice>
      ) : null}
      {answer?.errors?.form ? <Notice tone="error">{answer.errors.form}</Notice> : null}
      <DemosLeftNotice left={loaderData.left} />
      <CounselReviewPanel
        review={loaderData.counsel}
        answer={actionData && "counsel" in actionData ? actionData.counsel : undefined}
        max={loaderData.counselMax}
      />
      <ExportRolesForm
        salesMayExport={loaderData.salesMayExport}
        saved={Boolean(actionData && "exportRoles" in actionData && actionData.exportRoles.ok)}
      />
      <Panel title={t.invite}>
        <Form
          method="post"
          className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
          key={answer?.ok ? "done" : "form"}
        >
          <ConsoleField
            name="email"
            type="email"
            label={t.email}
            autoComplete="off"
            required
            defaultValue={answer && !answer.ok ? answer.email : undefined}
            error={answer?.user ? undefined : answer?.errors?.email}
          />
          <ConsoleSelect
            name="role"
            label={t.role}
            defaultValue="sales"
            options={roleOptions}
            error={answer?.user ? undefined : answer?.errors?.role}
          />
          <PendingButton intent="invite" pendingLabel={t.pending} className="sm:mt-6">
            {t.send}
          </PendingButton>
        </Form>
      </Panel>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
        {loaderData.users.map((u) => (
          <li
            key={u.id}
            className="flex flex-col gap-2 p-3 md:flex-row md:flex-wrap md:items-center md:justify-between"
          >
            <p>
              <span className="font-medium break-all">{u.name ?? u.email}</span>{" "}
              <span className="text-sm text-muted">
                {u.name ? `${u.email} · ` : ""}
                {t.roles[u.role]}
                {u.profile.presents ? ` · ${t.presenter} (${u.profile.languages.join(", ")})` : ""}
                {u.id === loaderData.me ? ` (${t.you})` : ""}
                {u.disabled ? ` · ${t.disabled}` : ""}
                {u.invited ? ` · ${t.noPassword}` : ""}
                {u.twoFactor ? ` · ${t.twoFactor}` : ""}
              </span>
              {loaderData.feeds[u.id]?.state === "failed" ? (
                <span className="ml-2 inline-block rounded bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {teamCopy.calendar.failingOnTeam}
                </span>
              ) : null}
            </p>
            <ProfileForm
              user={u.id}
              who={u.name ?? u.email}
              saved={u.profile}
              answer={answer?.user === u.id && !calendarAnswer ? answer : undefined}
            />
            {u.profile.presents ? (
              <details
                className="md:order-last md:w-full"
                open={Boolean(calendarAnswer?.user === u.id || loaderData.feeds[u.id]?.state === "failed")}
              >
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                  {teamCopy.calendar.titleFor(u.name ?? u.email)}
                </summary>
                <div className="mt-3">
                  <CalendarFeedForm
                    user={u.id}
                    data={{ feed: loaderData.feeds[u.id] ?? null, subscriptionSince: null }}
                    answer={calendarAnswer}
                    explain={false}
                  />
                </div>
              </details>
            ) : null}
            {u.id === loaderData.me ? null : (
              <div className="flex flex-wrap items-end gap-2">
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="user" value={u.id} />
                  <ConsoleSelect
                    name="role"
                    id={`role-${u.id}`}
                    label={`${t.role} of ${u.email}`}
                    defaultValue={u.role}
                    options={roleOptions}
                    className="[&_label]:sr-only"
                  />
                  <PendingButton intent="role" pendingLabel={consoleCopy.pending} variant="secondary">
                    {t.changeRole}
                  </PendingButton>
                </Form>
                <Form method="post">
                  <input type="hidden" name="user" value={u.id} />
                  <PendingButton
                    intent={u.disabled ? "enable" : "disable"}
                    pendingLabel={consoleCopy.pending}
                    variant="ghost"
                    aria-label={`${u.disabled ? t.enable : t.disable} ${u.email}`}
                  >
                    {u.disabled ? t.enable : t.disable}
                  </PendingButton>
                </Form>
              </div>
            )}
          </li>
        ))}
      </ul>
      <RoutingRulesPanel
        rules={loaderData.rules}
        presenters={loaderData.users
          .filter((u) => u.profile.presents && !u.disabled)
          .map((u) => ({ id: u.id, name: u.name ?? u.email }))}
        answer={ruleAnswer}
      />
    </div>
  );
}
