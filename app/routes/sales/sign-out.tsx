import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { audit } from "~/audit/audit.server";
import { refuseCrossOrigin } from "~/auth/guard.server";
import { clearedSessionCookie, endSession, readSession } from "~/auth/sessions.server";
import { dbOf } from "~/runtime/context.server";

// Sign out is a POST (a link could be triggered by another site's image); the session ends in the
// database, so a copy of the cookie is worthless afterwards.

export async function loader() {
  throw redirect("/sales");
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbOf(context);
  refuseCrossOrigin(request);
  const session = await readSession(db, request);
  if (session) {
    await endSession(db, session.idHash);
    await audit(db, { actorId: session.user.id, action: "sign_out", subjectType: "user", subjectId: session.user.id });
  }
  throw redirect("/sales/sign-in?signed-out=1", { headers: { "Set-Cookie": await clearedSessionCookie(db) } });
}
