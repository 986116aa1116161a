import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { TaskFooter, TaskHeader } from "~/components/layout/task-chrome";
import { LanguageSuggestion } from "~/components/layout/language-suggestion";
import { FormMessages } from "~/components/forms/form-messages";
import { SkipLink } from "~/components/layout/skip-link";
import { pageContract } from "~/components/page.contract";
import { ErrorScreen } from "~/components/sections/error-screen";
import { errorPages } from "~/content/errors";
import { edition } from "~/content/editions";
import { localeOfPath } from "~/content/locale";
import { copyIn } from "~/content/catalogue";
import { landingId } from "~/lib/landing";
import { pageHoldsVisitorData } from "~/lib/page-holds-visitor-data";
import { useNonce } from "~/lib/nonce";
import { isConsolePage, pageChromeOf, pageScriptOf, type PageScript } from "~/lib/page-handle";
import "./app.css";
// Bundled on its own (a worker-style build gives one self-contained file): menus, tooltips, the
// newsletter box and section links on every public page (ADR 008, 026).
import pageScript from "~/enhance/page-script.ts?worker&url";
// Pages with behaviour of their own: the same behaviours plus theirs (ADR 010), in one file each.
import demoFormPageScript from "~/enhance/demo-form-page-script.ts?worker&url";
import demoConfirmationPageScript from "~/enhance/demo-confirmation-page-script.ts?worker&url";
import savingsEstimatorPageScript from "~/enhance/savings-estimator-page-script.ts?worker&url";
import slotPickerPageScript from "~/enhance/slot-picker-page-script.ts?worker&url";
import siteFont from "~/generated/site-font.woff2?url";

// React runs in the browser on the sales console only (ADR 020, 026): the public header and footer
// are rendered on the server and left out of the browser's bundle, which keeps the console's first
// view within its budget.
const ServerOnly = () => null;
const PublicHeader = import.meta.env.SSR ? SiteHeader : ServerOnly;
const PublicFooter = import.meta.env.SSR ? SiteFooter : ServerOnly;
const PublicTaskHeader = import.meta.env.SSR ? TaskHeader : ServerOnly;
const PublicTaskFooter = import.meta.env.SSR ? TaskFooter : ServerOnly;
const PublicLanguageSuggestion = import.meta.env.SSR ? LanguageSuggestion : ServerOnly;
const PublicFormMessages = import.meta.env.SSR ? FormMessages : ServerOnly;

const pageScripts: Record<PageScript, string> = {
  "demo-form": demoFormPageScript,
  "demo-confirmation": demoConfirmationPageScript,
  "savings-estimator": savingsEstimatorPageScript,
  "slot-picker": slotPickerPageScript,
};

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The font file every page needs at first paint (scripts/site-font.mjs). Preloaded
  // so it is usually there before the first paint and never swaps in under the reader: without
  // the preload LCP is lower, but the text moves or stays in the fallback (ADR 003, measured).
  {
    rel: "preload",
    href: siteFont,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
];

/**
 * The page script is requested once the page has loaded, so that it never shares the first
 * moments' bandwidth with the HTML and the font (ADR 026).
 */
function loadAfterPageLoad(src: string): string {
  return `addEventListener("load",()=>{const s=document.createElement("script");s.src=${JSON.stringify(src)};document.body.append(s)},{once:true})`;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const own = matches.map((match) => pageScriptOf(match.handle, match.loaderData)).findLast(Boolean);
  const script = own ? pageScripts[own] : pageScript;
  const task = matches.map((match) => pageChromeOf(match.handle)).findLast(Boolean) === "task";
  const { pathname, search } = useLocation();
  // A booking step, or a page that holds the visitor's own request (the confirmation with its picker).
  const quiet = task || pageHoldsVisitorData(pathname, new URLSearchParams(search));
  const landing = landingId(pathname);
  // The edition comes from the URL (ADR 023); the console is English whatever its path.
  const { htmlLang: lang, dir } = edition(localeOfPath(pathname));
  useEffect(() => {
    // Runs on the sales console only, the one place React runs in the browser: its views have attached (browser tests wait for this).
    document.documentElement.setAttribute(pageContract.interactive.attribute, "");
  }, []);
  const head = (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#0f6239" />
      <Meta />
      <Links />
      {/* Without JavaScript, /modules/fees lands on #fees as the page script does (issue #17). As
          markup, so React does not hoist the meta out of <noscript>; the id is one of a known set. */}
      {landing ? (
        <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="0;url=#${landing}">` }} />
      ) : null}
    </head>
  );
  // The sales console brings its own shell and runs React (ADR 020); no public page does.
  if (matches.some((match) => isConsolePage(match.handle))) {
    return (
      <html lang="en-NG">
        {head}
        <body className="min-h-dvh bg-surface">
          {children}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    );
  }
  return (
    <html lang={lang} dir={dir}>
      {head}
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        {task ? <PublicTaskHeader /> : <PublicHeader />}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {task ? <PublicTaskFooter /> : <PublicFooter />}
        {/* A booking step offers the other edition in its header only: a box floating over the task
            would cover the picker's days on a phone (ADR 074), as it would on a sent request's
            confirmation, where the same picker sits (ADR 075). */}
        {quiet ? null : <PublicLanguageSuggestion />}
        <PublicFormMessages />
        <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: loadAfterPageLoad(script) }} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // French on /fr; only the server renders public error screens (the console bundle leaves the catalogue out).
  const pages = import.meta.env.SSR ? copyIn(localeOfPath(pathname), "errors").errorPages : errorPages;

  useEffect(() => {
    // SPEC section 2: the attempted path is logged to the console (a warning, not an error).
    if (notFound) console.warn(`404 Not Found: ${pathname}`);
  }, [notFound, pathname]);

  if (notFound) return <ErrorScreen {...pages.notFound} />;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <ErrorScreen {...pages.unexpected} />;
}
