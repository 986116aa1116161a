// The pieces every behaviour's contract (`*.contract.ts` beside its component) is made of. A
// contract is what the server's markup promises its page script (app/enhance/): the data attributes,
// the selectors, the structural rules and the shared lists, typed and imported by both sides, so
// that neither can drift without the typecheck or a contract test saying so (docs/page-scripts.md).

/** A data attribute of the contract. `V`: the values it carries ("" for a plain marker). */
export type Hook<V extends string = ""> = {
  readonly attribute: `data-${string}`;
  readonly selector: string;
  readonly _values?: V;
};

export function hook<V extends string = "">(attribute: `data-${string}`): Hook<V> {
  return { attribute, selector: `[${attribute}]` };
}

/** Props a component spreads on an element: `{...mark(contract.form)}`, `{...mark(contract.problem, "expired")}`. */
export type Marked = { [attribute: `data-${string}`]: string };

/**
 * The hook's attribute as JSX props. A hook with values needs one of them (a typo or a missing one
 * fails the typecheck); a marker takes none.
 */
export function mark<V extends string>(hook: Hook<V>, ...value: [V] extends [""] ? [] : [V]): Marked {
  return { [hook.attribute]: value[0] ?? "" };
}

/** The CSS selector of a hook, or of the element carrying one of its values. */
export function select<V extends string>(hook: Hook<V>, value?: V): string {
  return value === undefined ? hook.selector : `[${hook.attribute}="${value}"]`;
}

/**
 * A part a page script needs inside the root it found. Missing, it says so on the console in
 * development and in tests (a production page stays quiet and does what it can without it), instead
 * of the behaviour silently doing nothing.
 */
export function partOf<E extends Element = HTMLElement>(
  root: ParentNode,
  selector: string,
  behaviour: string,
): E | null {
  const found = root.querySelector<E>(selector);
  if (!found) reportMissing(behaviour, selector);
  return found;
}

export function reportMissing(behaviour: string, what: string): void {
  if (import.meta.env.DEV)
    console.warn(
      `${behaviour}: its markup has no ${what}; the contract (${behaviour}.contract.ts) and the component disagree.`,
    );
}
