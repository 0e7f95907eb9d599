import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. The server, and hydration, use `serverValue`; the browser's
 * value follows right after, so server and first client render agree.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export function minWidthQuery(width: number): string {
  return `(min-width: ${width}px)`;
}
