import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and during hydration, true afterwards: for output that depends on the
 * browser (its time zone, say), which must not be part of the server-rendered HTML, and for
 * controls that only work once the app runs (a form's submit button).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
