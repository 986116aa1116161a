import type { Route } from "./+types/newsletter-token";
import { issueFormToken } from "~/guards/form.server";
import { dbOf, configOf } from "~/runtime/context.server";

// GET /newsletter/token: a fresh signed timestamp for the footer's newsletter box. The footer is
// part of every prerendered page, so its timestamp cannot be in the HTML; with JavaScript the box
// fetches one here when the visitor first focuses it (readyInMs: how long until the server takes it
// for a person's, so the box can post without it before then). Without JavaScript the box posts without one, which the
// newsletter action accepts (the honeypot, the rate limit and double opt-in still apply).
export async function loader({ context }: Route.LoaderArgs) {
  const db = dbOf(context);
  return Response.json(
    { token: await issueFormToken(db), readyInMs: configOf(context).FORM_MIN_FILL_MS },
    { headers: { "Cache-Control": "no-store" } },
  );
}
