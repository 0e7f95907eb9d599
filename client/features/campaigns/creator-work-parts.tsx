import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { CreatorDeal, Deliverable } from '../../../contract';
import { formatMoney } from '../../lib/money/money';
import { usePageLanguage } from '../../lib/i18n/use-page-language';

/** What a deliverable is, as its creator reads it: "Instagram · Reel". */
export function deliverableContent(t: TFunction<['creator', 'admin']>, deliverable: Pick<Deliverable, 'platform' | 'type'>): string {
  return `${t(`admin:creators.platforms.${deliverable.platform}`)} · ${t(`admin:creators.deliverables.${deliverable.type}`)}`;
}

/** The creator's own net fee for a deal, or that it is still to be agreed. */
export function CreatorNetFee({ deal }: { deal: Pick<CreatorDeal, 'creator_net_minor' | 'currency'> }) {
  const { t } = useTranslation('creator');
  const language = usePageLanguage();
  return <>{deal.creator_net_minor === null ? t('campaigns.netFeePending') : formatMoney(deal.creator_net_minor, deal.currency, language)}</>;
}
