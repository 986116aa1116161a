import { leadCopy } from "~/content/sales-console-lead";
import { languageNames } from "~/content/language-names";
import { localizePath } from "~/content/locale";
import type { LeadRow } from "~/console/lead/leads.server";
import { Fact } from "./facts";
import { Panel, When } from "~/components/console/ui";

// What the visitor asked, and when and where they asked it.

const t = leadCopy;

export function LeadAsked({ lead }: { lead: LeadRow }) {
  return (
    <Panel title={t.asked} id="asked">
      <dl>
        <Fact term={t.facts.message}>{lead.message ?? t.notGiven}</Fact>
        <Fact term={t.facts.received}>
          <When iso={lead.created_at} />
        </Fact>
        <Fact term={t.facts.form}>{localizePath(lead.language, `/${lead.source}`)}</Fact>
        <Fact term={t.facts.language}>{languageNames[lead.language]}</Fact>
      </dl>
    </Panel>
  );
}
