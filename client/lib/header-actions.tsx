import { createContext, useContext, type ReactNode } from 'react';

/**
 * Controls that every signed-in header shows (the notification bell), composed by the app: the
 * staff header and the creator's area render them without importing the feature that makes them.
 */
const HeaderActionsContext = createContext<ReactNode>(null);

export function HeaderActionsProvider({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return <HeaderActionsContext.Provider value={actions}>{children}</HeaderActionsContext.Provider>;
}

export function HeaderActions() {
  return <>{useContext(HeaderActionsContext)}</>;
}
