/** The sections of a campaign's page, in the order of their tabs; the tab lives in the address (`?tab=creators`). */
export const CAMPAIGN_TABS = ['details', 'creators', 'deliverables', 'activity'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

export function campaignTab(parameter: string | null): CampaignTab {
  return (CAMPAIGN_TABS as readonly (string | null)[]).includes(parameter) ? (parameter as CampaignTab) : 'details';
}

export function campaignTabSearch(tab: CampaignTab): string {
  return tab === 'details' ? '' : `?tab=${tab}`;
}

export const campaignTabId = (tab: CampaignTab) => `campaign-tab-${tab}`;
export const campaignPanelId = (tab: CampaignTab) => `campaign-panel-${tab}`;
