import { demoFormContract } from "~/components/forms/demo-request-form.contract";
import { captureCampaign } from "./campaign-fields";
import { enhanceDemoForm } from "./demo-form";
import { runPageScript } from "./run-page-script";
import { enhanceSlotPicker } from "./slot-picker";

// The script of /contact and /demo: every page's behaviours and the demo form (ADR 010). One file
// instead of two, so the page is marked ready only once the form is. The form is sent in place and
// the confirmation carries the slot picker (app/booking), whose local times need its script too.
// A page loaded already sent (?sent=1) has the confirmation's script instead (app/lib/page-handle.ts).
runPageScript(() => {
  enhanceDemoForm();
  enhanceSlotPicker();
});
// The visit's utm_* and referring site go with the request, for the sales console (issue #18).
captureCampaign(`form${demoFormContract.form.selector}`);
