import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { SecretKeys } from './security/keys';
import { createAuditService } from './logs/audit-service';
import { createAuthService } from './auth/auth-service';
import { createUsersService } from './users/users-service';
import { createAccountService } from './users/account-service';

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: { db: Database; config: Config; keys: SecretKeys; logger: Logger }) {
  const audit = createAuditService(deps.db, deps.logger);
  return {
    audit,
    auth: createAuthService({ db: deps.db, config: deps.config, keys: deps.keys, audit }),
    users: createUsersService({ db: deps.db, audit }),
    account: createAccountService({ db: deps.db, audit }),
  };
}
