import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { can, DEADLINE_TYPES, type Deadline } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { ListLoadState } from '../../components/data-table/list-load-state';
import { SelectFilter } from '../../components/filter-fields/filter-fields';
import { BoardIcon, CalendarIcon, CloseIcon, ListIcon, PlusIcon } from '../../components/icons/icons';
import { PageHeader } from '../../components/page-header/page-header';
import { Spinner } from '../../components/spinner/spinner';
import { isEditConflict } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { useHydrated } from '../../lib/dom/use-hydrated';
import { formatCalendarDate } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useSession } from '../../lib/session/use-session';
import { listRange } from './deadline-days';
import { DeadlineList } from './deadline-list';
import { browserToday } from '../../lib/dates/browser-today';
import { DEADLINES_QUERY_KEY, deadlineSponsorsQueryOptions, deadlinesQueryOptions } from './deadline-queries';
import { useDeadlineTitle } from './deadline-title';
import { DEADLINE_VIEWS, dayForOtherView, deadlineParams, deadlineQuery, deadlineViewOf, type DeadlineView } from './deadline-view';
import { moveDeadline } from './move-deadline';
import { TaskDialog } from './task-dialog';
import { setTaskDone } from './task-done';
import { reloadAfterTaskChange } from './task-queries';

// The calendar library is large and runs in the browser only: it loads when a calendar is shown.
const DeadlineCalendar = lazy(async () => ({ default: (await import('./deadline-calendar')).DeadlineCalendar }));

const VIEW_ICONS = { list: ListIcon, month: CalendarIcon, week: BoardIcon } as const;

/** /scadenze: every date that matters, as a list grouped by urgency, a month calendar or the week's agenda, filtered in the address. */
export function DeadlinesPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const session = useSession();
  const hydrated = useHydrated();
  const language = usePageLanguage();
  const titleOf = useDeadlineTitle();
  const banner = useTimedBanner();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = deadlineViewOf(searchParams);
  const [calendarRange, setCalendarRange] = useState<{ from: string; to: string } | null>(null);
  const range = view.view === 'list' ? listRange(browserToday()) : calendarRange;
  const deadlines = useInfiniteQuery({ ...deadlinesQueryOptions(api, deadlineQuery(view, range ?? listRange(browserToday()))), enabled: range !== null });
  const sponsors = useQuery(deadlineSponsorsQueryOptions(api));
  const actor = session ? { user_id: session.user.user_id, role: session.user.role } : null;
  const mayMove = actor !== null && can(actor, 'update:campaign');
  const mayChangeTasks = actor !== null && can(actor, 'update:task');
  const mayArchiveTasks = actor !== null && can(actor, 'archive:task');
  // The dialog's task: none open, a new one (null) or one to edit.
  const [taskDialog, setTaskDialog] = useState<{ taskId: number | null } | null>(null);
  const show = (changes: Partial<DeadlineView>) => setSearchParams(deadlineParams({ ...view, ...changes }));
  const filtered = view.type !== undefined || view.mine || view.sponsor !== undefined || view.campaign !== undefined || view.creator !== undefined;
  const pages = deadlines.data?.pages;
  const data = pages?.[0] ? { today: pages[0].today, deadlines: pages.flatMap((page) => page.deadlines) } : undefined;

  const move = useMutation({
    mutationFn: ({ deadline, day }: { deadline: Deadline; day: string }) => moveDeadline(api, deadline, day),
    onSuccess: (_nothing, { deadline, day }) => banner.show('success', t('deadlines.moved', { title: titleOf(deadline), date: formatCalendarDate(day, language) })),
    onError: (error) => {
      const stale = isEditConflict(error);
      banner.show('error', stale ? t('deadlines.conflict') : t('deadlines.moveFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEADLINES_QUERY_KEY }),
  });
  const toggleDone = useMutation({
    mutationFn: (deadline: Deadline) => setTaskDone(api, deadline.record.id, deadline.record.version, !deadline.done),
    onSuccess: (task) => banner.show('success', task.done ? t('tasks.done.marked', { title: task.title }) : t('tasks.done.reopened', { title: task.title })),
    onError: (error) => banner.show('error', isEditConflict(error) ? t('deadlines.conflict') : t('tasks.edit.failed')),
    onSettled: () => reloadAfterTaskChange(queryClient),
  });

  const moveTo = async (deadline: Deadline, day: string) => {
    try {
      await move.mutateAsync({ deadline, day });
      return true;
    } catch {
      return false;
    }
  };

  const named = (id: string | undefined, find: (deadline: Deadline) => { id: number; name: string } | null) =>
    id ? (data?.deadlines.map(find).find((ref) => ref !== null && String(ref.id) === id)?.name ?? `#${id}`) : undefined;
  const campaignName = named(view.campaign, (deadline) => deadline.campaign);
  const creatorName = named(view.creator, (deadline) => deadline.creator);

  return (
    <section className="deadlines" aria-labelledby="deadlines-title">
      <PageHeader
        titleId="deadlines-title"
        title={t('deadlines.title')}
        subtitle={t('deadlines.subtitle')}
        actions={
          <>
            {actor && can(actor, 'read:reminder-rule') && (
              <Link className="button button--secondary" to="/scadenze/promemoria">
                {t('deadlines.reminderRules')}
              </Link>
            )}
            {actor && can(actor, 'create:task') && (
              <button type="button" className="button button--primary" onClick={() => setTaskDialog({ taskId: null })}>
                <PlusIcon />
                {t('tasks.create.open')}
              </button>
            )}
          </>
        }
      />
      <div className="list-filters" role="group" aria-label={t('deadlines.filters.label')}>
        <SelectFilter
          id="deadline-type"
          label={t('deadlines.filters.type')}
          anyLabel={t('deadlines.filters.anyType')}
          choices={DEADLINE_TYPES}
          choiceLabel={(type) => t(`deadlines.types.${type}`)}
          value={view.type ?? ''}
          onChange={(type) => show({ type: type || undefined })}
        />
        <SelectFilter
          id="deadline-sponsor"
          label={t('deadlines.filters.sponsor')}
          anyLabel={t('deadlines.filters.anySponsor')}
          choices={(sponsors.data ?? []).map((sponsor) => String(sponsor.sponsor_id))}
          choiceLabel={(id) => sponsors.data?.find((sponsor) => String(sponsor.sponsor_id) === id)?.display_name ?? id}
          value={view.sponsor ?? ''}
          onChange={(sponsor) => show({ sponsor: sponsor || undefined })}
        />
        <label className="checkbox-field deadlines__mine" htmlFor="deadline-mine">
          <input id="deadline-mine" type="checkbox" checked={view.mine} onChange={(event) => show({ mine: event.target.checked })} />
          {t('deadlines.filters.mine')}
        </label>
        {campaignName && (
          <button type="button" className="tag deadlines__chip" aria-label={t('deadlines.filters.removeFilter', { name: campaignName })} onClick={() => show({ campaign: undefined })}>
            {t('deadlines.filters.campaign', { name: campaignName })}
            <CloseIcon />
          </button>
        )}
        {creatorName && (
          <button type="button" className="tag deadlines__chip" aria-label={t('deadlines.filters.removeFilter', { name: creatorName })} onClick={() => show({ creator: undefined })}>
            {t('deadlines.filters.creator', { name: creatorName })}
            <CloseIcon />
          </button>
        )}
        {filtered && (
          <button type="button" className="button button--secondary list-filters__clear" onClick={() => show({ type: undefined, mine: false, sponsor: undefined, campaign: undefined, creator: undefined })}>
            {t('deadlines.filters.clear')}
          </button>
        )}
      </div>
      <div className="list-toolbar">
        <p className="list-range deadlines__range" aria-live="polite">
          {deadlines.hasNextPage && data && <span>{t('deadlines.truncated', { count: data.deadlines.length })}</span>}
          {deadlines.hasNextPage && (
            <button type="button" className="button button--secondary deadlines__more" disabled={!hydrated || deadlines.isFetchingNextPage} onClick={() => void deadlines.fetchNextPage()}>
              {deadlines.isFetchingNextPage && <Spinner />}
              {t('deadlines.showMore')}
            </button>
          )}
        </p>
        <div className="segmented" role="group" aria-label={t('deadlines.views.label')}>
          {DEADLINE_VIEWS.map((option) => {
            const Icon = VIEW_ICONS[option];
            return (
              <button key={option} type="button" className="segmented__option" aria-pressed={view.view === option} onClick={() => show({ view: option, date: dayForOtherView(view.date, data?.today) })}>
                <Icon />
                {t(`deadlines.views.${option}`)}
              </button>
            );
          })}
        </div>
      </div>
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {view.view === 'list' ? (
        !data ? (
          <ListLoadState failed={deadlines.isError} failedText={t('deadlines.loadFailed')} retryText={t('deadlines.retry')} onRetry={() => void deadlines.refetch()} />
        ) : data.deadlines.length === 0 ? (
          <p className="list-note">{t('deadlines.empty')}</p>
        ) : (
          <DeadlineList
            deadlines={data.deadlines}
            today={data.today}
            mayMove={mayMove}
            mayChangeTasks={mayChangeTasks}
            busy={move.isPending || toggleDone.isPending}
            onMove={(deadline, day) => move.mutate({ deadline, day })}
            onOpenTask={(deadline) => setTaskDialog({ taskId: deadline.record.id })}
            onToggleDone={(deadline) => toggleDone.mutate(deadline)}
          />
        )
      ) : hydrated ? (
        <Suspense fallback={<Loading />}>
          {deadlines.isError && <ListLoadState failed failedText={t('deadlines.loadFailed')} retryText={t('deadlines.retry')} onRetry={() => void deadlines.refetch()} />}
          <DeadlineCalendar
            view={view.view}
            date={view.date ?? browserToday()}
            deadlines={calendarRange ? (data?.deadlines ?? []) : []}
            mayMove={mayMove}
            mayChangeTasks={mayChangeTasks}
            onRange={({ from, to, date }) => {
              if (calendarRange?.from !== from || calendarRange.to !== to) setCalendarRange({ from, to });
              if (date !== view.date) setSearchParams(deadlineParams({ ...view, date }), { replace: true });
            }}
            onMove={moveTo}
            onOpenTask={(deadline) => setTaskDialog({ taskId: deadline.record.id })}
          />
        </Suspense>
      ) : (
        <Loading />
      )}
      {taskDialog && session && <TaskDialog taskId={taskDialog.taskId} userId={session.user.user_id} mayArchive={mayArchiveTasks} onClose={() => setTaskDialog(null)} />}
    </section>
  );
}

function Loading() {
  const { t } = useTranslation('common');
  return (
    <p className="list-note" role="status">
      <Spinner />
      {t('app.loading')}
    </p>
  );
}
