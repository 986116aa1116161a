import * as serverBuild from "virtual:react-router/server-build";
import { copyIn, type CopyModules } from "~/content/catalogue";
import { htmlLang, localeOfPath, localizePath } from "~/content/locale";
import { site } from "~/content/site";

// A small, finished-looking HTML page for the answers the server gives before React Router runs
// (403, 411, 413, 415, 429): the site's own stylesheet and colours, no script (the CSP would refuse
// inline script anyway), and a way back. In the edition of the path it answers (issue #29): a
// French form's refusal is French, from fr/forms.ts, and leads back to the French home.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type RefusalCopy = Pick<CopyModules["forms"], "guardPages" | "formProblems">;

/** The page the form was on; "//host/..." would leave the site, so anything odd goes home. */
function backTo(path: string, home: string): string {
  return /^\/[\w./-]*$/.test(path) && !path.startsWith("//") ? path.replace(/\.data$/, "") : home;
}

/**
 * The refusal of a post to `path`, in that path's edition: `pick` chooses its title and body from
 * the edition's copy; the links go back to the form and to the edition's home.
 */
export function refusalPage(
  code: number,
  path: string,
  pick: (copy: RefusalCopy) => { title: string; body: string },
): string {
  const locale = localeOfPath(path);
  const { guardPages, formProblems } = copyIn(locale, "forms");
  const { title, body } = pick({ guardPages, formProblems });
  const home = localizePath(locale, "/");
  return friendlyPage({
    lang: htmlLang[locale],
    home,
    label: guardPages.errorCode(code),
    title,
    body,
    links: [
      { label: guardPages.back, href: backTo(path, home) },
      { label: guardPages.home, href: home },
    ],
  });
}

function friendlyPage({
  lang,
  home,
  label,
  title,
  body,
  links,
}: {
  lang: string;
  home: string;
  label: string;
  title: string;
  body: string;
  links: { label: string; href: string }[];
}): string {
  const stylesheets = serverBuild.assets.routes.root?.css ?? [];
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${site.name}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("\n")}
</head>
<body class="flex min-h-dvh flex-col bg-surface">
<header class="border-b border-line bg-white"><div class="container-page flex h-16 items-center"><a href="${escapeHtml(home)}" class="text-xl font-bold tracking-tight text-brand-800">${escapeHtml(site.name)}</a></div></header>
<main class="container-page flex flex-1 items-center py-12 md:py-20">
<div class="mx-auto w-full max-w-xl rounded-card border border-line bg-white p-6 md:p-10">
<p class="text-sm font-semibold tracking-wide text-accent-700 uppercase">${escapeHtml(label)}</p>
<h1 class="mt-2 text-2xl font-bold tracking-tight text-ink md:text-3xl">${escapeHtml(title)}</h1>
<p class="mt-4 text-base leading-relaxed text-ink-soft">${escapeHtml(body)}</p>
<p class="mt-8 flex flex-wrap gap-3">${links
    .map(
      (link, i) =>
        `<a href="${escapeHtml(link.href)}" class="inline-flex h-11 items-center rounded-md px-5 font-semibold ${i === 0 ? "bg-brand-700 text-white hover:bg-brand-800" : "border border-line-strong bg-white text-ink hover:border-brand-700"}">${escapeHtml(link.label)}</a>`,
    )
    .join("")}</p>
</div>
</main>
</body>
</html>`;
}
