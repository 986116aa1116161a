import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { forgotPasswordSchema } from "~/auth/forms";
import { refuseCrossOrigin } from "~/auth/guard.server";
import { requestPasswordReset, runResetJob } from "~/auth/password-reset.server";
import { waitInMinutes } from "~/auth/throttle.server";
import { AsideLink, AuthCard, ConsoleField, Notice } from "~/components/console/ui";
import { buttonVariants } from "~/components/ui/button";
import { consoleCopy } from "~/content/sales-console";
import { readFormData } from "~/guards/form.server";
import { readForm } from "~/forms/form-schema";
import { consoleMeta, consolePage } from "~/lib/page-handle";
import { dbOf } from "~/runtime/context.server";

export const handle = consolePage;
const t = consoleCopy.forgot;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

// Retry-After of a 429 reaches the page and the `.data` answer only through this export.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The page's answer: sent, or refused with the field's message or the wait, the address kept. */
type Answer = { sent: boolean; error: string | undefined; wait: string | undefined; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  refuseCrossOrigin(request);
  const read = readForm(forgotPasswordSchema, await readFormData(request, "forgot-password"));
  if (!read.ok)
    return data<Answer>(
      { sent: false, error: read.errors.email ?? read.errors.form, wait: undefined, email: read.values.email ?? "" },
      { status: 400 },
    );
  const { email } = read.data;
  // The same work and answer whether or not the address has an account; the link itself is made
  // and sent after the answer has gone (app/auth/password-reset.server.ts, ADR 031).
  const outcome = await requestPasswordReset(db, email, context.clientAddress ?? "");
  if (outcome.kind === "wait") {
    const wait = waitInMinutes(outcome.seconds);
    return data<Answer>(
      { sent: false, error: undefined, wait: t.wait(wait.minutes), email: email },
      { status: 429, headers: { "Retry-After": wait.retryAfter } },
    );
  }
  const { job } = outcome;
  if (context.afterResponse) context.afterResponse(() => runResetJob(db, job));
  else void runResetJob(db, job);
  return data<Answer>({ sent: true, error: undefined, wait: undefined, email: "" });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  return (
    <AuthCard title={t.title}>
      {actionData?.sent ? (
        <Notice tone="success">{t.sent}</Notice>
      ) : (
        <>
          <p className="mb-4 text-ink-soft">{t.lead}</p>
          {actionData?.wait ? <Notice tone="error">{actionData.wait}</Notice> : null}
          <Form
            method="post"
            className={actionData?.wait ? "mt-4 flex flex-col gap-4" : "flex flex-col gap-4"}
            noValidate
          >
            <ConsoleField
              name="email"
              type="email"
              label={consoleCopy.signIn.email}
              autoComplete="username"
              required
              defaultValue={actionData?.email}
              error={actionData?.error}
            />
            <button type="submit" className={buttonVariants()} aria-disabled={pending || undefined}>
              {pending ? t.pending : t.submit}
            </button>
          </Form>
        </>
      )}
      <AsideLink to="/sales/sign-in">{t.back}</AsideLink>
    </AuthCard>
  );
}
