/** Campaigns for sponsors and the creators in each (deals) (paths /api/campaigns…, pages /campagne, /campagne/:id). */
export { createCampaignsService, type CampaignsService } from './campaigns-service';
export { createDealsService, type DealsService } from './deals-service';
export { createDeliverablesService, type DeliverablesService } from './deliverables-service';
export { campaignsHandlers } from './campaigns-handlers';
