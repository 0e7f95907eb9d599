/** Saved views of lists, private or shared (paths /api/saved-views…). */
export { createSavedViewsService, type SavedViewsService } from './saved-views-service';
export { savedViewsHandlers } from './saved-views-handlers';
