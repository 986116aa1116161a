import { formProblemNames, type FormProblem } from "~/guards/form-problems";
import { hook } from "../contract";

// The newsletter box's contract between its server markup (newsletter-form.tsx) and its page
// script (app/enhance/newsletter-box.ts, ADR 008).
export const newsletterContract = {
  box: hook("data-newsletter-box"),
  submit: hook("data-newsletter-submit"),
  /** One hidden alert per problem the server can answer with, so the script carries no copy. */
  problem: hook<FormProblem>("data-newsletter-problem"),
  /** The polite live region the confirmation is copied into. */
  status: hook("data-newsletter-status"),
  /** The confirmation to copy, hidden, outside the region so the region stays silent until then. */
  confirmation: hook("data-newsletter-confirmation"),
  /** Marks what the script put into the status region, so the next try can take it out again. */
  added: hook("data-newsletter-added"),
  /** The field the server's message is about. */
  emailField: "email",
} as const;

/** Every problem the server can answer with: the markup has an alert for each. */
export const newsletterProblems: readonly FormProblem[] = formProblemNames;

/**
 * A prerendered page cannot carry a fresh timestamp. It is fetched when the visitor first focuses a
 * box (issue #17: loading a page calls nothing on the server; most visitors never use the box).
 */
export const tokenTrigger = "focusin";
