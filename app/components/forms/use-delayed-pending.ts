import { useEffect, useRef, useState } from "react";

/**
 * A pending indicator that never flickers: it appears only when the wait lasts longer than `delay`
 * (a fast answer shows no spinner at all) and, once shown, stays at least `minDuration` ms.
 */
export function useDelayedPending(pending: boolean, { delay = 150, minDuration = 500 } = {}): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (pending && !shown) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setShown(true);
      }, delay);
      return () => clearTimeout(timer);
    }
    if (!pending && shown) {
      const remaining = minDuration - (Date.now() - shownAt.current);
      const timer = setTimeout(() => setShown(false), Math.max(0, remaining));
      return () => clearTimeout(timer);
    }
  }, [pending, shown, delay, minDuration]);

  return shown;
}
