import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import itLocale from '@fullcalendar/core/locales/it';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { Deadline } from '../../../contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { addDays } from './deadline-days';
import { deadlineHref, isMovable } from './deadline-links';
import { useDeadlineTitle } from './deadline-title';

interface DeadlineCalendarProps {
  view: 'month' | 'week';
  /** A day of the month or week shown. */
  date: string;
  deadlines: readonly Deadline[];
  mayMove: boolean;
  /** Whether the reader may move tasks' dates. */
  mayChangeTasks: boolean;
  /** The calendar shows other days (its arrows, its "today"): `from` and `to` are the days it shows, `date` one to keep in the address. */
  onRange: (range: { from: string; to: string; date: string }) => void;
  onMove: (deadline: Deadline, day: string) => Promise<boolean>;
  onOpenTask: (deadline: Deadline) => void;
}

/** Priorities worth a mark on the calendar. */
const PRESSING = new Set(['high', 'urgent']);

const CALENDAR_VIEWS = { month: 'dayGridMonth', week: 'listWeek' } as const;

/** The deadlines in a month grid or as the week's agenda; a deadline that can move is dragged to another day. */
export function DeadlineCalendar({ view, date, deadlines, mayMove, mayChangeTasks, onRange, onMove, onOpenTask }: DeadlineCalendarProps) {
  const { t } = useTranslation('admin');
  const language = usePageLanguage();
  const navigate = useNavigate();
  const titleOf = useDeadlineTitle();
  const byKey = new Map(deadlines.map((deadline) => [deadline.key, deadline]));
  const events: EventInput[] = deadlines.map((deadline) => {
    const pressing = deadline.priority && PRESSING.has(deadline.priority) ? ` (${t(`tasks.priorities.${deadline.priority}`)})` : '';
    return {
      id: deadline.key,
      title: `${t(`deadlines.types.${deadline.type}`)}${pressing}: ${titleOf(deadline)}`,
      start: deadline.due_on,
      allDay: true,
      editable: (deadline.record.kind === 'task' ? mayChangeTasks : mayMove) && isMovable(deadline),
      classNames: [
        'deadline-event',
        `deadline-event--${deadline.type}`,
        ...(deadline.priority ? [`deadline-event--${deadline.priority}`] : []),
        ...(deadline.overdue ? ['deadline-event--overdue'] : []),
        ...(deadline.done ? ['deadline-event--done'] : []),
      ],
    };
  });

  const datesSet = (range: DatesSetArg) => {
    const from = range.startStr.slice(0, 10);
    // The calendar's end is exclusive.
    const to = addDays(range.endStr.slice(0, 10), -1);
    const shown = range.view.currentStart.toISOString().slice(0, 10);
    onRange({ from, to, date: shown });
  };

  const dropped = async (drop: EventDropArg) => {
    const deadline = byKey.get(drop.event.id);
    const day = drop.event.startStr.slice(0, 10);
    if (!deadline || !(await onMove(deadline, day))) drop.revert();
  };

  const clicked = (click: EventClickArg) => {
    click.jsEvent.preventDefault();
    const deadline = byKey.get(click.event.id);
    if (!deadline) return;
    const href = deadlineHref(deadline);
    if (href) void navigate(href);
    else onOpenTask(deadline);
  };

  return (
    <div className="deadline-calendar" aria-label={t('deadlines.calendar')} role="region">
      <FullCalendar
        key={view}
        plugins={[dayGridPlugin, listPlugin, interactionPlugin]}
        initialView={CALENDAR_VIEWS[view]}
        initialDate={date}
        locales={[itLocale, enGbLocale]}
        locale={language === 'it' ? 'it' : 'en-gb'}
        firstDay={1}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }}
        // Text arrows: the library's icon fonts are images without a text alternative.
        buttonIcons={false}
        buttonText={{ prev: '‹', next: '›' }}
        height="auto"
        dayMaxEvents={4}
        events={events}
        editable={mayMove || mayChangeTasks}
        eventStartEditable={mayMove || mayChangeTasks}
        eventDurationEditable={false}
        datesSet={datesSet}
        eventDrop={(drop) => void dropped(drop)}
        eventClick={clicked}
        noEventsContent={t('deadlines.empty')}
      />
    </div>
  );
}
