import { useEffect } from 'react';

/** `<html data-hydrated>` once the page runs in the browser: its controls and shortcuts work from then on. */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
