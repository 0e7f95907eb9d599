import { z } from 'zod';
import { DEADLINE_TYPES, type DeadlineQueryInput, type DeadlineType } from '../../../contract';

/** How `/scadenze` shows the deadlines, in the address: `?view=month&date=2026-11-01&type=draft_due&mine=1&sponsor=4`. */
export const DEADLINE_VIEWS = ['list', 'month', 'week'] as const;
export type DeadlineViewName = (typeof DEADLINE_VIEWS)[number];

const id = z.string().regex(/^\d{1,10}$/);

export interface DeadlineView {
  view: DeadlineViewName;
  /** The day the calendar shows (its month or its week); none for today. */
  date: string | undefined;
  type: DeadlineType | undefined;
  mine: boolean;
  sponsor: string | undefined;
  campaign: string | undefined;
  creator: string | undefined;
}

const valueOf = <T>(schema: z.ZodType<T>, value: string | null): T | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** The view the address names; what does not parse is left at its default. */
export function deadlineViewOf(params: URLSearchParams): DeadlineView {
  return {
    view: valueOf(z.enum(DEADLINE_VIEWS), params.get('view')) ?? 'list',
    date: valueOf(z.string().date(), params.get('date')),
    type: valueOf(z.enum(DEADLINE_TYPES), params.get('type')),
    mine: params.get('mine') === '1',
    sponsor: valueOf(id, params.get('sponsor')),
    campaign: valueOf(id, params.get('campaign')),
    creator: valueOf(id, params.get('creator')),
  };
}

/** The address's parameters for a view: only what differs from the defaults. */
export function deadlineParams(view: DeadlineView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.view !== 'list') params.set('view', view.view);
  if (view.date && view.view !== 'list') params.set('date', view.date);
  if (view.type) params.set('type', view.type);
  if (view.mine) params.set('mine', '1');
  if (view.sponsor) params.set('sponsor', view.sponsor);
  if (view.campaign) params.set('campaign', view.campaign);
  if (view.creator) params.set('creator', view.creator);
  return params;
}

/** The request for a range of days and the view's filters; the list asks for open deadlines only. */
export function deadlineQuery(view: DeadlineView, range: { from: string; to: string }): DeadlineQueryInput {
  return {
    ...range,
    ...(view.view === 'list' ? { open: 'true' as const } : {}),
    ...(view.type ? { types: view.type } : {}),
    ...(view.mine ? { mine: 'true' as const } : {}),
    ...(view.sponsor ? { sponsor_id: Number(view.sponsor) } : {}),
    ...(view.campaign ? { campaign_id: Number(view.campaign) } : {}),
    ...(view.creator ? { creator_id: Number(view.creator) } : {}),
  };
}

/**
 * The day to keep when the reader switches between month and week: none (so the calendar opens
 * on today) while the shown day is in today's month, else the shown day.
 */
export function dayForOtherView(shown: string | undefined, today: string | undefined): string | undefined {
  return shown && today && shown.slice(0, 7) === today.slice(0, 7) ? undefined : shown;
}
