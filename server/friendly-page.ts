import * as serverBuild from "virtual:react-router/server-build";
import { site } from "~/content/site";

// A small, finished-looking HTML page for the answers the server gives before React Router runs
// (429, 413, 415): the site's own stylesheet and colours, no script (the CSP would refuse inline
// script anyway), and a way back.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function friendlyPage({ code, title, body, links }: { code: number; title: string; body: string; links: { label: string; href: string }[] }): string {
  const stylesheets = serverBuild.assets.routes.root?.css ?? [];
  return `<!DOCTYPE html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${site.name}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("\n")}
</head>
<body class="flex min-h-dvh flex-col bg-surface">
<header class="border-b border-line bg-white"><div class="container-page flex h-16 items-center"><a href="/" class="text-xl font-bold tracking-tight text-brand-800">${escapeHtml(site.name)}</a></div></header>
<main class="container-page flex flex-1 items-center py-12 md:py-20">
<div class="mx-auto w-full max-w-xl rounded-card border border-line bg-white p-6 md:p-10">
<p class="text-sm font-semibold tracking-wide text-accent-700 uppercase">Error ${code}</p>
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
