import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The heading's id, for the page section's aria-labelledby. */
  titleId: string;
  title: string;
  subtitle?: string;
  /** Controls beside the title (an export button, say). */
  actions?: ReactNode;
}

/** The title block at the top of an admin page. */
export function PageHeader({ titleId, title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 id={titleId} className="page-header__title">
          {title}
        </h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
