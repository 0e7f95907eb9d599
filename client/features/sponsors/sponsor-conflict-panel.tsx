import { useTranslation } from 'react-i18next';
import type { PersonRef } from '../../../contract';
import { AlertIcon } from '../../components/icons/icons';
import type { ConflictRow } from './edit-conflict';

interface SponsorConflictPanelProps {
  rows: readonly ConflictRow[];
  owners: readonly PersonRef[];
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** Both versions of the fields the editor changed, side by side; the editor picks which one stays. */
export function SponsorConflictPanel({ rows, owners, busy, onKeepMine, onTakeTheirs }: SponsorConflictPanelProps) {
  const { t } = useTranslation('admin');
  const shown = (row: ConflictRow, value: string) => {
    if (row.field === 'owner_id') return value === '' ? t('sponsors.noOwner') : (owners.find((owner) => String(owner.user_id) === value)?.username ?? value);
    return value.trim() === '' ? t('sponsors.none') : value;
  };
  return (
    <section className="edit-conflict" role="alert" aria-labelledby="edit-conflict-title">
      <h2 id="edit-conflict-title" className="edit-conflict__title">
        <AlertIcon />
        {t('sponsors.conflict.title')}
      </h2>
      <p className="edit-conflict__explain">{t('sponsors.conflict.explain')}</p>
      {rows.length > 0 && (
        <table className="edit-conflict__table">
          <thead>
            <tr>
              <th scope="col">{t('sponsors.conflict.field')}</th>
              <th scope="col">{t('sponsors.conflict.theirs')}</th>
              <th scope="col">{t('sponsors.conflict.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">{t(`sponsors.fields.${row.field}`)}</th>
                <td data-label={t('sponsors.conflict.theirs')}>{shown(row, row.theirs)}</td>
                <td data-label={t('sponsors.conflict.yours')}>{shown(row, row.yours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="edit-conflict__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={onKeepMine}>
          {t('sponsors.conflict.keepMine')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onTakeTheirs}>
          {t('sponsors.conflict.takeTheirs')}
        </button>
      </div>
    </section>
  );
}
