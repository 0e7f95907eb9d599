import {
  CREATOR_SELF_FIELDS,
  PERMISSIONS,
  can,
  creatorValidationMessages as messages,
  isCreatorStatusChangeAllowed,
  type CreateCreatorBody,
  type Creator,
  type CreatorChanges,
  type CreatorDetail,
  type CreatorList,
  type CreatorListQuery,
  type CreatorStatus,
  type PersonRef,
  type RecordActivity,
} from '../../../contract';
import { permissionActor, type Actor, type RequestContext } from '../../context';
import type { Database } from '../../db/database';
import { conflict, EditConflictError, forbidden, notSignedIn, validationError, type FieldError } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import type { SecretKeys } from '../../security/keys';
import { seal } from '../../security/tokens';
import { changesBetween, type ActivityLogService, type AuditNote } from '../activity-log';
import type { InvitationsService } from '../invitations';
import { usersRepository } from '../users';
import { archivedCreator, createCreatorAccess, creatorNotFound } from './creator-access';
import { AUDITED_CREATOR_FIELDS, toCreator } from './creator-mappers';
import { creatorListFilterOf } from './creator-filters';
import { creatorsRepository, type CreatorRow, type CreatorValues } from './creators-repository';

const MANAGER_OPTIONS_MAX = 200;
const MONEY_FIELDS = ['default_commission_bps', 'iban'] as const;

/** The columns for the fields a request gave (absent fields stay as they are); the IBAN sealed. */
export function creatorValues(fields: Partial<CreatorChanges>, keys: SecretKeys): CreatorValues {
  const values: CreatorValues = {};
  const set = <K extends keyof CreatorValues>(key: K, value: CreatorValues[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('stageName', fields.stage_name);
  set('legalName', fields.legal_name);
  set('email', fields.email);
  set('phone', fields.phone);
  set('country', fields.country);
  set('city', fields.city);
  set('languages', fields.languages);
  set('exclusive', fields.exclusive);
  set('representationStart', fields.representation_start);
  set('representationMonths', fields.representation_months);
  set('defaultCommissionBps', fields.default_commission_bps);
  set('primaryManagerId', fields.primary_manager_id);
  set('secondaryManagerId', fields.secondary_manager_id);
  set('vatNumber', fields.vat_number);
  set('taxCode', fields.tax_code);
  set('taxRegime', fields.tax_regime);
  set('notes', fields.notes);
  if (fields.iban !== undefined) {
    values.ibanSealed = fields.iban === null ? null : seal(keys.bankData, fields.iban);
    values.ibanCountry = fields.iban?.slice(0, 2) ?? null;
    values.ibanLast4 = fields.iban?.slice(-4) ?? null;
  }
  return values;
}

export type CreatorsService = ReturnType<typeof createCreatorsService>;

export function createCreatorsService(deps: { db: Database; keys: SecretKeys; activityLog: ActivityLogService; invitations: InvitationsService }) {
  const { db, keys, activityLog, invitations } = deps;
  const access = createCreatorAccess({ db, keys });

  function actorOf(context: RequestContext): Actor {
    if (!context.actor) throw notSignedIn();
    return context.actor;
  }

  /** What a request may change: a creator only their profile; money only who may change money; managers and categories must exist. */
  async function checkChanges(actor: Actor, fields: Partial<CreatorChanges>, row: CreatorRow | null): Promise<void> {
    const given = Object.keys(fields).filter((key) => fields[key as keyof CreatorChanges] !== undefined);
    if (actor.role === 'creator') {
      const foreign = given.filter((key) => !(CREATOR_SELF_FIELDS as readonly string[]).includes(key));
      if (foreign.length > 0) throw forbidden(`A creator changes only their own profile, not: ${foreign.join(', ')}`);
    }
    const money = MONEY_FIELDS.filter((field) => given.includes(field));
    if (money.length > 0 && !can(permissionActor(actor), 'update:money')) throw forbidden(PERMISSIONS['update:money']);
    const problems: FieldError[] = [];
    for (const field of ['primary_manager_id', 'secondary_manager_id'] as const) {
      const id = fields[field];
      const current = row ? (field === 'primary_manager_id' ? row.primaryManagerId : row.secondaryManagerId) : null;
      if (id !== undefined && id !== null && id !== current && !(await usersRepository.isActiveStaff(db, id))) problems.push({ field, message: messages.managerInvalid });
    }
    if (fields.category_ids && (await creatorsRepository.countCategories(db, fields.category_ids)) !== fields.category_ids.length) {
      problems.push({ field: 'category_ids', message: messages.categoryUnknown });
    }
    const start = fields.representation_start !== undefined ? fields.representation_start : (row?.representationStart ?? null);
    const months = fields.representation_months !== undefined ? fields.representation_months : (row?.representationMonths ?? null);
    if (months !== null && start === null) problems.push({ field: 'representation_start', message: messages.representationStartRequired });
    if (problems.length > 0) throw validationError(problems);
  }

  /** The audit's view of a creator: its fields, its people and categories by name, its IBAN masked. */
  function audited(creator: Creator) {
    return {
      ...creator,
      primary_manager: creator.primary_manager?.username ?? null,
      secondary_manager: creator.secondary_manager?.username ?? null,
      categories: creator.categories.map((category) => category.name),
      iban: creator.iban === undefined || creator.iban === null ? null : `•••• ${creator.iban.slice(-4)}`,
    };
  }
  const AUDITED = [...AUDITED_CREATOR_FIELDS, 'primary_manager', 'secondary_manager', 'categories', 'iban'] as const;

  /** Writes a change guarded by the version the editor read; a later save in between makes it a conflict. */
  async function saveIfVersion(actor: Actor, before: CreatorRow, version: number, values: CreatorValues, categoryIds: readonly number[] | undefined, note: AuditNote): Promise<CreatorDetail> {
    const beforeView = await creatorsRepository.viewOf(db, before.id);
    const after = await db.transaction(async (tx) => {
      const row = await creatorsRepository.updateIfVersion(tx, before.id, version, values);
      if (row && categoryIds) await creatorsRepository.setCategories(tx, before.id, categoryIds);
      return row;
    });
    if (!after) throw new EditConflictError(await access.currentDetail(before.id, actor));
    const detail = await access.detailOf(db, after, actor);
    note.changes = changesBetween(audited(toCreator(beforeView, access.readerFor(actor, before))), audited(detail), AUDITED);
    return detail;
  }

  /** Archives (a date) or restores (null) a creator at `version`. */
  async function setArchived(actor: Actor, row: CreatorRow, version: number, archivedAt: Date | null, note: AuditNote): Promise<CreatorDetail> {
    if (row.version !== version) throw new EditConflictError(await access.detailOf(db, row, actor));
    return saveIfVersion(actor, row, version, { archivedAt }, undefined, note);
  }

  return {
    access,

    async list(context: RequestContext, query: CreatorListQuery): Promise<CreatorList> {
      const actor = actorOf(context);
      requirePermission(actor, 'read:creator');
      // A creator's list is their own record only.
      if (actor.role === 'creator') {
        const own = await creatorsRepository.findByPortalUser(db, actor.userId);
        return { creators: own ? [toCreator(await creatorsRepository.viewOf(db, own.id), access.readerFor(actor, own))] : [], total: own ? 1 : 0 };
      }
      const { views, total } = await creatorsRepository.list(
        db,
        creatorListFilterOf(query),
        { column: query.sort, dir: query.dir },
        { offset: (query.page - 1) * query.page_size, limit: query.page_size },
      );
      return { creators: views.map((view) => toCreator(view, access.readerFor(actor, view.row))), total };
    },

    async managerOptions(context: RequestContext): Promise<{ managers: PersonRef[] }> {
      const actor = actorOf(context);
      requirePermission(actor, 'create:creator');
      const people = await usersRepository.activeStaff(db, undefined, MANAGER_OPTIONS_MAX);
      return { managers: people.map((person) => ({ user_id: person.id, username: person.username })) };
    },

    async get(context: RequestContext, id: number): Promise<CreatorDetail> {
      const actor = actorOf(context);
      return access.detailOf(db, await access.readable(actor, id), actor);
    },

    async mine(context: RequestContext): Promise<CreatorDetail> {
      const actor = actorOf(context);
      requirePermission(actor, 'read:creator');
      const own = await creatorsRepository.findByPortalUser(db, actor.userId);
      if (!own) throw creatorNotFound();
      return access.detailOf(db, own, actor);
    },

    async create(context: RequestContext, body: CreateCreatorBody & CreatorChanges & { stage_name: string; status?: CreatorStatus | undefined }): Promise<CreatorDetail> {
      return activityLog.audited(context, 'creator_created', 201, async (actor, note) => {
        requirePermission(actor, 'create:creator');
        const { status, ...fields } = body;
        const primaryManagerId = fields.primary_manager_id === undefined ? actor.userId : fields.primary_manager_id;
        await checkChanges(actor, { ...fields, primary_manager_id: primaryManagerId }, null);
        const row = await db.transaction(async (tx) => {
          const created = await creatorsRepository.insert(tx, {
            ...creatorValues(fields, keys),
            stageName: fields.stage_name,
            primaryManagerId,
            status: status ?? 'prospect',
            createdBy: actor.userId,
          });
          if (fields.category_ids) await creatorsRepository.setCategories(tx, created.id, fields.category_ids);
          return created;
        });
        note.entity = { type: 'creator', id: row.id };
        return access.detailOf(db, row, actor);
      });
    },

    async update(context: RequestContext, id: number, body: CreatorChanges & { version: number }): Promise<CreatorDetail> {
      return activityLog.audited(context, 'creator_updated', 200, async (actor, note) => {
        const { version, ...fields } = body;
        const before = await access.editable(actor, id, version, note, 'update:creator');
        await checkChanges(actor, fields, before);
        return saveIfVersion(actor, before, version, creatorValues(fields, keys), fields.category_ids, note);
      });
    },

    async changeStatus(context: RequestContext, id: number, status: CreatorStatus, version: number): Promise<CreatorDetail> {
      return activityLog.audited(context, 'creator_status_changed', 200, async (actor, note) => {
        const before = await access.editable(actor, id, version, note, 'update:creator:status');
        if (!isCreatorStatusChangeAllowed(before.status as CreatorStatus, status)) {
          throw validationError([{ field: 'status', message: messages.statusChangeNotAllowed, code: 'status_change_not_allowed' }]);
        }
        return saveIfVersion(actor, before, version, { status }, undefined, note);
      });
    },

    async archive(context: RequestContext, id: number, version: number): Promise<CreatorDetail> {
      return activityLog.audited(context, 'creator_archived', 200, async (actor, note) => {
        requirePermission(actor, 'archive:creator');
        const row = await access.readable(actor, id);
        note.entity = { type: 'creator', id };
        if (row.archivedAt) throw conflict('already_archived', 'The creator is already archived');
        return setArchived(actor, row, version, new Date(), note);
      });
    },

    async restore(context: RequestContext, id: number, version: number): Promise<CreatorDetail> {
      return activityLog.audited(context, 'creator_restored', 200, async (actor, note) => {
        requirePermission(actor, 'archive:creator');
        const row = await access.readable(actor, id);
        note.entity = { type: 'creator', id };
        if (!row.archivedAt) throw conflict('not_archived', 'The creator is not archived');
        return setArchived(actor, row, version, null, note);
      });
    },

    /** Invites the creator to the portal with the role creator; the trigger of migration 0008 links their account once they accept. */
    async invite(context: RequestContext, id: number, email: string | undefined, origin: string): Promise<{ creator: CreatorDetail; accept_url?: string }> {
      const actor = actorOf(context);
      requirePermission(actor, 'update:creator:portal');
      const row = await access.readable(actor, id);
      if (row.archivedAt) throw archivedCreator();
      if (row.portalUserId !== null) throw conflict('portal_linked', 'This creator already has a portal account');
      const view = await creatorsRepository.viewOf(db, row.id);
      if (view.portalInvited) throw conflict('portal_invited', 'This creator was already invited; resend or revoke the invitation from the user manager');
      const address = email ?? row.email;
      if (!address) throw validationError([{ field: 'email', message: 'Enter the creator’s e-mail.' }]);
      const { invitations: [invitation] } = await invitations.create(context, { emails: [address], role: 'creator' }, origin);
      await db.transaction((tx) => creatorsRepository.setPortalInvitation(tx, id, invitation!.invitation_id));
      await activityLog.record({ userId: actor.userId, username: actor.username, role: actor.role }, 'creator_updated', 200, context.address, {
        entity: { type: 'creator', id },
        changes: { portal_invitation: { from: null, to: address } },
      });
      const creator = await access.currentDetail(id, actor);
      return invitation!.accept_url ? { creator, accept_url: invitation!.accept_url } : { creator };
    },

    async activity(context: RequestContext, id: number, page: { page: number; page_size: number }): Promise<RecordActivity> {
      const actor = actorOf(context);
      requirePermission(actor, 'read:creator:activity');
      await access.readable(actor, id);
      return activityLog.ofRecord('creator', id, page);
    },
  };
}
