import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ConfirmDialog } from '../dialog/confirm-dialog';

/** An action on the selected rows, and the value it needs, if any: one of some options, or a text. */
export interface BulkAction {
  type: string;
  label: string;
  value?: { kind: 'select'; label: string; options: readonly (readonly [string, string])[]; emptyLabel?: string; required: boolean } | { kind: 'text'; label: string; maxLength: number };
}

interface BulkBarProps {
  /** How many rows are selected (every matching one, when the whole filter is). */
  count: number;
  /** Shown when the whole page is selected and the list has more: selects every matching row. */
  onSelectAll?: (() => void) | undefined;
  matchingTotal: number;
  actions: readonly BulkAction[];
  busy: boolean;
  onApply: (type: string, value: string) => void;
  onClear: () => void;
}

/** What to do with the selected rows of a list: an action, its value, and a confirmation before it runs. */
export function BulkBar({ count, onSelectAll, matchingTotal, actions, busy, onApply, onClear }: BulkBarProps) {
  const { t } = useTranslation('common');
  const [type, setType] = useState(actions[0]?.type ?? '');
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const action = actions.find((candidate) => candidate.type === type) ?? actions[0];
  const ready = !!action && (!action.value || (action.value.kind === 'select' ? !action.value.required || value !== '' : value.trim() !== ''));

  return (
    <div className="bulk-bar" role="region" aria-label={t('bulk.label')}>
      <p className="bulk-bar__count" aria-live="polite">
        {t('bulk.selected', { count })}
        {onSelectAll && (
          <button type="button" className="bulk-bar__link" onClick={onSelectAll}>
            {t('bulk.selectAll', { count: matchingTotal })}
          </button>
        )}
      </p>
      <div className="bulk-bar__controls">
        <select
          className="field__input"
          aria-label={t('bulk.action')}
          value={action?.type ?? ''}
          onChange={(event) => {
            setType(event.target.value);
            setValue('');
          }}
        >
          {actions.map((option) => (
            <option key={option.type} value={option.type}>
              {option.label}
            </option>
          ))}
        </select>
        {action?.value?.kind === 'select' && (
          <select className="field__input" aria-label={action.value.label} value={value} onChange={(event) => setValue(event.target.value)}>
            <option value="" disabled={action.value.required}>
              {action.value.emptyLabel ?? t('bulk.choose')}
            </option>
            {action.value.options.map(([optionValue, text]) => (
              <option key={optionValue} value={optionValue}>
                {text}
              </option>
            ))}
          </select>
        )}
        {action?.value?.kind === 'text' && (
          <input className="field__input" aria-label={action.value.label} maxLength={action.value.maxLength} value={value} onChange={(event) => setValue(event.target.value)} />
        )}
        <button type="button" className="button button--primary" disabled={!ready || busy} aria-busy={busy} onClick={() => setConfirming(true)}>
          {t('bulk.apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClear}>
          {t('bulk.clear')}
        </button>
      </div>
      {confirming && action && (
        <ConfirmDialog
          title={t('bulk.confirmTitle', { count })}
          message={action.label}
          confirmLabel={t('bulk.apply')}
          cancelLabel={t('bulk.cancel')}
          onConfirm={() => {
            setConfirming(false);
            onApply(action.type, value);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
