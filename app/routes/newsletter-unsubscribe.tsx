import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { OutcomeCard } from "~/components/forms/outcome-card";
import { SubmitButton } from "~/components/forms/submit-button";
import { ButtonLink } from "~/components/ui/button";
import { newsletterCopy as newsletterCopyEn } from "~/content/forms";
import { readFormData } from "~/leads/form-guard.server";
import { unsubscribe } from "~/leads/store.server";
import { logger } from "~/lib/logger.server";
import { copyAt, localeOfRequest, useContent } from "~/lib/locale";
import { localizePath } from "~/content/locale";

// /newsletter/unsubscribe?token=...: the link in every newsletter email. Opening it shows one
// button (mail scanners open links too); the post unsubscribes. The same URL accepts RFC 8058
// one-click posts from mail providers ("List-Unsubscribe=One-Click", token in the query), which
// carry no Origin header: no origin check here, the token is the credential.

const outcomes = ["unsubscribed", "invalid"] as const;
type Outcome = (typeof outcomes)[number];
const isOutcome = (value: unknown): value is Outcome => outcomes.includes(value as Outcome);

export const meta: Route.MetaFunction = ({ location }) => [{ title: copyAt(location.pathname, newsletterCopyEn).unsubscribe.metaTitle }, { name: "robots", content: "noindex" }];
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = url.searchParams.get("result");
  return { token: url.searchParams.get("token") ?? "", outcome: isOutcome(result) ? result : null };
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });
  // An unreadable body still has the link's own token in the query.
  const form = (await readFormData(request, "newsletter")) ?? new FormData();
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "").trim();
  let outcome: Outcome = "invalid";
  if (token) {
    try {
      outcome = await unsubscribe(token);
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "unsubscribe failed");
      return data({ unavailable: true }, { status: 503 });
    }
  }
  return redirect(localizePath(localeOfRequest(request), `/newsletter/unsubscribe?result=${outcome}`), 303);
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const newsletterCopy = useContent(newsletterCopyEn);
  const copy = newsletterCopy.unsubscribe;
  const { outcome, token } = loaderData;

  if (outcome === "unsubscribed") {
    return (
      <OutcomeCard tone="success" heading={copy.unsubscribed.heading} body={copy.unsubscribed.body}>
        <ButtonLink to="/" variant="secondary">
          {newsletterCopy.homeLink}
        </ButtonLink>
      </OutcomeCard>
    );
  }
  if (outcome || !token) {
    return (
      <OutcomeCard tone="problem" heading={copy.invalid.heading} body={copy.invalid.body}>
        <ButtonLink to="/" variant="secondary">
          {newsletterCopy.homeLink}
        </ButtonLink>
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
