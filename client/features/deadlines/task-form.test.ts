import { taskValidationMessages, type Task } from '../../../contract';
import { changedTaskFields, createTaskBody, taskFormErrors, taskFormValues, updateTaskBody } from './task-form';

const task: Task = {
  task_id: 7,
  title: 'Call the brand',
  notes: '',
  due_on: '2026-05-20',
  priority: 'high',
  assignee: { user_id: 3, username: 'editor' },
  link: { kind: 'campaign', id: 9, label: 'Spring push' },
  done: false,
  done_at: null,
  done_by: null,
  overdue: false,
  version: 4,
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
  created_by: null,
  archived_at: null,
};

test('a new task starts on the given day, for the given assignee, of normal priority and unlinked', () => {
  expect(createTaskBody(taskFormValues(undefined, { due_on: '2026-05-14', assignee_id: '5' }))).toEqual({
    title: '',
    due_on: '2026-05-14',
    priority: 'normal',
    notes: '',
    assignee_id: 5,
    link_kind: null,
    link_id: null,
  });
});

test('an update sends only the changed fields at the version read, and a link as kind and record together', () => {
  const base = taskFormValues(task, { due_on: '', assignee_id: '' });
  const values = { ...base, title: 'Call the brand again', link_kind: 'sponsor' as const, link_id: '2', link_label: 'Brand' };
  const changed = changedTaskFields(values, base);
  expect(changed).toEqual(['title', 'link_kind', 'link_id']);
  expect(updateTaskBody(values, changed, task.version)).toEqual({ version: 4, title: 'Call the brand again', link_kind: 'sponsor', link_id: 2 });
  expect(updateTaskBody({ ...base, assignee_id: '' }, ['assignee_id'], 4)).toEqual({ version: 4, assignee_id: null });
});

test('the form is checked by the contract’s rules, with the given messages', () => {
  const values = { ...taskFormValues(undefined, { due_on: '', assignee_id: '' }), link_kind: 'creator' as const };
  expect(taskFormErrors(values, taskValidationMessages)).toEqual({
    title: taskValidationMessages.titleRequired,
    due_on: taskValidationMessages.dueOnRequired,
    link_id: taskValidationMessages.linkIncomplete,
  });
  expect(taskFormErrors(taskFormValues(task, { due_on: '', assignee_id: '' }), taskValidationMessages)).toEqual({});
});
