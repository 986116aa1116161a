import { demoFormContract } from "~/components/forms/demo-request-form.contract";
import { captureCampaign } from "./campaign-fields";
import { enhanceDemoForm } from "./demo-form";
import { runPageScript } from "./run-page-script";
import { enhanceSlotPicker } from "./slot-picker";

// The script of /contact and /demo: every page's behaviours and the demo form (ADR 010). One file
// instead of two, so the page is marked ready only once the form is.
// The confirmation carries the slot picker (app/booking), whose local times need its script too.
runPageScript(() => {
  enhanceDemoForm();
  enhanceSlotPicker();
  // Back or reload after booking: the page shows the booking, shorter than the picker it replaced,
  // so the browser's restored scroll would land in the footer. Start at the booking instead.
  const booked = document.querySelector(demoFormContract.booked.selector);
  if (booked) {
    history.scrollRestoration = "manual";
    booked.scrollIntoView({ block: "start" });
  }
});
// The visit's utm_* and referring site go with the request, for the sales console (issue #18).
captureCampaign(`form${demoFormContract.form.selector}`);
