// The controls of the Lighthouse table (ADR 018): what this machine's floor is (a page with almost
// nothing to parse, style or lay out), what Cross-Origin-Opener-Policy alone costs from
// about:blank, and (a control column at most) what starting from the site's own origin changes.
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
 * Lighthouse rows (performance only), each labelled: the minimal page without and with COOP from
 * about:blank, and the site's `sitePaths` from its own /healthz (the old method of ADR 012).
 */
export async function openerPolicyControl(siteUrl, runs, chromePath, sitePaths = ["/"]) {
  const minimal = await startMinimalServer();
  const categories = ["performance"];
  try {
    const fromBlank = await lighthousePages(minimal.url, ["/plain", "/isolated"], runs, chromePath, { categories });
    const fromOrigin = await lighthousePages(siteUrl, sitePaths, runs, chromePath, {
      blankPage: `${siteUrl}/healthz`,
      categories,
    });
    return [
      { ...fromBlank[0], label: "minimal page, no COOP, from about:blank (this machine's floor)" },
      { ...fromBlank[1], label: "minimal page, COOP, from about:blank" },
      ...fromOrigin.map((row) => ({
        ...row,
        label: `this site's ${row.path}, from its own /healthz (ADR 012's method)`,
      })),
    ];
  } finally {
    await minimal.stop();
  }
}
