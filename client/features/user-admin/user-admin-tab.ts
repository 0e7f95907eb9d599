/** The two modes of the user administration page (spec section 2), in the order of their tabs. */
export const USER_ADMIN_TABS = ['invite', 'list'] as const;
export type UserAdminTab = (typeof USER_ADMIN_TABS)[number];

/** The tab lives in the address (`?tab=list`), so a reload or a shared link opens the same one. */
export const TAB_PARAMETER = 'tab';

export function userAdminTab(parameter: string | null): UserAdminTab {
  return parameter === 'list' ? 'list' : 'invite';
}

/** The query string of a tab; the invite tab is the page's plain address. */
export function userAdminTabSearch(tab: UserAdminTab): string {
  return tab === 'invite' ? '' : `?${TAB_PARAMETER}=${tab}`;
}
