import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { permissionRoute } from '../platform/access';
import { commonErrors, editConflictSchema, errorSchema } from '../platform/errors';
import { recordIdSchema } from '../platform/records';
import { createSavedViewSchema, savedViewListQuerySchema, savedViewSchema, savedViewsSchema, updateSavedViewSchema } from './schemas';

const c = initContract();
const viewPath = z.object({ id: recordIdSchema });

/** Saved views of lists: a named address query, private to its owner or shared with every staff member. */
export const savedViewsContract = c.router(
  {
    list: {
      method: 'GET',
      metadata: permissionRoute('read:saved-view'),
      path: '/saved-views',
      query: savedViewListQuerySchema,
      responses: { 200: savedViewsSchema, ...commonErrors },
      summary: 'The reader’s own views of a list and those shared with everyone, by name',
    },
    create: {
      method: 'POST',
      metadata: permissionRoute('create:saved-view'),
      path: '/saved-views',
      body: createSavedViewSchema,
      responses: { 201: savedViewSchema, ...commonErrors, 409: errorSchema },
      summary: 'Save a view (409 when the reader has a view of that name for the list, or too many)',
    },
    update: {
      method: 'PATCH',
      metadata: permissionRoute('update:saved-view'),
      path: '/saved-views/:id',
      pathParams: viewPath,
      body: updateSavedViewSchema,
      responses: { 200: savedViewSchema, ...commonErrors, 404: errorSchema, 409: editConflictSchema(savedViewSchema).or(errorSchema) },
      summary: 'Rename, share or change a view (its owner; admins for shared views)',
    },
    remove: {
      method: 'DELETE',
      metadata: permissionRoute('update:saved-view'),
      path: '/saved-views/:id',
      pathParams: viewPath,
      body: c.noBody(),
      responses: { 204: c.noBody(), ...commonErrors, 404: errorSchema },
      summary: 'Delete a view (its owner; admins for shared views)',
    },
  },
  { strictStatusCodes: true },
);
