import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { recordActivityQuerySchema, recordActivitySchema } from '../activity-log/schemas';
import { permissionRoute } from '../platform/access';
import { commonErrors, editConflictSchema, errorSchema } from '../platform/errors';
import { recordIdSchema } from '../platform/records';
import { creatorWorkRoutes } from './creator-work-routes';
import { deliverableRoutes } from './deliverable-routes';
import {
  addDealsResultSchema,
  addDealsSchema,
  campaignBoardSchema,
  campaignDetailSchema,
  campaignFilterSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSponsorOptionsQuerySchema,
  campaignSponsorOptionsSchema,
  campaignStatusChangeSchema,
  campaignVersionSchema,
  createCampaignSchema,
  dealListSchema,
  dealSchema,
  dealStatusChangeSchema,
  updateCampaignSchema,
  updateDealSchema,
} from './schemas';

const c = initContract();

const campaignPath = z.object({ id: recordIdSchema });
const dealPath = z.object({ id: recordIdSchema, dealId: recordIdSchema });
/** 409: an edit of a version someone else replaced (with the record as it is), a code in use, or an archived campaign. */
const editResponses = { 200: campaignDetailSchema, ...commonErrors, 404: errorSchema, 409: editConflictSchema(campaignDetailSchema).or(errorSchema) };
const dealEditResponses = { 200: dealSchema, ...commonErrors, 404: errorSchema, 409: editConflictSchema(dealSchema).or(errorSchema) };

/** Campaigns for sponsors, and the creators in each (deals) (DOMAIN.md §2). */
export const campaignsContract = c.router(
  {
    list: {
      method: 'GET',
      metadata: permissionRoute('read:campaign'),
      path: '/campaigns',
      query: campaignListQuerySchema,
      responses: { 200: campaignListSchema, ...commonErrors },
      summary: 'Campaigns matching a search and filters, paged and sorted',
    },
    board: {
      method: 'GET',
      metadata: permissionRoute('read:campaign'),
      path: '/campaigns/board',
      query: campaignFilterSchema,
      responses: { 200: campaignBoardSchema, ...commonErrors },
      summary: 'The matching campaigns by status: each status with its count and its most recently changed campaigns',
    },
    sponsorOptions: {
      method: 'GET',
      metadata: permissionRoute('read:campaign'),
      path: '/campaigns/sponsor-options',
      query: campaignSponsorOptionsQuerySchema,
      responses: { 200: campaignSponsorOptionsSchema, ...commonErrors },
      summary: 'Sponsors a campaign can be for (not archived), by name',
    },
    create: {
      method: 'POST',
      metadata: permissionRoute('create:campaign', { audit: 'campaign_created' }),
      path: '/campaigns',
      body: createCampaignSchema(),
      responses: { 201: campaignDetailSchema, ...commonErrors, 409: errorSchema },
      summary: 'Create a campaign for a sponsor, as a draft (409 when another campaign has its code)',
    },
    // Before /campaigns/:id, which would take "mine" for an id.
    ...creatorWorkRoutes,
    get: {
      method: 'GET',
      metadata: permissionRoute('read:campaign'),
      path: '/campaigns/:id',
      pathParams: campaignPath,
      responses: { 200: campaignDetailSchema, ...commonErrors, 404: errorSchema },
      summary: 'A campaign with its brief',
    },
    update: {
      method: 'PATCH',
      metadata: permissionRoute('update:campaign', { audit: 'campaign_updated' }),
      path: '/campaigns/:id',
      pathParams: campaignPath,
      body: updateCampaignSchema(),
      responses: editResponses,
      summary: 'Change a campaign’s fields; the brief is sanitised (409 edit_conflict with the current campaign when its version changed)',
    },
    changeStatus: {
      method: 'PUT',
      metadata: permissionRoute('update:campaign', { audit: 'campaign_status_changed' }),
      path: '/campaigns/:id/status',
      pathParams: campaignPath,
      body: campaignStatusChangeSchema(),
      responses: editResponses,
      summary: 'Move a campaign to a status its current one allows',
    },
    archive: {
      method: 'POST',
      metadata: permissionRoute('archive:campaign', { audit: 'campaign_archived' }),
      path: '/campaigns/:id/archive',
      pathParams: campaignPath,
      body: campaignVersionSchema,
      responses: editResponses,
      summary: 'Archive a campaign: hidden from lists by default, kept for every report that used it',
    },
    restore: {
      method: 'POST',
      metadata: permissionRoute('archive:campaign', { audit: 'campaign_restored' }),
      path: '/campaigns/:id/restore',
      pathParams: campaignPath,
      body: campaignVersionSchema,
      responses: editResponses,
      summary: 'Bring an archived campaign back',
    },
    activity: {
      method: 'GET',
      metadata: permissionRoute('read:campaign'),
      path: '/campaigns/:id/activity',
      pathParams: campaignPath,
      query: recordActivityQuerySchema,
      responses: { 200: recordActivitySchema, ...commonErrors, 404: errorSchema },
      summary: 'What was done to a campaign and its deals, newest first, with the changed fields',
    },
    deals: {
      method: 'GET',
      metadata: permissionRoute('read:campaign'),
      path: '/campaigns/:id/deals',
      pathParams: campaignPath,
      responses: { 200: dealListSchema, ...commonErrors, 404: errorSchema },
      summary: 'The creators in a campaign, in the order they were added',
    },
    addDeals: {
      method: 'POST',
      metadata: permissionRoute('update:campaign', { audit: 'deal_added' }),
      path: '/campaigns/:id/deals',
      pathParams: campaignPath,
      body: addDealsSchema(),
      responses: { 201: addDealsResultSchema, ...commonErrors, 404: errorSchema, 409: errorSchema },
      summary: 'Shortlist creators for a campaign, each at their default commission; creators already in it are left as they are',
    },
    updateDeal: {
      method: 'PATCH',
      metadata: permissionRoute('update:campaign', { audit: 'deal_updated' }),
      path: '/campaigns/:id/deals/:dealId',
      pathParams: dealPath,
      body: updateDealSchema(),
      responses: dealEditResponses,
      summary: 'Change a deal’s fee, commission, usage rights or exclusivity (409 edit_conflict with the current deal when its version changed)',
    },
    changeDealStatus: {
      method: 'PUT',
      metadata: permissionRoute('update:campaign', { audit: 'deal_status_changed' }),
      path: '/campaigns/:id/deals/:dealId/status',
      pathParams: dealPath,
      body: dealStatusChangeSchema(),
      responses: dealEditResponses,
      summary: 'Move a deal to a status its current one allows; dropping it may give a reason',
    },
    ...deliverableRoutes,
  },
  { strictStatusCodes: true },
);
