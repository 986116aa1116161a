import { useEffect, useRef, useState } from "react";
import { pendingTiming } from "./pending-timing";

/** `pending`, shown as a pending indicator that never flickers (see pending-timing.ts). */
export function useDelayedPending(pending: boolean): boolean {
  const { delay, minDuration } = pendingTiming;
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
