/** Constants of the screens alone (timings, breakpoints, storage keys): the server never needs them. */

/** How long before the access token expires the client renews it, at most. */
export const REFRESH_LEAD_MAX_SECONDS = 120;
export const QUERY_STALE_SECONDS = 300;
export const QUERY_MAX_RETRIES = 3;
export const SUCCESS_BANNER_MS = 3000;
export const ERROR_BANNER_MS = 5000;
export const LOG_SEARCH_DEBOUNCE_MS = 500;
/** The domain lists' text filters (search, tag): short enough to feel live, long enough to spare the API. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;
export const STATS_SEARCH_BLUR_CLOSE_MS = 120;

export const DESKTOP_MIN_WIDTH = 1024;
export const PROFILE_MENU_WIDE_MIN_WIDTH = 768;

export const PREFERENCES_STORAGE_KEY = 'user-preferences';
export const I18N_NAMESPACES = ['admin', 'creator', 'common'] as const;
