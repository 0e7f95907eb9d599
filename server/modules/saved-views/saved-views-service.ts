import { SAVED_VIEWS_PER_LIST_MAX, can, type SavedView, type SavedViewList } from '../../../contract';
import { permissionActor, type Actor, type RequestContext } from '../../context';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, EditConflictError, forbidden, notFound, notSignedIn } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import { savedViewsRepository, type SavedViewRow, type SavedViewWithOwner } from './saved-views-repository';

const nameTaken = () => conflict('view_name_in_use', 'You already have a view with this name', [{ field: 'name', message: 'You already have a view with this name.', code: 'view_name_in_use' }]);

function toSavedView(row: SavedViewWithOwner, readerId: number): SavedView {
  return {
    view_id: row.id,
    list: row.list as SavedViewList,
    name: row.name,
    query: row.query,
    shared: row.shared,
    owner: row.ownerName === null ? null : { user_id: row.ownerId, username: row.ownerName },
    mine: row.ownerId === readerId,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type SavedViewsService = ReturnType<typeof createSavedViewsService>;

export function createSavedViewsService({ db }: { db: Database }) {
  function actorOf(context: RequestContext): Actor {
    if (!context.actor) throw notSignedIn();
    return context.actor;
  }

  /** The view, if the actor may change it: their own, or (admins) a shared one. Another's private view does not exist for them. */
  async function changeable(actor: Actor, id: number): Promise<SavedViewWithOwner> {
    requirePermission(actor, 'update:saved-view');
    const view = await savedViewsRepository.find(db, id);
    if (!view || (view.ownerId !== actor.userId && !view.shared)) throw notFound('View not found');
    if (!can(permissionActor(actor), 'update:saved-view', { owner_id: view.ownerId })) throw forbidden('Only the view’s owner can change it');
    return view;
  }

  const withOwnerName = (row: SavedViewRow, ownerName: string | null): SavedViewWithOwner => ({ ...row, ownerName });

  return {
    async list(context: RequestContext, list: SavedViewList): Promise<{ views: SavedView[] }> {
      const actor = actorOf(context);
      requirePermission(actor, 'read:saved-view');
      const rows = await savedViewsRepository.visible(db, list, actor.userId);
      return { views: rows.map((row) => toSavedView(row, actor.userId)) };
    },

    async create(context: RequestContext, body: { list: SavedViewList; name: string; query: string; shared: boolean }): Promise<SavedView> {
      const actor = actorOf(context);
      requirePermission(actor, 'create:saved-view');
      if ((await savedViewsRepository.countOwned(db, body.list, actor.userId)) >= SAVED_VIEWS_PER_LIST_MAX) {
        throw conflict('too_many_views', `You can keep at most ${SAVED_VIEWS_PER_LIST_MAX} views of a list`);
      }
      try {
        const row = await savedViewsRepository.insert(db, { ...body, ownerId: actor.userId });
        return toSavedView(withOwnerName(row, actor.username), actor.userId);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async update(context: RequestContext, id: number, body: { name?: string | undefined; query?: string | undefined; shared?: boolean | undefined; version: number }): Promise<SavedView> {
      const actor = actorOf(context);
      const view = await changeable(actor, id);
      const { version, ...changes } = body;
      const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      try {
        const row = await savedViewsRepository.updateIfVersion(db, id, version, values);
        if (!row) {
          const current = await savedViewsRepository.find(db, id);
          if (!current) throw notFound('View not found');
          throw new EditConflictError(toSavedView(current, actor.userId));
        }
        return toSavedView(withOwnerName(row, view.ownerName), actor.userId);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async remove(context: RequestContext, id: number): Promise<void> {
      const actor = actorOf(context);
      await changeable(actor, id);
      await savedViewsRepository.delete(db, id);
    },
  };
}
