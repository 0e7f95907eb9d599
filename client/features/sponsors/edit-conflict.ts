import { editConflictSchema, sponsorDetailSchema, type SponsorDetail } from '../../../contract';
import { isApiErrorResponse } from '../../lib/api/api-errors';
import { SPONSOR_FORM_FIELDS, sponsorFormValues, type SponsorFormField, type SponsorFormValues } from './sponsor-form';

const sponsorConflict = editConflictSchema(sponsorDetailSchema);

/** The sponsor as someone else saved it, when a save was refused as an edit conflict. */
export function conflictingSponsor(error: unknown): SponsorDetail | undefined {
  if (!isApiErrorResponse(error) || error.status !== 409) return undefined;
  const parsed = sponsorConflict.safeParse(error.body);
  return parsed.success && parsed.data.code === 'edit_conflict' ? parsed.data.current : undefined;
}

export interface SponsorConflictRow {
  field: SponsorFormField;
  theirs: string;
  yours: string;
}

/** The fields the editor changed, each with the value now saved and the one they typed; the ones that differ. */
export function conflictRows(mine: SponsorFormValues, changed: readonly SponsorFormField[], current: SponsorDetail): SponsorConflictRow[] {
  const theirs = sponsorFormValues(current);
  return SPONSOR_FORM_FIELDS.filter((field) => changed.includes(field) && theirs[field].trim() !== mine[field].trim()).map((field) => ({
    field,
    theirs: theirs[field],
    yours: mine[field],
  }));
}
