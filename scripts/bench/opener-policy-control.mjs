// A control for the Lighthouse table (ADR 012): what Cross-Origin-Opener-Policy alone costs in
// Lighthouse's measurement, on a page that has almost nothing to parse, style or lay out.
// Lighthouse loads about:blank before each run. A page sent with `Cross-Origin-Opener-Policy:
// same-origin` cannot share about:blank's browsing-context group, so Chromium loads it in a new,
// cold renderer process, whose start-up work Lighthouse counts as the page's blocking time.
import { createServer } from "node:http";
import { lighthousePages } from "./lighthouse-pages.mjs";

const minimalPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  "<title>Minimal page</title></head><body><h1>Minimal page</h1><p>A heading and a sentence: the browser's own cost of a page load.</p></body></html>";

/** Serves the minimal page at /plain (no COOP) and /isolated (COOP same-origin) on a free loopback port. */
async function startMinimalServer() {
  const server = createServer((req, res) => {
    const isolated = req.url?.startsWith("/isolated");
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      ...(isolated ? { "Cross-Origin-Opener-Policy": "same-origin" } : {}),
    });
    res.end(minimalPage);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Lighthouse rows, each labelled: the minimal page without and with COOP from about:blank, with COOP
 * from a page of its own origin, and the site's home page from about:blank (the site's table starts
 * from its own /healthz instead).
 */
export async function openerPolicyControl(siteUrl, runs, chromePath) {
  const minimal = await startMinimalServer();
  try {
    const fromBlank = await lighthousePages(minimal.url, ["/plain", "/isolated"], runs, chromePath);
    const fromOrigin = await lighthousePages(minimal.url, ["/isolated"], runs, chromePath, { blankPage: `${minimal.url}/isolated-start` });
    const home = await lighthousePages(siteUrl, ["/"], runs, chromePath);
    return [
      { ...fromBlank[0], label: "minimal page, no COOP, from about:blank" },
      { ...fromBlank[1], label: "minimal page, COOP, from about:blank" },
      { ...fromOrigin[0], label: "minimal page, COOP, from a page of its origin" },
      { ...home[0], label: "this site's /, from about:blank" },
    ];
  } finally {
    await minimal.stop();
  }
}
