import { buttonVariants } from "~/components/ui/button";
import { leadCopy } from "~/content/sales-console-lead";
import type { LeadReach } from "~/console/lead/reach.server";

// The lead page's "Reach them" bar (issue #27, item 5): call, WhatsApp, e-mail, and e-mail templates
// in the lead's language. The hrefs are built on the server (app/console/lead/reach.server.ts).
const t = leadCopy.reach;

export function ReachLinks({ reach, phone, name }: { reach: LeadReach; phone: string | null; name: string }) {
  const button = buttonVariants({ variant: "secondary", size: "sm" });
  return (
    <section aria-labelledby="reach-heading" className="flex flex-col gap-2">
      <h2 id="reach-heading" className="sr-only">
        {t.title}
      </h2>
      <div className="flex flex-wrap gap-2">
        {reach.tel && phone ? (
          <a className={button} href={reach.tel}>
            {t.call(phone)}
          </a>
        ) : null}
        {reach.whatsapp ? (
          <a
            className={button}
            href={reach.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.whatsappLabel(name)}
          >
            {t.whatsapp}
          </a>
        ) : null}
        <a className={button} href={reach.mailto}>
          {t.email}
        </a>
      </div>
      {phone && !reach.tel ? <p className="text-sm text-muted">{t.notDialable}</p> : null}
      <p className="text-sm text-ink-soft">
        {t.templates}{" "}
        {reach.templates.map((template, index) => (
          <span key={template.key}>
            {index > 0 ? " · " : null}
            <a href={template.href} className="font-semibold text-brand-800 underline">
              {template.label}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}
