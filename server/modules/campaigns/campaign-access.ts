import { can, PERMISSIONS, type Permission } from '../../../contract';
import { permissionActor, type Actor } from '../../context';
import type { Executor } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import type { CampaignReader } from './campaign-mappers';
import { creatorWorkRepository } from './creator-work-repository';

export const campaignNotFound = () => notFound('Campaign not found');
export const dealNotFound = () => notFound('Deal not found');
export const deliverableNotFound = () => notFound('Deliverable not found');
export const archivedCampaign = () => conflict('campaign_archived', 'The campaign is archived: restore it to change it');

/** What of a campaign or a deal the actor may read: money fields only with `read:money`. */
export function readerFor(actor: Actor): CampaignReader {
  const subject = permissionActor(actor);
  return { may: (permission: Permission) => can(subject, permission) };
}

/** A change that sets a money field needs `update:money`; the others may change everything else. */
export function requireMoneyChange(actor: Actor, fields: Record<string, unknown>, moneyFields: readonly string[]): void {
  if (moneyFields.some((field) => fields[field] !== undefined) && !can(permissionActor(actor), 'update:money')) throw forbidden(PERMISSIONS['update:money']);
}

/** Whether the actor holds `permission` for every campaign's work (staff), not only for their own (a creator, by `:own`). */
function holdsForAll(actor: Actor, permission: Permission): boolean {
  return can(permissionActor(actor), permission, { owner_id: null });
}

/**
 * For what is no one creator's (the lists and the board, a campaign's record, its deals and its
 * deliverables): a role that holds only the `:own` form of the permission passes the route, and
 * is refused here.
 */
export function requireForAll(actor: Actor, permission: Permission): void {
  if (!holdsForAll(actor, permission)) throw forbidden(PERMISSIONS[permission]);
}

/**
 * Whether the actor may act on the deliverable with `permission`: staff on every one; a creator
 * on their own only, while their deal stands (to them, any other does not exist: the caller answers 404).
 */
export async function mayReachDeliverable(executor: Executor, actor: Actor, permission: Permission, deliverableId: number): Promise<boolean> {
  requirePermission(actor, permission);
  if (holdsForAll(actor, permission)) return true;
  const owner = await creatorWorkRepository.portalUserOfDeliverable(executor, deliverableId);
  return owner !== null && can(permissionActor(actor), permission, { owner_id: owner });
}
