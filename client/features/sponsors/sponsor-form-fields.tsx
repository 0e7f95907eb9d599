import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { PersonRef } from '../../../contract';
import { SelectField } from '../../components/select-field/select-field';
import { TextField } from '../../components/text-field/text-field';
import type { SponsorFormField, SponsorFormValues } from './sponsor-form';

interface SponsorFormFieldsProps {
  idPrefix: string;
  register: UseFormRegister<SponsorFormValues>;
  errors: FieldErrors<SponsorFormValues>;
  owners: readonly PersonRef[];
  /** The sponsor's owner when the options do not list them (inactive since). */
  currentOwner?: PersonRef | null;
  readOnly?: boolean;
}

const SECTIONS: { key: 'identity' | 'billing' | 'address' | 'work'; fields: readonly SponsorFormField[] }[] = [
  { key: 'identity', fields: ['display_name', 'legal_name', 'industry', 'website'] },
  { key: 'billing', fields: ['vat_number', 'tax_code', 'sdi_code', 'pec', 'currency', 'payment_terms_days'] },
  { key: 'address', fields: ['address_line', 'city', 'postal_code', 'province', 'country'] },
  { key: 'work', fields: ['owner_id', 'tags', 'notes'] },
];

const INPUT_TYPES: Partial<Record<SponsorFormField, { type?: string; inputMode?: 'numeric' | 'email' | 'url'; autoComplete?: string }>> = {
  website: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  pec: { type: 'email', inputMode: 'email', autoComplete: 'off' },
  payment_terms_days: { inputMode: 'numeric' },
  legal_name: { autoComplete: 'organization' },
  address_line: { autoComplete: 'street-address' },
  postal_code: { autoComplete: 'postal-code' },
  country: { autoComplete: 'country' },
};

const HINTS: Partial<Record<SponsorFormField, 'vat_number' | 'tags' | 'country' | 'currency'>> = {
  vat_number: 'vat_number',
  tags: 'tags',
  country: 'country',
  currency: 'currency',
};

/** Every field of a sponsor, in four groups; the same for a new sponsor and for its details. */
export function SponsorFormFields({ idPrefix, register, errors, owners, currentOwner, readOnly = false }: SponsorFormFieldsProps) {
  const { t } = useTranslation('admin');
  const ownerChoices = currentOwner && !owners.some((owner) => owner.user_id === currentOwner.user_id) ? [currentOwner, ...owners] : owners;

  function field(name: SponsorFormField) {
    const id = `${idPrefix}-${name.replaceAll('_', '-')}`;
    const label = t(`sponsors.fields.${name}`);
    const error = errors[name]?.message;
    const hintKey = HINTS[name];
    const hint = hintKey ? t(`sponsors.hints.${hintKey}`) : undefined;
    if (name === 'owner_id') {
      return (
        <SelectField
          key={name}
          id={id}
          label={label}
          options={ownerChoices.map((owner) => [String(owner.user_id), owner.username] as const)}
          emptyLabel={t('sponsors.noOwner')}
          error={error}
          disabled={readOnly}
          {...register(name)}
        />
      );
    }
    if (name === 'notes') {
      const errorId = `${id}-error`;
      return (
        <div className="field record-form__wide" key={name}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <textarea
            id={id}
            className="field__input record-form__notes"
            rows={4}
            readOnly={readOnly}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...register(name)}
          />
          {error && (
            <p id={errorId} className="field__error">
              {error}
            </p>
          )}
        </div>
      );
    }
    return <TextField key={name} id={id} label={label} error={error} hint={hint} readOnly={readOnly} {...(INPUT_TYPES[name] ?? {})} {...register(name)} />;
  }

  return (
    <div className="record-form__sections">
      {SECTIONS.map((section) => (
        <fieldset key={section.key} className="record-form__section">
          <legend className="record-form__legend">{t(`sponsors.sections.${section.key}`)}</legend>
          <div className="record-form__grid">{section.fields.map(field)}</div>
        </fieldset>
      ))}
    </div>
  );
}
