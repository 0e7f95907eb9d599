import { deliverableOverdue, type Deliverable, type DeliverableStatus, type Draft, type PersonRef } from '../../../contract';
import type { Person } from '../users';
import type { DeliverableView, DraftView } from './deliverables-repository';

const personRef = (person: Person | null): PersonRef | null => (person ? { user_id: person.id, username: person.username } : null);

/** A draft file's address: its id is random and never reused. */
export const draftFileUrl = (fileId: string) => `/api/draft-files/${fileId}`;

/** A deliverable as answered, overdue or not by the agency's `today`. */
export function toDeliverable({ row, creatorName, draftsCount }: DeliverableView, today: string): Deliverable {
  const status = row.status as DeliverableStatus;
  return {
    deliverable_id: row.id,
    deal_id: row.dealId,
    campaign_id: row.campaignId,
    creator: { creator_id: row.creatorId, stage_name: creatorName },
    platform: row.platform as Deliverable['platform'],
    type: row.type as Deliverable['type'],
    draft_due_on: row.draftDueOn,
    publish_due_on: row.publishDueOn,
    caption_requirements: row.captionRequirements,
    published_url: row.publishedUrl,
    published_at: row.publishedAt?.toISOString() ?? null,
    disclosure_present: row.disclosurePresent,
    status,
    overdue: deliverableOverdue({ status, draft_due_on: row.draftDueOn, publish_due_on: row.publishDueOn }, today),
    drafts_count: draftsCount,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDraft({ row, file, submittedBy, reviewer }: DraftView): Draft {
  return {
    draft_id: row.id,
    deliverable_id: row.deliverableId,
    version: row.version,
    submitted_by: personRef(submittedBy),
    submitted_at: row.submittedAt.toISOString(),
    link_url: row.linkUrl,
    caption: row.caption,
    file: file ? { url: draftFileUrl(file.id), filename: file.filename, content_type: file.contentType, byte_size: file.byteSize } : null,
    outcome: row.outcome as Draft['outcome'],
    feedback: row.feedback,
    reviewer: personRef(reviewer),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export const AUDITED_DELIVERABLE_FIELDS = ['platform', 'type', 'draft_due_on', 'publish_due_on', 'caption_requirements', 'status', 'published_url', 'published_at', 'disclosure_present'] as const satisfies readonly (keyof Deliverable)[];
