import { z } from 'zod';
import {
  CREATOR_CATEGORIES_MAX,
  CREATOR_STATUSES,
  accountFieldsSchema,
  creatorFieldsSchema,
  creatorValidationMessages,
  isCreatorStatusChangeAllowed,
  type CreatorChanges,
  type CreatorStatus,
  type ImportProblem,
  type Platform,
} from '../../../contract';
import type { SecretKeys } from '../../security/keys';
import { matchedRows, messagesAsKeys, problemsOf, RowRejected, type RecordImporter } from '../imports';
import { creatorsRepository, type CreatorRow } from './creators-repository';
import { creatorValues } from './creators-service';

const keys = messagesAsKeys(creatorValidationMessages);
const accountSchema = accountFieldsSchema(keys).pick({ platform: true, handle: true, url: true });
const profileSchema = creatorFieldsSchema(keys)
  .omit({ iban: true, category_ids: true, primary_manager_id: true, secondary_manager_id: true })
  .extend({ status: z.enum(CREATOR_STATUSES, { errorMap: () => ({ message: keys.statusInvalid }) }).optional() });
const followersSchema = z.number().int().min(0).max(10_000_000_000).optional();

/** The import's column names for the fields the creator schemas name otherwise. */
const FIELD_NAMES = { url: 'account_url', default_commission_bps: 'default_commission' };

interface CreatorRecord {
  account: { platform: Platform; handle: string; url?: string | null | undefined };
  profile: Omit<CreatorChanges, 'iban' | 'category_ids'> & { status?: CreatorStatus | undefined };
  categoryIds: number[] | undefined;
  followers: number | undefined;
}

function updateProblems(current: CreatorRow, record: CreatorRecord): ImportProblem[] {
  if (current.archivedAt) return [{ field: 'handle', problem: 'archived' }];
  const { status, representation_start: start, representation_months: months } = record.profile;
  if (status && status !== current.status && !isCreatorStatusChangeAllowed(current.status as CreatorStatus, status)) return [{ field: 'status', problem: 'statusChangeNotAllowed' }];
  if (months && !(start ?? current.representationStart)) return [{ field: 'representation_start', problem: 'representationStartRequired' }];
  return [];
}

function newRecordProblems(record: CreatorRecord): ImportProblem[] {
  if (!record.profile.stage_name) return [{ field: 'stage_name', problem: 'required' }];
  if (record.profile.representation_months && !record.profile.representation_start) return [{ field: 'representation_start', problem: 'representationStartRequired' }];
  return [];
}

const keyOf = (account: { platform: string; handle: string }) => `${account.platform}:${account.handle.toLowerCase()}`;

/**
 * Creators from a file, one platform account per row, matched by platform and handle (archived
 * creators too). Categories are named; followers add a snapshot with source `import`. The IBAN is
 * never imported: bank data is typed on the creator's page only.
 */
export function createCreatorImporter(secretKeys: SecretKeys): RecordImporter<CreatorRecord> {
  return {
    entity: 'creators',
    permission: 'import:creator',
    logEntity: 'creator',
    keyTaken: { field: 'handle', problem: 'handleInUse' },
    async open(executor, actor) {
      const categories = new Map((await creatorsRepository.categories(executor)).map((category) => [category.name.toLowerCase(), category.id]));

      function categoryIdsOf(names: unknown): { ids?: number[]; problems: ImportProblem[] } {
        if (names === undefined) return { problems: [] };
        const list = names as string[];
        if (list.length > CREATOR_CATEGORIES_MAX) return { problems: [{ field: 'categories', problem: 'categoriesInvalid' }] };
        const ids = list.map((name) => categories.get(name.toLowerCase()));
        if (ids.some((id) => id === undefined)) return { problems: [{ field: 'categories', problem: 'categoryUnknown' }] };
        return { ids: [...new Set(ids as number[])], problems: [] };
      }

      return {
        check(values) {
          const { platform, handle, account_url: url, categories: categoryNames, followers, default_commission: commission, ...profileValues } = values;
          const account = accountSchema.safeParse({ platform, handle, url });
          const profile = profileSchema.safeParse({ ...profileValues, default_commission_bps: commission });
          const counted = followersSchema.safeParse(followers);
          const category = categoryIdsOf(categoryNames);
          const problems = [
            ...(account.success ? [] : problemsOf(account.error, keys, FIELD_NAMES)),
            ...(profile.success ? [] : problemsOf(profile.error, keys, FIELD_NAMES)),
            ...(counted.success ? [] : [{ field: 'followers', problem: 'numberInvalid' }]),
            ...category.problems,
          ];
          if (!account.success || !profile.success || !counted.success || problems.length > 0) return { key: account.success ? keyOf(account.data) : null, problems, record: null };
          return { key: keyOf(account.data), problems: [], record: { account: account.data, profile: profile.data, categoryIds: category.ids, followers: counted.data } };
        },

        async matches(db, rows) {
          return matchedRows(rows, await creatorsRepository.byAccountKeys(db, rows.map((row) => row.record.account)), updateProblems);
        },

        async apply(tx, record) {
          const { status, ...profile } = record.profile;
          const current = await creatorsRepository.lockByAccount(tx, record.account.platform, record.account.handle);
          let accountId: number;
          let creatorId: number;
          if (current) {
            const problems = updateProblems(current.creator, record);
            if (problems.length > 0) throw new RowRejected(problems);
            await creatorsRepository.updateIfVersion(tx, current.creator.id, current.creator.version, { ...creatorValues(profile, secretKeys), ...(status ? { status } : {}) });
            if (record.account.url && record.account.url !== current.account.url) {
              await creatorsRepository.updateAccountIfVersion(tx, current.account.id, current.account.version, { url: record.account.url });
            }
            accountId = current.account.id;
            creatorId = current.creator.id;
          } else {
            const problems = newRecordProblems(record);
            if (problems.length > 0) throw new RowRejected(problems);
            const created = await creatorsRepository.insert(tx, {
              ...creatorValues(profile, secretKeys),
              stageName: profile.stage_name!,
              primaryManagerId: actor.userId,
              status: status ?? 'prospect',
              createdBy: actor.userId,
            });
            const account = await creatorsRepository.insertAccount(tx, { creatorId: created.id, platform: record.account.platform, handle: record.account.handle, url: record.account.url ?? null, isPrimary: true });
            accountId = account.id;
            creatorId = created.id;
          }
          if (record.categoryIds) await creatorsRepository.setCategories(tx, creatorId, record.categoryIds);
          if (record.followers !== undefined) {
            await creatorsRepository.insertSnapshot(tx, { accountId, capturedAt: new Date(), followers: record.followers, source: 'import', createdBy: actor.userId });
            await creatorsRepository.refreshFollowers(tx, creatorId);
          }
          return current ? 'updated' : 'created';
        },
      };
    },
  };
}
