import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { creatorNetMinor, dealFieldsSchema, type Deal } from '../../../contract';
import { Dialog } from '../../components/dialog/dialog';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { DateField } from '../../components/date-field/date-field';
import { TextField } from '../../components/text-field/text-field';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { basisPoints, formatMoney, moneyInputText, priceMinor } from '../../lib/money/money';
import { useCampaignMessages } from './campaign-errors';
import { FormProblem } from '../../components/form-problem/form-problem';

export interface DealChangesBody {
  fee_gross_minor?: number | null;
  commission_bps?: number;
  currency?: string;
  usage_rights?: string | null;
  exclusivity_until?: string | null;
}

interface DealDialogProps {
  deal: Deal;
  /** Who may change money edits the fee and the commission; who may read it sees them. */
  money: 'hidden' | 'read' | 'edit';
  busy: boolean;
  /** A problem the server answered, in the reader's language. */
  problem: string | null;
  onSave: (changes: DealChangesBody) => void;
  onClose: () => void;
}

/** A deal's fee, commission (with the creator's net as it is typed), usage rights and exclusivity. */
export function DealDialog({ deal, money, busy, problem, onSave, onClose }: DealDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const language = usePageLanguage();
  const messages = useCampaignMessages();
  const [fee, setFee] = useState(moneyInputText(deal.fee_gross_minor));
  const [commission, setCommission] = useState(deal.commission_bps === undefined ? '' : String(deal.commission_bps / 100));
  const [currency, setCurrency] = useState(deal.currency);
  const [usageRights, setUsageRights] = useState(deal.usage_rights ?? '');
  const [exclusiveUntil, setExclusiveUntil] = useState(deal.exclusivity_until ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const feeMinor = fee.trim() === '' ? null : priceMinor(fee);
  const bps = basisPoints(commission);
  const net = feeMinor !== null && !Number.isNaN(feeMinor) && !Number.isNaN(bps) ? creatorNetMinor(feeMinor, bps) : null;

  const save = () => {
    const body: DealChangesBody = { usage_rights: usageRights.trim() || null, exclusivity_until: exclusiveUntil || null };
    if (money === 'edit') Object.assign(body, { fee_gross_minor: feeMinor, commission_bps: bps, currency });
    const checked = dealFieldsSchema(messages).safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    onSave(body);
  };

  return (
    <Dialog title={t('campaigns.deals.editTitle', { name: deal.creator.stage_name })} closeLabel={t('campaigns.deals.cancel')} onClose={onClose}>
      <form
        className="dialog__form"
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {money !== 'hidden' && (
          <>
            <TextField id="deal-fee" label={t('campaigns.deals.fields.fee_gross_minor')} inputMode="decimal" value={fee} disabled={money !== 'edit'} error={errors.fee_gross_minor} onChange={(event) => setFee(event.target.value)} data-autofocus />
            <TextField id="deal-commission" label={t('campaigns.deals.fields.commission_bps')} inputMode="decimal" value={commission} disabled={money !== 'edit'} error={errors.commission_bps} onChange={(event) => setCommission(event.target.value)} />
            <TextField id="deal-currency" label={t('campaigns.deals.fields.currency')} value={currency} disabled={money !== 'edit'} error={errors.currency} onChange={(event) => setCurrency(event.target.value)} />
            <p className="deal-net" aria-live="polite">
              {t('campaigns.deals.net', { amount: net === null ? t('campaigns.none') : formatMoney(net, /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : deal.currency, language) })}
            </p>
          </>
        )}
        <TextField id="deal-usage-rights" label={t('campaigns.deals.fields.usage_rights')} value={usageRights} error={errors.usage_rights} onChange={(event) => setUsageRights(event.target.value)} />
        <DateField id="deal-exclusive-until" keepsTextThatIsNoDay label={t('campaigns.deals.fields.exclusivity_until')} value={exclusiveUntil} error={errors.exclusivity_until} onChange={setExclusiveUntil} />
        <FormProblem message={problem} />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('campaigns.deals.cancel')}
          </button>
          <SubmitButton busy={busy} busyLabel={t('campaigns.deals.saving')}>
            {t('campaigns.deals.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/** Dropping a creator from the campaign, with the reason if one is given. */
export function DropDealDialog({ deal, busy, onDrop, onClose }: { deal: Deal; busy: boolean; onDrop: (reason: string | null) => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  return (
    <Dialog title={t('campaigns.deals.dropTitle', { name: deal.creator.stage_name })} description={t('campaigns.deals.dropBody')} role="alertdialog" closeLabel={t('campaigns.deals.cancel')} onClose={onClose}>
      <form
        className="dialog__form"
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onDrop(reason.trim() || null);
        }}
      >
        <TextField id="deal-drop-reason" label={t('campaigns.deals.fields.drop_reason')} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} data-autofocus />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('campaigns.deals.cancel')}
          </button>
          <SubmitButton busy={busy} busyLabel={t('campaigns.deals.saving')}>
            {t('campaigns.deals.drop')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
