import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { audit } from "~/auth/audit.server";
import { emailSchema, textField } from "~/auth/forms";
import { refuseCrossOrigin } from "~/auth/guard.server";
import { sendConsoleEmail } from "~/auth/mail.server";
import { signInWait, recordSignInFailure, throttleKeys } from "~/auth/throttle.server";
import { findUserByEmail, issueUserToken, setPasswordUrl } from "~/auth/users.server";
import { AsideLink, AuthCard, ConsoleField, Notice } from "~/components/console/ui";
import { buttonVariants } from "~/components/ui/button";
import { consoleCopy } from "~/content/sales-console";
import { readFormData } from "~/leads/form-guard.server";
import { consoleMeta, consolePage } from "~/lib/page-handle";

export const handle = consolePage;
const t = consoleCopy.forgot;

export const meta: Route.MetaFunction = () => consoleMeta(t.title, consoleCopy.meta);

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossOrigin(request);
  const form = await readFormData(request, "forgot-password");
  const email = emailSchema.safeParse(textField(form, "email"));
  if (!email.success) return data({ sent: false, error: email.error.issues[0]!.message, email: textField(form, "email").slice(0, 320) }, { status: 400 });
  // Counted like a failed sign-in, so the form cannot be used to flood an inbox.
  const keys = await throttleKeys(email.data, context.clientAddress ?? "");
  if ((await signInWait(keys)) === 0) {
    await recordSignInFailure(keys);
    const user = await findUserByEmail(email.data);
    // The same answer, whether or not the address has an account; the e-mail goes in the
    // background so the answer takes as long either way.
    if (user && !user.disabled_at) {
      void (async () => {
        const token = await issueUserToken(user.id, "reset");
        await sendConsoleEmail("reset", user.email, setPasswordUrl(token));
        await audit({ actorId: user.id, action: "password_reset_requested", subjectType: "user", subjectId: user.id });
      })().catch(() => undefined);
    }
  }
  return { sent: true, error: undefined, email: "" };
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
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <ConsoleField name="email" type="email" label={consoleCopy.signIn.email} autoComplete="username" required defaultValue={actionData?.email} error={actionData?.error} />
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
