import { InlineText, Prose } from "~/components/sections/prose";
import { formatLegalDate, type LegalDocument } from "~/content/legal";
import { useCopy, useLocale } from "~/lib/locale";

/**
 * A long document (privacy, terms, cookies, accessibility): title, dates, a table of
 * contents (a sticky column on wide screens, a short list first on phones), then the text.
 */
export function DocumentPage({ document: doc }: { document: LegalDocument }) {
  const locale = useLocale();
  const { legalLabels, mailLink } = useCopy("legal");
  const { colon } = useCopy("layout").layoutCopy;
  return (
    <>
      <header className="border-b border-line bg-brand-50/60">
        <div className="container-page py-12 md:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{doc.eyebrow}</p>
          <h1 id="page-title" className="mt-3 text-4xl font-bold tracking-tight text-ink md:text-5xl">
            {doc.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-soft">{doc.lead}</p>
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
            <span>
              {legalLabels.lastUpdated}
              {colon}
              <time dateTime={doc.lastUpdated}>{formatLegalDate(doc.lastUpdated, locale)}</time>
            </span>
            {doc.version ? (
              <span>
                {legalLabels.version}
                {colon}
                {doc.version}
              </span>
            ) : null}
          </p>
        </div>
      </header>

      <div className="container-page grid grid-cols-1 gap-10 py-12 md:py-16 lg:grid-cols-12 lg:gap-12 lg:py-20">
        <nav aria-labelledby="contents-heading" className="lg:col-span-3">
          <div className="rounded-card border border-line bg-surface p-5 lg:sticky lg:top-24 lg:border-0 lg:bg-transparent lg:p-0">
            <h2 id="contents-heading" className="text-xs font-semibold tracking-wider text-muted uppercase">
              {legalLabels.contentsTitle}
            </h2>
            <ol className="mt-3 space-y-1.5 text-sm">
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-block rounded-sm py-0.5 text-ink-soft hover:text-brand-800 hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="lg:col-span-9">
          <Prose sections={doc.sections} />
          <aside
            aria-labelledby="document-contact-heading"
            className="mt-14 max-w-3xl rounded-card border border-line bg-brand-50/60 p-6"
          >
            <h2 id="document-contact-heading" className="text-lg font-semibold text-ink">
              {legalLabels.contactTitle}
            </h2>
            <p className="mt-2 leading-relaxed text-ink-soft">
              <InlineText parts={[legalLabels.contactLead, mailLink, legalLabels.contactTail]} />
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}
