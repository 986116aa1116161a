import { enhanceDemoForm } from "./demo-form";
import { enhanceEveryPage } from "./every-page";
import { enhanceSlotPicker } from "./slot-picker";

// The script of /contact and /demo: every page's behaviours and the demo form (ADR 010). One file
// instead of two, so the page is marked ready only once the form is.
// The confirmation carries the slot picker (app/booking), whose local times need its script too.
enhanceEveryPage(() => {
  enhanceDemoForm();
  enhanceSlotPicker();
});
