import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { permissionRoute } from '../platform/access';
import { commonErrors, editConflictSchema, errorSchema } from '../platform/errors';
import { recordIdSchema } from '../platform/records';
import {
  createDeliverableSchema,
  deliverableListSchema,
  deliverableSchema,
  deliverableStatusChangeSchema,
  draftListSchema,
  publishDeliverableSchema,
  reviewDraftSchema,
  updateDeliverableSchema,
} from './deliverable-schemas';

const c = initContract();

const campaignPath = z.object({ id: recordIdSchema });
const dealPath = z.object({ id: recordIdSchema, dealId: recordIdSchema });
const deliverablePath = z.object({ id: recordIdSchema });
const draftPath = z.object({ id: recordIdSchema, draftId: recordIdSchema });
const editResponses = { 200: deliverableSchema, ...commonErrors, 404: errorSchema, 409: editConflictSchema(deliverableSchema).or(errorSchema) };

/** What each creator of a campaign delivers, by when, and its drafts under review (DOMAIN.md §2). */
export const deliverableRoutes = {
  deliverables: {
    method: 'GET',
    metadata: permissionRoute('read:campaign'),
    path: '/campaigns/:id/deliverables',
    pathParams: campaignPath,
    responses: { 200: deliverableListSchema, ...commonErrors, 404: errorSchema },
    summary: 'The deliverables of a campaign’s deals, each with whether it is overdue in the agency’s time zone',
  },
  addDeliverable: {
    method: 'POST',
    metadata: permissionRoute('update:campaign', { audit: 'deliverable_created' }),
    path: '/campaigns/:id/deals/:dealId/deliverables',
    pathParams: dealPath,
    body: createDeliverableSchema(),
    responses: { 201: deliverableSchema, ...commonErrors, 404: errorSchema, 409: errorSchema },
    summary: 'Add a deliverable to a deal: platform, type, and the days the draft and the publication are due',
  },
  updateDeliverable: {
    method: 'PATCH',
    metadata: permissionRoute('update:campaign', { audit: 'deliverable_updated' }),
    path: '/deliverables/:id',
    pathParams: deliverablePath,
    body: updateDeliverableSchema(),
    responses: editResponses,
    summary: 'Change a deliverable’s type, platform, due days or caption requirements (409 edit_conflict when its version changed)',
  },
  changeDeliverableStatus: {
    method: 'PUT',
    metadata: permissionRoute('update:campaign', { audit: 'deliverable_status_changed' }),
    path: '/deliverables/:id/status',
    pathParams: deliverablePath,
    body: deliverableStatusChangeSchema(),
    responses: editResponses,
    summary: 'Move a deliverable by hand (to awaiting a draft, measured, cancelled…); drafts and publishing move it otherwise',
  },
  publishDeliverable: {
    method: 'POST',
    metadata: permissionRoute('publish:deliverable', { audit: 'deliverable_published' }),
    path: '/deliverables/:id/publish',
    pathParams: deliverablePath,
    body: publishDeliverableSchema(),
    responses: editResponses,
    summary: 'Record an approved deliverable as published: its address, when, and whether it shows the disclosure (a creator: their own deliverables only)',
  },
  drafts: {
    method: 'GET',
    metadata: permissionRoute('read:campaign'),
    path: '/deliverables/:id/drafts',
    pathParams: deliverablePath,
    responses: { 200: draftListSchema, ...commonErrors, 404: errorSchema },
    summary: 'A deliverable with its drafts, newest version first, each with its review (a creator: their own deliverables only, 404 otherwise)',
  },
  submitDraft: {
    method: 'POST',
    metadata: permissionRoute('submit:draft', { audit: 'draft_submitted' }),
    path: '/deliverables/:id/drafts',
    pathParams: deliverablePath,
    contentType: 'multipart/form-data',
    body: c.type<{ file?: File; link_url?: string; caption?: string }>(),
    responses: { 201: draftListSchema, ...commonErrors, 404: errorSchema, 409: errorSchema, 413: errorSchema, 415: errorSchema },
    summary: 'Submit the next version of the draft (a file of at most 50 MB, recognised by content, or a link): the deliverable goes in review; one draft is in review at a time (a creator: their own deliverables only)',
  },
  reviewDraft: {
    method: 'POST',
    metadata: permissionRoute('review:draft', { audit: 'draft_reviewed' }),
    path: '/deliverables/:id/drafts/:draftId/review',
    pathParams: draftPath,
    body: reviewDraftSchema(),
    responses: { 200: draftListSchema, ...commonErrors, 404: errorSchema, 409: errorSchema },
    summary: 'Review the draft in review: approved, approved with corrections, or needs work (with feedback)',
  },
  draftFile: {
    method: 'GET',
    metadata: permissionRoute('read:campaign'),
    path: '/draft-files/:fileId',
    pathParams: z.object({ fileId: z.string().uuid('Unknown file') }),
    responses: { 200: c.otherResponse({ contentType: 'application/octet-stream', body: c.type<Buffer>() }), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    summary: 'A draft’s file, as an attachment with its real content type (a creator: files of their own deliverables only)',
  },
} as const;
