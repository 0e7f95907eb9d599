/** Where the API lives: every route of the contract's root router is under it. */
export const API_PATH_PREFIX = '/api';
