import { useTranslation } from 'react-i18next';
import { ChartIcon } from '../../components/icons/icons';
import { FloatingSearch } from './floating-search';

/** /admin/stats: the floating search bar and the coming-soon message. */
export function StatsPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="stats" aria-labelledby="stats-title">
      <FloatingSearch />
      <div className="stats__coming-soon">
        <div className="stats__icon">
          <ChartIcon />
        </div>
        <h1 id="stats-title" className="stats__title">
          {t('pages.stats')}
        </h1>
        <p className="stats__message">{t('stats.comingSoon')}</p>
      </div>
    </section>
  );
}
