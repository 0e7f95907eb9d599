import { z } from 'zod';
import {
  SPONSOR_STATUSES,
  isSponsorStatusChangeAllowed,
  sponsorFieldsSchema,
  sponsorValidationMessages,
  type ImportProblem,
  type SponsorChanges,
  type SponsorStatus,
} from '../../../contract';
import type { Executor } from '../../db/database';
import { matchedRows, messagesAsKeys, problemsOf, RowRejected, type RecordImporter } from '../imports';
import { sponsorsRepository, type SponsorRow } from './sponsors-repository';
import { sponsorValues } from './sponsors-service';

const keys = messagesAsKeys(sponsorValidationMessages);
const rowSchema = sponsorFieldsSchema(keys).extend({ status: z.enum(SPONSOR_STATUSES, { errorMap: () => ({ message: keys.statusInvalid }) }).optional() });

type SponsorRecord = SponsorChanges & { status?: SponsorStatus | undefined };

function updateProblems(current: Pick<SponsorRow, 'archivedAt' | 'status'>, record: SponsorRecord): ImportProblem[] {
  if (current.archivedAt) return [{ field: 'vat_number', problem: 'archived' }];
  if (record.status && record.status !== current.status && !isSponsorStatusChangeAllowed(current.status as SponsorStatus, record.status)) {
    return [{ field: 'status', problem: 'statusChangeNotAllowed' }];
  }
  return [];
}

/** Sponsors from a file: matched by VAT number (archived ones too); new ones are owned by who imports them. */
export const sponsorImporter: RecordImporter<SponsorRecord> = {
  entity: 'sponsors',
  permission: 'import:sponsor',
  logEntity: 'sponsor',
  keyTaken: { field: 'vat_number', problem: 'vatInUse' },
  async open(_executor, actor) {
    return {
      check(values) {
        const parsed = rowSchema.safeParse(values);
        if (!parsed.success) return { key: null, problems: problemsOf(parsed.error, keys), record: null };
        return { key: parsed.data.vat_number ?? null, problems: [], record: parsed.data };
      },

      async matches(executor: Executor, rows) {
        const found = await sponsorsRepository.withVatNumbers(executor, rows.map((row) => row.key));
        return matchedRows(rows, new Map(found.map((row) => [row.vatNumber!, row])), updateProblems);
      },

      async apply(tx, record) {
        const { status, ...fields } = record;
        const current = fields.vat_number ? await sponsorsRepository.lockByVatNumber(tx, fields.vat_number) : undefined;
        if (current) {
          const problems = updateProblems(current, record);
          if (problems.length > 0) throw new RowRejected(problems);
          await sponsorsRepository.updateIfVersion(tx, current.id, current.version, { ...sponsorValues(fields), ...(status ? { status } : {}) });
          return 'updated';
        }
        if (!fields.display_name) throw new RowRejected([{ field: 'display_name', problem: 'required' }]);
        await sponsorsRepository.insert(tx, { ...sponsorValues(fields), displayName: fields.display_name, ownerId: actor.userId, status: status ?? 'prospect', createdBy: actor.userId });
        return 'created';
      },
    };
  },
};
