import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { signInSchema } from "~/auth/forms";
import { refuseCrossOrigin, safeNext } from "~/auth/guard.server";
import { knownBrowserCookie, knownBrowserKey } from "~/auth/known-browser.server";
import { readSession } from "~/auth/sessions.server";
import { signIn, signInWithCode, type SignInOutcome } from "~/auth/sign-in.server";
import { waitInMinutes } from "~/auth/throttle.server";
import { AsideLink, AuthCard, ConsoleField, Notice } from "~/components/console/ui";
import { consoleCopy } from "~/content/sales-console";
import { readFormData } from "~/guards/form.server";
import { formsCopy } from "~/content/sales-console-forms";
import { readForm } from "~/forms/form-schema";
import { consoleMeta, consolePage } from "~/lib/page-handle";
import { buttonVariants } from "~/components/ui/button";
import { dbOf } from "~/runtime/context.server";

export const handle = consolePage;
const t = consoleCopy.signIn;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

// Retry-After of a 429 reaches the page and the `.data` answer only through this export.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const url = new URL(request.url);
  if (await readSession(db, request)) throw redirect(safeNext(url.searchParams.get("next")));
  return {
    notice: url.searchParams.get("signed-out")
      ? t.signedOut
      : url.searchParams.get("password-set")
        ? t.passwordSet
        : undefined,
  };
}

/** The page's answer: the password step with its error and the address kept, or the code step with its ticket. */
type Answer =
  | { step: "password"; error: string; field: "form" | "email"; email: string }
  | { step: "code"; ticket: string; error?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  refuseCrossOrigin(request);
  const read = readForm(signInSchema, await readFormData(request, "sign-in"), { intent: "password" });
  if (!read.ok) {
    const email = read.values.email ?? "";
    return data<Answer>(
      {
        step: "password",
        error: read.errors.form ?? t.wrong,
        field: email.trim() && !read.errors.email ? "form" : "email",
        email,
      },
      { status: 400 },
    );
  }
  const form = read.data;
  const clientAddress = context.clientAddress ?? "";
  const outcome =
    form.intent === "password"
      ? await signIn(db, {
          email: form.email,
          password: form.password,
          code: form.code,
          clientAddress,
          browser: await knownBrowserKey(db, request, form.email),
        })
      : await signInWithCode(db, {
          ticket: form.ticket,
          code: form.code,
          clientAddress,
          browser: (email) => knownBrowserKey(db, request, email),
        });
  return answer(db, outcome, form.intent === "password" ? form.email : "", request);
}

async function answer(db: Kysely<Database>, outcome: SignInOutcome, email: string, request: Request) {
  if (outcome.kind === "signed-in") {
    const headers = new Headers([
      ["Set-Cookie", outcome.cookie],
      ["Set-Cookie", await knownBrowserCookie(db, outcome.email)],
    ]);
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")), { headers });
  }
  if (outcome.kind === "wait") {
    const wait = waitInMinutes(outcome.seconds);
    return data<Answer>(
      { step: "password", error: t.wait(wait.minutes), field: "form", email },
      { status: 429, headers: { "Retry-After": wait.retryAfter } },
    );
  }
  // No wait would end it, so no Retry-After: the words say the way out (ADR 080).
  if (outcome.kind === "code-locked")
    return data<Answer>({ step: "password", error: t.codeLocked, field: "form", email }, { status: 429 });
  // Only after the right password: the second step (401 until the code is right, as before).
  if (outcome.kind === "code-needed")
    return data<Answer>(
      { step: "code", ticket: outcome.ticket, error: outcome.wrongCode ? t.codeNeeded : undefined },
      { status: 401 },
    );
  // A code step whose ticket no longer holds starts again from the password, saying so.
  return data<Answer>(
    { step: "password", error: email ? t.wrong : formsCopy.code.expired, field: "form", email },
    { status: 401 },
  );
}

function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const pending = useNavigation().state === "submitting";
  return (
    <button type="submit" className={buttonVariants()} aria-disabled={pending || undefined}>
      {pending ? pendingLabel : label}
    </button>
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.step === "code") return <CodeStep ticket={actionData.ticket} error={actionData.error} />;
  const error = actionData?.error;
  return (
    <AuthCard title={t.title}>
      <p className="mb-4 text-ink-soft">{t.lead}</p>
      {loaderData.notice && !error ? <Notice tone="success">{loaderData.notice}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="password" />
        <ConsoleField
          name="email"
          type="email"
          label={t.email}
          autoComplete="username"
          required
          defaultValue={actionData?.email}
          error={actionData?.field === "email" ? t.wrong : undefined}
        />
        <ConsoleField name="password" type="password" label={t.password} autoComplete="current-password" required />
        <SubmitButton label={t.submit} pendingLabel={t.pending} />
      </Form>
      <AsideLink to="/sales/forgot-password">{t.forgot}</AsideLink>
    </AuthCard>
  );
}

/** The second step: the password was right and the account has two-factor on. */
function CodeStep({ ticket, error }: { ticket: string; error?: string }) {
  const c = formsCopy.code;
  return (
    <AuthCard title={c.title}>
      <p className="mb-4 text-ink-soft">{c.lead}</p>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="ticket" value={ticket} />
        {/* A wrong code is said beside the field; focus goes there so it is heard at once. */}
        <ConsoleField
          key={error ?? "first"}
          name="code"
          label={c.label}
          hint={c.hint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
          autoFocus
          error={error}
        />
        <SubmitButton label={c.submit} pendingLabel={c.pending} />
      </Form>
      <AsideLink to="/sales/sign-in" reloadDocument>
        {c.again}
      </AsideLink>
    </AuthCard>
  );
}
