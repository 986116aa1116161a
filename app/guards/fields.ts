// Names of the hidden fields the forms carry for the server's abuse checks (./form.server.ts).
// Shared with the browser, so no server code here.

/** The honeypot: hidden from people and assistive technology, irresistible to form-filling bots. */
export const honeypotField = "website";

/** A server-signed timestamp of when the form was served: a person needs a few seconds to fill it in. */
export const formTokenField = "formToken";

/** Present only when the browser runs our JavaScript: the action then answers with data, not a redirect. */
export const inlineResponseField = "inline";

/**
 * The "Confirm my request" page's signed link to a request kept for being sent too fast (ADR 034):
 * pressed, the request leaves the quarantine and takes the normal path.
 */
export const confirmRequestField = "confirmRequest";

/**
 * The query parameter of the confirm page's address (?confirm=<signed link>). Its form posts there,
 * so the server's limiter tells a press from a demo request before reading the body (ADR 096).
 */
export const confirmAddressParam = "confirm";

/** The confirm page's heading: its address scrolls there, and the page script focuses it. */
export const confirmRequestHeadingId = "demo-confirm-heading";

/** The sent form's confirmation heading: its address scrolls there, so the first times are in view on a phone. */
export const confirmationHeadingId = "demo-confirmation-heading";
