export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_LIST_PAGE_SIZE = 5;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH_CREATE = 6;
export const PASSWORD_MIN_LENGTH_CHANGE = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

/** The columns the user list may be sorted by; by default the oldest account comes first. */
export const USER_LIST_SORT_COLUMNS = ['user_id', 'username', 'email', 'role'] as const;
export type UserListSortColumn = (typeof USER_LIST_SORT_COLUMNS)[number];
