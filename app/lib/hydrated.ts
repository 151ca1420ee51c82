import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and in the hydrating render, true after: for what only a running script can use. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
