import { Form } from "react-router";
import { exportCopy } from "~/content/sales-console-export";
import { Notice, Panel, PendingButton } from "./ui";

// The Team page's one switch for the leads export (ADR 095): whether sales people may download it.
const t = exportCopy.setting;

export function ExportRolesForm({ salesMayExport, saved }: { salesMayExport: boolean; saved: boolean }) {
  return (
    <Panel title={t.title} id="export-roles">
      <Form method="post" className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t.intro}</p>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="sales" value="on" defaultChecked={salesMayExport} className="size-4" />
          {t.sales}
        </label>
        <div>
          <PendingButton intent="export-roles" pendingLabel={t.pending} variant="secondary">
            {t.save}
          </PendingButton>
        </div>
        {saved ? <Notice tone="success">{t.saved}</Notice> : null}
      </Form>
    </Panel>
  );
}
