import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { CAMPAIGN_STATUS_CHANGES, type CampaignBoard as CampaignBoardAnswer, type CampaignCard, type CampaignStatus } from '../../../contract';
import { StatusBoard } from '../../components/board/status-board';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { formatMoney } from '../../lib/money/money';
import { campaignPeriod } from './campaign-period';

interface CampaignBoardProps {
  board: CampaignBoardAnswer;
  readOnly: boolean;
  onMove: (campaign: CampaignCard, status: CampaignStatus) => void;
}

/** The campaigns by status; moving a card changes the campaign's status. */
export function CampaignBoard({ board, readOnly, onMove }: CampaignBoardProps) {
  const { t } = useTranslation('admin');
  const language = usePageLanguage();
  return (
    <StatusBoard<CampaignCard>
      className="campaign-board"
      columns={board.columns.map((column) => ({ id: column.status, label: t(`campaigns.statuses.${column.status}`), total: column.total, items: column.campaigns }))}
      itemId={(campaign) => String(campaign.campaign_id)}
      itemName={(campaign) => campaign.name}
      columnOf={(campaign) => campaign.status}
      movesOf={(campaign) => (campaign.archived_at ? [] : CAMPAIGN_STATUS_CHANGES[campaign.status])}
      onMove={(campaign, to) => onMove(campaign, to as CampaignStatus)}
      readOnly={readOnly}
      texts={{
        label: t('campaigns.board.label'),
        help: t('campaigns.board.dragHelp'),
        handle: (name) => `${t('campaigns.board.moveTo')}: ${name}`,
        moveTo: t('campaigns.board.moveTo'),
        count: (count) => t('campaigns.board.count', { count }),
        empty: t('campaigns.board.empty'),
        more: (count) => t('campaigns.board.more', { count }),
        pickedUp: (name) => t('campaigns.board.pickedUp', { name }),
        over: (name, column) => t('campaigns.board.over', { name, column }),
        dropped: (name, column) => t('campaigns.board.dropped', { name, column }),
        cancelled: (name) => t('campaigns.board.cancelled', { name }),
      }}
      renderCard={(campaign) => (
        <>
          <Link className="status-board__title" to={`/campagne/${campaign.campaign_id}`}>
            {campaign.name}
          </Link>
          <span className="status-board__meta">{campaign.sponsor.display_name}</span>
          <span className="status-board__meta">{campaignPeriod(campaign.starts_on, campaign.ends_on, language, (from, to) => t('campaigns.period', { from, to }))}</span>
          <span className="status-board__meta">
            {t('campaigns.deals.count', { count: campaign.deals_count })}
            {campaign.budget_minor !== undefined && campaign.budget_minor !== null && ` · ${formatMoney(campaign.budget_minor, campaign.currency, language)}`}
          </span>
        </>
      )}
    />
  );
}
