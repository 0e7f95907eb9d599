import type { ReactElement } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link, useRouteError } from 'react-router';
import { AlertIcon, CompassIcon, LockIcon } from '../components/icons/icons';
import { StatusPage } from '../components/status-page/status-page';
import { useSession } from '../lib/session/use-session';
import { routeErrorKind, type RouteErrorKind } from './route-errors';
import { homePath } from './pages/home-path';

const PAGES: Record<RouteErrorKind, { code?: string; icon: ReactElement }> = {
  forbidden: { code: '403', icon: <LockIcon /> },
  notFound: { code: '404', icon: <CompassIcon /> },
  unexpected: { icon: <AlertIcon /> },
};

/** The 403, 404 or unexpected-error explanation, with a link back home. */
function ErrorStatusPage({ kind }: { kind: RouteErrorKind }) {
  const { t } = useTranslation();
  const session = useSession();
  const page = PAGES[kind];
  return (
    <StatusPage
      icon={page.icon}
      code={page.code}
      title={t(`errors.${kind}.title`)}
      message={t(`errors.${kind}.message`)}
      action={
        <Link className="button button--primary" to={homePath(session)}>
          {t('errors.backHome')}
        </Link>
      }
    />
  );
}

function Standalone({ kind }: { kind: RouteErrorKind }) {
  return (
    <main id="main-content" className="route-error-page">
      <ErrorStatusPage kind={kind} />
    </main>
  );
}

function useRouteErrorKind(): RouteErrorKind {
  const error = useRouteError();
  const kind = routeErrorKind(error);
  if (kind === 'unexpected') console.error('Page failed', error);
  return kind;
}

/** For a route inside a layout that already has the main landmark (the admin area). */
export function PageErrorBoundary() {
  return <ErrorStatusPage kind={useRouteErrorKind()} />;
}

/** For a route that is a page of its own. */
export function StandaloneErrorBoundary() {
  return <Standalone kind={useRouteErrorKind()} />;
}

export function NotFoundPage() {
  return <Standalone kind="notFound" />;
}
