import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the visitor's system, sessionStorage), as a component reads it: the
 * build-time render and the hydrating render use `buildTimeValue`, so they match; React then renders
 * again with `read()`. `read` must return a primitive (the same value each time it is called).
 */
export function useBrowserValue<T>(read: () => T, buildTimeValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => buildTimeValue);
}
