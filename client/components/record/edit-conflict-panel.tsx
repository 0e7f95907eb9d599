import { useTranslation } from '../../lib/i18n/use-translation';
import { AlertIcon } from '../icons/icons';

export interface ConflictRow {
  field: string;
  /** The field's name for people. */
  label: string;
  theirs: string;
  yours: string;
}

interface EditConflictPanelProps {
  title: string;
  rows: readonly ConflictRow[];
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** Both versions of the fields an editor changed, side by side, after someone else saved the record: the editor picks which stays. */
export function EditConflictPanel({ title, rows, busy, onKeepMine, onTakeTheirs }: EditConflictPanelProps) {
  const { t } = useTranslation('common');
  return (
    <section className="edit-conflict" role="alert" aria-labelledby="edit-conflict-title">
      <h2 id="edit-conflict-title" className="edit-conflict__title">
        <AlertIcon />
        {title}
      </h2>
      <p className="edit-conflict__explain">{t('editConflict.explain')}</p>
      {rows.length > 0 && (
        <table className="edit-conflict__table">
          <thead>
            <tr>
              <th scope="col">{t('editConflict.field')}</th>
              <th scope="col">{t('editConflict.theirs')}</th>
              <th scope="col">{t('editConflict.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.label}</th>
                <td>{row.theirs}</td>
                <td>{row.yours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="edit-conflict__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={onKeepMine}>
          {t('editConflict.keepMine')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onTakeTheirs}>
          {t('editConflict.takeTheirs')}
        </button>
      </div>
    </section>
  );
}
