/**
 * A route's `handle`: which page script a public page loads (ADR 010, 026), or that it belongs to
 * the sales console. Every public page is server HTML plus a page script; a page with behaviour of
 * its own (the demo form, the savings estimator, the slot picker) names its script, every other
 * page gets the common one. No public page runs React in the browser.
 */
export type PageHandle = {
  script?: PageScript | ((loaderData: unknown) => PageScript);
  console?: boolean;
  chrome?: PageChrome;
};

/**
 * What surrounds a public page: the site's header and footer (SPEC's shared top bar and footer), or
 * on the booking pages, which SPEC does not have, the task's (logo, language, contact, legal line: ADR 069).
 */
export type PageChrome = "site" | "task";

/** Scripts a page may load instead of the common page script (root.tsx maps each to its file). */
export type PageScript = "demo-form" | "demo-confirmation" | "savings-estimator" | "slot-picker";

/**
 * The sales console (ADR 020): an application, not a page. React runs in the browser here, and only
 * here: root.tsx gives it its own shell (no site header, footer or page script) and React Router's
 * <Scripts>.
 */
export const consolePage = { console: true } as const satisfies PageHandle;

/**
 * A console view's <title> and robots meta. React Router uses the deepest route's meta alone, so
 * each view must say noindex itself, not rely on the layout's (X-Robots-Tag says it too: server/console-headers.ts).
 */
export function consoleMeta(
  title: string | undefined,
  product: string,
): { title?: string; name?: string; content?: string }[] {
  return [{ title: title ? `${title} | ${product}` : product }, { name: "robots", content: "noindex, nofollow" }];
}

export function isConsolePage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).console === true;
}

/**
 * /contact and /demo: the form's script (its schema, checks as the visitor types, sending in place);
 * once the request is sent (?sent=1: the picker, or the booking on Back) no form is left, and the
 * confirmation's own script is a third of the size. Measured (Lighthouse mobile, five runs side by
 * side): the form's script on the picker page cost about 100 ms of blocking time and the 100 score.
 */
export const demoFormPage = {
  script: (loaderData) =>
    typeof loaderData === "object" && loaderData !== null && (loaderData as { sent?: unknown }).sent === true
      ? "demo-confirmation"
      : "demo-form",
} as const satisfies PageHandle;

export const savingsEstimatorPage = { script: "savings-estimator" } as const satisfies PageHandle;

/** The booking pages (/booking/...): the slot picker's local times. */
export const slotPickerPage = { script: "slot-picker", chrome: "task" } as const satisfies PageHandle;

export function pageChromeOf(handle: unknown): PageChrome | undefined {
  return typeof handle === "object" && handle !== null ? (handle as PageHandle).chrome : undefined;
}

export function pageScriptOf(handle: unknown, loaderData: unknown): PageScript | undefined {
  if (typeof handle !== "object" || handle === null) return undefined;
  const script = (handle as PageHandle).script;
  return typeof script === "function" ? script(loaderData) : script;
}
