import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { TaskLinkKind } from '../../../contract';
import { SelectField } from '../../components/select-field/select-field';
import { TextField } from '../../components/text-field/text-field';
import { useAppServices } from '../../lib/app-services';
import { useDebouncedValue } from '../../lib/dom/use-debounced-value';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { SEARCHABLE_LINK_KINDS, taskLinkOptionsQueryOptions, type SearchableLinkKind } from './task-queries';

export interface TaskLinkValue {
  kind: TaskLinkKind | '';
  id: string;
  label: string;
}

interface TaskLinkFieldProps {
  value: TaskLinkValue;
  onChange: (value: TaskLinkValue) => void;
  errors: { kind?: string | undefined; id?: string | undefined };
}

const isSearchable = (kind: TaskLinkKind | ''): kind is SearchableLinkKind => (SEARCHABLE_LINK_KINDS as readonly string[]).includes(kind);

/** The record a task is about: its kind, then one found by name among the sponsors, creators or campaigns. */
export function TaskLinkField({ value, onChange, errors }: TaskLinkFieldProps) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, LIST_SEARCH_DEBOUNCE_MS);
  const searchable = isSearchable(value.kind) ? value.kind : null;
  const found = useQuery({ ...taskLinkOptionsQueryOptions(api, searchable ?? 'sponsor', search), enabled: searchable !== null });
  // A link made through the API (a deal, a deliverable) stays as it is unless another kind is chosen.
  const kinds = isSearchable(value.kind) || value.kind === '' ? SEARCHABLE_LINK_KINDS : [...SEARCHABLE_LINK_KINDS, value.kind];
  const matches = found.data ?? [];
  const options = value.id && !matches.some(([id]) => id === value.id) ? [[value.id, value.label] as const, ...matches] : matches;

  return (
    <fieldset className="task-link">
      <legend className="field__label">{t('tasks.fields.link')}</legend>
      <div className="form-row">
        <SelectField
          id="task-link-kind"
          label={t('tasks.fields.link_kind')}
          emptyLabel={t('tasks.noLink')}
          options={kinds.map((kind) => [kind, t(`tasks.linkKinds.${kind}`)] as const)}
          value={value.kind}
          error={errors.kind}
          onChange={(event) => {
            setText('');
            onChange({ kind: event.target.value as TaskLinkKind | '', id: '', label: '' });
          }}
        />
        {searchable && (
          <TextField id="task-link-search" type="search" label={t('tasks.fields.link_search')} autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
        )}
      </div>
      {value.kind !== '' && (
        <SelectField
          id="task-link-id"
          label={t(`tasks.linkKinds.${value.kind}`)}
          emptyLabel=""
          options={options}
          value={value.id}
          error={errors.id}
          disabled={!searchable}
          onChange={(event) => onChange({ ...value, id: event.target.value, label: options.find(([id]) => id === event.target.value)?.[1] ?? '' })}
        />
      )}
    </fieldset>
  );
}
