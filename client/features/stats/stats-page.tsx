import { useTranslation } from '../../lib/i18n/use-translation';
import { ChartIcon } from '../../components/icons/icons';
import { StatusPage } from '../../components/status-page/status-page';
import { FloatingSearch } from './floating-search';

/** /admin/stats: the floating search bar and the coming-soon message. */
export function StatsPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="stats">
      <FloatingSearch />
      <StatusPage icon={<ChartIcon />} title={t('pages.stats')} message={t('stats.comingSoon')} />
    </div>
  );
}
