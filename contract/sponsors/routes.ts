import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { recordActivityQuerySchema, recordActivitySchema } from '../activity-log/schemas';
import { permissionRoute } from '../platform/access';
import { recordIdSchema } from '../platform/records';
import { commonErrors, editConflictSchema, errorSchema } from '../platform/errors';
import {
  createSponsorSchema,
  sponsorContactFieldsSchema,
  sponsorBulkResultSchema,
  sponsorBulkSchema,
  sponsorDetailSchema,
  sponsorExportQuerySchema,
  sponsorListQuerySchema,
  sponsorListSchema,
  sponsorOwnerOptionsQuerySchema,
  sponsorOwnerOptionsSchema,
  sponsorStatusChangeSchema,
  updateSponsorContactSchema,
  updateSponsorSchema,
  versionOnlySchema,
} from './schemas';

const c = initContract();

const sponsorPath = z.object({ id: recordIdSchema });
const contactPath = z.object({ id: recordIdSchema, contactId: recordIdSchema });
/** 409: a VAT number another sponsor has, or an edit of a version someone else replaced. */
const editResponses = { 200: sponsorDetailSchema, ...commonErrors, 404: errorSchema, 409: editConflictSchema(sponsorDetailSchema).or(errorSchema) };

/** Sponsors: the brands the agency serves, with their contacts (DOMAIN.md §2). */
export const sponsorsContract = c.router(
  {
    list: {
      method: 'GET',
      metadata: permissionRoute('read:sponsor'),
      path: '/sponsors',
      query: sponsorListQuerySchema,
      responses: { 200: sponsorListSchema, ...commonErrors },
      summary: 'Sponsors matching a search and filters, paged and sorted',
    },
    export: {
      method: 'GET',
      metadata: permissionRoute('export:sponsor', { audit: 'data_exported' }),
      path: '/sponsors/export',
      query: sponsorExportQuerySchema,
      responses: {
        200: c.otherResponse({ contentType: 'application/octet-stream', body: c.type<string>() }),
        ...commonErrors,
      },
      summary: 'The sponsors the filters match, in the list’s order, with the chosen columns, as CSV or XLSX with typed cells (streamed)',
    },
    bulk: {
      method: 'POST',
      metadata: permissionRoute('update:sponsor', { audit: 'sponsors_bulk_updated' }),
      path: '/sponsors/bulk',
      body: sponsorBulkSchema,
      responses: { 200: sponsorBulkResultSchema, ...commonErrors },
      summary: 'Change the owner, a tag or the status of selected sponsors, or archive them: by ids, or all that match a filter',
    },
    ownerOptions: {
      method: 'GET',
      metadata: permissionRoute('read:sponsor'),
      path: '/sponsors/owner-options',
      query: sponsorOwnerOptionsQuerySchema,
      responses: { 200: sponsorOwnerOptionsSchema, ...commonErrors },
      summary: 'Active staff users who can own a sponsor, by name',
    },
    create: {
      method: 'POST',
      metadata: permissionRoute('create:sponsor', { audit: 'sponsor_created' }),
      path: '/sponsors',
      body: createSponsorSchema(),
      responses: { 201: sponsorDetailSchema, ...commonErrors, 409: errorSchema },
      summary: 'Create a sponsor (409 when another sponsor has its VAT number)',
    },
    get: {
      method: 'GET',
      metadata: permissionRoute('read:sponsor'),
      path: '/sponsors/:id',
      pathParams: sponsorPath,
      responses: { 200: sponsorDetailSchema, ...commonErrors, 404: errorSchema },
      summary: 'A sponsor with its contacts',
    },
    update: {
      method: 'PATCH',
      metadata: permissionRoute('update:sponsor', { audit: 'sponsor_updated' }),
      path: '/sponsors/:id',
      pathParams: sponsorPath,
      body: updateSponsorSchema(),
      responses: editResponses,
      summary: 'Change a sponsor’s fields (409 edit_conflict with the current sponsor when its version changed)',
    },
    changeStatus: {
      method: 'PUT',
      metadata: permissionRoute('update:sponsor', { audit: 'sponsor_status_changed' }),
      path: '/sponsors/:id/status',
      pathParams: sponsorPath,
      body: sponsorStatusChangeSchema(),
      responses: editResponses,
      summary: 'Move a sponsor to another status its current one allows',
    },
    archive: {
      method: 'POST',
      metadata: permissionRoute('archive:sponsor', { audit: 'sponsor_archived' }),
      path: '/sponsors/:id/archive',
      pathParams: sponsorPath,
      body: versionOnlySchema,
      responses: editResponses,
      summary: 'Archive a sponsor: hidden from lists by default, kept for every report that used it',
    },
    restore: {
      method: 'POST',
      metadata: permissionRoute('archive:sponsor', { audit: 'sponsor_restored' }),
      path: '/sponsors/:id/restore',
      pathParams: sponsorPath,
      body: versionOnlySchema,
      responses: editResponses,
      summary: 'Bring an archived sponsor back',
    },
    addContact: {
      method: 'POST',
      metadata: permissionRoute('update:sponsor', { audit: 'sponsor_contact_added' }),
      path: '/sponsors/:id/contacts',
      pathParams: sponsorPath,
      body: sponsorContactFieldsSchema(),
      responses: { 201: sponsorDetailSchema, ...commonErrors, 404: errorSchema, 409: errorSchema },
      summary: 'Add a contact; the first one, or one marked primary, becomes the primary contact',
    },
    updateContact: {
      method: 'PATCH',
      metadata: permissionRoute('update:sponsor', { audit: 'sponsor_contact_updated' }),
      path: '/sponsors/:id/contacts/:contactId',
      pathParams: contactPath,
      body: updateSponsorContactSchema(),
      responses: editResponses,
      summary: 'Change a contact (409 edit_conflict with the current sponsor when its version changed)',
    },
    removeContact: {
      method: 'DELETE',
      metadata: permissionRoute('update:sponsor', { audit: 'sponsor_contact_removed' }),
      path: '/sponsors/:id/contacts/:contactId',
      pathParams: contactPath,
      body: c.noBody(),
      responses: { 200: sponsorDetailSchema, ...commonErrors, 404: errorSchema },
      summary: 'Remove a contact',
    },
    uploadLogo: {
      method: 'POST',
      metadata: permissionRoute('update:sponsor', { audit: 'sponsor_updated' }),
      path: '/sponsors/:id/logo',
      pathParams: sponsorPath,
      contentType: 'multipart/form-data',
      body: c.type<{ file: File }>(),
      responses: { 200: sponsorDetailSchema, ...commonErrors, 404: errorSchema, 409: errorSchema, 413: errorSchema, 415: errorSchema },
      summary: 'Upload the sponsor’s logo (JPG, PNG or WebP by content, at most 2 MB and 4096×4096 pixels), replacing the old one',
    },
    removeLogo: {
      method: 'DELETE',
      metadata: permissionRoute('update:sponsor', { audit: 'sponsor_updated' }),
      path: '/sponsors/:id/logo',
      pathParams: sponsorPath,
      body: c.noBody(),
      responses: { 200: sponsorDetailSchema, ...commonErrors, 404: errorSchema, 409: errorSchema },
      summary: 'Remove the sponsor’s logo',
    },
    getLogo: {
      method: 'GET',
      metadata: permissionRoute('read:sponsor'),
      path: '/sponsor-logos/:logoId',
      pathParams: z.object({ logoId: z.string().uuid('Unknown logo') }),
      responses: {
        200: c.otherResponse({ contentType: 'image/*', body: c.type<Buffer>() }),
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
      },
      summary: 'A sponsor logo, with its real content type; immutable, so cached for a year',
    },
    activity: {
      method: 'GET',
      metadata: permissionRoute('read:sponsor'),
      path: '/sponsors/:id/activity',
      pathParams: sponsorPath,
      query: recordActivityQuerySchema,
      responses: { 200: recordActivitySchema, ...commonErrors, 404: errorSchema },
      summary: 'What was done to a sponsor and its contacts, newest first, with the changed fields',
    },
  },
  { strictStatusCodes: true },
);
