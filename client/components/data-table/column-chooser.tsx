import { useTranslation } from '../../lib/i18n/use-translation';
import { ColumnsIcon } from '../icons/icons';

interface ColumnChooserProps {
  /** The list's columns, in their order on screen. */
  columns: readonly { id: string; label: string }[];
  /** Which of them the reader may hide. */
  hideable: readonly string[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/**
 * Which columns a list shows: a disclosure with a checkbox per column (it opens and closes without
 * the app's script). At least one column stays shown.
 */
export function ColumnChooser({ columns: all, hideable, hidden, onChange }: ColumnChooserProps) {
  const { t } = useTranslation('common');
  const columns = all.filter((column) => hideable.includes(column.id));
  const shown = columns.filter((column) => !hidden.includes(column.id));
  return (
    <details className="column-chooser">
      <summary className="button button--secondary column-chooser__toggle">
        <ColumnsIcon className="column-chooser__icon" />
        {t('dataTable.columns')}
      </summary>
      <fieldset className="column-chooser__panel">
        <legend className="visually-hidden">{t('dataTable.columnsLegend')}</legend>
        {columns.map((column) => {
          const visible = !hidden.includes(column.id);
          return (
            <label key={column.id} className="column-chooser__option">
              <input
                type="checkbox"
                checked={visible}
                disabled={visible && shown.length === 1}
                onChange={() => onChange(visible ? [...hidden, column.id] : hidden.filter((id) => id !== column.id))}
              />
              {column.label}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
