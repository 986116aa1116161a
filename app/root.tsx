import { Tooltip } from "radix-ui";
import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { ErrorScreen } from "~/components/sections/error-screen";
import { errorPages } from "~/content/errors";
import { useNonce } from "~/lib/nonce";
import "./app.css";
import fontLatin from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The Latin subset of the variable font is the only one a page needs at first paint.
  {
    rel: "preload",
    href: fontLatin,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
];

// SPEC section 9: tooltips open after 700 ms, with a 300 ms skip delay.
export const tooltipDelays = { delayDuration: 700, skipDelayDuration: 300 } as const;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useEffect(() => {
    // Runs after every effect below it: the page's scripts have attached (browser tests wait for this).
    document.documentElement.dataset.interactive = "";
  }, []);
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f6239" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Tooltip.Provider {...tooltipDelays}>
          <SkipLink />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
        </Tooltip.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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

  useEffect(() => {
    // SPEC section 2: the attempted path is logged to the console (a warning, not an error).
    if (notFound) console.warn(`404 Not Found: ${pathname}`);
  }, [notFound, pathname]);

  if (notFound) return <ErrorScreen {...errorPages.notFound} />;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <ErrorScreen {...errorPages.unexpected} />;
}
