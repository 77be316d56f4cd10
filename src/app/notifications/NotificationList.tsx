import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import type { NotificationStore } from './createNotificationStore';

/**
 * Errors and warnings are announced assertively (role=alert), successes and info politely
 * (role=status). Each has a dismiss button; they also leave on their own after notificationMs.
 */
export function NotificationList({ store }: { store: NotificationStore }) {
  const { t } = useTranslation();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section className="notifications" aria-label={t('NOTIFICATIONS')}>
      {items.map((n) => (
        <div
          key={n.id}
          className={`notification notification--${n.kind}`}
          role={n.kind === 'error' || n.kind === 'warning' ? 'alert' : 'status'}
        >
          <p className="notification__message">{n.message}</p>
          <button type="button" className="notification__dismiss" onClick={() => store.dismiss(n.id)}>
            {/* the name is the words, so a label never differs from what is shown (axe label-content-name-mismatch) */}
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('NOTIFICATION_DISMISS')}</span>
          </button>
        </div>
      ))}
    </section>
  );
}
