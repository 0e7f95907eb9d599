import { z } from 'zod';
import type { Database } from '../../db/database';
import { jobKind, type JobQueue } from '../../jobs';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { reminderMail } from '../../mail/reminder-mail';
import { notificationTarget, targetPath } from '../notifications';
import { reminderSendsRepository } from './reminder-sends-repository';
import type { ReminderScan } from './reminder-scan';

/** Every five minutes, once for all processes: the reminders now due are recorded and queued. */
export const remindersDueJob = jobKind('reminders-due', z.object({}), { schedule: '*/5 * * * *' });

/** The e-mail of one reminder: only the ledger row's id, never an address or a name. */
export const reminderMailJob = jobKind('reminder-mail', z.object({ send: z.number().int().positive() }));

export function registerReminderJobs(jobs: JobQueue, deps: { db: Database; scan: ReminderScan; mailer: Mailer | null; publicUrl: string | undefined; logger: Logger }): void {
  const { db, scan, mailer, publicUrl, logger } = deps;

  jobs.handle(remindersDueJob, async () => {
    const sent = await scan.run();
    if (sent > 0) logger.info({ reminders: sent }, 'reminders recorded');
  });

  jobs.handle(reminderMailJob, async (payload, job) => {
    if (!mailer) throw new Error('No mail server is configured (SMTP_URL)');
    const reminder = await reminderSendsRepository.toMail(db, payload.send);
    if (!reminder || reminder.emailedAt) return;
    // Done, cancelled, moved or archived meanwhile, a rule switched off, a recipient deactivated: nothing to remind of any more.
    if (!reminder.subject || !reminder.rule.current || !reminder.recipient.active) {
      logger.info({ job: job.id, send: payload.send }, 'reminder mail skipped: no longer due');
      return;
    }
    const { subject, recipient, rule } = reminder;
    const path = targetPath(notificationTarget(subject.kind, subject.link, recipient.role), recipient.role);
    await mailer.send(
      reminderMail({
        to: recipient.email,
        language: recipient.language,
        dateKind: rule.dateKind,
        offsetDays: rule.offsetDays,
        dueOn: reminder.dueOn,
        label: subject.label,
        url: publicUrl ? new URL(path, publicUrl).toString() : null,
      }),
    );
    await reminderSendsRepository.markEmailed(db, payload.send);
  });
}
