import { can, type CreatorDetail, type Permission } from '../../../contract';
import { permissionActor, type Actor } from '../../context';
import { readTogether, type Database, type Executor } from '../../db/database';
import { conflict, EditConflictError, forbidden, notFound } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import type { SecretKeys } from '../../security/keys';
import { unseal } from '../../security/tokens';
import type { AuditNote } from '../activity-log';
import { toCreatorDetail, type CreatorReader } from './creator-mappers';
import { creatorsRepository, type CreatorRow } from './creators-repository';

export const creatorNotFound = () => notFound('Creator not found');
export const archivedCreator = () => conflict('creator_archived', 'The creator is archived: restore it to change it');

/**
 * Who may reach which creator, and the creator as the reader may see it. A creator reaches only
 * the record their account is linked to; to them, any other creator does not exist (404).
 */
export function createCreatorAccess({ db, keys }: { db: Database; keys: SecretKeys }) {
  const resourceOf = (row: CreatorRow) => ({ owner_id: row.portalUserId });

  function readerFor(actor: Actor, row: CreatorRow): CreatorReader {
    const subject = permissionActor(actor);
    return {
      may: (permission: Permission) => can(subject, permission, resourceOf(row)),
      iban: (sealed) => unseal(keys.bankData, sealed),
    };
  }

  function mayReach(actor: Actor, row: CreatorRow, permission: Permission): boolean {
    return can(permissionActor(actor), permission, resourceOf(row));
  }

  /** The creator, if the actor may read it; 404 otherwise. */
  async function readable(actor: Actor, id: number, executor: Executor = db): Promise<CreatorRow> {
    requirePermission(actor, 'read:creator');
    const row = await creatorsRepository.findById(executor, id);
    if (!row || !mayReach(actor, row, 'read:creator')) throw creatorNotFound();
    return row;
  }

  async function detailOf(executor: Executor, row: CreatorRow, actor: Actor): Promise<CreatorDetail> {
    const [view, accounts, cards] = await readTogether(executor, [
      () => creatorsRepository.viewOf(executor, row.id),
      () => creatorsRepository.accountsOf(executor, row.id),
      () => creatorsRepository.rateCardsOf(executor, row.id),
    ] as const);
    return toCreatorDetail(view, accounts, cards, readerFor(actor, row));
  }

  async function currentDetail(id: number, actor: Actor): Promise<CreatorDetail> {
    const row = await creatorsRepository.findById(db, id);
    if (!row) throw creatorNotFound();
    return detailOf(db, row, actor);
  }

  /** The creator the actor may change with `permission`, at `version`: 404, 403, 409 archived, or 409 with it as it is now. */
  async function editable(actor: Actor, id: number, version: number, note: AuditNote, permission: Permission): Promise<CreatorRow> {
    const row = await readable(actor, id);
    note.entity = { type: 'creator', id };
    if (!mayReach(actor, row, permission)) throw forbidden('Your role does not allow this change');
    if (row.archivedAt) throw archivedCreator();
    if (row.version !== version) throw new EditConflictError(await detailOf(db, row, actor));
    return row;
  }

  /**
   * A change to what belongs to a creator (accounts, snapshots, rate cards), with the creator
   * locked so that two changes take turns. Not a change of its fields: its version stays.
   */
  async function changeBelongings(actor: Actor, creatorId: number, note: AuditNote, permission: Permission, change: (tx: Executor, creator: CreatorRow) => Promise<void>): Promise<CreatorDetail> {
    const row = await readable(actor, creatorId);
    note.entity = { type: 'creator', id: creatorId };
    if (!mayReach(actor, row, permission)) throw forbidden('Your role does not allow this change');
    return db.transaction(async (tx) => {
      const locked = await creatorsRepository.lockById(tx, creatorId);
      if (!locked) throw creatorNotFound();
      if (locked.archivedAt) throw archivedCreator();
      await change(tx, locked);
      await creatorsRepository.touch(tx, creatorId);
      return detailOf(tx, locked, actor);
    });
  }

  return { readerFor, mayReach, readable, detailOf, currentDetail, editable, changeBelongings };
}

export type CreatorAccess = ReturnType<typeof createCreatorAccess>;
