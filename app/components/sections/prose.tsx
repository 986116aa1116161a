import { Link } from "~/components/ui/link";
import type { Inline, LegalBlock, LegalSection } from "~/content/legal";
import { cn } from "~/lib/cn";

// Long-form text (legal pages, the accessibility statement) from typed blocks: paragraphs, lists,
// record cards and small tables, set at a readable measure.

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 break-words";

export function InlineText({ parts }: { parts: readonly Inline[] }) {
  return (
    <>
      {parts.map((part, i) => {
        if (typeof part === "string") return <span key={i}>{part}</span>;
        // Site paths stay in the app; mailto:, tel: and other sites are plain links.
        // A phone number never breaks across lines.
        if (part.href.startsWith("tel:")) {
          return (
            <a key={i} href={part.href} className={cn(linkClass, "whitespace-nowrap")}>
              {part.label}
            </a>
          );
        }
        return part.href.startsWith("/") ? (
          <Link key={i} to={part.href} className={linkClass}>
            {part.label}
          </Link>
        ) : (
          <a key={i} href={part.href} className={linkClass}>
            {part.label}
          </a>
        );
      })}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "p":
      return (
        <p>
          <InlineText parts={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 ps-6 marker:text-brand-700">
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineText parts={item} />
            </li>
          ))}
        </ul>
      );
    case "records":
      return (
        <div className="space-y-5">
          {block.items.map((record) => (
            <section key={record.title} className="rounded-card border border-line bg-white">
              <h3 className="border-b border-line bg-surface px-5 py-3 text-base font-semibold text-ink">
                {record.title}
              </h3>
              <dl className="divide-y divide-line">
                {record.rows.map((row) => (
                  <div key={row.term} className="grid gap-1 px-5 py-3.5 sm:grid-cols-[6rem_1fr] sm:gap-4">
                    <dt className="text-sm font-semibold text-muted uppercase sm:pt-0.5">{row.term}</dt>
                    <dd className="text-base leading-relaxed text-ink-soft first-letter:uppercase">
                      <InlineText parts={row.detail} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      );
    case "table":
      // A real table from 640 px; below, one card per row (a four-column table cannot fit a phone).
      // display:none hides the other form from assistive technology too, so nothing is read twice.
      return (
        <>
          <ul aria-label={block.caption} className="space-y-4 sm:hidden">
            {block.rows.map((row) => (
              <li key={row.join("|")} className="rounded-card border border-line bg-white">
                <dl className="divide-y divide-line text-base">
                  {row.map((cell, i) => (
                    <div key={i} className="px-4 py-3">
                      <dt className="text-sm font-semibold text-muted">{block.head[i]}</dt>
                      <dd className={cn("mt-0.5 text-ink-soft", i === 0 && "font-mono text-sm break-all text-ink")}>
                        {cell}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <table className="hidden w-full border-collapse overflow-hidden rounded-card text-start text-sm ring-1 ring-line sm:table">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-surface">
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col" className="border-b border-line px-4 py-3 font-semibold text-ink">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="border-b border-line last:border-b-0">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th
                        key={i}
                        scope="row"
                        className="px-4 py-3 align-top font-mono text-xs font-medium whitespace-nowrap text-ink"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-4 py-3 align-top text-ink-soft">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      );
  }
}

/** The sections of a document, each an h2 with an id the table of contents links to. */
export function Prose({ sections, className }: { sections: readonly LegalSection[]; className?: string }) {
  return (
    <div className={cn("max-w-3xl space-y-12 text-lg leading-relaxed text-ink-soft", className)}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
            {section.heading}
          </h2>
          <div className="mt-5 space-y-5">
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
