// The data attributes the demo form's markup carries for the page script (./demo-form.ts), shared
// by the components that render them (components/forms/demo-request-form.tsx, routes/contact.tsx).
export const demoFormHooks = {
  form: "data-demo-form",
  /** What the server's answer replaces: the form, or the confirmation. */
  panel: "data-demo-form-panel",
  /** The polite live region that announces the confirmation; it outlives the swap. */
  status: "data-demo-form-status",
  /** Where the summary and a problem with the whole submission appear, above the fields. */
  notices: "data-demo-form-notices",
  /** A <template> per problem the browser may meet before the action answers (429, 403, offline). */
  problem: "data-demo-form-problem",
} as const;
