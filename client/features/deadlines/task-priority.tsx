import { useTranslation } from '../../lib/i18n/use-translation';
import type { TaskPriority as Priority } from '../../../contract';

/** A task's priority as a small badge; high and urgent ones stand out. */
export function TaskPriority({ priority }: { priority: Priority }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`task-priority task-priority--${priority}`}>
      <span className="visually-hidden">{t('tasks.fields.priority')}: </span>
      {t(`tasks.priorities.${priority}`)}
    </span>
  );
}
