import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Logo } from '../logo/logo';
import { ProductName } from '../product-name/product-name';

/** A page outside the admin layout (the creator area, an invitation): the brand bar, a centred main part and the footer. */
export function StandalonePage({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="standalone-page">
      <header className="standalone-page__header">
        <div className="standalone-page__brand">
          <Logo size={32} />
          <span>
            <ProductName />
          </span>
        </div>
        {actions}
      </header>
      <main id="main-content" className="standalone-page__main">
        {children}
      </main>
      <footer className="standalone-page__footer">{t('app.copyright')}</footer>
    </div>
  );
}
