import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs';
import { reminderMailJob } from './reminder-jobs';
import { reminderSendsRepository } from './reminder-sends-repository';
import { addDays, reminderDays } from './reminder-window';

/** Reminders recorded per transaction: a busy day is recorded in several, each short. */
export const REMINDER_BATCH_SIZE = 500;

export type ReminderScan = ReturnType<typeof createReminderScan>;

/**
 * Finds the reminders due now by the injected clock and records each once in the ledger, with its
 * notification and its mail job in the same transaction: whichever process scans, however often,
 * a reminder is recorded, notified and queued exactly once.
 */
export function createReminderScan(deps: { db: Database; jobs: JobQueue; clock: Clock; timeZone: string; mails: boolean }) {
  const { db, jobs, clock, timeZone, mails } = deps;
  return {
    /** Answers how many reminders this scan recorded. */
    async run(): Promise<number> {
      const days = reminderDays(clock.now(), timeZone);
      let recorded = 0;
      for (const rule of await reminderSendsRepository.dueRules(db)) {
        // A rule of offset o reminds of the dates o days from the due days.
        const dates = { from: addDays(days.from, -rule.offsetDays), to: addDays(days.to, -rule.offsetDays) };
        for (;;) {
          const sent = await jobs.transaction(db, async (tx) => {
            const ids = await reminderSendsRepository.recordDue(tx, rule, dates, REMINDER_BATCH_SIZE);
            if (mails && rule.channels.includes('email')) {
              for (const id of ids) await jobs.send(reminderMailJob, { send: id }, { executor: tx });
            }
            return ids.length;
          });
          recorded += sent;
          if (sent === 0) break;
        }
      }
      return recorded;
    },
  };
}
