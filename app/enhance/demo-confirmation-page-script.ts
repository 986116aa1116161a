import { demoConfirmationContract } from "~/components/forms/demo-confirmation.contract";
import { runPageScript } from "./run-page-script";
import { enhanceSlotPicker } from "./slot-picker";

// The script of a sent demo request's page (/demo?sent=1, /contact?sent=1): the picker's local
// times, or the booking shown on Back. No form is left there, so none of the form's code (its
// schema above all) is loaded: on a slow phone it blocked the picker for about 100 ms.
runPageScript(() => {
  enhanceSlotPicker();
  // Back or reload after booking: the page shows the booking, shorter than the picker it replaced,
  // so the browser's restored scroll would land in the footer. Start at the booking instead.
  const booked = document.querySelector(demoConfirmationContract.booked.selector);
  if (booked) {
    history.scrollRestoration = "manual";
    booked.scrollIntoView({ block: "start" });
  }
});
