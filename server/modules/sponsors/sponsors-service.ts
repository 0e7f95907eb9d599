import { randomUUID } from 'node:crypto';
import {
  SPONSOR_CONTACTS_MAX,
  SPONSOR_OWNER_OPTIONS_MAX,
  isSponsorStatusChangeAllowed,
  sponsorValidationMessages as messages,
  type CreateSponsorBody,
  type PersonRef,
  type RecordActivity,
  type SponsorChanges,
  type SponsorContactBody,
  type SponsorDetail,
  type SponsorList,
  type SponsorListQuery,
  type SponsorBulkBody,
  type SponsorBulkResult,
  type SponsorColumn,
  type SponsorExportQuery,
  type SponsorFilter,
  type SponsorStatus,
  SPONSOR_COLUMNS,
} from '../../../contract';
import type { Actor, RequestContext } from '../../context';
import { EXPORT_BATCH_SIZE, readInBatches } from '../../db/batched-read';
import type { ExportColumn, ExportOutcome, ExportSheet } from '../../http/streaming-export';
import { readTogether, type Database, type Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, EditConflictError, notFound, notSignedIn, validationError } from '../../http/api-error';
import { checkedImage } from '../../http/image-upload';
import { requirePermission } from '../../http/permissions';
import { changesBetween, type ActivityLogService, type AuditNote } from '../activity-log';
import { usersRepository } from '../users';
import { AUDITED_CONTACT_FIELDS, AUDITED_SPONSOR_FIELDS, toSponsor, toSponsorContact, toSponsorDetail } from './sponsor-mappers';
import {
  sponsorBulkRepository,
  sponsorExports,
  sponsorsRepository,
  type SponsorContactValues,
  type SponsorExportRow,
  type SponsorListFilter,
  type SponsorLogoRow,
  type SponsorRow,
  type SponsorValues,
} from './sponsors-repository';

const vatInUse = () =>
  conflict('vat_number_in_use', 'Another sponsor has this VAT number', [
    { field: 'vat_number', message: 'Another sponsor has this VAT number.', code: 'vat_number_in_use' },
  ]);
const archivedSponsor = () => conflict('sponsor_archived', 'The sponsor is archived: restore it to change it');
const sponsorNotFound = () => notFound('Sponsor not found');
const contactNotFound = () => notFound('Contact not found');

/** The columns for the fields a request gave (absent fields stay as they are). */
export function sponsorValues(fields: Partial<SponsorChanges>): SponsorValues {
  const values: SponsorValues = {};
  const set = <K extends keyof SponsorValues>(key: K, value: SponsorValues[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('displayName', fields.display_name);
  set('legalName', fields.legal_name);
  set('vatNumber', fields.vat_number);
  set('taxCode', fields.tax_code);
  set('sdiCode', fields.sdi_code);
  set('pec', fields.pec);
  set('industry', fields.industry);
  set('website', fields.website);
  set('addressLine', fields.address_line);
  set('city', fields.city);
  set('postalCode', fields.postal_code);
  set('province', fields.province);
  set('country', fields.country);
  set('currency', fields.currency);
  set('paymentTermsDays', fields.payment_terms_days);
  set('ownerId', fields.owner_id);
  set('tags', fields.tags);
  set('notes', fields.notes);
  return values;
}

function contactValues(fields: Partial<SponsorContactBody>): SponsorContactValues {
  const values: SponsorContactValues = {};
  if (fields.name !== undefined) values.name = fields.name;
  if (fields.job_title !== undefined) values.jobTitle = fields.job_title;
  if (fields.email !== undefined) values.email = fields.email;
  if (fields.phone !== undefined) values.phone = fields.phone;
  if (fields.is_billing !== undefined) values.isBilling = fields.is_billing;
  if (fields.receives_reports !== undefined) values.receivesReports = fields.receives_reports;
  return values;
}

function listFilterOf(filter: SponsorFilter): SponsorListFilter {
  return { text: filter.q || undefined, status: filter.status, ownerId: filter.owner_id, tag: filter.tag || undefined, archived: filter.archived };
}

/** The export's columns, by the list's column keys (their headers), typed for XLSX. */
const EXPORT_COLUMNS: Record<SponsorColumn, ExportColumn<SponsorExportRow>> = {
  display_name: { header: 'display_name', type: 'text', value: (row) => row[1], width: 28 },
  status: { header: 'status', type: 'text', value: (row) => row[2] },
  owner: { header: 'owner', type: 'text', value: (row) => row[3], width: 18 },
  contact: { header: 'contact', type: 'text', value: (row) => row[4], width: 32 },
  vat_number: { header: 'vat_number', type: 'text', value: (row) => row[5], width: 16 },
  city: { header: 'city', type: 'text', value: (row) => row[6], width: 16 },
  tags: { header: 'tags', type: 'text', value: (row) => row[7], width: 20 },
  payment_terms_days: { header: 'payment_terms_days', type: 'integer', value: (row) => row[8] },
  updated_at: { header: 'updated_at', type: 'datetime', value: (row) => row[9], width: 22 },
};


/** An export, ready to stream: its rows, and what to do once it has ended. */
export interface SponsorExport {
  sheet: ExportSheet<SponsorExportRow>;
  finish(outcome: ExportOutcome, error?: unknown): Promise<void>;
}

export type SponsorsService = ReturnType<typeof createSponsorsService>;

export function createSponsorsService(deps: { db: Database; activityLog: ActivityLogService }) {
  const { db, activityLog } = deps;

  async function detailOf(executor: Executor, row: SponsorRow): Promise<SponsorDetail> {
    const [view, contacts, createdBy] = await readTogether(executor, [
      () => sponsorsRepository.viewOf(executor, row),
      () => sponsorsRepository.contactsOf(executor, row.id),
      () => sponsorsRepository.personById(executor, row.createdBy),
    ] as const);
    return toSponsorDetail(view, contacts, createdBy);
  }

  async function currentDetail(id: number): Promise<SponsorDetail> {
    const row = await sponsorsRepository.findById(db, id);
    if (!row) throw sponsorNotFound();
    return detailOf(db, row);
  }

  async function requireOwner(ownerId: number | null | undefined): Promise<void> {
    if (ownerId === null || ownerId === undefined) return;
    if (!(await usersRepository.isActiveStaff(db, ownerId))) throw validationError([{ field: 'owner_id', message: messages.ownerInvalid }]);
  }

  /** The sponsor to change at `version`: 404 when it does not exist, 409 with it as it is when its version moved on. */
  async function editable(id: number, version: number, note: AuditNote): Promise<SponsorRow> {
    const row = await sponsorsRepository.findById(db, id);
    if (!row) throw sponsorNotFound();
    note.entity = { type: 'sponsor', id };
    if (row.version !== version) throw new EditConflictError(await detailOf(db, row));
    return row;
  }

  /**
   * Writes a change guarded by the version the editor read: when another save got there first the
   * update matches no row and the answer is the conflict with the sponsor as it now is.
   */
  async function saveIfVersion(before: SponsorRow, version: number, values: SponsorValues, note: AuditNote): Promise<SponsorDetail> {
    let after: SponsorRow | undefined;
    try {
      after = await sponsorsRepository.updateIfVersion(db, before.id, version, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw vatInUse();
      throw error;
    }
    if (!after) throw new EditConflictError(await currentDetail(before.id));
    const [beforeView, detail] = await Promise.all([sponsorsRepository.viewOf(db, before), detailOf(db, after)]);
    note.changes = {
      ...changesBetween(toSponsor(beforeView), detail, AUDITED_SPONSOR_FIELDS),
      ...changesBetween({ owner: beforeView.owner?.username ?? null }, { owner: detail.owner?.username ?? null }, ['owner']),
    };
    return detail;
  }

  /**
   * A change to what belongs to a sponsor (contacts, logo), with the sponsor locked so that two
   * changes take turns (one primary contact, the limit, one logo). Not a change of its fields: its
   * version stays, so that nobody editing the details meets a conflict for it.
   */
  async function changeBelongings(actor: Actor, sponsorId: number, note: AuditNote, change: (tx: Executor) => Promise<void>): Promise<SponsorDetail> {
    requirePermission(actor, 'update:sponsor');
    note.entity = { type: 'sponsor', id: sponsorId };
    return db.transaction(async (tx) => {
      const sponsor = await sponsorsRepository.lockById(tx, sponsorId);
      if (!sponsor) throw sponsorNotFound();
      if (sponsor.archivedAt) throw archivedSponsor();
      await change(tx);
      return detailOf(tx, sponsor);
    });
  }

  return {
    async list(context: RequestContext, query: SponsorListQuery): Promise<SponsorList> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:sponsor');
      const { views, total } = await sponsorsRepository.list(
        db,
        { text: query.q || undefined, status: query.status, ownerId: query.owner_id, tag: query.tag || undefined, archived: query.archived },
        { column: query.sort, dir: query.dir },
        { offset: (query.page - 1) * query.page_size, limit: query.page_size },
      );
      return { sponsors: views.map(toSponsor), total };
    },

    async ownerOptions(context: RequestContext, text: string | undefined): Promise<{ owners: PersonRef[] }> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:sponsor');
      const people = await usersRepository.activeStaff(db, text || undefined, SPONSOR_OWNER_OPTIONS_MAX);
      return { owners: people.map((person) => ({ user_id: person.id, username: person.username })) };
    },

    async get(context: RequestContext, id: number): Promise<SponsorDetail> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:sponsor');
      return currentDetail(id);
    },

    async create(context: RequestContext, body: CreateSponsorBody & SponsorChanges & { display_name: string; status?: SponsorStatus | undefined }): Promise<SponsorDetail> {
      return activityLog.audited(context, 'sponsor_created', 201, async (actor, note) => {
        requirePermission(actor, 'create:sponsor');
        const ownerId = body.owner_id === undefined ? actor.userId : body.owner_id;
        await requireOwner(ownerId);
        try {
          const row = await sponsorsRepository.insert(db, {
            ...sponsorValues(body),
            displayName: body.display_name,
            ownerId,
            status: body.status ?? 'prospect',
            createdBy: actor.userId,
          });
          note.entity = { type: 'sponsor', id: row.id };
          return await detailOf(db, row);
        } catch (error) {
          if (isUniqueViolation(error)) throw vatInUse();
          throw error;
        }
      });
    },

    async update(context: RequestContext, id: number, body: SponsorChanges & { version: number }): Promise<SponsorDetail> {
      return activityLog.audited(context, 'sponsor_updated', 200, async (actor, note) => {
        requirePermission(actor, 'update:sponsor');
        const { version, ...fields } = body;
        const before = await editable(id, version, note);
        if (before.archivedAt) throw archivedSponsor();
        if (fields.owner_id !== undefined && fields.owner_id !== before.ownerId) await requireOwner(fields.owner_id);
        return saveIfVersion(before, version, sponsorValues(fields), note);
      });
    },

    async changeStatus(context: RequestContext, id: number, status: SponsorStatus, version: number): Promise<SponsorDetail> {
      return activityLog.audited(context, 'sponsor_status_changed', 200, async (actor, note) => {
        requirePermission(actor, 'update:sponsor');
        const before = await editable(id, version, note);
        if (before.archivedAt) throw archivedSponsor();
        if (!isSponsorStatusChangeAllowed(before.status as SponsorStatus, status)) {
          throw validationError([{ field: 'status', message: messages.statusChangeNotAllowed, code: 'status_change_not_allowed' }]);
        }
        return saveIfVersion(before, version, { status }, note);
      });
    },

    async archive(context: RequestContext, id: number, version: number): Promise<SponsorDetail> {
      return activityLog.audited(context, 'sponsor_archived', 200, async (actor, note) => {
        requirePermission(actor, 'archive:sponsor');
        const before = await editable(id, version, note);
        if (before.archivedAt) throw conflict('already_archived', 'The sponsor is already archived');
        return saveIfVersion(before, version, { archivedAt: new Date() }, note);
      });
    },

    async restore(context: RequestContext, id: number, version: number): Promise<SponsorDetail> {
      return activityLog.audited(context, 'sponsor_restored', 200, async (actor, note) => {
        requirePermission(actor, 'archive:sponsor');
        const before = await editable(id, version, note);
        if (!before.archivedAt) throw conflict('not_archived', 'The sponsor is not archived');
        return saveIfVersion(before, version, { archivedAt: null }, note);
      });
    },

    async addContact(context: RequestContext, sponsorId: number, body: SponsorContactBody & { name: string }): Promise<SponsorDetail> {
      return activityLog.audited(context, 'sponsor_contact_added', 201, async (actor, note) =>
        changeBelongings(actor, sponsorId, note, async (tx) => {
          const existing = await sponsorsRepository.countContacts(tx, sponsorId);
          if (existing >= SPONSOR_CONTACTS_MAX) throw conflict('too_many_contacts', `A sponsor has at most ${SPONSOR_CONTACTS_MAX} contacts`);
          const isPrimary = existing === 0 || body.is_primary === true;
          if (isPrimary) await sponsorsRepository.clearPrimary(tx, sponsorId);
          const contact = await sponsorsRepository.insertContact(tx, sponsorId, { ...contactValues(body), name: body.name, isPrimary });
          note.changes = { contact: { from: null, to: toSponsorContact(contact).name } };
        }),
      );
    },

    async updateContact(context: RequestContext, sponsorId: number, contactId: number, body: Partial<SponsorContactBody> & { version: number }): Promise<SponsorDetail> {
      return activityLog.audited(context, 'sponsor_contact_updated', 200, async (actor, note) =>
        changeBelongings(actor, sponsorId, note, async (tx) => {
          const before = await sponsorsRepository.findContact(tx, sponsorId, contactId);
          if (!before) throw contactNotFound();
          if (before.version !== body.version) {
            const sponsor = await sponsorsRepository.findById(tx, sponsorId);
            throw new EditConflictError(await detailOf(tx, sponsor!));
          }
          if (body.is_primary === false && before.isPrimary) {
            throw validationError([{ field: 'is_primary', message: messages.primaryContactRequired }]);
          }
          if (body.is_primary === true && !before.isPrimary) await sponsorsRepository.clearPrimary(tx, sponsorId, contactId);
          const values = { ...contactValues(body), ...(body.is_primary === true ? { isPrimary: true } : {}) };
          const after = await sponsorsRepository.updateContactIfVersion(tx, contactId, body.version, values);
          if (!after) throw contactNotFound();
          note.changes = changesBetween(toSponsorContact(before), toSponsorContact(after), AUDITED_CONTACT_FIELDS, `contact.${contactId}.`);
        }),
      );
    },

    async removeContact(context: RequestContext, sponsorId: number, contactId: number): Promise<SponsorDetail> {
      return activityLog.audited(context, 'sponsor_contact_removed', 200, async (actor, note) =>
        changeBelongings(actor, sponsorId, note, async (tx) => {
          const contact = await sponsorsRepository.findContact(tx, sponsorId, contactId);
          if (!contact) throw contactNotFound();
          await sponsorsRepository.deleteContact(tx, contactId);
          if (contact.isPrimary) await sponsorsRepository.promoteFirstContact(tx, sponsorId);
          note.changes = { contact: { from: contact.name, to: null } };
        }),
      );
    },

    /** Checks the bytes as for a profile picture (see checkedImage), then replaces the logo. */
    async uploadLogo(context: RequestContext, sponsorId: number, bytes: Buffer | undefined): Promise<SponsorDetail> {
      return activityLog.audited(context, 'sponsor_updated', 200, async (actor, note) => {
        note.entity = { type: 'sponsor', id: sponsorId };
        const logo = { id: randomUUID(), ...(await checkedImage(bytes)) };
        return changeBelongings(actor, sponsorId, note, async (tx) => {
          const replaced = await sponsorsRepository.replaceLogo(tx, sponsorId, logo);
          note.changes = { logo: { from: replaced ? 'logo' : null, to: 'logo' } };
        });
      });
    },

    async removeLogo(context: RequestContext, sponsorId: number): Promise<SponsorDetail> {
      return activityLog.audited(context, 'sponsor_updated', 200, async (actor, note) =>
        changeBelongings(actor, sponsorId, note, async (tx) => {
          if (await sponsorsRepository.replaceLogo(tx, sponsorId, null)) note.changes = { logo: { from: 'logo', to: null } };
        }),
      );
    },

    async logo(context: RequestContext, logoId: string): Promise<SponsorLogoRow> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:sponsor');
      const logo = await sponsorsRepository.findLogo(db, logoId);
      if (!logo) throw notFound('Logo not found');
      return logo;
    },

    /**
     * The matching sponsors in the list's order, read in keyset batches, with the chosen columns.
     * Audited when it ends (completed, failed or abandoned), not when it starts.
     */
    async export(context: RequestContext, query: SponsorExportQuery): Promise<SponsorExport> {
      const finish = await activityLog.startExport(context, 'export:sponsor', { entity: { type: 'sponsor' } }, 'sponsor export');
      const filter = listFilterOf(query);
      const sort = { column: query.sort, dir: query.dir };
      const batches = readInBatches<SponsorExportRow>(db, {
        label: 'sponsor export',
        size: EXPORT_BATCH_SIZE,
        query: (after, size) => sponsorExports.batch(db, filter, sort, after && { key: after[10], id: Number(after[0]) }, size),
        row: (values) => values as unknown as SponsorExportRow,
      });
      return { sheet: { name: 'Sponsors', columns: (query.columns ?? SPONSOR_COLUMNS).map((column) => EXPORT_COLUMNS[column]), batches }, finish };
    },

    /** One change to many sponsors, in one statement, with one audit entry that counts them. */
    async bulk(context: RequestContext, body: SponsorBulkBody): Promise<SponsorBulkResult> {
      return activityLog.audited(context, 'sponsors_bulk_updated', 200, async (actor, note) => {
        requirePermission(actor, 'update:sponsor');
        if (body.action.type === 'archive') requirePermission(actor, 'archive:sponsor');
        note.entity = { type: 'sponsor' };
        if (body.action.type === 'set_owner') await requireOwner(body.action.owner_id);
        const target = 'ids' in body.target ? { ids: body.target.ids } : { filter: listFilterOf(body.target.filter) };
        const { type, ...value } = body.action;
        return db.transaction(async (tx) => {
          const matched = await sponsorBulkRepository.countTargeted(tx, target);
          const changed = await sponsorBulkRepository.apply(tx, target, body.action);
          note.changes = {
            action: { from: null, to: type },
            ...Object.fromEntries(Object.entries(value).map(([key, to]) => [key, { from: null, to }])),
            matched: { from: null, to: matched },
            changed: { from: null, to: changed },
          };
          return { matched, changed };
        });
      });
    },

    async activity(context: RequestContext, id: number, page: { page: number; page_size: number }): Promise<RecordActivity> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:sponsor');
      if (!(await sponsorsRepository.findById(db, id))) throw sponsorNotFound();
      return activityLog.ofRecord('sponsor', id, page);
    },
  };
}
