import "react-router";
import type { BookingSubmissionOutcome } from "~/booking/booking-submission.server";
import type { DemoSubmissionOutcome } from "~/leads/demo-request-submission.server";

// What our Express server hands every loader and action (server/app.ts builds it).
declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response. */
    cspNonce: string;
    /** A plain demo-form post the server already handled (server/demo-form-posts.ts), when it needs a page to show. */
    demoSubmission?: DemoSubmissionOutcome;
    /** A plain post of the booking picker the server already handled (server/booking-posts.ts), when it needs a page. */
    bookingSubmission?: BookingSubmissionOutcome;
    /** The client's address as Express sees it (TRUST_PROXY): the sales console's sign-in throttling. */
    clientAddress?: string;
    /** Runs a task once the answer has gone to the client: work whose timing must not show in the answer. */
    afterResponse?: (task: () => Promise<void>) => void;
  }
}

export {};
