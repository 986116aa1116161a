import { demoRequestCheckboxes, demoRequestFieldNames, type DemoRequestField } from "~/leads/demo-request-schema";
import { problemsBeforeTheAction, type ProblemBeforeTheAction } from "~/guards/form-problems";
import { hook } from "../contract";

// The demo form's contract between its server markup (demo-request-form.tsx, and the panel and
// status region of routes/contact.tsx) and its page script (app/enhance/demo-form.ts, ADR 010).
export const demoFormContract = {
  form: hook("data-demo-form"),
  /** What the server's answer replaces: the form, or the confirmation. */
  panel: hook("data-demo-form-panel"),
  /** The polite live region that announces the confirmation; it outlives the swap. */
  status: hook("data-demo-form-status"),
  /** Where the summary and a problem with the whole submission appear, above the fields. */
  notices: hook("data-demo-form-notices"),
  /** A <template> per problem the browser may meet before the action answers (problemsBeforeTheAction). */
  problem: hook<ProblemBeforeTheAction>("data-demo-form-problem"),
  /** In the confirmation: the element that takes focus once it is shown (its heading). */
  focusTarget: "[tabindex='-1']",
} as const;

/** Problems the page script may have to show before the action can answer: each has its template. */
export { problemsBeforeTheAction };

/** The visible fields, in the form's order: the order of the summary and of focus after a failed submit. */
export const demoFormFieldOrder: readonly DemoRequestField[] = demoRequestFieldNames.filter(
  (name) => !(demoRequestCheckboxes as readonly string[]).includes(name),
);
