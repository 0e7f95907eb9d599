import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { Deadline } from '../../../contract';
import { DateField } from '../../components/date-field/date-field';
import { formatCalendarDate } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { DEADLINE_GROUPS, groupOf } from './deadline-days';
import { deadlineHref, isMovable } from './deadline-links';
import { useDeadlineTitle } from './deadline-title';
import { TaskPriority } from './task-priority';

interface DeadlineListProps {
  deadlines: readonly Deadline[];
  today: string;
  mayMove: boolean;
  /** Whether the reader may mark tasks done and move their dates. */
  mayChangeTasks: boolean;
  busy: boolean;
  onMove: (deadline: Deadline, day: string) => void;
  onOpenTask: (deadline: Deadline) => void;
  onToggleDone: (deadline: Deadline) => void;
}

/** The open deadlines in four groups: overdue, today, this week, later. */
export function DeadlineList({ deadlines, today, mayMove, mayChangeTasks, busy, onMove, onOpenTask, onToggleDone }: DeadlineListProps) {
  const { t } = useTranslation('admin');
  const language = usePageLanguage();
  const titleOf = useDeadlineTitle();
  return (
    <div className="deadline-groups">
      {DEADLINE_GROUPS.map((group) => {
        const items = deadlines.filter((deadline) => groupOf(deadline, today) === group);
        const headingId = `deadline-group-${group}`;
        return (
          <section key={group} className={`deadline-group deadline-group--${group}`} aria-labelledby={headingId}>
            <h2 id={headingId} className="deadline-group__title">
              {t(`deadlines.groups.${group}`)} <span className="deadline-group__count">{items.length}</span>
            </h2>
            {items.length === 0 ? (
              <p className="list-note">{t('deadlines.emptyGroup')}</p>
            ) : (
              <ul className="deadline-items">
                {items.map((deadline) => {
                  const title = titleOf(deadline);
                  const href = deadlineHref(deadline);
                  const isTask = deadline.record.kind === 'task';
                  const movable = (isTask ? mayChangeTasks : mayMove) && isMovable(deadline);
                  return (
                    <li key={deadline.key} className={deadline.overdue ? 'deadline-item deadline-item--overdue' : 'deadline-item'}>
                      <span className="deadline-item__date">{formatCalendarDate(deadline.due_on, language)}</span>
                      <span className="deadline-item__main">
                        <span className="deadline-item__tags">
                          <span className={`deadline-type deadline-type--${deadline.type}`}>{t(`deadlines.types.${deadline.type}`)}</span>
                          {deadline.priority && <TaskPriority priority={deadline.priority} />}
                        </span>
                        {href ? (
                          <Link className="deadline-item__title" to={href}>
                            {title}
                          </Link>
                        ) : (
                          <button type="button" className="deadline-item__title deadline-item__open" onClick={() => onOpenTask(deadline)}>
                            {title}
                          </button>
                        )}
                        <span className="deadline-item__meta">
                          {[deadline.assignee && t('deadlines.assignedTo', { name: deadline.assignee.name }), deadline.campaign?.name, deadline.sponsor?.name, isTask ? deadline.creator?.name : undefined]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </span>
                      <span className="deadline-item__actions">
                        {isTask && mayChangeTasks && (
                          <label className="checkbox-field deadline-item__done">
                            <input type="checkbox" checked={deadline.done} disabled={busy} onChange={() => onToggleDone(deadline)} />
                            {deadline.done ? t('tasks.done.reopen') : t('tasks.done.mark')}
                            <span className="visually-hidden">: {title}</span>
                          </label>
                        )}
                        {movable && (
                          <span className="deadline-item__move">
                            <DateField
                              id={`deadline-move-${deadline.key}`}
                              label={t('deadlines.moveLabel', { title })}
                              labelHidden
                              value={deadline.due_on}
                              disabled={busy}
                              onChange={(day) => day && onMove(deadline, day)}
                            />
                          </span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
