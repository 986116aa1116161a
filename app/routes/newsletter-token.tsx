import { issueFormToken } from "~/leads/form-guard.server";

// GET /newsletter/token: a fresh signed timestamp for the footer's newsletter box. The footer is
// part of every prerendered page, so its timestamp cannot be in the HTML; with JavaScript the box
// fetches one here when it mounts. Without JavaScript the box posts without one, which the
// newsletter action accepts (the honeypot, the rate limit and double opt-in still apply).
export async function loader() {
  return Response.json({ token: await issueFormToken() }, { headers: { "Cache-Control": "no-store" } });
}
