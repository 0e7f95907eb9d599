/** The lists whose views can be saved, by the name their views are kept under. */
export const SAVED_VIEW_LISTS = ['sponsors', 'creators'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const SAVED_VIEW_NAME_MAX_LENGTH = 60;
/** A view is the list's address query (filters, order, columns): far shorter than this. */
export const SAVED_VIEW_QUERY_MAX_LENGTH = 2000;
/** Views one person keeps per list. */
export const SAVED_VIEWS_PER_LIST_MAX = 50;
