// What a page sends before its first paint decides how soon a visitor on a slow phone network sees
// it. A public page's stylesheet (about 10 KB compressed) goes inline in a <style>, so nothing but
// the HTML and the font stands between the request and the first paint (ADR 026). Public pages run
// no React in the browser, so nothing looks for the link afterwards. The sales console's pages,
// which React hydrates (ADR 020), keep their link: React expects every element it rendered.

/** Reads a built asset by its URL path ("/assets/root-abc.css"); undefined when it does not exist. */
export type AssetReader = (urlPath: string) => string | undefined;

const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*\/?>/g;
const moduleScript = /<script\b[^>]*\btype="module"/;

/** The page with its stylesheet inline, unless React hydrates it (a module script is on it). */
export function inlineStylesheet(html: string, readAsset: AssetReader): string {
  if (moduleScript.test(html)) return html;
  return html.replace(stylesheet, (tag: string, href: string) => {
    const css = readAsset(href);
    // A stylesheet that cannot be read stays a link: slower, never unstyled.
    if (css === undefined) return tag;
    return `<style data-href="${href}">${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  });
}
