import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/set-password";
import { audit } from "~/audit/audit.server";
import { setPasswordSchema } from "~/auth/forms";
import { refuseCrossOrigin } from "~/auth/guard.server";
import { newPasswordSchema } from "~/auth/password-policy.server";
import { clearedSessionCookie } from "~/auth/sessions.server";
import { knownBrowserCookie } from "~/auth/known-browser.server";
import { clearEveryWaitOn } from "~/auth/throttle.server";
import { findUser, peekUserToken, setPasswordWithToken } from "~/auth/users.server";
import { AsideLink, AuthCard, ConsoleField, Notice } from "~/components/console/ui";
import { buttonVariants } from "~/components/ui/button";
import { consoleCopy } from "~/content/sales-console";
import { readFormData } from "~/guards/form.server";
import { readForm } from "~/forms/form-schema";
import { consoleMeta, consolePage } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

// Where invite, first-admin and reset links lead. The token is in the address; the page checks it
// before showing the form, and the action uses it up.
export const handle = consolePage;
const t = consoleCopy.setPassword;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const live = await peekUserToken(db, token);
  return live ? { valid: true as const, email: live.email, token } : { valid: false as const, email: "", token: "" };
}

/** A refusal names its field: a used or broken link ("token") shows the invalid-link card. */
type Answer = { field: "token" | "password" | "confirm"; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  refuseCrossOrigin(request);
  const read = readForm(setPasswordSchema, await readFormData(request, "set-password"));
  if (!read.ok) {
    const field = read.errors.token ? "token" : read.errors.password ? "password" : "confirm";
    return data<Answer>({ field, error: read.errors[field] ?? t.invalid }, { status: 400 });
  }
  const { token, password, confirm } = read.data;
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success)
    return data<Answer>({ field: "password", error: checked.error.issues[0]!.message }, { status: 400 });
  if (password !== confirm) return data<Answer>({ field: "confirm", error: t.mismatch }, { status: 400 });
  const used = await setPasswordWithToken(db, token, password);
  if (!used) return data<Answer>({ field: "token", error: t.invalid }, { status: 400 });
  await audit(db, {
    actorId: used.userId,
    action: "password_set",
    subjectType: "user",
    subjectId: used.userId,
    detail: { via: used.purpose },
  });
  // The link came to the owner's inbox: whatever wait strangers' guesses put on the account ends (ADR 031).
  // This browser opened the link from the owner's inbox: it is theirs (./known-browser.server.ts).
  const user = await findUser(db, used.userId);
  const headers = new Headers([["Set-Cookie", await clearedSessionCookie(db)]]);
  if (user) {
    await clearEveryWaitOn(db, user.email);
    headers.append("Set-Cookie", await knownBrowserCookie(db, user.email));
  }
  // Whoever had a session is signed out (endAllSessions); this browser signs in afresh.
  throw redirect("/sales/sign-in?password-set=1", { headers });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  if (!loaderData.valid || actionData?.field === "token") {
    return (
      <AuthCard title={t.invalidTitle}>
        <p className="text-ink-soft">{t.invalid}</p>
        <AsideLink to="/sales/forgot-password">{consoleCopy.signIn.forgot}</AsideLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.title}>
      <p className="mb-4 text-ink-soft">{t.lead(loaderData.email)}</p>
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <input type="email" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        <ConsoleField
          name="password"
          type="password"
          label={t.password}
          autoComplete="new-password"
          required
          minLength={12}
          error={actionData?.field === "password" ? actionData.error : undefined}
        />
        <ConsoleField
          name="confirm"
          type="password"
          label={t.confirm}
          autoComplete="new-password"
          required
          error={actionData?.field === "confirm" ? actionData.error : undefined}
        />
        <button type="submit" className={buttonVariants()} aria-disabled={pending || undefined}>
          {pending ? t.pending : t.submit}
        </button>
      </Form>
    </AuthCard>
  );
}
