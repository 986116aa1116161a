import { select } from "~/components/contract";
import { errorScreenContract as contract } from "~/components/sections/error-screen.contract";

/** SPEC section 2: the attempted path of a not-found page is logged to the console, as a warning. */
export function logNotFound() {
  if (document.querySelector(select(contract.status, "404"))) console.warn(`404 Not Found: ${location.pathname}`);
}
