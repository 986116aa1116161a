// What a page sends before its first paint decides how soon a visitor on a slow phone network sees it.
// React Router's <Scripts> asks for every module of the page up front (modulepreload links and an
// inline module with static imports): on a throttled link those ~200 KB compete with the HTML,
// stylesheet and font for bandwidth and push the first paint back by seconds. The pages are complete
// and usable without JavaScript (ADR 001), so hydration can wait until the page has loaded.
// ADR 007 records the trade-off.
//
// React hydrates the whole document and expects every element it rendered, in place: the
// stylesheet link and the module preloads are therefore not deleted but parked in inert
// <template> elements, which the start-up script puts back just before React starts.

/** Reads a built asset by its URL path ("/assets/root-abc.css"); undefined when it does not exist. */
export type AssetReader = (urlPath: string) => string | undefined;

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*\/?>/g;
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticImport = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");?\s*$/;

/**
 * Rewrites a rendered page so that nothing but the HTML, its styles and its font load before the
 * first paint: the stylesheet is inlined, the module preloads go, and React Router's start-up
 * script imports its modules after the window's load event instead of at parse time.
 */
export function optimiseForFirstPaint(html: string, readAsset: AssetReader): string {
  const preloads = [...html.matchAll(modulePreload)].map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1]).filter((href) => href !== undefined);
  // A page that does not hydrate (ADR 008) has no React to hand the link back to.
  const hydrates = moduleScript.test(html);
  return html
    .replace(stylesheet, (tag: string, href: string) => {
      const css = readAsset(href);
      // A stylesheet that cannot be read stays a link: slower, never unstyled.
      if (css === undefined) return tag;
      return `<style data-href="${href}">${css.replace(/<\/style/gi, "<\\/style")}</style>${hydrates ? parked(tag) : ""}`;
    })
    .replace(modulePreload, parked)
    .replace(moduleScript, (whole: string, open: string, body: string, close: string) => {
      const deferred = deferModuleStartup(body, preloads);
      return deferred === undefined ? whole : `${open}${deferred}${close}`;
    });
}

const parkedAttribute = "data-after-load";

/** An element the browser must not act on yet, restored in place before hydration. */
function parked(tag: string): string {
  return `<template ${parkedAttribute}>${tag}</template>`;
}

/**
 * Turns `import "a"; import * as route0 from "b"; ...rest` into a function that, after the load
 * event, imports the same modules and then runs the rest. Returns undefined for a script of any
 * other shape, which is then left as it was (correct, only slower).
 *
 * `warmup` (the page's module preloads, React first) are evaluated one per task before that, so
 * that a slow phone's main thread is never blocked by all of them at once; their downloads run in
 * parallel, started by the restored preload links.
 */
export function deferModuleStartup(body: string, warmup: readonly string[] = []): string | undefined {
  const names: string[] = [];
  const urls: string[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n")) {
    const match = staticImport.exec(line);
    if (match) {
      names.push(match[1] ?? "");
      urls.push(match[2]!);
    } else {
      rest.push(line);
    }
  }
  if (urls.length === 0 || !rest.some((line) => line.includes("import("))) return undefined;
  // The entry module starts hydration when evaluated: it must come last, after the rest has run.
  const startedLater = rest.join("\n");
  const early = warmup.filter((url) => !startedLater.includes(JSON.stringify(url)));
  const bindings = names.map((name, index) => name || `_${index}`).join(",");
  return [
    "const start=async()=>{",
    `document.querySelectorAll("template[${parkedAttribute}]").forEach((t)=>t.replaceWith(t.content));`,
    ...(early.length > 0 ? [`for(const u of ${JSON.stringify(early)}){await import(u);await (globalThis.scheduler?.yield?.()??new Promise((r)=>setTimeout(r)));}`] : []),
    `const [${bindings}]=await Promise.all([${urls.map((url) => `import(${url})`).join(",")}]);`,
    rest.join("\n").trim(),
    "};",
    'document.readyState==="complete"?start():addEventListener("load",start,{once:true});',
  ].join("\n");
}
