import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { Role } from '../../../contract';

interface RoleFieldProps {
  id: string;
  label: string;
  /** The roles the signed-in user may give, in the order offered. */
  roles: readonly Role[];
  registration: UseFormRegisterReturn;
  className?: string;
}

/** The role a new account gets: a select of the roles the signed-in user may give. */
export function RoleField({ id, label, roles, registration, className }: RoleFieldProps) {
  const { t } = useTranslation('common');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" {...registration}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
