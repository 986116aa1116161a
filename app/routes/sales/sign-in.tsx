import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { textField } from "~/auth/forms";
import { refuseCrossOrigin, safeNext } from "~/auth/guard.server";
import { knownBrowserCookie, knownBrowserKey } from "~/auth/known-browser.server";
import { readSession } from "~/auth/sessions.server";
import { signIn } from "~/auth/sign-in.server";
import { waitInMinutes } from "~/auth/throttle.server";
import { AsideLink, AuthCard, ConsoleField, Notice } from "~/components/console/ui";
import { consoleCopy } from "~/content/sales-console";
import { readFormData } from "~/guards/form.server";
import { consoleMeta, consolePage } from "~/lib/page-handle";
import { buttonVariants } from "~/components/ui/button";

export const handle = consolePage;
const t = consoleCopy.signIn;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

// Retry-After of a 429 reaches the page and the `.data` answer only through this export.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await readSession(request)) throw redirect(safeNext(url.searchParams.get("next")));
  return { notice: url.searchParams.get("signed-out") ? t.signedOut : url.searchParams.get("password-set") ? t.passwordSet : undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossOrigin(request);
  const form = await readFormData(request, "sign-in");
  const email = textField(form, "email").trim().slice(0, 320);
  const password = textField(form, "password").slice(0, 1000);
  const code = textField(form, "code").trim().slice(0, 12);
  if (!email || !password) {
    return data({ error: t.wrong, field: email ? "password" : "email", email }, { status: 400 });
  }
  const outcome = await signIn({ email, password, code, clientAddress: context.clientAddress ?? "", browser: await knownBrowserKey(request, email) });
  if (outcome.kind === "signed-in") {
    const headers = new Headers([["Set-Cookie", outcome.cookie], ["Set-Cookie", await knownBrowserCookie(email)]]);
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")), { headers });
  }
  if (outcome.kind === "wait") {
    const wait = waitInMinutes(outcome.seconds);
    return data({ error: t.wait(wait.minutes), field: "form", email }, { status: 429, headers: { "Retry-After": wait.retryAfter } });
  }
  if (outcome.kind === "code-needed") return data({ error: t.codeNeeded, field: "code", email }, { status: 401 });
  return data({ error: t.wrong, field: "form", email }, { status: 401 });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const error = actionData?.error;
  return (
    <AuthCard title={t.title}>
      <p className="mb-4 text-ink-soft">{t.lead}</p>
      {loaderData.notice && !error ? <Notice tone="success">{loaderData.notice}</Notice> : null}
      {error && actionData.field !== "code" ? <Notice tone="error">{error}</Notice> : null}
      <Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
        <ConsoleField name="email" type="email" label={t.email} autoComplete="username" required defaultValue={actionData?.email} error={actionData?.field === "email" ? t.wrong : undefined} />
        <ConsoleField name="password" type="password" label={t.password} autoComplete="current-password" required />
        <ConsoleField name="code" label={t.code} hint={t.codeHint} inputMode="numeric" autoComplete="one-time-code" maxLength={12} error={actionData?.field === "code" ? error : undefined} />
        <button type="submit" className={buttonVariants()} aria-disabled={pending || undefined}>
          {pending ? t.pending : t.submit}
        </button>
      </Form>
      <AsideLink to="/sales/forgot-password">{t.forgot}</AsideLink>
    </AuthCard>
  );
}
