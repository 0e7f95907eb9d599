import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { editConflictSchema, TASK_PRIORITIES, taskSchema, type Task } from '../../../contract';
import { Dialog } from '../../components/dialog/dialog';
import { FormProblem } from '../../components/form-problem/form-problem';
import { EditConflictPanel, type ConflictRow } from '../../components/record/edit-conflict-panel';
import { SelectField } from '../../components/select-field/select-field';
import { Spinner } from '../../components/spinner/spinner';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { DateField } from '../../components/date-field/date-field';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { isApiErrorResponse } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { formatDayOrText } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { browserToday } from '../../lib/dates/browser-today';
import { setTaskDone } from './task-done';
import { taskProblems, useTaskMessages } from './task-errors';
import { changedTaskFields, createTaskBody, taskFormErrors, taskFormValues, updateTaskBody, type TaskFormField, type TaskFormValues } from './task-form';
import { TaskLinkField } from './task-link-field';
import { reloadAfterTaskChange, taskAssigneeOptionsQueryOptions, taskQueryOptions } from './task-queries';

const taskConflict = editConflictSchema(taskSchema);

/** The task as someone else saved it, when a change was refused as an edit conflict. */
function conflictingTask(error: unknown): Task | undefined {
  if (!isApiErrorResponse(error) || error.status !== 409) return undefined;
  const parsed = taskConflict.safeParse(error.body);
  return parsed.success && parsed.data.code === 'edit_conflict' ? parsed.data.current : undefined;
}

interface TaskDialogProps {
  /** The task to edit; none for a new one. */
  taskId: number | null;
  /** Who a new task goes to by default (the reader). */
  userId: number;
  /** Whether the reader may archive tasks (staff above contributor). */
  mayArchive: boolean;
  onClose: () => void;
}

/** A new task, or one opened from the deadlines (its details, done or reopened, archived). */
export function TaskDialog({ taskId, userId, mayArchive, onClose }: TaskDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const task = useQuery({ ...taskQueryOptions(api, taskId ?? 0), enabled: taskId !== null });
  const title = taskId === null ? t('tasks.create.title') : t('tasks.edit.title');
  return (
    <Dialog title={title} closeLabel={t('tasks.form.cancel')} onClose={onClose}>
      {taskId !== null && !task.data ? (
        task.isError ? (
          <FormProblem message={t('tasks.edit.loadFailed')} />
        ) : (
          <p className="list-note" role="status">
            <Spinner />
            {t('common:app.loading')}
          </p>
        )
      ) : (
        <TaskForm task={task.data} userId={userId} mayArchive={mayArchive} onClose={onClose} />
      )}
    </Dialog>
  );
}

interface Base {
  version: number;
  values: TaskFormValues;
}

function TaskForm({ task, userId, mayArchive, onClose }: Omit<TaskDialogProps, 'taskId'> & { task: Task | undefined }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const language = usePageLanguage();
  const showToast = useToast();
  const messages = useTaskMessages();
  const assignees = useQuery(taskAssigneeOptionsQueryOptions(api));
  const [base, setBase] = useState<Base>(() => ({ version: task?.version ?? 0, values: taskFormValues(task, { due_on: browserToday(), assignee_id: String(userId) }) }));
  const [values, setValues] = useState(base.values);
  const [done, setDone] = useState(task?.done ?? false);
  const [errors, setErrors] = useState<Partial<Record<TaskFormField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Task | null>(null);
  const changed = changedTaskFields(values, base.values);
  const set = (field: 'title' | 'assignee_id' | 'priority' | 'notes') => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const refused = (error: unknown, fallback: string) => {
    const current = conflictingTask(error);
    if (current) {
      setConflict(current);
      return;
    }
    const problems = taskProblems(t, error, fallback);
    setErrors(Object.fromEntries(problems.fields.map(({ field, message }) => [field, message])));
    setProblem(problems.general ?? null);
  };

  const save = useMutation({
    mutationFn: async ({ version }: { version: number }) => {
      const response = task
        ? await api.tasks.update.mutate({ params: { id: task.task_id }, body: updateTaskBody(values, changed, version) })
        : await api.tasks.create.mutate({ body: createTaskBody(values) });
      if (response.status !== 200 && response.status !== 201) throw response;
      return response.body;
    },
    onSuccess: async () => {
      showToast(task ? t('tasks.edit.saved') : t('tasks.create.created'));
      await reloadAfterTaskChange(queryClient);
      onClose();
    },
    onError: (error) => refused(error, task ? t('tasks.edit.failed') : t('tasks.create.failed')),
  });

  const change = useMutation({
    mutationFn: async (action: 'done' | 'reopen' | 'archive') => {
      if (!task) throw new Error('No task to change');
      if (action !== 'archive') return setTaskDone(api, task.task_id, base.version, action === 'done');
      const response = await api.tasks.archive.mutate({ params: { id: task.task_id }, body: { version: base.version } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (saved, action) => {
      await reloadAfterTaskChange(queryClient);
      if (action === 'archive') {
        showToast(t('tasks.edit.archived'));
        onClose();
        return;
      }
      showToast(action === 'done' ? t('tasks.done.marked', { title: saved.title }) : t('tasks.done.reopened', { title: saved.title }));
      setDone(saved.done);
      setBase((current) => ({ ...current, version: saved.version }));
    },
    onError: (error) => refused(error, t('tasks.edit.failed')),
  });

  const submit = () => {
    const found = taskFormErrors(values, messages);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    if (task && changed.length === 0) {
      onClose();
      return;
    }
    save.mutate({ version: base.version });
  };

  const assigneeName = (id: string) => assignees.data?.find((person) => String(person.user_id) === id)?.username ?? (id ? `#${id}` : t('tasks.noAssignee'));
  const shown = (field: TaskFormField, of: TaskFormValues) => {
    if (field === 'due_on') return formatDayOrText(of.due_on, language);
    if (field === 'assignee_id') return assigneeName(of.assignee_id);
    if (field === 'priority') return t(`tasks.priorities.${of.priority}`);
    if (field === 'link_kind' || field === 'link_id') return of.link_kind ? `${t(`tasks.linkKinds.${of.link_kind}`)}: ${of.link_label}` : t('tasks.noLink');
    return of[field];
  };

  if (conflict) {
    const theirs = taskFormValues(conflict, { due_on: '', assignee_id: '' });
    const rows: ConflictRow[] = changed
      .filter((field) => field !== 'link_id' || !changed.includes('link_kind'))
      .map((field) => ({ field, label: t(`tasks.fields.${field === 'link_id' || field === 'link_kind' ? 'link' : field}`), theirs: shown(field, theirs), yours: shown(field, values) }));
    return (
      <EditConflictPanel
        title={t('tasks.edit.conflict')}
        rows={rows}
        busy={save.isPending}
        onKeepMine={() => {
          setConflict(null);
          setDone(conflict.done);
          setBase((current) => ({ ...current, version: conflict.version }));
          save.mutate({ version: conflict.version });
        }}
        onTakeTheirs={() => {
          setConflict(null);
          setDone(conflict.done);
          setBase({ version: conflict.version, values: theirs });
          setValues(theirs);
        }}
      />
    );
  }

  return (
    <form
      className="dialog__form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField id="task-title" label={t('tasks.fields.title')} autoComplete="off" data-autofocus value={values.title} onChange={set('title')} error={errors.title} />
      <div className="form-row">
        <DateField id="task-due" keepsTextThatIsNoDay label={t('tasks.fields.due_on')} value={values.due_on} onChange={(day) => setValues((current) => ({ ...current, due_on: day }))} error={errors.due_on} />
        <SelectField
          id="task-priority"
          label={t('tasks.fields.priority')}
          options={TASK_PRIORITIES.map((priority) => [priority, t(`tasks.priorities.${priority}`)] as const)}
          value={values.priority}
          onChange={set('priority')}
          error={errors.priority}
        />
      </div>
      <SelectField
        id="task-assignee"
        label={t('tasks.fields.assignee_id')}
        emptyLabel={t('tasks.noAssignee')}
        options={(assignees.data ?? []).map((person) => [String(person.user_id), person.username] as const)}
        value={values.assignee_id}
        onChange={set('assignee_id')}
        error={errors.assignee_id}
      />
      <div className="field">
        <label className="field__label" htmlFor="task-notes">
          {t('tasks.fields.notes')}
        </label>
        <textarea id="task-notes" className="field__input" rows={3} value={values.notes} onChange={set('notes')} aria-invalid={errors.notes ? true : undefined} />
        {errors.notes && <p className="field__error">{errors.notes}</p>}
      </div>
      <TaskLinkField
        value={{ kind: values.link_kind, id: values.link_id, label: values.link_label }}
        onChange={(link) => setValues((current) => ({ ...current, link_kind: link.kind, link_id: link.id, link_label: link.label }))}
        errors={{ kind: errors.link_kind, id: errors.link_id }}
      />
      <FormProblem message={problem} />
      <div className="dialog__actions">
        {task && (
          <>
            <button type="button" className="button button--secondary" disabled={change.isPending} onClick={() => change.mutate(done ? 'reopen' : 'done')}>
              {done ? t('tasks.done.reopen') : t('tasks.done.mark')}
            </button>
            {mayArchive && (
              <button type="button" className="button button--secondary" disabled={change.isPending} onClick={() => change.mutate('archive')}>
                {t('tasks.edit.archive')}
              </button>
            )}
          </>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('tasks.form.cancel')}
        </button>
        <SubmitButton busy={save.isPending} busyLabel={t('tasks.form.saving')}>
          {task ? t('tasks.edit.submit') : t('tasks.create.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
