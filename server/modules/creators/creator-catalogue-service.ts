import type { CreatorCategory, CreatorDetail, DeliverableType, Platform, RateCardBody } from '../../../contract';
import type { RequestContext } from '../../context';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, notSignedIn } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import type { ActivityLogService } from '../activity-log';
import type { CreatorAccess } from './creator-access';
import { creatorsRepository, type CategoryRow } from './creators-repository';

const categoryNameTaken = () => conflict('category_name_in_use', 'A category has this name', [{ field: 'name', message: 'A category has this name.', code: 'category_name_in_use' }]);
const toCategory = (row: CategoryRow): CreatorCategory => ({ category_id: row.id, name: row.name });

/** What the agency files creators under and prices them at: the managed categories and each creator's rate cards. */
export function createCreatorCatalogueService(deps: { db: Database; activityLog: ActivityLogService; access: CreatorAccess }) {
  const { db, activityLog, access } = deps;

  async function namedCategory(run: () => Promise<CategoryRow | undefined>): Promise<CreatorCategory> {
    try {
      const row = await run();
      if (!row) throw notFound('Category not found');
      return toCategory(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw categoryNameTaken();
      throw error;
    }
  }

  return {
    async categories(context: RequestContext): Promise<{ categories: CreatorCategory[] }> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:creator');
      return { categories: (await creatorsRepository.categories(db)).map(toCategory) };
    },

    async createCategory(context: RequestContext, name: string): Promise<CreatorCategory> {
      return activityLog.audited(context, 'creator_category_changed', 201, async (actor, note) => {
        requirePermission(actor, 'manage:creator-category');
        note.changes = { category: { from: null, to: name } };
        return namedCategory(() => creatorsRepository.insertCategory(db, name));
      });
    },

    async renameCategory(context: RequestContext, id: number, name: string): Promise<CreatorCategory> {
      return activityLog.audited(context, 'creator_category_changed', 200, async (actor, note) => {
        requirePermission(actor, 'manage:creator-category');
        note.changes = { [`category.${id}`]: { from: null, to: name } };
        return namedCategory(() => creatorsRepository.renameCategory(db, id, name));
      });
    },

    async removeCategory(context: RequestContext, id: number): Promise<void> {
      await activityLog.audited(context, 'creator_category_changed', 204, async (actor, note) => {
        requirePermission(actor, 'manage:creator-category');
        const removed = await creatorsRepository.deleteCategory(db, id);
        if (!removed) throw notFound('Category not found');
        note.changes = { category: { from: removed.name, to: null } };
      });
    },

    async addRateCard(context: RequestContext, creatorId: number, body: RateCardBody & { platform: Platform; deliverable_type: DeliverableType; price_minor: number; valid_from: string }): Promise<CreatorDetail> {
      return activityLog.audited(context, 'creator_rate_card_added', 201, async (actor, note) =>
        access.changeBelongings(actor, creatorId, note, 'update:creator:rates', async (tx) => {
          const card = await creatorsRepository.insertRateCard(tx, {
            creatorId,
            platform: body.platform,
            deliverableType: body.deliverable_type,
            priceMinor: body.price_minor,
            currency: body.currency ?? 'EUR',
            validFrom: body.valid_from,
            validTo: body.valid_to ?? null,
          });
          note.changes = { rate_card: { from: null, to: `${card.platform} ${card.deliverableType} ${card.priceMinor} ${card.currency}` } };
        }),
      );
    },

    async removeRateCard(context: RequestContext, creatorId: number, rateCardId: number): Promise<CreatorDetail> {
      return activityLog.audited(context, 'creator_rate_card_removed', 200, async (actor, note) =>
        access.changeBelongings(actor, creatorId, note, 'update:creator:rates', async (tx) => {
          const card = await creatorsRepository.deleteRateCard(tx, creatorId, rateCardId);
          if (!card) throw notFound('Rate card not found');
          note.changes = { rate_card: { from: `${card.platform} ${card.deliverableType} ${card.priceMinor} ${card.currency}`, to: null } };
        }),
      );
    },
  };
}

export type CreatorCatalogueService = ReturnType<typeof createCreatorCatalogueService>;
