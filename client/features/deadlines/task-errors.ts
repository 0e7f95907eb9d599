import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { taskValidationMessages, type TaskValidationKey, type TaskValidationMessages } from '../../../contract';
import { apiErrorBody, apiFieldErrors } from '../../lib/api/api-errors';

const KEYS = Object.keys(taskValidationMessages) as TaskValidationKey[];

/** The contract's task messages in the reader's language, for building its schemas. */
export function useTaskMessages(): TaskValidationMessages {
  const { t, i18n } = useTranslation('admin');
  return useMemo(
    () => Object.fromEntries(KEYS.map((key) => [key, t(`tasks.validation.${key}`)])) as TaskValidationMessages,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity with the language
    [t, i18n.language],
  );
}

const STATE_CODES: Record<string, 'archived' | 'alreadyDone' | 'notDone'> = { task_archived: 'archived', task_already_done: 'alreadyDone', task_not_done: 'notDone' };

/** A server message in the reader's language: by its code when it has one of ours, else by its English text. */
function translated(t: TFunction<'admin'>, code: string | undefined, message: string): string {
  const state = code ? STATE_CODES[code] : undefined;
  if (state) return t(`tasks.problems.${state}`);
  const key = KEYS.find((candidate) => taskValidationMessages[candidate] === message);
  return key ? t(`tasks.validation.${key}`) : message;
}

/** What a refused task change says, in the reader's language: per field, or in general. */
export function taskProblems(t: TFunction<'admin'>, error: unknown, fallback: string): { fields: { field: string; message: string }[]; general: string | undefined } {
  const fields = apiFieldErrors(error).map(({ field, message, code }) => ({ field, message: translated(t, code, message) }));
  if (fields.length > 0) return { fields, general: undefined };
  const body = apiErrorBody(error);
  return { fields, general: body ? translated(t, body.code, body.detail) : fallback };
}
