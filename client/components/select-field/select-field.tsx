import type { ComponentPropsWithRef } from 'react';

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'className'> {
  id: string;
  label: string;
  /** Each option's value and text, in order. */
  options: readonly (readonly [string, string])[];
  /** A first option with the value '' (nobody, not set), when there is one. */
  emptyLabel?: string | undefined;
  error?: string | undefined;
}

/** A labelled select of a form with its validation message (react-hook-form's `register` spreads into it). */
export function SelectField({ id, label, options, emptyLabel, error, ...select }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
