// How a page names its twins in the other editions, read from the HTML and the sitemap the server
// sent (tests/integration/site-editions.test.ts; issue #19).

const pathOf = (url: string) => new URL(url, "http://x").pathname;

/** Every page the sitemap lists, with the alternates it names (hreflang → path). */
export function sitemap(xml: string): { path: string; alternates: Record<string, string> }[] {
  return [
    ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g),
  ].map(([, loc, links]) => ({
    path: pathOf(loc!),
    alternates: Object.fromEntries(
      [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, pathOf(href!)]),
    ),
  }));
}

/** Where the language switchers (header, phone menu, footer) lead. */
export function switcherHrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*data-language-switcher="(?:header|footer)"[^>]*>/g)].map(
    ([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? "",
  );
}

/** The page's own hreflang links (hreflang → path). */
export function pageAlternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
      lang!,
      pathOf(href!),
    ]),
  );
}

/** The path of the page's canonical link. */
export function canonicalOf(html: string): string | undefined {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href ? pathOf(href) : undefined;
}
