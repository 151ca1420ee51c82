import { useEffect, useMemo, useRef } from "react";

/**
 * A callback that runs `delay` ms after its last call (as Epic Stack's search bar submits):
 * `cancel()` drops a waiting call, and unmounting drops it too. The latest callback runs.
 */
export function useDebounce<Args extends unknown[]>(callback: (...args: Args) => void, delay: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const run = (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    };
    run.cancel = () => clearTimeout(timer.current);
    return run;
  }, [delay]);
}
