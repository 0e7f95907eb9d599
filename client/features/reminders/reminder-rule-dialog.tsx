import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  REMINDER_AUDIENCES_BY_DATE_KIND,
  REMINDER_CHANNELS,
  REMINDER_DATE_KINDS,
  REMINDER_OFFSET_MAX,
  REMINDER_OFFSET_MIN,
  createReminderRuleSchema,
  reminderValidationMessages,
  type ReminderAudience,
  type ReminderChannel,
  type ReminderDateKind,
  type ReminderRule,
  type ReminderValidationKey,
  type ReminderValidationMessages,
} from '../../../contract';
import { Dialog } from '../../components/dialog/dialog';
import { FormProblem } from '../../components/form-problem/form-problem';
import { SelectField } from '../../components/select-field/select-field';
import { TextField } from '../../components/text-field/text-field';
import { apiErrorBody, apiFieldErrors, isEditConflict } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { REMINDER_RULES } from './get-reminder-rules';
import { saveReminderRule } from './save-reminder-rule';

const KEYS = Object.keys(reminderValidationMessages) as ReminderValidationKey[];
const keyOfMessage = new Map<string, ReminderValidationKey>(KEYS.map((key) => [reminderValidationMessages[key], key]));

type Errors = Partial<Record<'date_kind' | 'offset_days' | 'audience' | 'channels', string>>;

function toggle<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values, value] : values.filter((item) => item !== value);
}

/** Adds a rule or changes one: which date, how many days from it, who, how; an admin's form. */
export function ReminderRuleDialog({ rule, onClose }: { rule: ReminderRule | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const formId = useId();
  const [dateKind, setDateKind] = useState<ReminderDateKind>(rule?.date_kind ?? 'draft_due');
  const [offset, setOffset] = useState(String(rule?.offset_days ?? -1));
  const [audience, setAudience] = useState<ReminderAudience[]>(rule?.audience ?? ['managers']);
  const [channels, setChannels] = useState<ReminderChannel[]>(rule?.channels ?? ['email', 'in_app']);
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const messages = useMemo(() => Object.fromEntries(KEYS.map((key) => [key, t(`reminders.validation.${key}`)])) as ReminderValidationMessages, [t]);
  const allowed = REMINDER_AUDIENCES_BY_DATE_KIND[dateKind];

  const save = useMutation({
    mutationFn: (fields: Parameters<typeof saveReminderRule>[1]) => saveReminderRule(api, fields, rule),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REMINDER_RULES.queryKey });
      onClose();
    },
    onError: (error) => {
      const fieldErrors: Errors = {};
      for (const { field, message } of apiFieldErrors(error)) {
        const key = keyOfMessage.get(message);
        fieldErrors[field.split('.')[0] as keyof Errors] = key ? messages[key] : message;
      }
      setErrors(fieldErrors);
      if (isEditConflict(error)) void queryClient.invalidateQueries({ queryKey: REMINDER_RULES.queryKey });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { date_kind: dateKind, offset_days: Number(offset), audience: audience.filter((member) => allowed.includes(member)), channels, enabled };
    const parsed = createReminderRuleSchema(messages).safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(fields);
  };

  const problem = save.isError && Object.keys(errors).length === 0 ? (isEditConflict(save.error) ? t('reminders.conflict') : (apiErrorBody(save.error)?.detail ?? t('reminders.saveFailed'))) : null;

  return (
    <Dialog title={rule ? t('reminders.editTitle') : t('reminders.newTitle')} closeLabel={t('reminders.close')} onClose={onClose}>
      <form id={formId} className="reminder-rule-form" noValidate onSubmit={submit}>
        <FormProblem message={problem} />
        <SelectField
          id={`${formId}-date-kind`}
          label={t('reminders.columns.dateKind')}
          options={REMINDER_DATE_KINDS.map((kind) => [kind, t(`reminders.dateKinds.${kind}`)] as const)}
          value={dateKind}
          error={errors.date_kind}
          onChange={(event) => setDateKind(event.target.value as ReminderDateKind)}
          data-autofocus
        />
        <TextField
          id={`${formId}-offset`}
          type="number"
          inputMode="numeric"
          min={REMINDER_OFFSET_MIN}
          max={REMINDER_OFFSET_MAX}
          label={t('reminders.columns.offset')}
          hint={t('reminders.offsetHint')}
          value={offset}
          error={errors.offset_days}
          onChange={(event) => setOffset(event.target.value)}
        />
        <fieldset className="reminder-rule-form__choices" aria-describedby={errors.audience ? `${formId}-audience-error` : undefined}>
          <legend className="field__label">{t('reminders.columns.audience')}</legend>
          {allowed.map((member) => (
            <label key={member} className="reminder-rule-form__choice">
              <input type="checkbox" checked={audience.includes(member)} onChange={(event) => setAudience(toggle(audience, member, event.target.checked))} />
              {t(`reminders.audiences.${member}`)}
            </label>
          ))}
          {errors.audience && (
            <p id={`${formId}-audience-error`} className="field__error">
              {errors.audience}
            </p>
          )}
        </fieldset>
        <fieldset className="reminder-rule-form__choices" aria-describedby={errors.channels ? `${formId}-channels-error` : undefined}>
          <legend className="field__label">{t('reminders.columns.channels')}</legend>
          {REMINDER_CHANNELS.map((channel) => (
            <label key={channel} className="reminder-rule-form__choice">
              <input type="checkbox" checked={channels.includes(channel)} onChange={(event) => setChannels(toggle(channels, channel, event.target.checked))} />
              {t(`reminders.channels.${channel}`)}
            </label>
          ))}
          {errors.channels && (
            <p id={`${formId}-channels-error`} className="field__error">
              {errors.channels}
            </p>
          )}
        </fieldset>
        <label className="reminder-rule-form__choice">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {t('reminders.columns.enabled')}
        </label>
        <div className="reminder-rule-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('reminders.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending}>
            {t('reminders.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
