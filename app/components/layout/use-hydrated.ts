import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False on the server and during hydration, true afterwards: controls that need JavaScript render
 * their no-JavaScript fallback until then, so server and first client render produce the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
