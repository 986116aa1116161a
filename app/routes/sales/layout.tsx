import {
  Form,
  NavLink,
  Outlet,
  isRouteErrorResponse,
  useNavigation,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "~/auth/guard.server";
import { counselReview } from "~/console/legal-review.server";
import { personName } from "~/console/people";
import { myNextStepCount } from "~/console/team/my-day.server";
import { consoleToday } from "~/console/test-clock.server";
import { consoleCopy } from "~/content/sales-console";
import { ErrorMessage, RoleRefusal } from "~/components/console/refusal";
import { consoleMeta, consolePage } from "~/lib/page-handle";
import { cn } from "~/lib/cn";
import { dbOf, configOf } from "~/runtime/context.server";

// The console's shell: who is signed in, the navigation their role allows, sign out. Every view
// below it checks the session and role again in its own loader and action (ADR 021).
export const handle = consolePage;

export const meta: Route.MetaFunction = () => consoleMeta(undefined, consoleCopy.meta);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbOf(context);
  const { user } = await requireUser(db, request, "sales");
  // The team's clock (ADR 046): every view formats its times in this zone (When, app/components/console/ui.tsx).
  // Named as the team knows them (issue #27, item 7), the address while the account has no name.
  const account = await db.selectFrom("users").select(["email", "name"]).where("id", "=", user.id).executeTakeFirst();
  // My day's count in the navigation: the person's next steps due or overdue, one indexed count.
  const due = await myNextStepCount(db, user.id, consoleToday(request));
  // Until an admin records counsel's confirmation, every page says the legal wording lacks it (ADR 098).
  const counselConfirmed = (await counselReview(db)).confirmed;
  return {
    counselConfirmed,
    user: { name: personName(account ?? user), role: user.role },
    timeZone: configOf(context).CONSOLE_TIME_ZONE,
    due,
  };
}

export function shouldRevalidate({ formMethod, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // The user changes only by signing in or out (both leave the console): posts inside it do not
  // need this again, except a next step's, which changes My day's count, and counsel's review.
  if (formMethod) return /^(next-step|counsel-)/.test(String(formData?.get("intent") ?? ""));
  return defaultShouldRevalidate;
}

function SignOutButton() {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/sales/sign-out";
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className="rounded-md px-2 py-1 font-semibold whitespace-nowrap text-brand-800 underline hover:bg-brand-50"
    >
      {pending ? consoleCopy.signingOut : consoleCopy.signOut}
    </button>
  );
}

function Shell({
  name,
  role,
  due = 0,
  counselConfirmed = true,
  children,
}: {
  name?: string;
  role?: string;
  due?: number;
  counselConfirmed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {consoleCopy.skip}
      </a>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <p className="font-bold text-brand-900">{consoleCopy.name}</p>
          {name ? (
            <div className="flex items-center gap-3 text-sm">
              <span className="min-w-0 break-all text-muted">
                {name} · {role}
              </span>
              <Form method="post" action="/sales/sign-out">
                <SignOutButton />
              </Form>
            </div>
          ) : null}
        </div>
        {/* Wraps on a phone rather than scrolling sideways: every place is in sight at 390 px. */}
        <nav aria-label="Console" className="mx-auto max-w-6xl px-2">
          <ul className="flex flex-wrap gap-x-1">
            {consoleCopy.nav
              .filter((item) => !item.admin || role === "admin")
              .map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/sales"}
                    prefetch="intent"
                    className={({ isActive }) =>
                      cn(
                        "block border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap",
                        isActive
                          ? "border-brand-700 text-brand-900"
                          : "border-transparent text-ink-soft hover:text-brand-800",
                      )
                    }
                  >
                    {item.label}
                    {item.to === "/sales/my-day" && due > 0 ? (
                      <span className="ms-1.5 rounded-full bg-brand-800 px-1.5 py-0.5 text-xs text-white tabular-nums">
                        {consoleCopy.navDue(due)}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        {counselConfirmed ? null : (
          <p className="border-t border-amber-700 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950">
            {consoleCopy.counselUnconfirmed}{" "}
            {role === "admin" ? (
              <a href="/sales/users#counsel-review" className="font-semibold text-brand-800 underline">
                {consoleCopy.counselUnconfirmedLink}
              </a>
            ) : null}
          </p>
        )}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
        {children}
      </main>
    </div>
  );
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell
      name={loaderData.user.name}
      role={loaderData.user.role}
      due={loaderData.due}
      counselConfirmed={loaderData.counselConfirmed}
    >
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const copy = forbidden ? consoleCopy.forbidden : notFound ? consoleCopy.notFound : consoleCopy.failed;
  return <Shell>{forbidden ? <RoleRefusal /> : <ErrorMessage title={copy.title} body={copy.body} />}</Shell>;
}
