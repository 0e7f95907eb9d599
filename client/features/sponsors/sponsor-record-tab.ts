/** The sections of a sponsor's page, in the order of their tabs; the tab lives in the address (`?tab=contacts`). */
export const SPONSOR_TABS = ['details', 'contacts', 'activity'] as const;
export type SponsorTab = (typeof SPONSOR_TABS)[number];

export function sponsorTab(parameter: string | null): SponsorTab {
  return (SPONSOR_TABS as readonly (string | null)[]).includes(parameter) ? (parameter as SponsorTab) : 'details';
}

export function sponsorTabSearch(tab: SponsorTab): string {
  return tab === 'details' ? '' : `?tab=${tab}`;
}

export const sponsorTabId = (tab: SponsorTab) => `sponsor-tab-${tab}`;
export const sponsorPanelId = (tab: SponsorTab) => `sponsor-panel-${tab}`;
