import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import type { Database } from "~/db/schema.server";
import { readFormData } from "~/guards/form.server";
import { logger } from "~/lib/logger.server";

// The two links in newsletter e-mails (/newsletter/confirm, /newsletter/unsubscribe) work alike:
// opening the link shows one button, because mail security scanners open every link and a GET
// that acted would act for people who never clicked; the post acts; the outcome then has its own
// URL without the token. No origin check: the token is the credential (and mail providers'
// one-click unsubscribe posts carry no Origin).

type LinkAction<O extends string> = {
  /** The link's path, which the outcome is shown on. */
  path: string;
  /** What the token does (store.server.ts); `invalid` when there is none. */
  act: (db: Kysely<Database>, token: string) => Promise<O>;
  /** Logged, without the token, when the store fails. */
  failure: string;
};

/** The link opened: its token for the button, or the outcome the post led to. */
export function newsletterLinkPage<O extends string>(
  request: Request,
  outcomes: readonly O[],
): { token: string; outcome: O | null } {
  const url = new URL(request.url);
  const result = url.searchParams.get("result");
  return { token: url.searchParams.get("token") ?? "", outcome: outcomes.includes(result as O) ? (result as O) : null };
}

/** The button pressed (or a one-click post): the token acts, and the visitor sees the outcome's own URL. */
export async function newsletterLinkPost<O extends string>(
  db: Kysely<Database>,
  request: Request,
  { path, act, failure }: LinkAction<O>,
) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, POST" } });
  // An unreadable body still has the link's own token in the query.
  const form = (await readFormData(request, "newsletter")) ?? new FormData();
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "").trim();
  let outcome = "invalid" as O | "invalid";
  if (token) {
    try {
      outcome = await act(db, token);
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, failure);
      return data({ unavailable: true }, { status: 503 });
    }
  }
  return redirect(`${path}?result=${outcome}`, 303);
}
