import { useTranslation } from '../../lib/i18n/use-translation';
import type { Deadline } from '../../../contract';

/** A deadline's name for people: a deliverable's content and creator, else the campaign's or the creator's name, or the task's title. */
export function useDeadlineTitle(): (deadline: Deadline) => string {
  const { t } = useTranslation('admin');
  return (deadline) =>
    deadline.content ? `${t(`creators.platforms.${deadline.content.platform}`)} · ${t(`creators.deliverables.${deadline.content.type}`)} — ${deadline.title}` : deadline.title;
}
