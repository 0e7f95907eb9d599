import { useNavigation } from 'react-router';

/** A thin bar at the top while a client-side navigation runs its guards and loaders. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className="navigation-progress" data-busy={busy} aria-hidden="true" />;
}
