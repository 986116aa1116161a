import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { OutcomeCard } from "~/components/forms/outcome-card";
import { SubmitButton } from "~/components/forms/submit-button";
import { ButtonLink } from "~/components/ui/button";
import { newsletterCopy as newsletterCopyEn } from "~/content/forms";
import { readFormData } from "~/leads/form-guard.server";
import { confirmSubscription } from "~/leads/store.server";
import { logger } from "~/lib/logger.server";
import { copyAt, localeOfRequest, useContent } from "~/lib/locale";
import { localizePath } from "~/content/locale";

// /newsletter/confirm?token=...: the double opt-in link. Opening the link shows one button; the
// post confirms. Mail security scanners open every link in an email, and a GET that confirmed
// would subscribe people who never clicked. After the post, the outcome has its own URL (no token).

const outcomes = ["confirmed", "already-confirmed", "expired", "invalid"] as const;
type Outcome = (typeof outcomes)[number];
const isOutcome = (value: unknown): value is Outcome => outcomes.includes(value as Outcome);

export const meta: Route.MetaFunction = ({ location }) => [{ title: copyAt(location.pathname, newsletterCopyEn).confirm.metaTitle }, { name: "robots", content: "noindex" }];
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = url.searchParams.get("result");
  return { token: url.searchParams.get("token") ?? "", outcome: isOutcome(result) ? result : null };
}

// No origin check: the token is the credential, and nothing a third party could post does harm.
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });
  // An unreadable body still has the link's own token in the query.
  const form = (await readFormData(request, "newsletter")) ?? new FormData();
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "").trim();
  let outcome: Outcome = "invalid";
  if (token) {
    try {
      outcome = await confirmSubscription(token);
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "subscription not confirmed");
      return data({ unavailable: true }, { status: 503 });
    }
  }
  return redirect(localizePath(localeOfRequest(request), `/newsletter/confirm?result=${outcome}`), 303);
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const newsletterCopy = useContent(newsletterCopyEn);
  const copy = newsletterCopy.confirm;
  const { outcome, token } = loaderData;

  if (outcome === "confirmed" || outcome === "already-confirmed") {
    return (
      <OutcomeCard tone="success" heading={copy[outcome].heading} body={copy[outcome].body}>
        <ButtonLink to="/" variant="secondary">
          {newsletterCopy.homeLink}
        </ButtonLink>
      </OutcomeCard>
    );
  }
  if (outcome || !token) {
    const problem = outcome ?? "invalid";
    return (
      <OutcomeCard tone="problem" heading={copy[problem].heading} body={copy[problem].body}>
        <NewsletterForm variant="page" />
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard tone="ask" heading={copy.ask.heading} body={actionData?.unavailable ? newsletterCopy.unavailable : copy.ask.body}>
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <SubmitButton pendingLabel={copy.ask.pendingLabel} size="lg">
          {copy.ask.button}
        </SubmitButton>
      </Form>
    </OutcomeCard>
  );
}
