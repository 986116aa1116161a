import { enhanceDemoForm } from "./demo-form";
import { enhanceEveryPage } from "./every-page";

// The script of /contact and /demo: every page's behaviours and the demo form (ADR 010). One file
// instead of two, so the page is marked ready only once the form is.
enhanceEveryPage(enhanceDemoForm);
