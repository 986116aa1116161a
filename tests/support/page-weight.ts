import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// What a page makes the browser download before it works: its inline styles and every JavaScript
// module its start-up script imports, followed through their static imports. Modules a page
// imports later (on a click, on focus) are not counted: they are not part of loading it.

export type PageWeight = { path: string; jsBytes: number; cssBytes: number; modules: string[] };

const dynamicImport = /import\("(\/assets\/[^"]+\.js)"\)/g;
// React Router's start-up script on the sales console (ADR 020) imports its modules statically.
const inlineImport = /\b(?:import|from)\s*"(\/assets\/[^"]+\.js)"/g;
const scriptSource = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g;
// The page script, added by an inline loader after the load event (root.tsx).
const injectedScript = /\.src="(\/assets\/[^"]+\.js)"/g;
const staticImport = /(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?"\.\/([^"]+\.js)"/g;
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"/g;

/** gzip at the level the server's compression middleware uses (zlib's default). */
function gzipSize(text: string): number {
  return gzipSync(text).length;
}

export function pageWeight(path: string, html: string, clientDir: string): PageWeight {
  const read = (url: string) => readFileSync(join(clientDir, url), "utf8");
  const modules = new Set<string>();
  const visit = (url: string) => {
    if (modules.has(url)) return;
    if (!existsSync(join(clientDir, url))) throw new Error(`${path} imports ${url}, which the build does not have`);
    modules.add(url);
    for (const [, file] of read(url).matchAll(staticImport)) visit(`/assets/${file}`);
  };
  for (const [, url] of html.matchAll(scriptSource)) visit(url!);
  for (const [, url] of html.matchAll(injectedScript)) visit(url!);
  for (const [, url] of html.matchAll(dynamicImport)) visit(url!);
  for (const [, url] of html.matchAll(inlineImport)) visit(url!);
  const jsBytes = [...modules].reduce((sum, url) => sum + gzipSize(read(url)), 0);
  const inlineCss = [...html.matchAll(styleElement)].reduce((sum, [, css]) => sum + gzipSize(css!), 0);
  const linkedCss = [...html.matchAll(stylesheetLink)].reduce((sum, [, url]) => sum + gzipSize(read(url!)), 0);
  return { path, jsBytes, cssBytes: inlineCss + linkedCss, modules: [...modules] };
}

export type Budget = { js: number; css: number };

export function weightTable(rows: PageWeight[], budget: Budget): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const lines = rows.map((row) => {
    const over = row.jsBytes > budget.js || row.cssBytes > budget.css ? "  OVER" : "";
    return `${row.path.padEnd(40)} ${kb(row.jsBytes).padStart(9)} ${kb(row.cssBytes).padStart(9)}${over}`;
  });
  const header = `(ceilings: JS ${kb(budget.js)}, CSS ${kb(budget.css)})`;
  return [`${"page".padEnd(40)} ${"JS gz".padStart(9)} ${"CSS gz".padStart(9)}   ${header}`, ...lines].join("\n");
}
