import type { Route } from "./+types/newsletter-confirm";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { OutcomeCard } from "~/components/forms/outcome-card";
import { NewsletterLinkAsk } from "~/components/forms/newsletter-link-ask";
import { ButtonLink } from "~/components/ui/button";
import { newsletterLinkPage, newsletterLinkPost } from "~/leads/newsletter-link.server";
import { confirmSubscription } from "~/leads/store.server";
import { copyAt, localeOfRequest, useCopy } from "~/lib/locale";
import { localizePath } from "~/content/locale";
import { dbOf } from "~/runtime/context.server";

// /newsletter/confirm?token=...: the double opt-in link (app/leads/newsletter-link.server.ts).

const outcomes = ["confirmed", "already-confirmed", "expired", "invalid"] as const;

export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyAt(location.pathname, "forms").newsletterCopy.confirm.metaTitle },
  { name: "robots", content: "noindex" },
];
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request }: Route.LoaderArgs) {
  return newsletterLinkPage(request, outcomes);
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  return newsletterLinkPost(db, request, {
    path: localizePath(localeOfRequest(request), "/newsletter/confirm"),
    act: confirmSubscription,
    failure: "subscription not confirmed",
  });
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const newsletterCopy = useCopy("forms").newsletterCopy;
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
    <NewsletterLinkAsk
      token={token}
      copy={copy.ask}
      unavailable={actionData?.unavailable ? newsletterCopy.unavailable : undefined}
    />
  );
}
