import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageHeader } from '../../components/page-header/page-header';
import { LogRegistry } from './log-registry';

/**
 * /admin/advanced-options (super_admin, admin): a single tab, the log registry; `children` are
 * further sections of the page, composed by the app (e.g. the background jobs).
 */
export function ActivityLogPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <section className="advanced-options" aria-labelledby="advanced-options-title">
      <PageHeader titleId="advanced-options-title" title={t('pages.advancedOptions')} subtitle={t('activityLog.subtitle')} />
      <div className="tabs" role="tablist" aria-label={t('pages.advancedOptions')}>
        <button type="button" id="logs-tab" className="tabs__tab" role="tab" aria-selected="true" aria-controls="logs-panel">
          {t('activityLog.tab')}
        </button>
      </div>
      <div id="logs-panel" className="tabs__panel" role="tabpanel" aria-labelledby="logs-tab">
        <LogRegistry />
      </div>
      {children}
    </section>
  );
}
