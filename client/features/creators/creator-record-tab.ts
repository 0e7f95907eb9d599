/** The sections of a creator's page, in the order of their tabs; the tab lives in the address (`?tab=accounts`). */
export const CREATOR_TABS = ['details', 'accounts', 'rates', 'activity'] as const;
export type CreatorTab = (typeof CREATOR_TABS)[number];

export function creatorTab(parameter: string | null): CreatorTab {
  return (CREATOR_TABS as readonly (string | null)[]).includes(parameter) ? (parameter as CreatorTab) : 'details';
}

export const creatorTabSearch = (tab: CreatorTab): string => (tab === 'details' ? '' : `?tab=${tab}`);
export const creatorTabId = (tab: CreatorTab) => `creator-tab-${tab}`;
export const creatorPanelId = (tab: CreatorTab) => `creator-panel-${tab}`;
