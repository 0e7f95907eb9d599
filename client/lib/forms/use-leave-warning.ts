import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While a form holds unsaved changes: leaving the page inside the app waits for the reader's
 * answer (the blocker: proceed or reset), and closing or reloading the tab asks the browser's own
 * question. A change of the address's search alone (a tab of the same page) is not leaving.
 */
export function useLeaveWarning(unsaved: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return blocker;
}
