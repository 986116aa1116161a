import "react-router";
import type { AppLoadContext } from "react-router";
import type { BookingSubmissionOutcome } from "~/booking/store/submission.server";
import type { DemoSubmissionOutcome } from "~/flows/demo-request.server";
import type { NewsletterSubmissionOutcome } from "~/leads/newsletter-submission.server";
import type { Runtime } from "~/runtime/runtime.server";

/**
 * A plain form post (no JavaScript) the server's one door already handled (server/plain-form-posts.ts,
 * ADR 044) and that needs a page: which form, and what its route action is to show.
 */
type PlainFormOutcomes = {
  demo: DemoSubmissionOutcome;
  booking: BookingSubmissionOutcome;
  newsletter: NewsletterSubmissionOutcome;
};
export type PlainForm = keyof PlainFormOutcomes;
export type PlainFormOutcome = { [F in PlainForm]: { form: F; outcome: PlainFormOutcomes[F] } }[PlainForm];

// What our Express server hands every loader and action (server/app.ts builds it).
declare module "react-router" {
  interface AppLoadContext {
    /**
     * The process's runtime (ADR 083): its configuration, database, clock and settings. Absent only
     * while pages are prerendered at build time (app/runtime/context.server.ts, configOf).
     */
    runtime?: Runtime;
    /** The Content-Security-Policy nonce of this response. */
    cspNonce: string;
    /** A plain form post already handled by the server, when it needs a page to show. */
    plainForm?: PlainFormOutcome;
    /** The client's address as Express sees it (TRUST_PROXY): the sales console's sign-in throttling. */
    clientAddress?: string;
    /** Runs a task once the answer has gone to the client: work whose timing must not show in the answer. */
    afterResponse?: (task: () => Promise<void>) => void;
  }
}

/** The outcome of `form` if the server already handled this post, for the route action to render. */
export function plainFormOutcome<F extends PlainForm>(
  context: AppLoadContext | undefined,
  form: F,
): PlainFormOutcomes[F] | undefined {
  const handled = context?.plainForm;
  // TypeScript does not narrow a union by a generic key; the form names the outcome's type.
  return handled?.form === form ? (handled.outcome as PlainFormOutcomes[F]) : undefined;
}
