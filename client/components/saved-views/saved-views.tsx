import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { SavedView, SavedViewList } from '../../../contract';
import { apiFieldErrors } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { Dialog } from '../dialog/dialog';
import { SubmitButton } from '../submit-button/submit-button';
import { TextField } from '../text-field/text-field';

const viewsKey = (list: SavedViewList) => ['saved-views', list] as const;

/** The address query a view compares by: its parameters in order, without the page. */
export function viewQuery(search: URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.sort();
  return params.toString();
}

interface SavedViewsProps {
  list: SavedViewList;
  /** The list's address query now (see viewQuery). */
  current: string;
  /** Shows a view: its query becomes the address's. */
  onOpen: (query: string) => void;
  onMessage: (kind: 'success' | 'error', message: string) => void;
}

/** A list's saved views: open one, save the current view by name (privately or shared), delete one's own. */
export function SavedViews({ list, current, onOpen, onMessage }: SavedViewsProps) {
  const { t } = useTranslation('common');
  const { api, queryClient } = useAppServices();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const views = useQuery({
    queryKey: viewsKey(list),
    queryFn: async ({ signal }) => {
      const response = await api.savedViews.list.query({ query: { list }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.views;
    },
  });
  const all = views.data ?? [];
  const open = all.find((view) => viewQuery(new URLSearchParams(view.query)) === current);
  const refresh = () => queryClient.invalidateQueries({ queryKey: viewsKey(list) });

  const remove = useMutation({
    mutationFn: async (view: SavedView) => {
      const response = await api.savedViews.remove.mutate({ params: { id: view.view_id } });
      if (response.status !== 204) throw response;
    },
    onSuccess: async () => {
      await refresh();
      onMessage('success', t('savedViews.deleted'));
    },
    onError: () => onMessage('error', t('savedViews.failed')),
  });

  return (
    <div className="saved-views">
      <label className="visually-hidden" htmlFor={`saved-views-${list}`}>
        {t('savedViews.label')}
      </label>
      <select
        id={`saved-views-${list}`}
        className="field__input saved-views__select"
        value={open ? String(open.view_id) : ''}
        onChange={(event) => {
          const view = all.find((candidate) => String(candidate.view_id) === event.target.value);
          if (view) onOpen(view.query);
        }}
      >
        <option value="" disabled>
          {t('savedViews.choose')}
        </option>
        {all.map((view) => (
          <option key={view.view_id} value={String(view.view_id)}>
            {view.mine ? view.name : t('savedViews.sharedBy', { name: view.name, owner: view.owner?.username ?? '—' })}
          </option>
        ))}
      </select>
      <button type="button" className="button button--secondary" onClick={() => setSaving(true)}>
        {t('savedViews.save')}
      </button>
      {open?.mine && (
        <button type="button" className="button button--secondary button--danger-text" disabled={remove.isPending} onClick={() => setDeleting(open)}>
          {t('savedViews.delete')}
        </button>
      )}
      {saving && (
        <SaveViewDialog
          list={list}
          query={current}
          onClose={() => setSaving(false)}
          onSaved={async (view) => {
            setSaving(false);
            await refresh();
            onMessage('success', t('savedViews.saved', { name: view.name }));
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('savedViews.deleteTitle', { name: deleting.name })}
          message={deleting.shared ? t('savedViews.deleteShared') : t('savedViews.deletePrivate')}
          confirmLabel={t('savedViews.delete')}
          cancelLabel={t('savedViews.cancel')}
          onConfirm={() => {
            remove.mutate(deleting);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function SaveViewDialog({ list, query, onClose, onSaved }: { list: SavedViewList; query: string; onClose: () => void; onSaved: (view: SavedView) => Promise<void> }) {
  const { t } = useTranslation('common');
  const { api } = useAppServices();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: async () => {
      const response = await api.savedViews.create.mutate({ body: { list, name, query, shared } });
      if (response.status !== 201) throw response;
      return response.body;
    },
    onSuccess: onSaved,
    onError: (error) => setProblem(apiFieldErrors(error).some((field) => field.code === 'view_name_in_use') ? t('savedViews.nameTaken') : t('savedViews.failed')),
  });
  return (
    <Dialog title={t('savedViews.saveTitle')} description={t('savedViews.saveDescription')} closeLabel={t('savedViews.cancel')} onClose={onClose}>
      <form
        className="saved-views__form"
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') setProblem(t('savedViews.nameRequired'));
          else save.mutate();
        }}
      >
        <TextField id="saved-view-name" label={t('savedViews.name')} maxLength={60} value={name} error={problem} data-autofocus onChange={(event) => setName(event.target.value)} />
        <label className="check">
          <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
          <span>{t('savedViews.share')}</span>
        </label>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('savedViews.cancel')}
          </button>
          <SubmitButton busy={save.isPending} busyLabel={t('savedViews.saving')}>
            {t('savedViews.saveSubmit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
