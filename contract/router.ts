import { initContract } from '@ts-rest/core';
import { API_PATH_PREFIX } from './platform/api-path';
import { accountContract } from './account';
import { activityLogContract } from './activity-log';
import { authContract } from './auth';
import { invitationsContract } from './invitations';
import { jobsContract } from './jobs';
import { campaignsContract } from './campaigns';
import { creatorsContract } from './creators';
import { deadlinesContract } from './deadlines';
import { importsContract } from './imports';
import { notificationsContract } from './notifications';
import { remindersContract } from './reminders';
import { savedViewsContract } from './saved-views';
import { sponsorsContract } from './sponsors';
import { tasksContract } from './tasks';
import { usersContract } from './users';

const c = initContract();

/** The whole API: one router per domain, under API_PATH_PREFIX (/api). A new domain adds its router here. */
export const apiContract = c.router(
  {
    auth: authContract,
    account: accountContract,
    users: usersContract,
    invitations: invitationsContract,
    activityLog: activityLogContract,
    jobs: jobsContract,
    sponsors: sponsorsContract,
    savedViews: savedViewsContract,
    creators: creatorsContract,
    imports: importsContract,
    campaigns: campaignsContract,
    deadlines: deadlinesContract,
    reminders: remindersContract,
    notifications: notificationsContract,
    tasks: tasksContract,
  },
  { pathPrefix: API_PATH_PREFIX },
);

export type ApiContract = typeof apiContract;
