import { runPageScript } from "./run-page-script";
import { enhanceSlotPicker } from "./slot-picker";

// The script of the booking pages (/booking/...): every page's behaviours and the slot picker's local times.
runPageScript(enhanceSlotPicker);
