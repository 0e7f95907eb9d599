/** Creators: the people the agency represents, their accounts, numbers and rates (paths /api/creators…, pages /creatori, /creator). */
import type { Database } from '../../db/database';
import type { SecretKeys } from '../../security/keys';
import type { ActivityLogService } from '../activity-log';
import type { InvitationsService } from '../invitations';
import { createCreatorAccountsService } from './creator-accounts-service';
import { createCreatorCatalogueService } from './creator-catalogue-service';
import { createCreatorListsService } from './creator-lists-service';
import type { CreatorServices } from './creators-handlers';
import { createCreatorsService } from './creators-service';

export { creatorsHandlers, type CreatorServices } from './creators-handlers';
export { createCreatorImporter } from './creator-importer';

/** The creators' services on one database: records, accounts and numbers, categories and rates, list exports and bulk changes. */
export function createCreatorServices(deps: { db: Database; keys: SecretKeys; activityLog: ActivityLogService; invitations: InvitationsService }): CreatorServices {
  const records = createCreatorsService(deps);
  const shared = { db: deps.db, activityLog: deps.activityLog, access: records.access };
  return {
    records,
    accounts: createCreatorAccountsService(shared),
    catalogue: createCreatorCatalogueService(shared),
    lists: createCreatorListsService(deps),
  };
}
