import { useTranslation } from '../../../lib/i18n/use-translation';
import type { UserList } from '../../../../contract';

/** The counts of the list answer (spec section 2): all matches, and the active and disabled ones. */
export function UserSummary({ list }: { list: UserList }) {
  const { t } = useTranslation('admin');
  const counts = [
    { key: 'total', label: t('userAdmin.list.total'), value: list.total },
    { key: 'active', label: t('userAdmin.list.active'), value: list.active_count },
    { key: 'disabled', label: t('userAdmin.list.disabled'), value: list.disabled_count },
  ];
  return (
    <dl className="user-summary">
      {counts.map((count) => (
        <div key={count.key} className={`user-summary__item user-summary__item--${count.key}`}>
          <dt className="user-summary__label">{count.label}</dt>
          <dd className="user-summary__value">{count.value}</dd>
        </div>
      ))}
    </dl>
  );
}
