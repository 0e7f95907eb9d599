import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '../../components/icons/icons';
import { Logo } from '../../components/logo/logo';
import { useSignOut } from '../../lib/session/use-sign-out';
import { ProductName } from '../../components/product-name/product-name';

/** The creator area: for now a welcome (spec section 2) and a way to sign out. */
export function CreatorPage() {
  const { t } = useTranslation(['creator', 'common']);
  const signOut = useSignOut();
  return (
    <div className="creator-page">
      <header className="creator-page__header">
        <div className="creator-page__brand">
          <Logo size={32} />
          <span>
            <ProductName />
          </span>
        </div>
        <button type="button" className="button button--secondary" onClick={() => void signOut()}>
          <LogoutIcon width={18} height={18} />
          {t('common:logout')}
        </button>
      </header>
      <main id="main-content" className="creator-page__main">
        <section className="creator-page__card" aria-labelledby="creator-welcome">
          <p className="creator-page__eyebrow">{t('title')}</p>
          <h1 id="creator-welcome" className="creator-page__title">
            {t('welcome')}
          </h1>
          <p className="creator-page__message">{t('message')}</p>
        </section>
      </main>
      <footer className="creator-page__footer">{t('common:app.copyright')}</footer>
    </div>
  );
}
