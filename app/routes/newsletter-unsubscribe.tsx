import type { Route } from "./+types/newsletter-unsubscribe";
import { OutcomeCard } from "~/components/forms/outcome-card";
import { NewsletterLinkAsk } from "~/components/forms/newsletter-link-ask";
import { ButtonLink } from "~/components/ui/button";
import { newsletterLinkPage, newsletterLinkPost } from "~/leads/newsletter-link.server";
import { unsubscribe } from "~/leads/store.server";
import { copyAt, localeOfRequest, useCopy } from "~/lib/locale";
import { localizePath } from "~/content/locale";
import { dbOf } from "~/runtime/context.server";

// /newsletter/unsubscribe?token=...: the link in every newsletter e-mail (app/leads/newsletter-link.server.ts).
// The same URL accepts RFC 8058 one-click posts from mail providers ("List-Unsubscribe=One-Click",
// token in the query).

const outcomes = ["unsubscribed", "invalid"] as const;

export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyAt(location.pathname, "forms").newsletterCopy.unsubscribe.metaTitle },
  { name: "robots", content: "noindex" },
];
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request }: Route.LoaderArgs) {
  return newsletterLinkPage(request, outcomes);
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  return newsletterLinkPost(db, request, {
    path: localizePath(localeOfRequest(request), "/newsletter/unsubscribe"),
    act: unsubscribe,
    failure: "unsubscribe failed",
  });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const newsletterCopy = useCopy("forms").newsletterCopy;
  const copy = newsletterCopy.unsubscribe;
  const { outcome, token } = loaderData;

  if (outcome || !token) {
    const done = outcome === "unsubscribed";
    const shown = done ? copy.unsubscribed : copy.invalid;
    return (
      <OutcomeCard tone={done ? "success" : "problem"} heading={shown.heading} body={shown.body}>
        <ButtonLink to="/" variant="secondary">
          {newsletterCopy.homeLink}
        </ButtonLink>
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
