import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '../../components/icons/icons';
import { StandalonePage } from '../../components/standalone-page/standalone-page';
import { useSignOut } from '../../lib/session/use-sign-out';

/** The creator area: for now a welcome (spec section 2) and a way to sign out. */
export function CreatorPage() {
  const { t } = useTranslation(['creator', 'common']);
  const signOut = useSignOut();
  const signOutButton = (
    <button type="button" className="button button--secondary" onClick={() => void signOut()}>
      <LogoutIcon width={18} height={18} />
      {t('common:logout')}
    </button>
  );
  return (
    <StandalonePage actions={signOutButton}>
      <section className="creator-welcome" aria-labelledby="creator-welcome">
        <p className="creator-welcome__eyebrow">{t('title')}</p>
        <h1 id="creator-welcome" className="creator-welcome__title">
          {t('welcome')}
        </h1>
        <p className="creator-welcome__message">{t('message')}</p>
      </section>
    </StandalonePage>
  );
}
