import { cn } from "~/lib/cn";

// Typography for the Markdown's HTML (no typography plugin: the rules are few and ours).
// A measure of about 65-70 characters (40rem at 18 px), headings that breathe.
const prose = cn(
  "max-w-[40rem] text-[1.0625rem] leading-[1.75] text-ink-soft md:text-lg",
  "[&>*:first-child]:mt-0",
  "[&_h2]:mt-14 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink md:[&_h2]:text-[1.75rem]",
  "[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_h2+*]:mt-4 [&_h3+*]:mt-3",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5 [&_blockquote]:mt-6",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:ps-6 [&_ol]:ps-6 [&_li]:mt-2 [&_li]:ps-1 [&_li::marker]:text-brand-700",
  "[&_li>p]:mt-2",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-4 hover:[&_a]:text-brand-800 hover:[&_a]:decoration-brand-700",
  "[&_blockquote]:border-s-4 [&_blockquote]:border-accent-400 [&_blockquote]:bg-accent-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-ink",
  "[&_code]:rounded [&_code]:bg-surface [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_hr]:my-10 [&_hr]:border-line",
);

/**
 * The article's text: HTML rendered from our own Markdown on the server (app/content/
 * article-render.server.ts refuses raw HTML in it), so inserting it as HTML is safe.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <div id="article-body" className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
