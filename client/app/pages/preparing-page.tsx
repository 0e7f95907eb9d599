import { useTranslation } from '../../lib/i18n/use-translation';
import { useMatches } from 'react-router';
import { ToolsIcon } from '../../components/icons/icons';
import { StatusPage } from '../../components/status-page/status-page';
import { pageTitleKey, uiMatchesAsRoutes } from '../route-handle';

/** A section whose screens are not built yet: its title (from the route) and a translated notice. */
export function PreparingPage() {
  const { t } = useTranslation(['admin', 'common', 'creator']);
  const titleKey = pageTitleKey(uiMatchesAsRoutes(useMatches()));
  return <StatusPage icon={<ToolsIcon />} title={titleKey ? t(titleKey) : t('preparing.title')} message={t('preparing.message')} />;
}
