import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { SecretKeys } from './security/keys';
import { createAuditService } from './logs/audit-service';
import { createAuthService } from './auth/auth-service';
import { createPasswordAttempts } from './auth/password-attempts';
import { createUsersService } from './users/users-service';
import { createAccountService } from './users/account-service';
import { createInvitationsService } from './invitations/invitations-service';
import { createMailer } from './mail/mailer';

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: { db: Database; config: Config; keys: SecretKeys; logger: Logger }) {
  const { db, config, logger } = deps;
  const audit = createAuditService(db, logger);
  const attempts = createPasswordAttempts({ db, config, audit });
  const auth = createAuthService({ db, config, keys: deps.keys, audit, attempts });
  const users = createUsersService({ db, audit });
  const mailer = createMailer(config.smtpUrl, config.smtpFrom);
  return {
    audit,
    auth,
    users,
    account: createAccountService({ db, audit, attempts }),
    invitations: createInvitationsService({ db, audit, auth, users, mailer, logger }),
  };
}
