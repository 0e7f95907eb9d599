import { can, PERMISSIONS, type Permission } from '../../../contract';
import { permissionActor, type Actor } from '../../context';
import { conflict, forbidden, notFound } from '../../http/api-error';
import type { CampaignReader } from './campaign-mappers';

export const campaignNotFound = () => notFound('Campaign not found');
export const dealNotFound = () => notFound('Deal not found');
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
