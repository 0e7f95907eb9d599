import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { can, type ReminderRule } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { PageHeader } from '../../components/page-header/page-header';
import { apiErrorBody } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { useSession } from '../../lib/session/use-session';
import { REMINDER_RULES, useReminderRules } from './get-reminder-rules';
import { ReminderRuleDialog } from './reminder-rule-dialog';
import { offsetText } from './reminder-rule-text';
import { archiveReminderRule, runDueReminders } from './save-reminder-rule';

/** /scadenze/promemoria: when to remind whom of which date; admins change the rules, other staff read them. */
export function ReminderRulesPage() {
  const { t } = useTranslation(['admin', 'common']);
  const titleId = useId();
  const session = useSession();
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const rules = useReminderRules();
  const [editing, setEditing] = useState<{ rule: ReminderRule | null } | null>(null);
  const manages = session ? can({ user_id: session.user.user_id, role: session.user.role }, 'manage:reminder-rule') : false;
  const archive = useMutation({
    mutationFn: (rule: ReminderRule) => archiveReminderRule(api, rule),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REMINDER_RULES.queryKey }),
  });
  const banner = useTimedBanner();
  const runDue = useMutation({
    mutationFn: () => runDueReminders(api),
    onSuccess: () => banner.show('success', t('reminders.runQueued')),
    onError: () => banner.show('error', t('reminders.runFailed')),
  });

  return (
    <section className="reminder-rules" aria-labelledby={titleId}>
      <PageHeader
        titleId={titleId}
        title={t('reminders.title')}
        subtitle={t('reminders.subtitle')}
        actions={
          <>
            <Link className="button button--secondary" to="/scadenze">
              {t('reminders.back')}
            </Link>
            {manages && (
              <button type="button" className="button button--secondary" disabled={runDue.isPending} onClick={() => runDue.mutate()}>
                {t('reminders.runDue')}
              </button>
            )}
            {manages && (
              <button type="button" className="button button--primary" onClick={() => setEditing({ rule: null })}>
                {t('reminders.new')}
              </button>
            )}
          </>
        }
      />
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {archive.isError && (
        <p className="alert alert--error" role="alert">
          {apiErrorBody(archive.error)?.detail ?? t('reminders.saveFailed')}
        </p>
      )}
      {rules.isError ? (
        <p className="alert alert--error" role="alert">
          {t('reminders.loadFailed')}
        </p>
      ) : (
        <div className="reminder-rules__frame">
          <table className="reminder-rules__table">
            <caption className="visually-hidden">{t('reminders.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reminders.columns.dateKind')}</th>
                <th scope="col">{t('reminders.columns.offset')}</th>
                <th scope="col">{t('reminders.columns.audience')}</th>
                <th scope="col">{t('reminders.columns.channels')}</th>
                <th scope="col">{t('reminders.columns.enabled')}</th>
                {manages && <th scope="col">{t('reminders.columns.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {(rules.data?.rules ?? []).map((rule) => (
                <tr key={rule.rule_id}>
                  <td data-label={t('reminders.columns.dateKind')}>{t(`reminders.dateKinds.${rule.date_kind}`)}</td>
                  <td data-label={t('reminders.columns.offset')}>{offsetText(t, rule.offset_days)}</td>
                  <td data-label={t('reminders.columns.audience')}>{rule.audience.map((member) => t(`reminders.audiences.${member}`)).join(', ')}</td>
                  <td data-label={t('reminders.columns.channels')}>{rule.channels.map((channel) => t(`reminders.channels.${channel}`)).join(', ')}</td>
                  <td data-label={t('reminders.columns.enabled')}>{rule.enabled ? t('reminders.on') : t('reminders.off')}</td>
                  {manages && (
                    <td className="reminder-rules__actions">
                      <button type="button" className="button button--secondary" onClick={() => setEditing({ rule })}>
                        {t('reminders.edit')}
                      </button>
                      <button type="button" className="button button--secondary" disabled={archive.isPending} onClick={() => archive.mutate(rule)}>
                        {t('reminders.archive')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <ReminderRuleDialog rule={editing.rule} onClose={() => setEditing(null)} />}
    </section>
  );
}
