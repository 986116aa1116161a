import { Link } from "react-router";
import { leadCopy } from "~/content/sales-console-lead";
import { institutionSizes } from "~/content/contact";
import type { LeadRow } from "~/console/lead/leads.server";
import type { LeadReach } from "~/console/lead/reach.server";
import { Fact } from "./facts";
import { ReachLinks } from "./reach-links";
import { LanguageBadge } from "~/components/console/ui";

// The top of the lead page: who it is (name, institution, size) and the ways to reach them.

const t = leadCopy;

export function LeadWho({ lead, reach, status }: { lead: LeadRow; reach: LeadReach; status: string }) {
  const name = `${lead.first_name} ${lead.last_name}`;
  const size = institutionSizes.find((s) => s.value === lead.size)?.label ?? lead.size;
  return (
    <header className="flex flex-col gap-3">
      <p>
        <Link to="/sales" className="text-sm font-semibold text-brand-800 underline">
          ← {t.back}
        </Link>
      </p>
      <h1 className="text-2xl font-bold break-words text-ink">
        {name} · {lead.institution}
      </h1>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
        <span className="rounded-full border border-line-strong px-2.5 py-0.5 font-semibold text-ink">{status}</span>
        {size ? <span>{size}</span> : null}
        <LanguageBadge language={lead.language} />
      </p>
      <ReachLinks reach={reach} phone={lead.phone} name={name} />
      <dl className="rounded-lg border border-line bg-white px-4 py-2 sm:px-6">
        <Fact term={t.facts.email}>
          <a href={reach.mailto} className="text-brand-800 underline">
            {lead.email}
          </a>
        </Fact>
        <Fact term={t.facts.phone}>
          {reach.tel ? (
            <a href={reach.tel} className="text-brand-800 underline">
              {lead.phone}
            </a>
          ) : (
            (lead.phone ?? t.notGiven)
          )}
        </Fact>
      </dl>
    </header>
  );
}
