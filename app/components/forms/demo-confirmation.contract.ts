import { hook } from "../contract";

// A sent demo request's page (demo-request-confirmation.tsx) and its page script
// (app/enhance/demo-confirmation-page-script.ts). Apart from the form's contract, which brings the
// form's schema with it: this page has no form and its script must not carry one.
export const demoConfirmationContract = {
  /** The confirmation of a request already booked (Back or reload after booking): the page starts at it. */
  booked: hook("data-demo-booked"),
} as const;
