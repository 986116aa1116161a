import { enhanceEveryPage } from "./every-page";
import { enhanceSlotPicker } from "./slot-picker";

// The script of the booking pages (/booking/...): every page's behaviours and the slot picker's local times.
enhanceEveryPage(enhanceSlotPicker);
