import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { isLanguage, type Notification } from '../../../contract';
import { browserToday } from '../../lib/dates/browser-today';
import { useDismiss } from '../../lib/dom/use-dismiss';
import { useSession } from '../../lib/session/use-session';
import { useNotifications } from './get-notifications';
import { useMarkNotificationsRead } from './mark-notifications-read';
import { notificationPath, notificationText } from './notification-text';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The bell in every signed-in header: the unread count on the button, the newest notifications
 * in a panel (Escape or a click outside closes it, focus goes back to the bell); opening one marks
 * it read and goes to its record.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation('admin');
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const language = isLanguage(i18n.language) ? i18n.language : 'it';
  const creatorArea = session?.user.role === 'creator';
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.notifications ?? [];

  const close = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') trigger.current?.focus();
  }, []);
  useDismiss(container, open, close);

  const openNotification = (notification: Notification) => {
    if (!notification.read_at) markRead.one.mutate({ params: { id: notification.notification_id } });
    setOpen(false);
    void navigate(notificationPath(notification, creatorArea));
  };

  return (
    <div className="notification-bell" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="icon-button notification-bell__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('notifications.bellLabel', { count: unread })}
        title={t('notifications.title')}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notification-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="notification-bell__panel" role="region" aria-label={t('notifications.title')}>
          <div className="notification-bell__header">
            <h2 className="notification-bell__title">{t('notifications.title')}</h2>
            <button type="button" className="button button--secondary" disabled={unread === 0 || markRead.all.isPending} onClick={() => markRead.all.mutate({})}>
              {t('notifications.markAllRead')}
            </button>
          </div>
          {notifications.isError ? (
            <p className="notification-bell__empty" role="alert">
              {t('notifications.loadFailed')}
            </p>
          ) : items.length === 0 ? (
            <p className="notification-bell__empty">{notifications.isPending ? t('notifications.loading') : t('notifications.none')}</p>
          ) : (
            <ul className="notification-bell__list">
              {items.map((notification) => (
                <li key={notification.notification_id}>
                  <button
                    type="button"
                    className="notification-bell__item"
                    data-unread={notification.read_at === null || undefined}
                    onClick={() => openNotification(notification)}
                  >
                    <span className="notification-bell__text">{notificationText(t, notification, language, browserToday())}</span>
                    {notification.read_at === null && <span className="visually-hidden">{t('notifications.unread')}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
