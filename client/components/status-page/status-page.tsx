import type { ReactNode } from 'react';

interface StatusPageProps {
  icon: ReactNode;
  /** A short code shown above the title, e.g. 404. */
  code?: string;
  title: string;
  message: string;
  action?: ReactNode;
}

/** A centred explanation with an optional way out: the 403, 404 and "being prepared" pages. */
export function StatusPage({ icon, code, title, message, action }: StatusPageProps) {
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      <div className="status-page__icon">{icon}</div>
      {code && <p className="status-page__code">{code}</p>}
      <h1 id="status-page-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__message">{message}</p>
      {action && <div className="status-page__action">{action}</div>}
    </section>
  );
}
