import type { Kysely } from "kysely";
import { redirect } from "react-router";
import type { Database, UserRole } from "~/db/schema.server";
import { isSameOrigin } from "~/guards/form.server";
import { authConfig } from "./config.server";
import { readSession, type Session } from "./sessions.server";

// The first line of every console loader and action (ADR 021): who is asking, and may they?
// Anonymous → redirect to sign-in (back here afterwards); wrong role → 403; a request that could
// change something from another origin → 403 before any of it is read.

const safeMethods = new Set(["GET", "HEAD"]);

export function refuseCrossOrigin(request: Request): void {
  if (safeMethods.has(request.method.toUpperCase())) return;
  const url = new URL(request.url);
  const same = isSameOrigin({
    origin: request.headers.get("Origin") ?? undefined,
    referer: request.headers.get("Referer") ?? undefined,
    host: url.host,
    siteUrl: authConfig().siteUrl,
  });
  if (!same)
    throw new Response("Cross-origin request refused", { status: 403, headers: { "Cache-Control": "no-store" } });
}

function signInPath(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  return `/sales/sign-in?next=${encodeURIComponent(back.startsWith("/sales") ? back : "/sales")}`;
}

// A refusal by role, told apart from the cross-origin one: a file address answers it with a styled page.
const roleRefusals = new WeakSet<Response>();

function roleRefusal(): Response {
  const response = new Response("Forbidden", { status: 403, headers: { "Cache-Control": "no-store" } });
  roleRefusals.add(response);
  return response;
}

export function isRoleRefusal(error: unknown): boolean {
  return error instanceof Response && roleRefusals.has(error);
}

/**
 * The signed-in user, when their role may do this. `role` "sales" admits both roles (admins can do
 * everything); "admin" only admins.
 */
export async function requireUser(db: Kysely<Database>, request: Request, role: UserRole): Promise<Session> {
  refuseCrossOrigin(request);
  const session = await readSession(db, request);
  if (!session) throw redirect(signInPath(request), { headers: { "Cache-Control": "no-store" } });
  if (role === "admin" && session.user.role !== "admin") throw roleRefusal();
  // With CONSOLE_REQUIRE_ADMIN_TOTP=1 an admin without a second factor may only set one up.
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (
    authConfig().requireAdminTotp &&
    session.user.role === "admin" &&
    !session.user.totp_enabled_at &&
    path !== "/sales/account" &&
    path !== "/sales/sign-out"
  ) {
    throw redirect("/sales/account?totp=required", { headers: { "Cache-Control": "no-store" } });
  }
  return session;
}

/** A `next` that stays inside the console; anything else goes to the inbox. */
export function safeNext(value: string | null): string {
  return value && /^\/sales(\/[\w\-./?=&%]*)?$/.test(value) && !value.startsWith("//") ? value : "/sales";
}
