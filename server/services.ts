import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { SecretKeys } from './security/keys';
import { createAccountService } from './modules/account';
import { createActivityLogService } from './modules/activity-log';
import { createAuthService, createPasswordAttempts } from './modules/auth';
import { createInvitationsService, registerInvitationJobs } from './modules/invitations';
import type { Clock } from './clock';
import { createCampaignsService, createDealsService, createDeliverablesService } from './modules/campaigns';
import { createDeadlinesService } from './modules/deadlines';
import { createCreatorImporter, createCreatorServices } from './modules/creators';
import { createImportsService, registerImportJobs } from './modules/imports';
import { createNotificationsService } from './modules/notifications';
import { createReminderRulesService, createReminderScan, registerReminderJobs } from './modules/reminders';
import { createSavedViewsService } from './modules/saved-views';
import { createSponsorsService, sponsorImporter } from './modules/sponsors';
import { createTasksService } from './modules/tasks';
import { createUsersService } from './modules/users';
import type { JobQueue } from './jobs';
import { createMailer } from './mail/mailer';
import { createJobsService } from './modules/jobs';
import { registerMaintenanceJobs } from './ops/maintenance';

export type Services = ReturnType<typeof createServices>;

/** The services on one database; the handlers of their jobs are registered on `jobs`. */
export function createServices(deps: { db: Database; config: Config; keys: SecretKeys; logger: Logger; jobs: JobQueue; progressBesideTransactions: boolean; clock: Clock }) {
  const { db, config, logger, jobs, keys } = deps;
  const activityLog = createActivityLogService(db, logger);
  const attempts = createPasswordAttempts({ db, config, activityLog });
  const auth = createAuthService({ db, config, keys, activityLog, attempts });
  const users = createUsersService({ db, activityLog });
  // A mail attempt gives up well before its job's lease ends, so that no other process takes the job over meanwhile.
  const mailer = createMailer(config.smtpUrl, config.smtpFrom, { timeoutMs: Math.min(60_000, (config.jobs.leaseSeconds * 1000) / 2) });
  registerInvitationJobs(jobs, { db, keys, mailer, logger });
  registerMaintenanceJobs(jobs, db);
  const invitations = createInvitationsService({ db, activityLog, auth, users, mails: mailer !== null, jobs, keys });
  const imports = createImportsService({ db, activityLog, jobs, importers: [sponsorImporter, createCreatorImporter(keys)], progressBesideTransactions: deps.progressBesideTransactions });
  registerImportJobs(jobs, imports);
  const reminderScan = createReminderScan({ db, jobs, clock: deps.clock, timeZone: config.agencyTimeZone, mails: mailer !== null });
  registerReminderJobs(jobs, { db, scan: reminderScan, mailer, publicUrl: config.publicUrl, logger });
  return {
    activityLog,
    auth,
    users,
    account: createAccountService({ db, activityLog, attempts }),
    jobs: createJobsService({ db }),
    sponsors: createSponsorsService({ db, activityLog }),
    savedViews: createSavedViewsService({ db }),
    invitations,
    creators: createCreatorServices({ db, keys, activityLog, invitations }),
    imports,
    campaigns: createCampaignsService({ db, activityLog }),
    deals: createDealsService({ db, activityLog }),
    deliverables: createDeliverablesService({ db, activityLog, clock: deps.clock, timeZone: config.agencyTimeZone }),
    deadlines: createDeadlinesService({ db, clock: deps.clock, timeZone: config.agencyTimeZone }),
    reminderRules: createReminderRulesService({ db, activityLog, jobs }),
    reminderScan,
    notifications: createNotificationsService({ db }),
    tasks: createTasksService({ db, activityLog, clock: deps.clock, timeZone: config.agencyTimeZone }),
  };
}
