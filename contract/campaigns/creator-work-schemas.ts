import { z } from 'zod';
import { CAMPAIGN_OBJECTIVES, CAMPAIGN_STATUSES, DEAL_STATUSES, DISCLOSURES } from './constants';
import { deliverableSchema } from './deliverable-schemas';

/**
 * A campaign as its creator sees it: what to make and how to say it is sponsored. Never the
 * budget, the agency's fee, the KPI targets, the owner or the other creators.
 */
export const creatorCampaignSchema = z.object({
  campaign_id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  sponsor: z.object({ display_name: z.string() }),
  objective: z.enum(CAMPAIGN_OBJECTIVES).nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  hashtags: z.array(z.string()),
  mentions: z.array(z.string()),
  disclosure: z.enum(DISCLOSURES),
  usage_rights: z.string().nullable(),
  exclusivity: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
});
export type CreatorCampaign = z.infer<typeof creatorCampaignSchema>;

/**
 * The creator's own deal: its status (paid or not), their own net fee, and what they deliver.
 * Never the gross fee or the commission.
 */
export const creatorDealSchema = z.object({
  deal_id: z.number().int(),
  status: z.enum(DEAL_STATUSES),
  /** What the creator is paid for the deal; null until a fee is agreed. */
  creator_net_minor: z.number().int().nullable(),
  currency: z.string(),
  usage_rights: z.string().nullable(),
  exclusivity_until: z.string().nullable(),
  /** The first day still to be met among the deliverables (a draft or a publication), or null. */
  next_due_on: z.string().nullable(),
  campaign: creatorCampaignSchema,
  deliverables: z.array(deliverableSchema),
});
export type CreatorDeal = z.infer<typeof creatorDealSchema>;

/** The creator's deals; `today` is the agency's day that `overdue` was judged by. */
export const creatorDealListSchema = z.object({ deals: z.array(creatorDealSchema), today: z.string() });
export type CreatorDealList = z.infer<typeof creatorDealListSchema>;

/** One deal with the campaign's brief (sanitised HTML), which only its page shows. */
export const creatorDealDetailSchema = creatorDealSchema.extend({
  campaign: creatorCampaignSchema.extend({ brief: z.string() }),
  today: z.string(),
});
export type CreatorDealDetail = z.infer<typeof creatorDealDetailSchema>;
